import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// Unit and content tests only; Playwright specs live in e2e/ and run through `playwright test`.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['lib/**/*.test.ts', 'content/**/*.test.ts', 'scripts/**/*.test.ts', 'components/**/*.test.ts'],
    environment: 'node',
    // The second reporter says how many checks against the raw Laws sources ran, or were skipped and why.
    reporters: ['default', './scripts/sources-reporter.ts'],
  },
});

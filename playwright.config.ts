import { defineConfig, devices } from '@playwright/test';
import { findBrowser } from './scripts/find-browser.cjs';

const port = Number(process.env.E2E_PORT) || 3100;
const browser = findBrowser();

// The tests run against the production build (out/), served as a static host would serve it.
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    // The built site registers a service worker (README, "Offline"); only e2e/offline.spec.ts lets it run, so no
    // other test is answered from its caches.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: browser?.path,
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});

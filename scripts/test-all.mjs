// `npm test`: every check, in the order that fails fastest. Stops at the first step that fails.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const root = join(import.meta.dirname, '..');
const { findBrowser, HOW_TO_GET_A_BROWSER } = createRequire(import.meta.url)('./find-browser.cjs');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

const steps = [
  // Next generates the route types (PageProps, LayoutProps) the pages are checked against.
  ['Route types', 'npx', ['next', 'typegen']],
  ['Type check', 'npx', ['tsc', '--noEmit']],
  ['Lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['Unit and content tests', 'npx', ['vitest', 'run']],
  ['Production build', 'npm', ['run', 'build']],
  ['Page-weight budget', 'node', ['scripts/budget.mjs']],
  ['End-to-end tests in Chromium', 'npx', ['playwright', 'test']],
];

for (const [name, cmd, args] of steps) {
  console.log(`\n━━ ${name} ━━`);
  if (cmd === 'npx' && args[0] === 'playwright') {
    const browser = findBrowser();
    if (!browser) {
      console.error(HOW_TO_GET_A_BROWSER);
      process.exit(1);
    }
    console.log(`Browser: ${browser.source}`);
  }
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) {
    console.error(`\n✗ ${name} failed.`);
    process.exit(r.status ?? 1);
  }
  console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
console.log('\nAll checks passed.');

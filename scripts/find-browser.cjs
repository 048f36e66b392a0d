// Which Chromium the end-to-end tests drive: CHROMIUM_PATH if set, else Playwright's own browser where one is
// installed, else the system's Chromium (Debian: /usr/bin/chromium). CommonJS so that both the Playwright
// config and plain Node scripts can load it.
const { existsSync } = require('node:fs');

const SYSTEM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

function playwrightsOwn() {
  try {
    const own = require('@playwright/test').chromium.executablePath();
    return own && existsSync(own) ? own : undefined;
  } catch {
    return undefined;
  }
}

/** path undefined = Playwright's own browser */
function findBrowser() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? { path: fromEnv, source: `CHROMIUM_PATH (${fromEnv})` } : undefined;
  const own = playwrightsOwn();
  if (own) return { path: undefined, source: `Playwright's Chromium (${own})` };
  const system = SYSTEM.find((p) => existsSync(p));
  return system ? { path: system, source: system } : undefined;
}

const HOW_TO_GET_A_BROWSER = [
  'No Chromium was found for the end-to-end tests. Any one of these works:',
  '  - npx playwright install chromium           (Playwright downloads its own browser)',
  '  - sudo apt-get install chromium             (Debian; the tests then use /usr/bin/chromium)',
  '  - CHROMIUM_PATH=/path/to/chromium npm test  (a Chromium or Chrome you already have)',
].join('\n');

module.exports = { findBrowser, HOW_TO_GET_A_BROWSER };

if (require.main === module) {
  const found = findBrowser();
  if (!found) {
    console.error(HOW_TO_GET_A_BROWSER);
    process.exit(1);
  }
  console.log(found.source);
}

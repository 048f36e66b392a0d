import { chromium } from '@playwright/test';
const [url, out, ...actions] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 1200, height: 1400 } });
p.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()));
p.on('pageerror', (e) => console.log('page error:', e.message));
await p.goto(url);
await p.waitForTimeout(1500);
for (const a of actions) {
  const [kind, arg, arg2] = a.split('|');
  if (kind === 'click') await p.locator(arg).first().click();
  if (kind === 'fill') await p.locator(arg).first().fill(arg2);
  if (kind === 'press') await p.keyboard.press(arg);
  if (kind === 'wait') await p.waitForTimeout(Number(arg));
  if (kind === 'select') await p.locator(arg).first().selectOption(arg2);
}
await p.waitForTimeout(800);
for (const t of await p.locator('[data-testid="announcer"]').allTextContents()) console.log('ANN:', t);
for (const t of await p.locator('[data-testid="link-problem"]').allTextContents()) console.log('PROBLEM:', t);
await p.screenshot({ path: out, fullPage: false });
await b.close();

import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage();
p.on('console', (m) => console.log('console:', m.text()));
const [locale, ...qs] = process.argv.slice(2);
for (const q of qs) {
  await p.goto(`http://localhost:3301/${locale}/search/?q=${q}`);
  await p.waitForLoadState('networkidle'); await p.waitForTimeout(1500);
  console.log('URL', p.url());
  console.log(await p.locator('[data-testid=search-status]').textContent());
  const items = await p.locator('.search-group').evaluateAll((gs) => gs.map((g) => g.querySelector('h2').textContent + ': ' + [...g.querySelectorAll('.search-result')].slice(0, 60).map((li) => `\n   ${li.querySelector('a').getAttribute('href')} | ${li.querySelector('a').textContent} | ${li.querySelector('.search-result-meta').textContent} | ${li.querySelector('.search-excerpt').innerHTML.slice(0, 120)}`).join('')));
  console.log(items.join('\n'));
}
await b.close();

import { expect, test } from './fixtures';
import { seedDifferences } from '../content/compare-seeds';
import en from '../locales/en/compare.json';
import pt from '../locales/pt/compare.json';

// The text a reader sees in the page's main part: tags and the spoken-only cues of <ins>/<del> taken out.
const plain = (html: string) =>
  html
    .slice(html.indexOf('<main'), html.indexOf('</main>'))
    .replace(/<!-- -->/g, '')
    .replace(/<span class="visually-hidden">[^<]*<\/span>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/[‘’]/g, "'")
    .replace(/\s+/g, ' ')
    .toLowerCase();

test('every difference of SEEDS.md is in the prerendered HTML of its comparison page', async ({ request }) => {
  for (const d of seedDifferences) {
    const response = await request.get(`/${d.lang}/compare/${d.from}/${d.to}/${d.article}/`);
    expect(response.status(), d.seed).toBe(200);
    const text = plain(await response.text());
    expect(text, d.seed).toContain(d.phrase.replace(/[‘’]/g, "'").replace(/\s+/g, ' ').toLowerCase());
  }
});

test('a renumbered paragraph meets its counterpart: 2009 12.3b and 2018 11.3.2', async ({ page }) => {
  await page.goto('/en/compare/2009/2018/12/');
  const row = page.locator('.cmp-row', { has: page.getByRole('link', { name: '12.3b', exact: true }) });
  await expect(row.locator('.cmp-to')).toContainText('11.3.2.1');
  await expect(row.locator('.cmp-badges')).toContainText(en.badge.changed);
  await expect(row.locator('.cmp-badges')).toContainText('12.3b → 11.3.2.1');
  await expect(row.locator('ins').first()).toBeVisible();
});

test('the quickplay finish of 2009 leads to the 2018 Guidelines III', async ({ page }) => {
  await page.goto('/en/compare/2009/2018/10/');
  await expect(page.locator('.lesson-header')).toContainText('Guidelines III');
  const row = page.locator('.cmp-row', { has: page.getByRole('link', { name: '10.2', exact: true }) });
  await expect(row.locator('.cmp-to')).toContainText('III.5');
  const removed = page.locator('.cmp-row[data-status="removed"]');
  await expect(removed).toContainText('10.2d');
  await expect(removed.locator('.cmp-badges')).toHaveText(en.badge.removed.replace('{{to}}', '2018'));
  await row.locator('.cmp-to').getByRole('link', { name: 'III.5', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/laws\/2018\/guidelines-iii\/#p-III\.5$/);
});

test('changes are marked with words, not colour alone: ins and del carry spoken cues', async ({ page }) => {
  await page.goto('/pt/compare/2001/2009/9/');
  await expect(page.locator('ins .visually-hidden').first()).toHaveText(`[${pt.diff.ins} `);
  await expect(page.locator('del .visually-hidden').first()).toHaveText(`[${pt.diff.del} `);
  await expect(page.getByRole('note')).toContainText('traduções');
});

test('the overview counts changes per article and links to the article comparison', async ({ page }) => {
  await page.goto('/en/compare/2009/2018/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.overview.title.replace('{{from}}', '2009').replace('{{to}}', '2018'));
  const row = page.locator('tr[data-part="10"]');
  await expect(row).toContainText('Guidelines III');
  await row.getByRole('link', { name: 'Article 10' }).click();
  await expect(page).toHaveURL(/\/en\/compare\/2009\/2018\/10\/$/);
});

test('the index has the pair chooser and a timeline of every edition', async ({ page }) => {
  await page.goto('/en/compare/');
  for (const year of ['1997', '2001', '2009', '2018', '2023']) await expect(page.locator(`#edition-${year}`)).toBeVisible();
  await expect(page.locator('#edition-1997')).toContainText(en.index.inForceUnknown);
  await expect(page.locator('#edition-2009')).toContainText('1 July 2009');
  await page.getByRole('link', { name: en.index.pairLinkLong.replace('{{from}}', '2001').replace('{{to}}', '2009') }).first().click();
  await expect(page).toHaveURL(/\/en\/compare\/2001\/2009\/$/);
});

test('an article page links to its comparison with another edition', async ({ page }) => {
  await page.goto('/en/laws/2018/11/');
  await page.getByRole('navigation', { name: en.nav.compareWith }).getByRole('link', { name: '2009' }).click();
  await expect(page).toHaveURL(/\/en\/compare\/2009\/2018\/12\/$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the comparison is readable and the 1997 → 2018 pair says a word diff needs one language', async ({ page }) => {
    await page.goto('/en/compare/1997/2018/3/');
    await expect(page.getByRole('note')).toContainText('same language');
    await expect(page.locator('.cmp-row').first()).toBeVisible();
    await page.goto('/pt/compare/1997/2001/10/');
    await expect(page.getByRole('heading', { name: pt.article.changeTableTitle })).toBeVisible();
    await expect(page.locator('.compare-change-table')).toContainText('rejeitar a reclamação');
  });
});

import { expect, test } from './fixtures';
import { seedDifferences, type SeedDifference } from '../content/compare-seeds';
import en from '../locales/en/compare.json';
import pt from '../locales/pt/compare.json';

// The differences of SEEDS.md (content/compare-seeds.ts), grouped by the comparison page that must show them.
const byPage = new Map<string, SeedDifference[]>();
for (const d of seedDifferences) {
  const url = `/${d.lang}/compare/${d.from}/${d.to}/${d.article}/`;
  byPage.set(url, [...(byPage.get(url) ?? []), d]);
}

// Curly and straight quotes, runs of spaces and case do not matter (a phrase may start a sentence in one edition).
const same = (s: string) => s.replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();

for (const [url, differences] of byPage) {
  test(`${url} shows ${differences.map((d) => `"${d.seed}"`).join(', ')}`, async ({ page }) => {
    await page.goto(url);
    const rows = page.getByRole('main').locator('.cmp-row');
    // What a sighted reader reads in each row: each side's text without the spoken-only cues of <ins>/<del>
    // ("[inserted: …]"), the row's status, and whether it belongs to the 1997 -> 2001 change table.
    const read = await rows.evaluateAll((els) =>
      els.map((row) => {
        const side = (selector: string) => {
          const clone = row.querySelector(selector)?.cloneNode(true) as HTMLElement | undefined;
          clone?.querySelectorAll('.visually-hidden').forEach((cue) => cue.remove());
          return clone?.textContent ?? '';
        };
        const table = row.closest('.compare-change-table') !== null;
        return { status: table ? 'table' : (row.getAttribute('data-status') ?? ''), from: side('.cmp-from'), to: side('.cmp-to') };
      }),
    );
    for (const d of differences) {
      const found = read.flatMap((r, i) => (same(r[d.side]).includes(same(d.phrase)) ? [{ ...r, i }] : []));
      const row = found.find((r) => (d.status as string[]).includes(r.status));
      expect.soft(row, `${d.seed}: "${d.phrase}" on the ${d.side} side, found in rows: ${found.map((r) => r.status).join(', ') || 'none'}`).toBeDefined();
      if (row) await expect.soft(rows.nth(row.i).locator(d.side === 'from' ? '.cmp-from' : '.cmp-to'), d.seed).toBeVisible();
    }
  });
}

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

  test('the comparison is readable, 1997 → 2018 in Portuguese (2018 being the course translation), and the change table shows', async ({ page }) => {
    await page.goto('/en/compare/1997/2018/3/');
    await expect(page.locator('.cmp-head')).toContainText('2018 (Portuguese, course translation)');
    await expect(page.locator('.cmp-row').first()).toBeVisible();
    await expect(page.locator('.cmp-to .cmp-p[lang="pt"]').first()).toBeVisible();
    await page.goto('/pt/compare/1997/2001/10/');
    await expect(page.getByRole('heading', { name: pt.article.changeTableTitle })).toBeVisible();
    await expect(page.locator('.compare-change-table')).toContainText('rejeitar a reclamação');
  });
});

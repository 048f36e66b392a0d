import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, fill } from './fixtures';
import { SWISS } from '../lib/tournament/fixtures';
import pt from '../locales/pt/tournament.json';
import gl from '../locales/gl/tournament.json';

// The tie-break calculator on a phone: 390 × 844, touch, in Portuguese and Galician.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

// The hand-checked Swiss of lib/tournament/fixtures.ts, as one would type it.
const TYPED: [string, string, string][] = [
  ['A', '2000', '4w1 5b1 3w1 2b='],
  ['B', '1900', '5w= H 6b1 1w='],
  ['C', '1800', '6w+ 4b= 1b0 U'],
  ['D', '1700', '1b0 3w= U 6w0'],
  ['E', '1600', '2b= 1w0 Z Z'],
  ['F', '1500', '3b- U 2w0 4b1'],
];

async function table(page: Page) {
  const rows = page.locator('.tournament-table tbody tr');
  await expect(rows).toHaveCount(6);
  return rows.evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent?.trim())));
}

for (const [locale, s] of [['pt', pt], ['gl', gl]] as const) {
  test.describe(`/${locale}/tournament/`, () => {
    test('a TRF opened from disk and the same crosstable typed by keyboard give the same standings; the working of a cut is shown', async ({ page }) => {
      await page.goto(`/${locale}/tournament/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.title);
      // Open the file.
      await page.getByLabel(s.source.file, { exact: true }).last().setInputFiles({ name: 'swiss.trf', mimeType: 'text/plain', buffer: Buffer.from(SWISS) });
      await expect(page.getByRole('status')).toHaveText(fill(s.source.fileLoaded, { name: 'swiss.trf', players: 6, rounds: 4 }));
      const list = page.getByLabel(s.options.list);
      await list.fill('PTS,DE,BH-C1,SB');
      await page.getByRole('button', { name: s.options.compute }).tap();
      const fromFile = await table(page);
      expect(fromFile.map((r) => r.slice(0, 2))).toEqual([['1', '1'], ['2', '3'], ['3', '2'], ['4', '6'], ['5', '4'], ['6', '5']]);
      // Values as the reader writes numbers: a decimal comma in Portuguese and Galician.
      expect(fromFile[1]).toEqual(['2', '3', 'C', '2,5', '2,5', '0', '8,5', '5,75']);
      // Now type it, by keyboard alone.
      const add = page.getByRole('button', { name: s.source.addRow });
      for (let i = 0; i < 4; i++) {
        await add.focus();
        await page.keyboard.press('Enter');
      }
      await page.getByLabel(fill(s.source.nameOf, { n: 1 })).focus();
      for (const [name, rating, results] of TYPED) {
        await page.keyboard.type(name);
        await page.keyboard.press('Tab');
        await page.keyboard.type(rating);
        await page.keyboard.press('Tab');
        await page.keyboard.type(results);
        await page.keyboard.press('Tab');
      }
      await expect(page.getByLabel(s.source.hand)).toBeChecked();
      await page.getByRole('button', { name: s.options.compute }).focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.tournament-table tbody tr').first().locator('th')).toHaveText('A');
      expect(await table(page)).toEqual(fromFile);
      // The working of #2's BH-C1: its half-point bye (a dummy at its own 2.5) is cut first (16.5.1).
      const working = page.locator('details.tournament-working[data-start-no="2"]');
      await working.locator('summary').tap();
      await expect(working).toContainText(fill(s.result.value, { tb: 'BH-C1', value: '7' }));
      await expect(working).toContainText(s.item.cutVur);
      await expect(working).toContainText(fill(s.item.dummy, { code: 'H', score: '2,5' }));
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    });

    test('a damaged file is refused with its line number', async ({ page }) => {
      await page.goto(`/${locale}/tournament/`);
      const damaged = SWISS.replace('3 w 1', '3 w Q');
      await page.getByLabel(s.source.file, { exact: true }).last().setInputFiles({ name: 'bad.trf', mimeType: 'text/plain', buffer: Buffer.from(damaged) });
      await expect(page.locator('.tournament-problem')).toContainText(fill(s.error.file, { line: 2 }));
      await expect(page.locator('.tournament-problem')).toContainText('round 3: result "Q"');
    });
  });
}

import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import pt from '../locales/pt/tournament.json';
import gl from '../locales/gl/tournament.json';

// The blank scoresheet after the seed's template, on a phone (390 × 844) and on paper.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

for (const [locale, t] of [['pt', pt], ['gl', gl]] as const) {
  const s = t.scoresheet;
  test.describe(`/${locale}/tournament/scoresheet/`, () => {
    test('reached from the calculator; readable at 390 px without sideways scroll; no axe violations', async ({ page }) => {
      await page.goto(`/${locale}/tournament/`);
      await page.getByRole('link', { name: t.scoresheetLink }).tap();
      await expect(page).toHaveURL(new RegExp(`/${locale}/tournament/scoresheet/$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.title);
      await expect(page.getByText('Apostila curso 2011', { exact: false })).toBeVisible();
      const sheet = page.getByRole('region', { name: s.sheet });
      for (const label of [s.round, s.match, s.board, s.white, s.black, s.result, s.whiteSignature, s.blackSignature]) {
        await expect(sheet.getByText(label, { exact: true }).first()).toBeVisible();
      }
      await expect(sheet.getByRole('rowheader')).toHaveText(Array.from({ length: 70 }, (_, i) => String(i + 1)));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });

    test('in print only the sheet shows, with its 70 move rows, on one A4 page', async ({ page }) => {
      await page.goto(`/${locale}/tournament/scoresheet/`);
      await page.emulateMedia({ media: 'print' });
      const sheet = page.getByRole('region', { name: s.sheet });
      await expect(sheet).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
      await expect(page.getByText(s.howToPrint)).toBeHidden();
      await expect(page.locator('.site-header')).toBeHidden();
      await expect(page.locator('.site-footer')).toBeHidden();
      // Everything visible on the printed page lies inside the sheet.
      const outside = await page.evaluate(() => {
        const root = document.querySelector('.scoresheet');
        return [...document.body.querySelectorAll('*')]
          .filter((el) => !root?.contains(el) && !el.contains(root) && el.getClientRects().length > 0 && (el.textContent ?? '').trim() !== '')
          .map((el) => el.tagName);
      });
      expect(outside).toEqual([]);
      const rows = sheet.locator('tbody tr');
      await expect(rows).toHaveCount(70);
      for (const row of await rows.all()) await expect(row).toBeVisible();
      const pdf = (await page.pdf({ format: 'A4', preferCSSPageSize: true })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    });
  });
}

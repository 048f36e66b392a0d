// The ratings lessons (/{locale}/arbiter/{slug}/) open in Portuguese and Galician, cite their regulation paragraphs
// as links to the text, and lead to the calculator they teach.
import { test, expect } from './fixtures';
import meta from '../content/arbiter/meta/rating-change.json';

for (const locale of ['pt', 'gl'] as const) {
  test(`${locale}: the rating change lesson opens, cites B.02 and links to its calculator`, async ({ page }) => {
    await page.goto(`/${locale}/arbiter/rating-change/`);
    await expect(page.locator('h1')).toHaveText(meta.title[locale]);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    // the worked event: ΣΔR 0,75 × 20 = +15, in the reader's decimal comma
    await expect(page.locator('article')).toContainText('0,75 × 20 = +15');
    const cite = page.locator(`a[href="/${locale}/regulations/b02/#p-8.3.1"]`).first();
    await expect(cite).toHaveText('B.02 8.3.1');
    await page.locator(`a[href="/${locale}/ratings/#rating-change"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/ratings/#rating-change$`));
    await expect(page.locator('#rating-change-title')).toBeVisible();
  });
}

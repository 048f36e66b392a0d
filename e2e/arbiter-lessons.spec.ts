// The arbiter lessons (issue 27): from the course home to the index, a lesson, and a regulation citation that lands
// on its paragraph; on a 390×844 phone by touch, without sideways scrolling; axe clean.
import { expect, test, axeClean } from './fixtures';
import ptArbiter from '../locales/pt/arbiter.json';
import glArbiter from '../locales/gl/arbiter.json';
import ptMeta from '../content/arbiter/meta/tie-breaks.json';

const strings = { pt: ptArbiter, gl: glArbiter };

for (const locale of ['pt', 'gl'] as const) {
  const s = strings[locale];
  const title = ptMeta.title[locale];

  test(`${locale}: home → arbiter course → the tie-breaks lesson → a C.07 citation lands on its paragraph`, async ({ page }) => {
    await page.goto(`/${locale}/`);
    await page.getByRole('link', { name: s.home.link }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/arbiter/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.title);
    await expect(page.getByRole('heading', { level: 2, name: s.parts.tournament })).toBeVisible();
    await axeClean(page);

    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/arbiter/tie-breaks/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // The worked crosstable and a figure of it, in the reader's decimals.
    await expect(page.locator('table').first()).toContainText('Gabriela');
    await expect(page.locator('.figure').first()).toHaveText('3,5');
    await axeClean(page);

    const cite = page.getByRole('link', { name: 'C.07 8.1', exact: true }).first();
    await expect(cite).toHaveAttribute('href', `/${locale}/regulations/c07/#p-8.1-plus-1`);
    await cite.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/regulations/c07/#p-8\\.1-plus-1$`));
    const target = page.locator('[id="p-8.1-plus-1"]');
    await expect(target).toBeInViewport();
    // the course's translation of C.07 8.1: "A soma das pontuações…" / "A suma das puntuacións…"
    await expect(target).toContainText(locale === 'pt' ? 'A soma das pontuações' : 'A suma das puntuacións');
  });

  test(`${locale}: a lesson on a phone (390×844) by touch, next lesson, no sideways scrolling`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`/${locale}/arbiter/`);
    await page.getByRole('link', { name: title }).tap();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The crosstable scrolls inside its own box.
    const table = page.locator('.table-scroll').first();
    expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await axeClean(page);
    const next = page.locator('a[rel="next"]');
    await next.scrollIntoViewIfNeeded();
    await next.tap();
    await expect(page).toHaveURL(new RegExp(`/${locale}/arbiter/tie-breaks-unplayed/$`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await axeClean(page);
    await context.close();
  });
}

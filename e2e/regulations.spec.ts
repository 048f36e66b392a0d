// The FIDE regulations at phone size in Portuguese and Galician: the index with each text's date, C.07 with the
// course's translation labelled paragraph by paragraph and the English one click away, the untranslated rest in
// English and marked as such, an anchor per paragraph, the provenance box, and no axe violations.
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import pt from '../locales/pt/laws.json';
import gl from '../locales/gl/laws.json';

const strings = { pt, gl } as const;
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

for (const locale of ['pt', 'gl'] as const) {
  const s = strings[locale];

  test(`${locale}: the index lists the texts with their dates and is reached from the course home`, async ({ page }) => {
    await page.goto(`/${locale}/`);
    await page.getByRole('link', { name: s.regulations.homeLink }).tap();
    await expect(page).toHaveURL(new RegExp(`/${locale}/regulations/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.regulations.indexTitle);
    const c07 = page.locator('li', { has: page.locator('a[href$="/regulations/c07/"]') });
    await expect(c07).toContainText('C.07');
    await expect(c07).toContainText(locale === 'pt' ? '1 de agosto de 2024' : '1 de agosto de 2024');
    await expect(page.locator('a[href$="/regulations/b01/"]')).toContainText('B.01');
    expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([]);
  });

  test(`${locale}: C.07 in the course translation, labelled, with the untranslated paragraphs in English and marked`, async ({ page }) => {
    await page.goto(`/${locale}/regulations/c07/#p-16.5.1`);
    await expect(page.locator('[id="p-16.5.1"]')).toBeInViewport();
    // the translated paragraph, labelled as the course's, with the English behind a tap
    const cut = page.locator('[id="p-16.5.1"]');
    await expect(cut).toContainText(locale === 'pt' ? 'menor contribuição' : 'contribución máis baixa');
    await expect(cut.locator('.law-provenance-course')).toHaveText(s.translation.course);
    await cut.locator('summary').tap();
    await expect(cut.locator('[lang="en"]')).toContainText('the lowest contribution coming from such rounds shall be cut');
    // a paragraph the course has not translated: English, marked in the reader's language
    // (Article 3 on play-offs is translated now, for the 2007 play-off cases; 2.2.1 is not yet.)
    const scope = page.locator('[id="p-2.2.1"]');
    await expect(scope).toHaveAttribute('lang', 'en');
    await expect(scope).toContainText('Over-the-Board play-offs (see Article 3)');
    await expect(scope.locator('.regulation-mark')).toHaveText(`(${s.regulations.notTranslated})`);
    // the Article 5 table (in the course translation, the English one behind a tap), and the provenance box in the
    // reader's words
    await expect(page.locator('[id="p-5-table"] table').first().locator('tbody tr')).toHaveCount(26);
    await expect(page.locator('footer.law-source')).toContainText(s.source.heading);
    await expect(page.locator('footer.law-source')).toContainText('en-2025-manual-08-09-tournament-rules-C01-C05-C07.txt');
    expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([]);
  });

  test(`${locale}: B.01 norms and B.02 ratings at phone width, axe clean`, async ({ page }) => {
    await page.goto(`/${locale}/regulations/b01/#p-1.4.6c`);
    await expect(page.locator('[id="p-1.4.6c"]')).toContainText(locale === 'pt' ? 'piso de rating ajustado' : 'mínimo de rating axustado');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([]);
    await page.goto(`/${locale}/regulations/b02/#p-8.3.3-plus-4`);
    await expect(page.locator('[id="p-8.3.3-plus-4"]')).toContainText('2300');
    expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations).toEqual([]);
  });
}

test('pt: the search finds a C.07 paragraph in the course translation, in a group of its own', async ({ page }) => {
  await page.goto('/pt/search/?q=bye%20solicitado');
  const group = page.locator('section', { has: page.getByRole('heading', { name: 'Regulamentos da FIDE' }) });
  await expect(group.locator('a[href="/pt/regulations/c07/#p-16.1.1"]')).toBeVisible();
});

// The trilingual glossary: each language's own words (Galician "enroque" is castling and "roque" the rook, with a
// warning; Portuguese "roque" is castling and "torre" the rook), a lesson's term link landing on its entry, the
// Laws' own Glossary with its numbering, and no axe violations.
import AxeBuilder from '@axe-core/playwright';
import { test, expect, locales } from './fixtures';
import en from '../locales/en/glossaryPage.json';
import pt from '../locales/pt/glossaryPage.json';
import gl from '../locales/gl/glossaryPage.json';

const strings = { en, pt, gl };
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('Galician: "enroque" is castling and "roque" is the rook, with a warning', async ({ page }) => {
  await page.goto('/gl/glossary/');
  const castling = page.locator('#castling');
  await expect(castling.locator('h3')).toHaveText('enroque');
  await expect(castling.locator('dd [lang="pt"]').first()).toHaveText('roque');
  await expect(castling.locator('dd [lang="en"]').first()).toHaveText('castling');
  const rook = page.locator('#rook');
  await expect(rook.locator('h3')).toHaveText('roque');
  await expect(rook.locator('dd [lang="pt"]').first()).toHaveText('torre');
  await expect(rook.locator('.glossary-warning').first()).toContainText(gl.warning);
  await expect(rook.locator('.glossary-warning').first()).toContainText('“roque” é este trebello');
  // the page's own alphabetical order: "enroque" under E, "roque" under R
  await expect(page.locator('section:has(h2#letter-E) #castling')).toHaveCount(1);
  await expect(page.locator('section:has(h2#letter-R) #rook')).toHaveCount(1);
});

test('Portuguese: "roque" is castling and "torre" is the rook; the Galician words are marked and warned about', async ({ page }) => {
  await page.goto('/pt/glossary/');
  const castling = page.locator('#castling');
  await expect(castling.locator('h3')).toHaveText('roque');
  await expect(castling.locator('dd [lang="gl"]').first()).toHaveText('enroque');
  await expect(castling.locator('.glossary-warning', { hasText: 'galego' })).toContainText('enroque');
  await expect(page.locator('#rook h3')).toHaveText('torre');
  await expect(page.locator('#rook dd [lang="gl"]').first()).toHaveText('roque');
  // castling is ruled in each edition's own numbering, linked to the paragraph
  const articles = castling.locator('.glossary-articles');
  await expect(articles).toContainText('2009: Artigo 3.8a');
  await expect(articles).toContainText('2023: Artigo 3.8.2');
  await expect(articles.locator('a[href="/pt/laws/2023/3/#p-3.8.2"]')).toHaveText('Artigo 3.8.2');
  await expect(articles.locator('a[href="/pt/laws/2009/3/#p-3.8a-plus-2"]')).toHaveCount(1);
});

test('English: castling beside "roque" (pt) and "enroque" (gl)', async ({ page }) => {
  await page.goto('/en/glossary/');
  await expect(page.locator('#castling h3')).toHaveText('castling');
  await expect(page.locator('#castling dd [lang="pt"]').first()).toHaveText('roque');
  await expect(page.locator('#castling dd [lang="gl"]').first()).toHaveText('enroque');
});

for (const locale of locales) {
  test(`${locale}: a term link in a lesson lands on its glossary entry`, async ({ page }) => {
    await page.goto(`/${locale}/laws/2023/3/`);
    const link = page.locator('a.term-link[href$="#castling"]').first();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/glossary/#castling$`));
    await expect(page.locator('#castling')).toBeInViewport();
  });

  test(`${locale}: the Laws' own Glossary is shown with its numbering, and the page is axe clean`, async ({ page }) => {
    await page.goto(`/${locale}/glossary/`);
    await expect(page.locator('h1')).toHaveText(strings[locale].title);
    const g2023 = page.locator('#laws-2023');
    await expect(g2023).toHaveAttribute('open', '');
    // "adjourn: 8.1. …" in the reader's language, the number linked to Article 8.1 of 2023
    const adjourn = page.locator('#laws-2023-adjourn');
    await expect(adjourn.locator('dd a')).toHaveText('8.1');
    await expect(adjourn.locator('dd a')).toHaveAttribute('href', `/${locale}/laws/2023/8/#p-8.1`);
    await expect(adjourn.locator('dt')).toHaveText({ en: 'adjourn:', pt: 'adiar:', gl: 'aprazar:' }[locale]);
    if (locale !== 'en') await expect(g2023.locator('.notice')).toHaveText(strings[locale].lawsGlossary.courseNote);
    // the course glossary's entry links to it
    await page.locator('#castling a[href="#laws-2023-castling"]').click();
    await expect(page.locator('#laws-2023-castling')).toBeInViewport();
    // header link
    await expect(page.locator('.site-nav a', { hasText: strings[locale].nav })).toHaveAttribute('href', `/${locale}/glossary/`);
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  });
}

test('the course home links to the glossary', async ({ page }) => {
  await page.goto('/gl/');
  await page.getByRole('link', { name: gl.home.link }).click();
  await expect(page).toHaveURL(/\/gl\/glossary\/$/);
});

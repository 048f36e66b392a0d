import { expect, test } from './fixtures';
import { lawPages } from '../lib/laws/pages';
import { textsOf } from '../lib/laws/corpus';
import { plainWords } from '../lib/laws/check';
import en from '../locales/en/laws.json';
import pt from '../locales/pt/laws.json';
import gl from '../locales/gl/laws.json';

test('every article, appendix and guideline of every edition has a page with its text in the HTML', async ({ request }) => {
  const pages = lawPages();
  expect(pages.length).toBeGreaterThan(100);
  for (const { edition, article } of pages) {
    const response = await request.get(`/en/laws/${edition}/${article}/`);
    expect(response.status(), `${edition}/${article}`).toBe(200);
    const html = await response.text();
    // The first paragraph that has text, in the first language that has this part.
    const paragraph = textsOf(edition)
      .flatMap((t) => t.parts.filter((p) => p.id === article && !p.missing))
      .flatMap((p) => p.paragraphs.filter((x) => !x.missing && plainWords(x.text).length > 2))[0];
    if (paragraph) {
      const words = plainWords(paragraph.text).slice(0, 3);
      for (const w of words) expect(html, `${edition}/${article} shows "${w}"`).toContain(w.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    }
  }
});

test('the contents of an edition list its articles, appendices and guidelines in the reader’s language', async ({ page }) => {
  await page.goto('/pt/laws/2009/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pt.toc.title.replace('{{year}}', '2009'));
  const list = page.locator('.toc-list');
  for (const label of ['Artigo 1', 'Artigo 14', 'Apêndice A', 'Apêndice F', 'Diretrizes']) {
    await expect(list.getByRole('link', { name: new RegExp(`^${label}\\b`) })).toBeVisible();
  }
  await list.getByRole('link', { name: /^Artigo 9\b/ }).click();
  await expect(page).toHaveURL(/\/pt\/laws\/2009\/9\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/empatadas/i);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an article is readable, with a missing Galician paragraph shown from the English text', async ({ page }) => {
    await page.goto('/gl/laws/2009/3/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/movemento/i);
    await expect(page.locator('#p-3\\.7d')).toContainText('ao paso');
    const missing = page.locator('#p-3\\.7e');
    await expect(missing).toContainText(gl.text.paragraphMissing.replace('{{language}}', gl.language.gl));
    await expect(missing).toContainText('promotion');
    await expect(missing.locator('[lang="en"]')).toBeVisible();
  });
});

test('a cross-reference in the text leads to the paragraph it names', async ({ page }) => {
  await page.goto('/en/laws/2009/3/');
  await page.locator('#p-3\\.1').getByRole('link', { name: '3.8' }).click();
  await expect(page).toHaveURL(/\/en\/laws\/2009\/3\/#p-3\.8a$/);
  await expect(page.locator('#p-3\\.8a')).toBeInViewport();
});

test('an edition without an English text says so and shows the Portuguese text', async ({ page }) => {
  await page.goto('/en/laws/1997/4/');
  await expect(page.getByRole('note')).toHaveText(en.text.notInLanguage.replace('{{language}}', en.language.en));
  const text = page.locator('section.law-text[lang="pt"]');
  await expect(text.getByRole('heading', { name: en.text.translation.replace('{{language}}', en.language.pt) })).toBeVisible();
  await expect(text).toContainText('peça');
});

test('a part the sources lack says so, with the old wording the change table quotes', async ({ page }) => {
  await page.goto('/pt/laws/1997/10/');
  await expect(page.getByRole('note')).toHaveText(pt.text.partMissingHere.replace('{{year}}', '1997').replace('{{language}}', pt.language.pt));
  await expect(page.locator('.official-text').getByText('10.2', { exact: true })).toBeVisible();
});

test('the edition switcher leads to the counterpart article, even when it was renumbered', async ({ page }) => {
  await page.goto('/en/laws/2009/12/');
  await page.getByRole('navigation', { name: en.edition.switcher }).getByRole('link', { name: '2018' }).click();
  await expect(page).toHaveURL(/\/en\/laws\/2018\/11\/$/);
  await page.goto('/en/laws/2001/appendix-b/');
  await page.getByRole('navigation', { name: en.edition.switcher }).getByRole('link', { name: '2009' }).click();
  await expect(page).toHaveURL(/\/en\/laws\/2009\/appendix-a\/$/);
  // 1997 Article 10 (quickplay finish) has no text in the sources; it keeps its number in 2001 and goes on from there.
  await page.goto('/en/laws/1997/10/');
  await page.getByRole('navigation', { name: en.edition.switcher }).getByRole('link', { name: '2023' }).click();
  await expect(page).toHaveURL(/\/en\/laws\/2023\/guidelines-iii\/$/);
});

test('words lost in the 2001 source are marked as gaps, and restored Portuguese words are marked as restored', async ({ page }) => {
  await page.goto('/en/laws/2001/1/');
  await expect(page.locator('.law-gap').first()).toBeVisible();
  await expect(page.getByText(en.text.legendGap)).toBeVisible();
  await page.goto('/pt/laws/2001/3/');
  await expect(page.locator('.law-restored').first()).toBeVisible();
  await expect(page.locator('.law-source')).toContainText('004');
});

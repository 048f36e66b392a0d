import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, locales } from './fixtures';
import en from '../locales/en/search.json';
import pt from '../locales/pt/search.json';
import gl from '../locales/gl/search.json';

const strings = { en, pt, gl };
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// Words checked in content/laws/{2009,2023}/{lang}.json (Article 6.1, what a chess clock is) and in the lessons.
const known = {
  pt: { paragraph: 'relógio monitores', folded: 'relogio monitores', lesson: 'duas corridas' },
  gl: { paragraph: 'reloxo indicadores', folded: 'entendese reloxo indicadores', lesson: 'dúas carreiras' },
  en: { paragraph: 'clock time displays', folded: 'clóck time displays', lesson: 'two races' },
} as const;

const status = (page: Page) => page.getByTestId('search-status');
const resultLink = (page: Page, href: string) => page.locator(`.search-result a[href="${href}"]`);

async function searchFor(page: Page, locale: string, q: string, extra = '') {
  await page.goto(`/${locale}/search/?q=${encodeURIComponent(q)}${extra}`);
  await expect(status(page)).not.toHaveAttribute('data-state', /^(static|loading)$/);
}

for (const locale of locales) {
  const s = strings[locale];
  test.describe(`search in ${locale}`, () => {
    test('finds Article 6.1 in two editions, with the words marked, accents or not', async ({ page }) => {
      for (const q of [known[locale].paragraph, known[locale].folded]) {
        await searchFor(page, locale, q);
        await expect(status(page)).toContainText(q);
        for (const edition of ['2009', '2023']) {
          const link = resultLink(page, `/${locale}/laws/${edition}/6/#p-6.1`);
          await expect(link).toBeVisible();
          await expect(page.getByRole('heading', { level: 2, name: s.group.edition.replace('{{edition}}', edition) })).toBeVisible();
          await expect(link.locator('xpath=ancestor::li').locator('mark').first()).toBeVisible();
        }
      }
    });

    test('finds a lesson', async ({ page }) => {
      await searchFor(page, locale, known[locale].lesson, '&edition=2023');
      const lesson = page.locator('.search-result', { has: page.locator('.search-badge', { hasText: s.result.lesson }) }).first();
      // the lesson on the chess clock, shown on Article 6
      await expect(lesson.locator('a')).toHaveAttribute('href', `/${locale}/laws/2023/6/#lesson-title`);
      await expect(lesson.locator('mark').first()).toBeVisible();
    });

    test('"9.2" opens that paragraph of the 2023 Laws, and the edition chosen', async ({ page }) => {
      await page.goto(`/${locale}/`);
      await page.getByRole('searchbox', { name: s.header.label }).fill('9.2');
      await page.getByRole('searchbox', { name: s.header.label }).press('Enter');
      await page.waitForURL(`**/${locale}/laws/2023/9/#p-9.2`);
      await expect(page.locator('[id="p-9.2"]')).toBeInViewport();
      await page.goto(`/${locale}/search/?q=a.4&edition=2009`);
      await page.waitForURL(`**/${locale}/laws/2009/appendix-a/#p-A4`);
      await expect(page.locator('[id="p-A4"]')).toBeInViewport();
    });
  });
}

test('a number the edition lacks is said so, and its words are searched', async ({ page }) => {
  await searchFor(page, 'en', '6.12.9', '&edition=2009');
  await expect(status(page)).toContainText('The 2009 Laws have no paragraph 6.12.9');
  await expect(page).toHaveURL(/\/en\/search\//);
});

test('the edition and language filters narrow the results', async ({ page }) => {
  await searchFor(page, 'pt', 'FIDE');
  // The reader's own language only, until another is ticked.
  await expect(page.getByRole('checkbox', { name: pt.language.pt })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: pt.language.gl })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: pt.language.en })).not.toBeChecked();
  await page.getByLabel(pt.form.edition).selectOption('2009');
  await expect(page).toHaveURL(/edition=2009/);
  await expect(page.locator('.search-group h2')).toHaveText([pt.group.edition.replace('{{edition}}', '2009'), pt.group.exam]);
  await page.getByRole('checkbox', { name: pt.language.en }).check();
  await page.getByRole('checkbox', { name: pt.language.pt }).uncheck();
  await expect(page.locator('.search-result-meta').first()).toContainText(pt.language.en);
  const languages = await page.locator('.search-excerpt').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('lang')))]);
  expect(languages).toEqual(['en']);
  await page.getByRole('checkbox', { name: pt.language.en }).uncheck();
  await expect(status(page)).toHaveText(pt.status.noLanguage);
});

test("the reader's language comes first in each group", async ({ page }) => {
  await searchFor(page, 'gl', 'xadrez', '&edition=2009&lang=gl&lang=pt&lang=en');
  const first = await page.locator('.search-group').first().locator('.search-excerpt').first().getAttribute('lang');
  expect(first).toBe('gl');
});

const excerptLanguages = (page: Page) => page.locator('.search-excerpt').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('lang')))]);
const resultHrefs = (page: Page) => page.locator('.search-result h3 a').evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''));

test('by default only the reader\'s own language is searched: "50 moves" finds no Galician "movementos"', async ({ page }) => {
  await searchFor(page, 'en', '50 moves');
  await expect(page.locator('.search-result').first()).toBeVisible();
  expect(await excerptLanguages(page)).toEqual(['en']);
});

test('"roque" on a Portuguese page: castling (3.8.2) first, and the Galician rook never above the Portuguese results', async ({ page }) => {
  await searchFor(page, 'pt', 'roque');
  const first = await resultHrefs(page);
  expect(first[0]).toBe('/pt/laws/2023/3/#p-3.8.2');
  expect(await excerptLanguages(page)).toEqual(['pt']);
  // With Galician included: told what "roque" is in Galician, and every Galician result after the last Portuguese one.
  await searchFor(page, 'pt', 'roque', '&lang=pt&lang=gl');
  await expect(page.locator('.search-false-friends')).toContainText(pt.falseFriend.note.replace('{{language}}', pt.inLanguage.gl).replace('{{word}}', 'roque').replace('{{meaning}}', 'torre'));
  while (await page.getByRole('button', { name: pt.result.more }).isVisible()) {
    await page.getByRole('button', { name: pt.result.more }).click();
    await expect(page.getByRole('button', { name: pt.result.more })).toBeEnabled({ timeout: 10_000 }).catch(() => undefined);
  }
  await expect(page.locator('.search-group h2').last()).toHaveText(pt.group.language.replace('{{language}}', pt.inLanguage.gl));
  const langs = await page.locator('.search-excerpt').evaluateAll((els) => els.map((e) => e.getAttribute('lang')));
  expect(langs.lastIndexOf('pt')).toBeLessThan(langs.indexOf('gl'));
  expect(langs).toContain('gl');
  expect((await resultHrefs(page))[0]).toBe('/pt/laws/2023/3/#p-3.8.2');
});

test('the defining paragraph comes first: "relógio" → 6.1; common names find their rule: "xeque perpétuo", "perpetual check", "xaque perpetuo" → 9.2', async ({ page }) => {
  await searchFor(page, 'pt', 'relógio');
  expect((await resultHrefs(page))[0]).toMatch(/^\/pt\/laws\/2023\/6\/#p-6\.1$/);
  for (const [locale, q] of [['pt', 'xeque perpétuo'], ['en', 'perpetual check'], ['gl', 'xaque perpetuo']] as const) {
    await searchFor(page, locale, q);
    await expect(resultLink(page, `/${locale}/laws/2023/9/#p-9.2`)).toBeVisible();
    expect((await resultHrefs(page))[0]).toBe(`/${locale}/laws/2023/9/#p-9.2`);
  }
});

test('by keyboard only: the header box, the results, a result opened', async ({ page }) => {
  await page.goto('/gl/laws/2023/');
  await page.keyboard.press('Tab'); // skip link
  let focused = '';
  for (let i = 0; i < 12 && focused !== 'site-search-q'; i += 1) {
    await page.keyboard.press('Tab');
    focused = await page.evaluate(() => document.activeElement?.id ?? '');
  }
  expect(focused).toBe('site-search-q');
  await page.keyboard.type('reloxo');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/gl\/search\/\?q=reloxo/);
  await expect(status(page)).toHaveText(/\d+ resultados? para «reloxo»/);
  // The page's own box: a new query by keyboard, the focus staying in it.
  await page.getByRole('searchbox', { name: gl.form.query }).focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('bandeira');
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(/«bandeira»/);
  await expect(page.getByRole('searchbox', { name: gl.form.query })).toBeFocused();
  // On through the filters to the first result, and open it.
  const first = page.locator('.search-result a').first();
  const href = await first.getAttribute('href');
  for (let i = 0; i < 10 && !(await first.evaluate((a) => a === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.?+()[\]]/g, '\\$&')}$`));
});

test('an exam question opens in practice mode', async ({ page }) => {
  await searchFor(page, 'en', 'touches', '&edition=2009');
  const exam = page.locator('.search-group').last();
  await expect(exam.locator('h2')).toHaveText(en.group.exam);
  const link = exam.locator('a').first();
  await expect(link).toHaveAttribute('href', /\/en\/exam\/\?edition=2009&question=/);
  const id = new URL((await link.getAttribute('href'))!, 'http://x').searchParams.get('question');
  await link.click();
  await expect(page.locator(`fieldset.exam-question[data-question="${id}"]`)).toBeVisible();
});

test('empty query, no results and a failed index load get their messages', async ({ page }) => {
  await page.goto('/pt/search/');
  await expect(status(page)).toHaveText(pt.status.empty);
  await searchFor(page, 'pt', 'qwxzqwxz');
  await expect(status(page)).toHaveText(pt.status.none.replace('{{query}}', 'qwxzqwxz'));
  await expect(page.locator('.search-result')).toHaveCount(0);
  await page.route('**/pagefind/pagefind.js', (route) => route.fulfill({ status: 404, body: '' }));
  await searchFor(page, 'pt', 'relógio');
  await expect(status(page)).toHaveText(pt.status.failed);
});

test('the search page with results is axe clean', async ({ page }) => {
  await searchFor(page, 'pt', 'relógio');
  await expect(page.locator('.search-result').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
});

test('on a phone the search page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await searchFor(page, 'gl', 'reloxo');
  await expect(page.locator('.search-result').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const row = await page.locator('.search-row').boundingBox();
  const form = await page.locator('.search-form').boundingBox();
  expect(row!.x + row!.width).toBeLessThanOrEqual(form!.x + form!.width + 0.5);
});

// Issue 25: the first screen on a phone, the whole board on a projector, the source box and the small words.
// On a phone (390 × 844, touch): no page of any type scrolls sideways in any language, the header takes at most a
// third of the first screen behind a menu button, and the free board's first row is in view without scrolling.
// On a projector (1280 × 720, 1280 × 900, 1920 × 1080, 1024 × 768): the whole board with its coordinates is on the
// screen, larger than outside the mode; on a phone the mode never makes the squares smaller.
import type { Page } from '@playwright/test';
import { test, expect, locales, common, axeClean } from './fixtures';
import enExam from '../locales/en/exam.json';
import ptExam from '../locales/pt/exam.json';
import glExam from '../locales/gl/exam.json';
import enLaws from '../locales/en/laws.json';
import ptLaws from '../locales/pt/laws.json';
import glLaws from '../locales/gl/laws.json';
import { fill, rightAnswerWords } from '../lib/exam/feedback';
import type { ShownQuestion } from '../lib/exam/show';
import { partsText } from '../lib/exam/textParts';

const exam = { en: enExam, pt: ptExam, gl: glExam };
const laws = { en: enLaws, pt: ptLaws, gl: glLaws };
const PHONE = { width: 390, height: 844 };

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

// One page of every type (and the 2001 article pages whose source box once printed a file name).
const pageTypes = [
  '/',
  '/{l}/',
  '/{l}/laws/2023/',
  '/{l}/laws/2023/9/',
  '/{l}/laws/2023/appendix-a/',
  '/{l}/laws/2001/1/',
  '/{l}/laws/2001/9/',
  '/{l}/laws/1997/3/',
  '/{l}/laws/2009/3/',
  '/{l}/laws/2018/glossary/',
  '/{l}/compare/',
  '/{l}/compare/2009/2023/',
  '/{l}/compare/2018/2023/3/',
  '/{l}/compare/1997/2001/4/',
  '/{l}/board/',
  '/{l}/cases/',
  '/{l}/first-steps/',
  '/{l}/exam/',
  '/{l}/exam/print/',
  '/{l}/glossary/',
  '/{l}/search/?q=xadrez',
  '/{l}/offline/',
  '/{l}/arbiter/',
  '/{l}/arbiter/tie-breaks/',
  '/{l}/no-such-page/',
];

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  for (const locale of locales) {
    test(`${locale}: no page type scrolls sideways, and each starts within the first third of the screen`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of pageTypes.map((p) => p.replace('{l}', locale))) {
        await page.goto(path);
        // Hydrated (the exam setup draws its selects in the browser): wait for the scripts that run after first paint.
        await page.waitForLoadState('load');
        await page.waitForTimeout(300);
        expect(await pageWidth(page), `${path}: page width`).toBeLessThanOrEqual(PHONE.width);
        const header = page.locator('header.site-header:visible').first();
        if (path !== '/') {
          const box = (await header.boundingBox())!;
          expect(box.y + box.height, `${path}: header bottom`).toBeLessThanOrEqual(PHONE.height / 3);
          const h1 = (await page.locator('main h1:visible').first().boundingBox())!;
          expect(h1.y, `${path}: the page's heading`).toBeLessThanOrEqual(PHONE.height / 3);
        }
      }
      // The exam's mock mode shows its own description: it too fits.
      await page.goto(`/${locale}/exam/`);
      await page.getByRole('radio', { name: new RegExp(exam[locale].setup.mock) }).check();
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    });
  }

  test("the free board's first row is in view without scrolling", async ({ page }) => {
    for (const locale of ['pt', 'gl'] as const) {
      await page.goto(`/${locale}/board/`);
      // The first paint is the board's picture (the live board takes its place at the same size when reached).
      const picture = page.locator('[data-board] .board-static').first();
      await expect(picture).toBeVisible();
      const box = (await picture.boundingBox())!;
      expect(box.y + box.height / 8).toBeLessThanOrEqual(PHONE.height);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
  });

  test('the menu button shows and hides the sections and the language links; the search is one tap away', async ({ page }) => {
    await page.goto('/gl/laws/2023/9/');
    const button = page.getByRole('button', { name: common.gl.nav.menu });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(menu).toBeHidden();
    // The search box is in the header without opening anything.
    await expect(page.getByRole('searchbox').first()).toBeInViewport();
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: common.gl.nav.board })).toBeVisible();
    await expect(page.getByRole('navigation', { name: common.gl.nav.languageSwitcher }).getByRole('link', { name: 'Português' })).toBeVisible();
    await axeClean(page);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(menu).toBeHidden();
    await button.tap();
    await menu.getByRole('link', { name: common.gl.nav.board }).tap();
    await expect(page).toHaveURL(/\/gl\/board\/$/);
  });

  test('a comparison table that scrolls says so', async ({ page }) => {
    await page.goto('/pt/compare/2009/2023/');
    const region = page.getByRole('region', { name: /artigo/i });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(page.locator('.table-scroll-hint')).toBeVisible();
    await expect(region).toHaveAccessibleDescription(/deslize/);
  });
});

test.describe('the 404 page', () => {
  for (const locale of ['pt', 'gl'] as const) {
    test(`${locale}: in the site's frame (header, menu, search, language links)`, async ({ page }) => {
      await page.goto(`/${locale}/no-such-page/`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const header = page.locator('header.site-header:visible');
      await expect(header).toHaveCount(1);
      await expect(header.getByRole('searchbox')).toBeVisible();
      await expect(header.getByRole('link', { name: common[locale].nav.board })).toHaveAttribute('href', `/${locale}/board/`);
      const other = locale === 'pt' ? 'gl' : 'pt';
      await expect(header.getByRole('navigation', { name: common[locale].nav.languageSwitcher }).locator(`a[hreflang="${other}"]`)).toHaveAttribute('href', `/${other}/`);
      await axeClean(page);
      await page.setViewportSize(PHONE);
      await expect(header.getByRole('button', { name: common[locale].nav.menu })).toBeVisible();
      await axeClean(page);
    });
  }
});

test.describe('projector mode shows the whole board', () => {
  for (const size of [
    { width: 1280, height: 720 },
    { width: 1280, height: 900 },
    { width: 1920, height: 1080 },
    { width: 1024, height: 768 },
  ]) {
    test(`at ${size.width} × ${size.height}: every square and coordinate on the screen, larger than outside the mode`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/pt/board/');
      const board = page.locator('[data-board]').first();
      // The free board comes to life when the pointer reaches it (brought in from elsewhere, again if the page's
      // scripts were not there yet the first time, as a reader's hand moves).
      await expect(async () => {
        await page.mouse.move(0, 0);
        await board.hover();
        await expect(board.locator('[data-square="a1"]')).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      const before = (await board.locator('[data-square="a1"]').boundingBox())!.width;
      await board.locator('[data-projector-toggle]').click();
      await expect(board).toHaveClass(/projector/);
      const inView = (box: { x: number; y: number; width: number; height: number }) =>
        box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width + 0.5 && box.y + box.height <= size.height + 0.5;
      for (const sq of ['a8', 'h8', 'a1', 'h1']) expect(inView((await board.locator(`[data-square="${sq}"]`).boundingBox())!), sq).toBe(true);
      for (const label of [board.locator('.board-ranks span').first(), board.locator('.board-ranks span').last(), board.locator('.board-files span').first(), board.locator('.board-files span').last()]) {
        expect(inView((await label.boundingBox())!), (await label.textContent()) ?? '').toBe(true);
      }
      const after = (await board.locator('[data-square="a1"]').boundingBox())!.width;
      expect(after).toBeGreaterThan(before);
      // As large as the screen allows: the board takes (nearly) the full height or width left to it.
      expect(after * 8).toBeGreaterThan(Math.min(size.height - 100, size.width * 0.5));
    });
  }

  test('on a phone the mode never makes the squares smaller', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/gl/board/');
    const board = page.locator('[data-board]').first();
    // The free board comes to life at the reader's first touch (touched again if the page's scripts were not there yet).
    await expect(async () => {
      await board.dispatchEvent('touchstart');
      await expect(board.locator('[data-square="a1"]')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    const before = (await board.locator('[data-square="a1"]').boundingBox())!.width;
    await board.locator('[data-projector-toggle]').tap();
    await expect(board).toHaveClass(/projector/);
    const after = (await board.locator('[data-square="a1"]').boundingBox())!;
    expect(after.width).toBeGreaterThanOrEqual(before);
    const h8 = (await board.locator('[data-square="h8"]').boundingBox())!;
    expect(h8.x + h8.width).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});

test.describe('the source box speaks to readers', () => {
  for (const locale of locales) {
    test(`${locale}: the 2001 text names its document, edition and language, with no file, line or seed number`, async ({ page }) => {
      await page.goto(`/${locale}/laws/2001/1/`);
      const box = page.locator('.law-source').first();
      await box.locator('summary').click();
      const text = await box.innerText();
      expect(text).not.toMatch(/seeds\/|\.txt|\.md\b|\b00\d:|\bl\.\s?\d|linhas \d|liñas \d|lines \d|\{\{|\b[a-z]+[A-Z][a-z]+/);
      expect(text).toContain(laws[locale].sources['seed-000']);
      await expect(box).toContainText(laws[locale].source.textValue.replace('{{edition}}', '2001').replace('{{language}}', laws[locale].language[locale === 'pt' ? 'pt' : 'en']));
    });
  }
});

test.describe('comparisons', () => {
  test('a language label has one pair of brackets, and an unchanged paragraph is printed once', async ({ page }) => {
    await page.goto('/pt/compare/2018/2023/3/');
    const labels = await page.locator('.cmp-side[data-label]').evaluateAll((els) => els.map((e) => e.getAttribute('data-label') ?? ''));
    expect(labels.some((l) => l.includes('tradução do curso'))).toBe(true);
    expect(labels.filter((l) => /\([^)]*\(/.test(l))).toEqual([]);
    const same = page.locator('.cmp-row-unchanged .cmp-same');
    expect(await same.count()).toBeGreaterThan(0);
    // Once: the row holds one copy of its paragraph.
    const row = page.locator('.cmp-row-unchanged', { has: same }).first();
    await expect(row.locator('.cmp-p')).toHaveCount(await row.locator('.cmp-same .cmp-p').count());
  });
});

test.describe('exam words', () => {
  test('no exported feedback text ends with a doubled full stop, in any language or edition', async ({ page }) => {
    let checked = 0;
    for (const locale of locales) {
      const s = exam[locale];
      for (const edition of ['1997', '2001', '2009', '2018', '2023']) {
        const res = await page.request.get(`/${locale}/exam/${edition}/questions.json`);
        expect(res.ok()).toBe(true);
        for (const q of (await res.json()) as ShownQuestion[]) {
          const answer = rightAnswerWords(q, s.question.units[q.unit as keyof typeof s.question.units] ?? '');
          for (const text of [fill(s.question.correctIs, { answer }), fill(s.results.rightAnswer, { answer }), partsText(q.explanation)]) {
            expect(text.replace(/…/g, ''), `${locale} ${edition} ${q.id}`).not.toMatch(/\.\s*\.(?!\.)/);
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  test('numbers take a decimal comma in Portuguese and Galician', async ({ page }) => {
    for (const [locale, half] of [['pt', '0,5'], ['gl', '0,5'], ['en', '0.5']] as const) {
      const res = await page.request.get(`/${locale}/exam/2023/questions.json`);
      const q = ((await res.json()) as ShownQuestion[]).find((x) => x.id === 'points-draw-half')!;
      expect(rightAnswerWords(q, exam[locale].question.units.points)).toBe(`${half} ${exam[locale].question.units.points}`);
    }
    // In the page: a wrong answer to it in practice shows the right one the reader's way.
    await page.goto('/pt/exam/?edition=2023&question=points-draw-half');
    await page.locator('fieldset[data-question="points-draw-half"] input').fill('1');
    await page.getByRole('button', { name: ptExam.question.check }).click();
    await expect(page.locator('.exam-feedback')).toContainText(`${ptExam.question.wrong} A resposta certa: 0,5 pontos.`);
  });

  test('the numbers of the unanswered questions wrap inside their box at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/pt/exam/?mode=mock&size=50&seed=3');
    await page.getByRole('button', { name: ptExam.setup.start, exact: true }).click();
    await page.getByRole('button', { name: ptExam.mock.submit }).click();
    const confirm = page.locator('.exam-confirm');
    await expect(confirm.getByRole('link')).toHaveCount(50);
    const box = (await confirm.boundingBox())!;
    for (const link of [confirm.getByRole('link').first(), confirm.getByRole('link').last()]) {
      const b = (await link.boundingBox())!;
      expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width);
    }
    expect(await confirm.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(1280);
  });

  test('the Portuguese menu names exam practice for what it opens', async ({ page }) => {
    await page.goto('/pt/');
    await expect(page.locator('.site-nav a[href="/pt/exam/"]')).toHaveText(ptExam.nav);
    expect(ptExam.nav).not.toMatch(/Simulado/);
  });
});

test.describe('glossary warnings', () => {
  test('each reader is warned about the other language’s word, not told their own', async ({ page }) => {
    await page.goto('/pt/glossary/');
    await expect(page.locator('#castling .glossary-warning')).toHaveCount(1);
    await expect(page.locator('#castling .glossary-warning')).toContainText('galego');
    await expect(page.locator('#castling')).not.toContainText('Em português isto é');
    await page.goto('/gl/glossary/');
    await expect(page.locator('#castling .glossary-warning')).toHaveCount(1);
    await expect(page.locator('#castling .glossary-warning')).toContainText('portugués');
    await expect(page.locator('#castling')).not.toContainText('En galego isto é');
  });
});

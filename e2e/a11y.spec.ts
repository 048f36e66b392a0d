import AxeBuilder from '@axe-core/playwright';
import { test, expect, locales, LESSON, piece, square, waitForBoard } from './fixtures';

const pages = [
  { name: 'language chooser', path: '/' },
  ...locales.flatMap((l) => [
    { name: `${l} course home`, path: `/${l}/` },
    { name: `${l} lesson`, path: `/${l}${LESSON}` },
    { name: `${l} free board`, path: `/${l}/board/` },
  ]),
  { name: 'not found', path: '/pt/nothing-here/' },
  { name: 'gl contents of an edition', path: '/gl/laws/2009/' },
  { name: 'en article in an edition without English text', path: '/en/laws/1997/3/' },
  { name: 'pt article of 2001 with gaps and restored words', path: '/pt/laws/2001/3/' },
  { name: 'gl article with a missing paragraph', path: '/gl/laws/2009/3/' },
  ...locales.map((l) => ({ name: `${l} compare index and timeline`, path: `/${l}/compare/` })),
  { name: 'pt compare overview', path: '/pt/compare/2009/2018/' },
  { name: 'en article comparison', path: '/en/compare/2009/2018/10/' },
  { name: 'gl article comparison with the change table', path: '/gl/compare/1997/2001/4/' },
  { name: 'en comparison without a common language', path: '/en/compare/1997/2018/3/' },
];

for (const { name, path } of pages) {
  test(`axe finds no WCAG A/AA violation on the ${name}`, async ({ page }) => {
    await page.goto(path);
    if (path.includes('/laws/2023/3/')) await waitForBoard(page, 'initial');
    if (path.includes('/board/')) await waitForBoard(page, 'free');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')}`);
    expect(summary).toEqual([]);
  });
}

test("the drag library's English live region and instructions are silenced: the board's announcer speaks the reader's language", async ({ page }) => {
  await page.goto('/pt/board/');
  await waitForBoard(page, 'free');
  const dndTexts = page.locator('[id^="DndLiveRegion-"], [id^="dnd-"]');
  await expect(dndTexts.first()).toBeAttached();
  for (const el of await dndTexts.all()) {
    await expect(el).toHaveAttribute('aria-hidden', 'true');
    await expect(el).not.toHaveAttribute('role');
  }
  // a drag with the mouse: the English announcement, if any, stays hidden; the board says the move in Portuguese
  await piece(page, 'free', 'e2').dragTo(square(page, 'free', 'e4'), { steps: 10 });
  await expect(piece(page, 'free', 'e4')).toHaveAttribute('data-piece', 'wP');
  await expect(page.getByRole('status').filter({ hasText: /draggable/i })).toHaveCount(0);
});

test('axe stays clean with a piece picked up and the promotion chooser open', async ({ page }) => {
  await page.goto(`/en${LESSON}`);
  await waitForBoard(page, 'promotion');
  await page.locator('[data-board="promotion"] [data-square="b7"]').click();
  await page.locator('[data-board="promotion"] [data-square="b8"]').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const results = await new AxeBuilder({ page }).include('[data-board="promotion"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// Every board kind, in use: an exercise started with pieces touched, claims with the clocks running, an arbiter's
// ruling given, and a malformed link.
const inUse = [
  {
    name: 'a touch-move exercise with pieces touched',
    path: '/gl/board/?scenario=touch-king-rook',
    act: async (page: import('@playwright/test').Page) => {
      await page.getByRole('button', { name: 'Comezar' }).click();
      await page.locator('[data-board="shared"] [data-square="e1"]').click();
      await page.locator('[data-board="shared"] [data-square="h1"]').click();
      await expect(page.getByTestId('announcer')).toContainText('enroque curto');
    },
  },
  {
    name: 'a claim exercise after an incorrect claim',
    path: '/pt/board/?scenario=incorrect-claim&edition=2001',
    act: async (page: import('@playwright/test').Page) => {
      await page.getByRole('button', { name: 'Começar' }).click();
      await page.getByLabel('Lance anotado na planilha (opcional)').fill('Nf3');
      await page.getByRole('button', { name: 'Reclamar tripla repetição' }).click();
      await expect(page.getByTestId('announcer')).toContainText('incorreta');
    },
  },
  {
    name: 'an arbiter case after a wrong ruling',
    path: '/en/board/?scenario=flag-lone-king',
    act: async (page: import('@playwright/test').Page) => {
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Give the ruling' }).click();
      await expect(page.getByTestId('outcome')).toBeVisible();
    },
  },
  {
    name: 'a malformed link',
    path: '/en/board/?fen=nonsense',
    act: async (page: import('@playwright/test').Page) => {
      await expect(page.getByTestId('link-problem')).toBeVisible();
    },
  },
];

for (const { name, path, act } of inUse) {
  test(`axe stays clean on ${name}`, async ({ page }) => {
    await page.goto(path);
    await waitForBoard(page, path.includes('scenario=') ? 'shared' : 'free');
    await act(page);
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  });
}

// On a phone (390 px): every page type, with the one-column board, the stacked comparison, the overview's scrolling table.
test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const phonePages = [
    { name: 'lesson', path: `/pt${LESSON}`, board: 'initial' },
    { name: 'free board', path: '/gl/board/', board: 'free' },
    { name: 'touch-move lesson', path: '/gl/laws/2009/4/', board: 'hand' },
    { name: 'compare overview', path: '/pt/compare/2009/2023/' },
    { name: 'article comparison', path: '/en/compare/2009/2018/10/' },
    { name: 'article comparison with the change table', path: '/gl/compare/1997/2001/4/' },
    { name: 'language chooser', path: '/' },
    { name: 'course home', path: '/gl/' },
    { name: 'contents of an edition', path: '/pt/laws/2009/' },
    { name: 'article in an edition without the reader’s text', path: '/en/laws/1997/3/' },
    { name: 'compare index and timeline', path: '/pt/compare/' },
    { name: 'not found page', path: '/gl/nothing-here/' },
    { name: 'exam practice', path: '/pt/exam/' },
    { name: 'exam paper', path: '/gl/exam/print/?edition=2023&size=12&seed=3&view=paper' },
    { name: 'article in the course translation', path: '/gl/laws/2023/9/' },
  ];
  for (const { name, path, board } of phonePages) {
    test(`axe finds no WCAG A/AA violation on the ${name}`, async ({ page }) => {
      await page.goto(path);
      if (board) await waitForBoard(page, board);
      const results = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    });
  }

  test('a mock exam on a phone: the countdown bar stays in view while answering, axe clean', async ({ page }) => {
    await page.goto('/en/exam/?mode=mock&size=5&seed=4');
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    await page.locator('fieldset.exam-question').nth(4).scrollIntoViewIfNeeded();
    await expect(page.getByRole('timer')).toBeInViewport();
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  });

  test('axe stays clean with the promotion chooser open', async ({ page }) => {
    await page.goto(`/en${LESSON}`);
    await waitForBoard(page, 'promotion');
    await page.locator('[data-board="promotion"] [data-square="b7"]').tap();
    await page.locator('[data-board="promotion"] [data-square="b8"]').tap();
    await expect(page.getByRole('dialog')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  });
});

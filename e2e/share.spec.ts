import { test, expect, board, piece, waitForBoard, boardText, common } from './fixtures';

const en = boardText.en;

test('a shared link round trip: edition, position and moves come back exactly', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/en/board/?edition=2009&moves=e2e4,e7e5');
  await waitForBoard(page, 'free');
  await expect(page.getByTestId('edition-select')).toHaveValue('2009');
  await expect(board(page, 'free').getByRole('listitem')).toHaveText(/e4\s+e5/);
  await expect(piece(page, 'free', 'e5')).toHaveAttribute('data-piece', 'bP');
  const input = board(page, 'free').getByLabel('Type a move');
  await input.fill('Nf3');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/en\/board\/\?edition=2009&moves=e2e4,e7e5,g1f3$/);
  await page.getByTestId('edition-select').selectOption('2001');
  await expect(page.getByTestId('share-url')).toHaveValue(/\?edition=2001&moves=e2e4,e7e5,g1f3$/);
  await page.getByRole('button', { name: en.share.copy }).click();
  await expect(page.getByTestId('share-status')).toHaveText(en.share.copied);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^http:\/\/localhost:\d+\/en\/board\/\?edition=2001&moves=e2e4,e7e5,g1f3$/);

  // Another visitor opens the link: same edition, same moves; a refused move cites that edition.
  const other = await context.newPage();
  await other.goto(copied);
  await waitForBoard(other, 'free');
  await expect(other.getByTestId('edition-select')).toHaveValue('2001');
  await expect(piece(other, 'free', 'f3')).toHaveAttribute('data-piece', 'wN');
  await expect(board(other, 'free').getByTestId('turn')).toHaveText(/Black to move/);
  await board(other, 'free').locator('[data-square="b8"]').click();
  await board(other, 'free').locator('[data-square="b6"]').click();
  await expect(board(other, 'free').getByTestId('announcer')).toHaveText(/cannot move from b8 to b6\. Article 3\.6, 2001 edition\./);
});

test('a position from a link, and the copy fallback when the clipboard is refused', async ({ page }) => {
  await page.goto('/pt/board/?fen=' + encodeURIComponent('4k3/8/8/8/8/8/8/4K2R w K - 0 1'));
  await waitForBoard(page, 'free');
  await expect(piece(page, 'free', 'h1')).toHaveAttribute('data-piece', 'wR');
  await expect(piece(page, 'free', 'e2')).toHaveCount(0);
  await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
  await page.getByRole('button', { name: boardText.pt.share.copy }).click();
  await expect(page.getByTestId('share-status')).toHaveText(boardText.pt.share.copyFailed);
  await expect(page.getByTestId('share-url')).toBeFocused();
  await expect(page.getByTestId('share-url')).toHaveValue(/\/pt\/board\/\?edition=2023&fen=4k3\/8\/8\/8\/8\/8\/8\/4K2R\+w\+K\+-\+0\+1$/);
});

const bad = [
  { name: 'a bad FEN', query: '?fen=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1', locale: 'en', text: en.link['bad-fen'] },
  { name: 'an illegal move', query: '?edition=2009&moves=e2e4,e7e5,e1e3', locale: 'gl', text: 'A xogada 3 da ligazón, “e1e3”, non é legal nesa posición.' },
  { name: 'an unknown edition', query: '?edition=1850', locale: 'pt', text: 'Não há nenhuma edição “1850” das Leis neste curso.' },
  { name: 'a script injection', query: '?fen=%3Cscript%3Ealert(1)%3C%2Fscript%3E&moves=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', locale: 'en', text: en.link.unsafe },
  { name: 'an overlong link', query: `?moves=${'e2e4,'.repeat(900)}`, locale: 'en', text: en.link['too-long'] },
  { name: 'a move in another notation', query: '?moves=Nf3', locale: 'en', text: 'Move 1 in the link, “Nf3”, is not written as from-square and to-square' },
  { name: 'an unknown exercise', query: '?scenario=nope', locale: 'en', text: 'There is no exercise called “nope”.' },
] as const;

for (const { name, query, locale, text } of bad) {
  test(`${name} in a link gets a clear message in the page language and the initial position`, async ({ page }) => {
    let dialog = false;
    page.on('dialog', (d) => {
      dialog = true;
      void d.dismiss();
    });
    await page.goto(`/${locale}/board/${query}`);
    const problem = page.getByTestId('link-problem');
    await expect(problem).toHaveAttribute('role', 'alert');
    await expect(problem).toContainText(boardText[locale].link.problem);
    await expect(problem).toContainText(text);
    await waitForBoard(page, 'free');
    await expect(piece(page, 'free', 'e2')).toHaveAttribute('data-piece', 'wP');
    await expect(piece(page, 'free', 'e8')).toHaveAttribute('data-piece', 'bK');
    await expect(board(page, 'free').getByText(boardText[locale].noMoves)).toBeVisible();
    // The board still works.
    await board(page, 'free').locator('[data-square="e2"]').click();
    await board(page, 'free').locator('[data-square="e4"]').click();
    await expect(piece(page, 'free', 'e4')).toHaveAttribute('data-piece', 'wP');
    expect(dialog).toBe(false);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });
}

test('the board page is linked from the site header', async ({ page }) => {
  await page.goto('/gl/');
  await page.getByRole('link', { name: common.gl.nav.board }).click();
  // The address may already carry the edition the board follows.
  await expect(page).toHaveURL(/\/gl\/board\/(\?edition=\d{4})?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(common.gl.boardPage.title);
  await waitForBoard(page, 'free');
});

import { test, expect, board, piece, waitForBoard, boardText, common } from './fixtures';
import enPassant from '../content/scenarios/en-passant.json';

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

test.describe('a shared link before the board’s code has come', () => {
  /** Holds back every script with the board's code, translations or the engine in it until `release` is called. */
  async function holdBoardCode(page: import('@playwright/test').Page) {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (/data-square|i18next|bad FEN placement/.test(body)) await gate;
      // the body as read (decoded): without the server's encoding and length
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([k]) => !/^content-(encoding|length)$/i.test(k)));
      await route.fulfill({ status: response.status(), headers, body });
    });
    return () => release();
  }

  test('its picture shows the link’s position and edition, drawn from the address without the engine', async ({ page }) => {
    const release = await holdBoardCode(page);
    // (not until "load": the page's load waits for the scripts it has asked for, the held ones among them)
    await page.goto('/en/board/?edition=2009&moves=e2e4,e7e5,g1f3,b8c6,f1b5,g8f6,e1g1', { waitUntil: 'domcontentloaded' });
    const picture = board(page, 'free').locator('.board-static');
    // Named by the link's position: the knights out, the bishop on b5, White castled.
    await expect(picture).toHaveAccessibleName(/e4, white pawn; .*f3, white knight; .*f1, white rook; g1, white king/);
    await expect(picture).not.toHaveAccessibleName(/e2, white pawn|g1, white knight|e1, white king/);
    await expect(page.getByTestId('edition-select')).toHaveValue('2009');
    // Drawn so: 32 men, the white king on g1 (seventh file, bottom row), the bishop on b5.
    await expect(picture.locator('img')).toHaveCount(32);
    await expect(picture.locator('img[src$="/wK.svg"]')).toHaveAttribute('style', /left: 75%; top: 87.5%/);
    await expect(picture.locator('img[src$="/wB.svg"]').first()).toHaveAttribute('style', /left: 12.5%; top: 37.5%/);
    await expect(board(page, 'free').getByTestId('turn')).toHaveText(/Black to move/);
    await expect(board(page, 'free').locator('.board-key')).toHaveCount(0);
    // The engine, once there, agrees: the live board shows the same position.
    release();
    await waitForBoard(page, 'free');
    await expect(piece(page, 'free', 'g1')).toHaveAttribute('data-piece', 'wK');
    await expect(piece(page, 'free', 'b5')).toHaveAttribute('data-piece', 'wB');
    await expect(page.getByTestId('edition-select')).toHaveValue('2009');
    await expect(page.getByTestId('link-problem')).toHaveCount(0);
  });

  test('a link it cannot read keeps the initial position, and the engine’s message comes with the board', async ({ page }) => {
    const release = await holdBoardCode(page);
    await page.goto('/pt/board/?moves=Nf3', { waitUntil: 'domcontentloaded' });
    const picture = board(page, 'free').locator('.board-static');
    await expect(picture).toHaveAccessibleName(/e2, peão branco/);
    release();
    await expect(page.getByTestId('link-problem')).toContainText(boardText.pt.link.problem);
    await waitForBoard(page, 'free');
    await expect(piece(page, 'free', 'e2')).toHaveAttribute('data-piece', 'wP');
  });
});

const bad = [
  { name: 'a bad FEN', query: '?fen=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1', locale: 'en', text: en.link['bad-fen'] },
  { name: 'an illegal move', query: '?edition=2009&moves=e2e4,e7e5,e1e3', locale: 'gl', text: 'A xogada 3 da ligazón, “e1e3”, non é legal nesa posición.' },
  { name: 'an unknown edition', query: '?edition=1850', locale: 'pt', text: 'Não há nenhuma edição “1850” das Leis neste curso.' },
  { name: 'a script injection', query: '?fen=%3Cscript%3Ealert(1)%3C%2Fscript%3E&moves=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', locale: 'en', text: en.link.unsafe },
  { name: 'an overlong link', query: `?moves=${'e2e4,'.repeat(1700)}`, locale: 'en', text: 'The link is too long: 8506 characters, where a board link has at most 8000.' },
  { name: 'a repeated key', query: '?edition=2009&edition=2001', locale: 'gl', text: 'A ligazón trae “edition” máis dunha vez' },
  { name: 'move counters in exponent notation', query: `?fen=${encodeURIComponent('4k3/8/8/8/8/8/8/4K3 w - - 1e3 1')}`, locale: 'pt', text: 'Os contadores de lances no fim da posição (FEN), “1e3 1”, devem ser números inteiros' },
  { name: 'a move number in hexadecimal', query: `?fen=${encodeURIComponent('4k3/8/8/8/8/8/8/4K3 w - - 0 0x10')}`, locale: 'en', text: 'The move counters at the end of the position (FEN), “0 0x10”, must be whole numbers in plain digits' },
  { name: 'a move counter of twenty digits', query: `?fen=${encodeURIComponent('4k3/8/8/8/8/8/8/4K3 w - - 12345678901234567890 1')}`, locale: 'gl', text: 'Os contadores de xogadas ao final da posición (FEN), “12345678901234567890 1”' },
  { name: 'thirty queens a side', query: `?fen=${encodeURIComponent('qqqqqqqk/qqqqqqqq/qqqqqqqq/qqqqqqq1/QQQQQQQ1/QQQQQQQQ/QQQQQQQQ/KQQQQQQQ w - - 0 1')}`, locale: 'en', text: 'White has 31 pieces on the board, pawns included; a player never has more than 16.' },
  { name: 'nine pawns', query: `?fen=${encodeURIComponent('4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1')}`, locale: 'gl', text: 'As negras teñen 9 peóns; un xogador nunca ten máis de 8.' },
  { name: 'more promoted pieces than missing pawns', query: `?fen=${encodeURIComponent('4k3/8/8/8/8/8/PPPPPPPP/QQQ1K3 w - - 0 1')}`, locale: 'pt', text: 'As brancas têm 8 peões e mais peças do que os peões que faltam poderiam ter virado por promoção' },
  { name: 'a pawn on the last rank', query: `?fen=${encodeURIComponent('4k2P/8/8/8/8/8/8/4K3 w - - 0 1')}`, locale: 'pt', text: 'Há um peão em h8: um peão nunca fica na primeira nem na última fileira.' },
  { name: 'the side not to move in check', query: `?fen=${encodeURIComponent('4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1')}`, locale: 'gl', text: 'As negras están en xaque, pero é a quenda das brancas: ningunha partida chega a esta posición.' },
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

test('values are read without the whitespace around them', async ({ page }) => {
  await page.goto('/en/board/?edition=2023%20');
  await waitForBoard(page, 'free');
  await expect(page.getByTestId('link-problem')).toHaveCount(0);
  await expect(page.getByTestId('edition-select')).toHaveValue('2023');
  await page.goto('/pt/board/?edition=%202009%20&moves=e2e4%20');
  await waitForBoard(page, 'free');
  await expect(page.getByTestId('link-problem')).toHaveCount(0);
  await expect(page.getByTestId('edition-select')).toHaveValue('2009');
  await expect(piece(page, 'free', 'e4')).toHaveAttribute('data-piece', 'wP');
  // the address is written back as the board reads it
  await expect(page).toHaveURL(/\/pt\/board\/\?edition=2009&moves=e2e4$/);
});

// Language switches: every switcher keeps what the address carries (edition, position, moves, exercise, the
// paragraph a hash points at). The pages are prerendered without a query, so the switcher reads the address.
const switcher = (page: import('@playwright/test').Page, from: keyof typeof common) => page.getByRole('navigation', { name: common[from].nav.languageSwitcher });

test('a language switch keeps the free board: edition and moves, made on the board, in every language', async ({ page }) => {
  await page.goto('/en/board/?edition=2009&moves=e2e4,e7e5');
  await waitForBoard(page, 'free');
  await board(page, 'free').locator('[data-square="g1"]').click();
  await board(page, 'free').locator('[data-square="f3"]').click();
  await expect(page).toHaveURL(/\/en\/board\/\?edition=2009&moves=e2e4,e7e5,g1f3$/);

  await switcher(page, 'en').getByRole('link', { name: 'Português' }).click();
  await expect(page).toHaveURL(/\/pt\/board\/\?edition=2009&moves=e2e4,e7e5,g1f3$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await waitForBoard(page, 'free');
  await expect(page.getByTestId('link-problem')).toHaveCount(0);
  await expect(page.getByTestId('edition-select')).toHaveValue('2009');
  await expect(piece(page, 'free', 'f3')).toHaveAttribute('data-piece', 'wN');
  await expect(piece(page, 'free', 'e5')).toHaveAttribute('data-piece', 'bP');

  await board(page, 'free').locator('[data-square="b8"]').click();
  await board(page, 'free').locator('[data-square="c6"]').click();
  await expect(page).toHaveURL(/\?edition=2009&moves=e2e4,e7e5,g1f3,b8c6$/);
  await switcher(page, 'pt').getByRole('link', { name: 'Galego' }).click();
  await expect(page).toHaveURL(/\/gl\/board\/\?edition=2009&moves=e2e4,e7e5,g1f3,b8c6$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'gl');
  await waitForBoard(page, 'free');
  await expect(page.getByTestId('edition-select')).toHaveValue('2009');
  await expect(piece(page, 'free', 'c6')).toHaveAttribute('data-piece', 'bN');

  // a change of edition travels too
  await page.getByTestId('edition-select').selectOption('2018');
  await expect(page).toHaveURL(/\?edition=2018&moves=e2e4,e7e5,g1f3,b8c6$/);
  await switcher(page, 'gl').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/board\/\?edition=2018&moves=e2e4,e7e5,g1f3,b8c6$/);
  await waitForBoard(page, 'free');
  await expect(page.getByTestId('edition-select')).toHaveValue('2018');
  await expect(piece(page, 'free', 'c6')).toHaveAttribute('data-piece', 'bN');
});

test('a language switch keeps an exercise and its edition', async ({ page }) => {
  await page.goto('/pt/board/?scenario=en-passant&edition=2001');
  await waitForBoard(page, 'shared');
  await expect(board(page, 'shared')).toContainText(enPassant.text.pt.title);
  await switcher(page, 'pt').getByRole('link', { name: 'Galego' }).click();
  await expect(page).toHaveURL(/\/gl\/board\/\?edition=2001&scenario=en-passant$/);
  await waitForBoard(page, 'shared');
  await expect(page.getByTestId('link-problem')).toHaveCount(0);
  await expect(board(page, 'shared')).toContainText(enPassant.text.gl.title);
  await expect(page.getByTestId('edition-select')).toHaveValue('2001');
  await switcher(page, 'gl').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/board\/\?edition=2001&scenario=en-passant$/);
  await waitForBoard(page, 'shared');
  await expect(board(page, 'shared')).toContainText(enPassant.text.en.title);
  await expect(page.getByTestId('edition-select')).toHaveValue('2001');
});

test('a language switch keeps the paragraph the address points at', async ({ page }) => {
  await page.goto('/en/laws/2023/3/#p-3.1');
  const link = switcher(page, 'en').getByRole('link', { name: 'Galego' });
  // the pointer comes onto the link from elsewhere, as a reader's does (again, if the scripts were not there yet)
  await expect(async () => {
    await page.mouse.move(0, 0);
    await link.hover();
    await expect(link).toHaveAttribute('href', '/gl/laws/2023/3/#p-3.1', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await link.click();
  await expect(page).toHaveURL(/\/gl\/laws\/2023\/3\/#p-3\.1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'gl');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the language switcher still leads to the same page', async ({ page }) => {
    await page.goto('/pt/laws/2023/3/');
    await expect(switcher(page, 'pt').getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/laws/2023/3/');
    await switcher(page, 'pt').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/laws\/2023\/3\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

// Four knight moves that come back to the start position, `n` moves in all (2009: no automatic draw ends them).
const knights = (n: number) => Array.from({ length: n }, (_, i) => ['g1f3', 'g8f6', 'f3g1', 'f6g8'][i % 4]).join(',');

test('the free board never writes a link over 8 KB: it says so and offers the position alone', async ({ page, context }) => {
  test.slow();
  // 1596 moves: the longest such link that fits (7998 characters of query)
  await page.goto(`/gl/board/?edition=2009&moves=${knights(1596)}`);
  await waitForBoard(page, 'free');
  await expect(page.getByTestId('link-problem')).toHaveCount(0);
  await expect(page.getByTestId('share-too-long')).toHaveCount(0);
  await expect(page.getByTestId('share-url')).toHaveValue(/\?edition=2009&moves=g1f3,g8f6,.*,f3g1,f6g8$/);

  await board(page, 'free').locator('[data-square="e2"]').click();
  await board(page, 'free').locator('[data-square="e4"]').click();
  await expect(piece(page, 'free', 'e4')).toHaveAttribute('data-piece', 'wP');
  const fenLink = /\/gl\/board\/\?edition=2009&fen=rnbqkbnr\/pppppppp\/8\/8\/4P3\/8\/PPPP1PPP\/RNBQKBNR\+b\+KQkq\+-\+0\+799$/;
  await expect(page.getByTestId('share-too-long')).toHaveText(
    'Con todas as xogadas, esta ligazón tería 8003 caracteres, e moitos servidores rexeitan ligazóns de máis de 8000. A ligazón de aquí abaixo dá a posición actual (FEN), sen as xogadas.',
  );
  await expect(page.getByTestId('share-url')).toHaveValue(fenLink);
  await expect(page.getByTestId('share-url')).toHaveAccessibleDescription(/tería 8003 caracteres/);
  // the address bar too: a reload keeps the position
  await expect(page).toHaveURL(fenLink);

  const other = await context.newPage();
  await other.goto(await page.getByTestId('share-url').inputValue());
  await waitForBoard(other, 'free');
  await expect(other.getByTestId('link-problem')).toHaveCount(0);
  await expect(piece(other, 'free', 'e4')).toHaveAttribute('data-piece', 'wP');
  await expect(piece(other, 'free', 'e2')).toHaveCount(0);
  await expect(board(other, 'free').getByTestId('turn')).toContainText(boardText.gl.turn.b);
  await other.close();

  // and a language switch carries the position
  await switcher(page, 'gl').getByRole('link', { name: 'Português' }).click();
  await expect(page).toHaveURL(/\/pt\/board\/\?edition=2009&fen=rnbqkbnr\/pppppppp\/8\/8\/4P3\/8\/PPPP1PPP\/RNBQKBNR\+b\+KQkq\+-\+0\+799$/);
  await waitForBoard(page, 'free');
  await expect(piece(page, 'free', 'e4')).toHaveAttribute('data-piece', 'wP');
});

test('a link longer than the app writes gets the board page and its own message, never a bare server error', async ({ page, consoleErrors }) => {
  // 20 KB: past Node's default 16 KB, within the project server's 64 KB
  const long = `/pt/board/?edition=2009&moves=${knights(4000)}`;
  const response = await page.goto(long);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('link-problem')).toContainText(boardText.pt.link.problem);
  await expect(page.getByTestId('link-problem')).toContainText(`O link é longo demais: tem ${long.length - '/pt/board/?'.length} caracteres, e um link de tabuleiro tem no máximo 8000.`);
  await waitForBoard(page, 'free');
  await expect(piece(page, 'free', 'e2')).toHaveAttribute('data-piece', 'wP');

  // 100 KB: more than the server reads; it answers 414 with the page the path names, which says the same
  const longer = `/gl/board/?edition=2009&moves=${knights(20000)}`;
  const refused = await page.goto(longer);
  expect(refused?.status()).toBe(414);
  await expect(page.locator('html')).toHaveAttribute('lang', 'gl');
  await expect(page.getByTestId('link-problem')).toContainText(`A ligazón é longa de máis: ten ${longer.length - '/gl/board/?'.length} caracteres`);
  await waitForBoard(page, 'free');
  await board(page, 'free').locator('[data-square="e2"]').click();
  await board(page, 'free').locator('[data-square="e4"]').click();
  await expect(piece(page, 'free', 'e4')).toHaveAttribute('data-piece', 'wP');
  // The browser logs the 414 of the page itself; nothing else may fail.
  const others = consoleErrors.filter((e) => !/status of 414/.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...others);
});

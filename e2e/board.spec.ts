import { test, expect, board, square, piece, waitForBoard, boardText, LESSON } from './fixtures';

const announcer = (page: import('@playwright/test').Page, id: string) => board(page, id).getByTestId('announcer');

test.describe('the live board', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`/en${LESSON}`);
  });

  test('moves a piece by dragging it', async ({ page }) => {
    await waitForBoard(page, 'initial');
    // dnd-kit needs intermediate pointer moves (README, "Pitfalls").
    await piece(page, 'initial', 'e2').dragTo(square(page, 'initial', 'e4'), { steps: 10 });
    await expect(piece(page, 'initial', 'e4')).toHaveAttribute('data-piece', 'wP');
    await expect(piece(page, 'initial', 'e2')).toHaveCount(0);
    await expect(announcer(page, 'initial')).toHaveText('White pawn from e2 to e4.');
    await expect(board(page, 'initial').getByTestId('turn')).toHaveText(/Black to move/);
  });

  test('moves a piece by clicking it and then its square', async ({ page }) => {
    await waitForBoard(page, 'initial');
    await square(page, 'initial', 'g1').click();
    await expect(announcer(page, 'initial')).toHaveText('White knight on g1 picked up. Choose the square it goes to.');
    await square(page, 'initial', 'f3').click();
    await expect(piece(page, 'initial', 'f3')).toHaveAttribute('data-piece', 'wN');
    await expect(announcer(page, 'initial')).toHaveText('White knight from g1 to f3.');
    await expect(board(page, 'initial').getByRole('listitem')).toHaveText('Nf3');
  });

  test('refuses an illegal move and says why, leaving the piece where it was', async ({ page }) => {
    await waitForBoard(page, 'initial');
    await piece(page, 'initial', 'g1').dragTo(square(page, 'initial', 'g3'), { steps: 10 });
    await expect(announcer(page, 'initial')).toHaveText('Not allowed: the white knight cannot move from g1 to g3. Article 3.6, 2023 edition.');
    await expect(piece(page, 'initial', 'g1')).toHaveAttribute('data-piece', 'wN');
    await expect(piece(page, 'initial', 'g3')).toHaveCount(0);
    await square(page, 'initial', 'c1').click();
    await square(page, 'initial', 'e3').click();
    await expect(announcer(page, 'initial')).toHaveText(/^Not allowed: the white bishop cannot jump over the piece/);
    await square(page, 'initial', 'e7').click();
    await expect(announcer(page, 'initial')).toHaveText("Not allowed: it is White's turn, and that piece is Black's.");
  });

  test('plays with the keyboard alone: arrows, Enter and Escape', async ({ page }) => {
    await waitForBoard(page, 'initial');
    const key = (sq: string) => board(page, 'initial').getByRole('button', { name: new RegExp(`^${sq},`) });
    // From the last control before the squares (the board's own tools come first), one Tab reaches the board on one
    // square (e2), not on 32 pieces.
    await page.locator('[data-board="initial"] .live-board-board').evaluate((board) => {
      const focusable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, summary, [tabindex="0"]')];
      const before = focusable.filter((el) => board.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING && !board.contains(el));
      before[before.length - 1]!.focus();
    });
    await page.keyboard.press('Tab');
    await expect(key('e2')).toBeFocused();
    await expect(key('e2')).toHaveAccessibleName('e2, white pawn');
    await page.keyboard.press('Enter');
    await expect(key('e2')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(key('e4')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(piece(page, 'initial', 'e4')).toHaveAttribute('data-piece', 'wP');
    await expect(key('e4')).toHaveAccessibleName('e4, white pawn');
    await expect(announcer(page, 'initial')).toHaveText('White pawn from e2 to e4.');
    // Black: pick up the g8 knight, change mind with Escape.
    for (const k of ['ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowRight', 'ArrowRight']) await page.keyboard.press(k);
    await expect(key('g8')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(key('g8')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(key('g8')).toHaveAttribute('aria-pressed', 'false');
    await expect(announcer(page, 'initial')).toHaveText('Black knight put back on g8.');
  });

  test('plays a move typed in algebraic notation, and explains a wrong one', async ({ page }) => {
    await waitForBoard(page, 'initial');
    const input = board(page, 'initial').getByLabel('Type a move');
    await input.fill('Nf3');
    await input.press('Enter');
    await expect(piece(page, 'initial', 'f3')).toHaveAttribute('data-piece', 'wN');
    await expect(input).toHaveValue('');
    await input.fill('Nf3');
    await input.press('Enter');
    await expect(announcer(page, 'initial')).toHaveText('Nf3 is not a legal move in this position.');
    await input.fill('hello');
    await input.press('Enter');
    await expect(announcer(page, 'initial')).toHaveText(/cannot be read as a move\. The piece letters are K king, Q queen, R rook, B bishop, N knight/);
  });

  test('captures en passant only right after the double step', async ({ page }) => {
    await waitForBoard(page, 'en-passant');
    await piece(page, 'en-passant', 'e5').dragTo(square(page, 'en-passant', 'd6'), { steps: 10 });
    await expect(announcer(page, 'en-passant')).toHaveText(/^Not allowed: the pawn beside yours did not advance two squares.*Articles 3\.7\.3\.1, 3\.7\.3\.2, 2023 edition\./);
    await piece(page, 'en-passant', 'e5').dragTo(square(page, 'en-passant', 'f6'), { steps: 10 });
    await expect(piece(page, 'en-passant', 'f6')).toHaveAttribute('data-piece', 'wP');
    await expect(piece(page, 'en-passant', 'f5')).toHaveCount(0);
    await expect(announcer(page, 'en-passant')).toHaveText('White pawn from e5 to f6 takes the pawn en passant. Articles 3.7.3.1, 3.7.3.2, 2023 edition.');
  });

  test('promotes through the piece chooser, by mouse and by keyboard', async ({ page }) => {
    await waitForBoard(page, 'promotion');
    await piece(page, 'promotion', 'b7').dragTo(square(page, 'promotion', 'a8'), { steps: 10 });
    const chooser = board(page, 'promotion').getByRole('dialog', { name: 'Promote the pawn on a8 to:' });
    await expect(chooser).toBeVisible();
    await expect(chooser.getByRole('button', { name: 'queen' })).toBeFocused();
    await chooser.getByRole('button', { name: 'knight' }).click();
    await expect(chooser).toBeHidden();
    await expect(piece(page, 'promotion', 'a8')).toHaveAttribute('data-piece', 'wN');
    await expect(announcer(page, 'promotion')).toHaveText('White pawn from b7 takes the black rook on a8. The pawn is promoted to a knight. Article 3.7.3.3, 2023 edition.');

    await board(page, 'promotion').getByRole('button', { name: 'Take back' }).click();
    await expect(piece(page, 'promotion', 'b7')).toHaveAttribute('data-piece', 'wP');
    const input = board(page, 'promotion').getByLabel('Type a move');
    await input.fill('b8');
    await input.press('Enter');
    await expect(chooser.or(board(page, 'promotion').getByRole('dialog'))).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter'); // the rook
    await expect(piece(page, 'promotion', 'b8')).toHaveAttribute('data-piece', 'wR');
    await expect(announcer(page, 'promotion')).toHaveText('White pawn from b7 to b8. The pawn is promoted to a rook. Article 3.7.3.3, 2023 edition. Check.');
  });

  test('explains a refused castling and castles on the allowed side', async ({ page }) => {
    await waitForBoard(page, 'castling');
    await piece(page, 'castling', 'e1').dragTo(square(page, 'castling', 'g1'), { steps: 10 });
    await expect(announcer(page, 'castling')).toHaveText("Not allowed: the king would cross a square attacked by an opponent's piece. Article 3.8.2.2.1, 2023 edition.");
    await piece(page, 'castling', 'e1').dragTo(square(page, 'castling', 'c1'), { steps: 10 });
    await expect(piece(page, 'castling', 'c1')).toHaveAttribute('data-piece', 'wK');
    await expect(piece(page, 'castling', 'd1')).toHaveAttribute('data-piece', 'wR');
    await expect(announcer(page, 'castling')).toHaveText('White castles queenside. Article 3.8.2, 2023 edition.');
  });
});

test('the board speaks the page language', async ({ page }) => {
  await page.goto(`/pt${LESSON}`);
  await waitForBoard(page, 'initial');
  await piece(page, 'initial', 'g1').dragTo(square(page, 'initial', 'g3'), { steps: 10 });
  await expect(board(page, 'initial').getByTestId('announcer')).toContainText(boardText.pt.refusal.prefix);
  await expect(board(page, 'initial').getByRole('button', { name: /^g1,/ })).toHaveAccessibleName(/cavalo branco/);
  await page.goto(`/gl${LESSON}`);
  await waitForBoard(page, 'initial');
  await expect(board(page, 'initial').getByRole('button', { name: /^a1,/ })).toHaveAccessibleName(/roque branco/);
});

// Appendix C of the Portuguese and Galician Laws: R rei, D dama, T torre, B bispo, C cavalo / cabaleiro; 0-0; d8D.
test.describe('moves in the reader’s letters', () => {
  for (const locale of ['pt', 'gl'] as const) {
    const text = boardText[locale];
    test(`${locale}: a move typed with the Laws' own letters is played and listed in them; unreadable text names the letters`, async ({ page }) => {
      await page.goto(`/${locale}${LESSON}`);
      await waitForBoard(page, 'initial');
      const input = board(page, 'initial').getByLabel(text.moveInput.label);
      await input.fill('Cf3');
      await input.press('Enter');
      await expect(piece(page, 'initial', 'f3')).toHaveAttribute('data-piece', 'wN');
      await input.fill('Nc6'); // the English N cannot be misread, so it is read too
      await input.press('Enter');
      await expect(piece(page, 'initial', 'c6')).toHaveAttribute('data-piece', 'bN');
      await expect(board(page, 'initial').getByRole('listitem')).toHaveText('Cf3 Cc6');
      await input.fill('Xe4');
      await input.press('Enter');
      await expect(announcer(page, 'initial')).toContainText(text.moveInput.letters);
    });

    test(`${locale}: R is the king, castling typed in check is refused with its reason and article`, async ({ page }) => {
      await page.goto(`/${locale}/board/?fen=${encodeURIComponent('4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1')}`);
      await waitForBoard(page, 'free');
      const input = board(page, 'free').getByLabel(text.moveInput.label);
      await input.fill('0-0');
      await input.press('Enter');
      await expect(announcer(page, 'free')).toContainText('3.8.2.2.1');
      await expect(piece(page, 'free', 'e1')).toHaveAttribute('data-piece', 'wK');
      await input.fill('Rf2');
      await input.press('Enter');
      await expect(piece(page, 'free', 'f2')).toHaveAttribute('data-piece', 'wK');
      await expect(board(page, 'free').getByRole('listitem')).toHaveText('Rf2');
    });
  }

  test('pt: a claim written with the Laws’ letters is read, and the move written is announced in them', async ({ page }) => {
    const pt = boardText.pt;
    await page.goto('/pt/board/?scenario=threefold-written');
    await waitForBoard(page, 'shared');
    await board(page, 'shared').getByRole('button', { name: pt.scenario.start }).click();
    await board(page, 'shared').getByLabel(pt.claim.write).fill('Cf3');
    await board(page, 'shared').getByRole('button', { name: pt.claim.threefold }).click();
    await expect(announcer(page, 'shared')).toContainText('com Cf3 anotado');
    await expect(board(page, 'shared')).toContainText(/Anote Cf3 \(o cavalo para f3\)/);
  });
});

import { test, expect, board, square, piece, waitForBoard, boardText } from './fixtures';
import type { Page } from '@playwright/test';

const en = boardText.en;
const announcer = (page: Page, id: string) => board(page, id).getByTestId('announcer');
const key = (page: Page, id: string, sq: string) => board(page, id).getByRole('button', { name: new RegExp(`^${sq},`) });
const outcome = (page: Page, id: string) => board(page, id).getByTestId('outcome');

async function openScenario(page: Page, id: string, query = '') {
  await page.goto(`/en/board/?scenario=${id}${query}`);
  await waitForBoard(page, 'shared');
}

async function press(page: Page, keys: string[]) {
  for (const k of keys) await page.keyboard.press(k);
}

test.describe('scenario board', () => {
  test('en passant by mouse: the opponent’s double step is scripted, the capture solves it', async ({ page }) => {
    await openScenario(page, 'en-passant');
    await expect(piece(page, 'shared', 'd7')).toHaveAttribute('data-piece', 'bP');
    await board(page, 'shared').getByRole('button', { name: en.scenario.start }).click();
    await expect(piece(page, 'shared', 'd5')).toHaveAttribute('data-piece', 'bP');
    await expect(announcer(page, 'shared')).toContainText('Your opponent plays: Black pawn from d7 to d5.');
    // The learner never moves the opponent's pieces.
    await piece(page, 'shared', 'd5').dragTo(square(page, 'shared', 'd4'), { steps: 10 });
    await expect(piece(page, 'shared', 'd5')).toHaveAttribute('data-piece', 'bP');
    await piece(page, 'shared', 'e5').dragTo(square(page, 'shared', 'd6'), { steps: 10 });
    await expect(piece(page, 'shared', 'd6')).toHaveAttribute('data-piece', 'wP');
    await expect(piece(page, 'shared', 'd5')).toHaveCount(0);
    await expect(announcer(page, 'shared')).toContainText('takes the pawn en passant. Articles 3.7.3.1, 3.7.3.2, 2023 edition. Well done');
    await expect(outcome(page, 'shared')).toHaveText(en.scenario.status.success);
  });

  test('en passant: waiting a move lets the right expire, and the engine says so', async ({ page }) => {
    await openScenario(page, 'en-passant', '&edition=2009');
    await board(page, 'shared').getByRole('button', { name: en.scenario.start }).click();
    await expect(piece(page, 'shared', 'd5')).toHaveAttribute('data-piece', 'bP');
    await square(page, 'shared', 'h2').click();
    await square(page, 'shared', 'h3').click();
    await expect(piece(page, 'shared', 'h6')).toHaveAttribute('data-piece', 'bP');
    await square(page, 'shared', 'e5').click();
    await square(page, 'shared', 'd6').click();
    await expect(announcer(page, 'shared')).toContainText('can no longer be captured en passant. Article 3.7d, 2009 edition. Too late');
    await expect(outcome(page, 'shared')).toHaveText(en.scenario.status.failure);
    await board(page, 'shared').getByRole('button', { name: en.scenario.retry }).click();
    await expect(outcome(page, 'shared')).toHaveCount(0);
    await expect(piece(page, 'shared', 'h2')).toHaveAttribute('data-piece', 'wP');
  });

  test('en passant with the keyboard alone, with a hint', async ({ page }) => {
    await openScenario(page, 'en-passant');
    await board(page, 'shared').getByRole('button', { name: en.scenario.start }).focus();
    await page.keyboard.press('Enter');
    await expect(announcer(page, 'shared')).toContainText('The exercise has started.');
    await expect(key(page, 'shared', 'e2')).toBeFocused();
    await press(page, ['ArrowUp', 'ArrowUp', 'ArrowUp']);
    await expect(key(page, 'shared', 'e5')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(key(page, 'shared', 'e5')).toHaveAttribute('aria-pressed', 'true');
    await press(page, ['ArrowUp', 'ArrowLeft', 'Enter']);
    await expect(key(page, 'shared', 'd6')).toHaveAccessibleName('d6, white pawn');
    await expect(announcer(page, 'shared')).toContainText('Well done');
    await board(page, 'shared').getByRole('button', { name: en.scenario.hint }).click();
    await expect(announcer(page, 'shared')).toContainText('Hint 1 of 3:');
  });

  test('castling through an attacked square is refused with the edition’s article', async ({ page }) => {
    await openScenario(page, 'castling-attacked', '&edition=1997');
    await board(page, 'shared').getByRole('button', { name: en.scenario.start }).click();
    await piece(page, 'shared', 'e1').dragTo(square(page, 'shared', 'g1'), { steps: 10 });
    await expect(announcer(page, 'shared')).toHaveText(/king would cross a square attacked.*Article 3\.5a\(2\)a, 1997 edition\./);
    await piece(page, 'shared', 'e1').dragTo(square(page, 'shared', 'c1'), { steps: 10 });
    await expect(outcome(page, 'shared')).toHaveText(en.scenario.status.success);
    await expect(piece(page, 'shared', 'c1')).toHaveAttribute('data-piece', 'wK');
  });
});

test.describe('touch-move board', () => {
  test('king then rook obliges castling, by mouse', async ({ page }) => {
    await openScenario(page, 'touch-king-rook');
    await board(page, 'shared').getByRole('button', { name: en.scenario.start }).click();
    await expect(board(page, 'shared').getByRole('radio', { name: en.hand.touch })).toBeChecked();
    await square(page, 'shared', 'e1').click();
    await expect(announcer(page, 'shared')).toHaveText(/You touched the white king on e1: you must move the piece on e1\. Article 4\.3\.1, 2023 edition\./);
    await square(page, 'shared', 'h1').click();
    await expect(announcer(page, 'shared')).toHaveText(/you must castle kingside\. Article 4\.4\.1, 2023 edition\./);
    await expect(board(page, 'shared').getByText('Touched: e1, h1')).toBeVisible();
    await board(page, 'shared').getByRole('radio', { name: en.hand.move }).check();
    await piece(page, 'shared', 'e1').dragTo(square(page, 'shared', 'f1'), { steps: 10 });
    await expect(announcer(page, 'shared')).toHaveText(/^Not allowed: you touched a piece, and the Laws hold you to it: you must castle kingside\. Article 4\.4\.1, 2023 edition\./);
    await expect(piece(page, 'shared', 'e1')).toHaveAttribute('data-piece', 'wK');
    await piece(page, 'shared', 'e1').dragTo(square(page, 'shared', 'g1'), { steps: 10 });
    await expect(outcome(page, 'shared')).toHaveText(en.scenario.status.success);
  });

  test('touch, j’adoube and release with the keyboard alone, in the 1997 numbering', async ({ page }) => {
    await openScenario(page, 'touch-king-rook', '&edition=1997');
    await board(page, 'shared').getByRole('button', { name: en.scenario.start }).click();
    await expect(key(page, 'shared', 'e2')).toBeFocused();
    // j'adoube first: no obligation
    await page.keyboard.press('Shift+Tab');
    await board(page, 'shared').getByRole('radio', { name: en.hand.adjust }).check();
    await key(page, 'shared', 'e2').focus();
    await press(page, ['ArrowLeft', 'Enter']);
    await expect(announcer(page, 'shared')).toHaveText(/J'adoube: you adjusted the white pawn on d2\. .*Article 4\.2, 1997 edition\./);
    await board(page, 'shared').getByRole('radio', { name: en.hand.touch }).check();
    await key(page, 'shared', 'd2').focus();
    await press(page, ['ArrowDown', 'ArrowRight', 'Enter']);
    await expect(announcer(page, 'shared')).toContainText('Article 4.3a, 1997 edition.');
    await press(page, ['ArrowRight', 'ArrowRight', 'ArrowRight', 'Enter']);
    await expect(announcer(page, 'shared')).toContainText('you must castle kingside. Article 4.4a, 1997 edition.');
    // M on the board switches the hand to moving, without leaving the board.
    await page.keyboard.press('m');
    await expect(announcer(page, 'shared')).toHaveText(`Your hand now: ${en.hand.move}.`);
    await expect(board(page, 'shared').getByRole('radio', { name: en.hand.move })).toBeChecked();
    await press(page, ['ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'Enter', 'ArrowRight', 'ArrowRight', 'Enter']);
    await expect(announcer(page, 'shared')).toContainText('White castles kingside.');
    await expect(outcome(page, 'shared')).toHaveText(en.scenario.status.success);
  });
});

test.describe('claim board with clocks', () => {
  test('a correct threefold claim with the move written ends the game', async ({ page }) => {
    await openScenario(page, 'threefold-written');
    await board(page, 'shared').getByRole('button', { name: en.scenario.start }).click();
    await expect(board(page, 'shared').getByTestId('clock-white')).toContainText(/4:5\d|5:00/);
    await board(page, 'shared').getByLabel(en.claim.write).fill('Nf3');
    await board(page, 'shared').getByRole('button', { name: en.claim.threefold }).click();
    await expect(announcer(page, 'shared')).toContainText('White claims a draw (threefold repetition) with Nf3 written. The claim is correct: the game is drawn.');
    await expect(announcer(page, 'shared')).toContainText('Articles 9.2.1, 9.2.3, 9.5.2, 2023 edition.');
    await expect(board(page, 'shared').getByTestId('turn')).toHaveText(/Draw by threefold repetition/);
    await expect(outcome(page, 'shared')).toHaveText(en.scenario.status.success);
  });

  for (const { edition, adjustment, article } of [
    { edition: '1997', adjustment: /White loses \d+ s\. Black gets 3 min more\./, article: 'Articles 9.2a, 9.5b, 1997 edition.' },
    { edition: '2009', adjustment: /^(?!.*White loses).*Black gets 3 min more\./, article: 'Articles 9.2a, 9.5b, 2009 edition.' },
    { edition: '2018', adjustment: /Black gets 2 min more\./, article: 'Articles 9.2.1.1, 9.5.3, 2018 edition.' },
  ]) {
    test(`an incorrect claim costs what the ${edition} edition says, and the written move must be played (keyboard)`, async ({ page }) => {
      await openScenario(page, 'incorrect-claim', `&edition=${edition}`);
      await board(page, 'shared').getByRole('button', { name: en.scenario.start }).focus();
      await page.keyboard.press('Enter');
      await board(page, 'shared').getByLabel(en.claim.write).focus();
      await page.keyboard.type('Nf3');
      await page.keyboard.press('Tab');
      await expect(board(page, 'shared').getByRole('button', { name: en.claim.threefold })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(announcer(page, 'shared')).toContainText('The claim is incorrect: the game goes on.');
      await expect(announcer(page, 'shared')).toHaveText(adjustment);
      await expect(announcer(page, 'shared')).toContainText(`The move written, Nf3, must now be played. ${article}`);
      const black = board(page, 'shared').getByTestId('clock-black');
      await expect(black).toContainText(edition === '2018' ? '7:00' : '8:00');
      const input = board(page, 'shared').getByLabel('Type a move');
      await input.fill('Nh3');
      await input.press('Enter');
      await expect(announcer(page, 'shared')).toContainText('the move written on the scoresheet must be played: you must play Nf3.');
      await input.fill('Nf3');
      await input.press('Enter');
      await expect(outcome(page, 'shared')).toHaveText(en.scenario.status.success);
    });
  }

  test('the clocks run, can be stopped, and a fallen flag is ruled on', async ({ page }) => {
    await page.clock.install();
    await openScenario(page, 'fifty-moves');
    await board(page, 'shared').getByRole('button', { name: en.scenario.start }).click();
    const white = board(page, 'shared').getByTestId('clock-white');
    await expect(white).toContainText('4:00');
    await page.clock.runFor(3_000);
    await expect(white).toContainText('3:57');
    await board(page, 'shared').getByRole('button', { name: en.clock.pause }).click();
    await page.clock.runFor(5_000);
    await expect(white).toContainText('3:57');
    await board(page, 'shared').getByRole('button', { name: en.clock.resume }).click();
    await page.clock.runFor(240_000);
    await expect(announcer(page, 'shared')).toContainText("White's flag has fallen");
    await expect(board(page, 'shared').getByTestId('turn')).toHaveText(/Game over on time/);
  });
});

test.describe('arbiter case', () => {
  test('the second illegal move: the right ruling depends on the edition (mouse)', async ({ page }) => {
    await openScenario(page, 'illegal-move-penalty', '&edition=2018');
    await board(page, 'shared').getByRole('radio', { name: 'Reinstate the position and give Black two extra minutes.' }).check();
    await board(page, 'shared').getByRole('button', { name: en.arbiter.submit }).click();
    await expect(announcer(page, 'shared')).toContainText('Not right.');
    await expect(announcer(page, 'shared')).toContainText('Illegal move: White loses the game. It is White\'s illegal move number 2.');
    await expect(outcome(page, 'shared')).toHaveText(en.scenario.status.failure);
    await page.getByTestId('edition-select').selectOption('2009');
    await expect(outcome(page, 'shared')).toHaveCount(0);
    await board(page, 'shared').getByRole('button', { name: en.arbiter.submit }).click();
    await expect(announcer(page, 'shared')).toContainText('Right.');
    await expect(announcer(page, 'shared')).toContainText('Black gets 2 min more. Articles 3.5, 7.4a, 7.4b');
  });

  test('a second illegal move against a bare king: drawn from 2018, two minutes in 2009', async ({ page }) => {
    await openScenario(page, 'illegal-move-bare-king', '&edition=2023');
    await board(page, 'shared').getByRole('radio', { name: 'The game is drawn: Black cannot checkmate.' }).check();
    await board(page, 'shared').getByRole('button', { name: en.arbiter.submit }).click();
    await expect(announcer(page, 'shared')).toContainText('Right.');
    await expect(outcome(page, 'shared')).toHaveText(en.scenario.status.success);
    await page.getByTestId('edition-select').selectOption('2009');
    await expect(outcome(page, 'shared')).toHaveCount(0);
    await board(page, 'shared').getByRole('radio', { name: 'Reinstate the position and give Black two extra minutes.' }).check();
    await board(page, 'shared').getByRole('button', { name: en.arbiter.submit }).click();
    await expect(announcer(page, 'shared')).toContainText('Right.');
    await expect(announcer(page, 'shared')).toContainText('Black gets 2 min more.');
  });

  test('flag fall against a lone king, with the keyboard alone', async ({ page }) => {
    await openScenario(page, 'flag-lone-king');
    await board(page, 'shared').getByRole('radio').first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(board(page, 'shared').getByRole('radio', { name: /The game is drawn/ })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(announcer(page, 'shared')).toContainText("Right. Your ruling agrees with the Laws of the edition chosen. The Laws say: White's flag has fallen, but the opponent cannot checkmate");
    await expect(announcer(page, 'shared')).toContainText('Article 6.9, 2023 edition.');
  });
});

test('an exercise inside a lesson loads the rules when it starts, and follows them', async ({ page }) => {
  await page.goto('/pt/laws/2023/3/');
  await waitForBoard(page, 'en-passant-exercise');
  const b = board(page, 'en-passant-exercise');
  await b.getByRole('button', { name: boardText.pt.scenario.start }).click();
  await expect(piece(page, 'en-passant-exercise', 'd5')).toHaveAttribute('data-piece', 'bP');
  await expect(b.getByTestId('announcer')).toContainText('O seu adversário joga: Peão preto de d7 para d5.');
  await square(page, 'en-passant-exercise', 'e5').click();
  await square(page, 'en-passant-exercise', 'd6').click();
  await expect(b.getByTestId('announcer')).toContainText('Artigos 3.7.3.1, 3.7.3.2, edição de 2023.');
  await expect(b.getByTestId('outcome')).toHaveText(boardText.pt.scenario.status.success);
});

test('free board with a hand: touching an opponent’s piece with your own obliges that capture', async ({ page }) => {
  await page.goto('/en/board/?edition=2009&moves=e2e4,d7d5');
  await waitForBoard(page, 'free');
  const b = board(page, 'free');
  await b.getByRole('radio', { name: en.hand.touch }).check();
  await square(page, 'free', 'e4').click();
  await square(page, 'free', 'd5').click();
  await expect(b.getByTestId('announcer')).toHaveText(/you must capture the piece on d5 with the piece on e4\. Article 4\.3c, 2009 edition\./);
  await piece(page, 'free', 'e4').dragTo(square(page, 'free', 'e5'), { steps: 10 });
  await expect(b.getByTestId('announcer')).toHaveText(/^Not allowed: you touched a piece.*Article 4\.3c, 2009 edition\./);
  await piece(page, 'free', 'e4').dragTo(square(page, 'free', 'd5'), { steps: 10 });
  await expect(piece(page, 'free', 'd5')).toHaveAttribute('data-piece', 'wP');
  await expect(b.getByText(en.hand.none)).toBeVisible();
  await expect(page).toHaveURL(/moves=e2e4,d7d5,e4d5$/);
});

import type { Locator, Page } from '@playwright/test';
import { test, expect, board, piece, waitForBoard, boardText, LESSON } from './fixtures';

const en = boardText.en;
const announcer = (page: Page, id: string) => board(page, id).getByTestId('announcer');
const key = (page: Page, id: string, sq: string) => board(page, id).getByRole('button', { name: new RegExp(`^${sq},`) });
const focusIsOnBody = (page: Page) => page.evaluate(() => document.activeElement === document.body || document.activeElement === null);

async function openScenario(page: Page, id: string, query = '') {
  await page.goto(`/en/board/?scenario=${id}${query}`);
  await waitForBoard(page, 'shared');
}

/** Presses Enter on a control reached with the keyboard and checks that it disabled itself. */
async function pressUntilDisabled(control: Locator, page: Page) {
  await control.focus();
  await page.keyboard.press('Enter');
  await expect(control).toBeDisabled();
}

test.describe('focus never falls to the page when a control disables itself', () => {
  test('after a correct claim, focus goes to Try again', async ({ page }) => {
    await openScenario(page, 'threefold-written');
    await board(page, 'shared').getByRole('button', { name: en.scenario.start }).focus();
    await page.keyboard.press('Enter');
    await board(page, 'shared').getByLabel(en.claim.write).focus();
    await page.keyboard.type('Nf3');
    await page.keyboard.press('Tab');
    const claim = board(page, 'shared').getByRole('button', { name: en.claim.threefold });
    await expect(claim).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(announcer(page, 'shared')).toContainText('The claim is correct');
    await expect(claim).toBeDisabled();
    expect(await focusIsOnBody(page)).toBe(false);
    await expect(board(page, 'shared').getByRole('button', { name: en.scenario.retry })).toBeFocused();
  });

  test('after the last hint, focus goes to the board', async ({ page }) => {
    await openScenario(page, 'en-passant');
    await board(page, 'shared').getByRole('button', { name: en.scenario.start }).focus();
    await page.keyboard.press('Enter');
    await expect(key(page, 'shared', 'e2')).toBeFocused();
    const hint = board(page, 'shared').getByRole('button', { name: en.scenario.hint });
    await hint.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(hint).toBeEnabled();
    await page.keyboard.press('Enter');
    await expect(announcer(page, 'shared')).toContainText('Hint 3 of 3');
    await expect(hint).toBeDisabled();
    expect(await focusIsOnBody(page)).toBe(false);
    await expect(key(page, 'shared', 'e2')).toBeFocused();
  });

  test('after taking back the last move, focus goes to the board', async ({ page }) => {
    await page.goto('/en/board/');
    await waitForBoard(page, 'free');
    const input = board(page, 'free').getByLabel('Type a move');
    await input.fill('e4');
    await input.press('Enter');
    await expect(piece(page, 'free', 'e4')).toHaveAttribute('data-piece', 'wP');
    await pressUntilDisabled(board(page, 'free').getByRole('button', { name: en.controls.undo }), page);
    await expect(announcer(page, 'free')).toHaveText(en.announce.undone);
    expect(await focusIsOnBody(page)).toBe(false);
    await expect(board(page, 'free').locator('.board-key[tabindex="0"]')).toBeFocused();
  });

  test('when a flag falls while "Stop the clocks" has focus, focus goes to Try again', async ({ page }) => {
    // Four minutes of the board's clock run as fast as the page can: some 2400 ticks, each drawn. On a busy machine
    // that alone took 24 s of the 30 (a trace of a failure under --repeat-each 20).
    test.slow();
    await page.clock.install();
    await openScenario(page, 'fifty-moves');
    await board(page, 'shared').getByRole('button', { name: en.scenario.start }).click();
    const stop = board(page, 'shared').getByRole('button', { name: en.clock.pause });
    await stop.focus();
    await page.clock.runFor(241_000);
    await expect(announcer(page, 'shared')).toContainText("White's flag has fallen");
    // The button now reads "Start the clocks", and the game is over: disabled.
    await expect(board(page, 'shared').getByRole('button', { name: en.clock.resume })).toBeDisabled();
    expect(await focusIsOnBody(page)).toBe(false);
    await expect(board(page, 'shared').getByRole('button', { name: en.scenario.retry })).toBeFocused();
  });
});

test('changing the edition of the free board is announced', async ({ page }) => {
  await page.goto('/en/board/');
  await waitForBoard(page, 'free');
  const status = page.getByTestId('edition-status');
  await expect(status).toHaveRole('status');
  await expect(status).toHaveText('');
  await page.getByTestId('edition-select').focus();
  await page.getByTestId('edition-select').selectOption('2009');
  await expect(status).toHaveText(en.edition.changed.replace('{{year}}', '2009'));
  await expect(page).toHaveURL(/edition=2009/);
  await page.getByTestId('edition-select').selectOption('2018');
  await expect(status).toHaveText(en.edition.changed.replace('{{year}}', '2018'));
});

test.describe('the promotion chooser is a modal dialog', () => {
  async function openByKeyboard(page: Page) {
    await page.goto(`/en${LESSON}`);
    await waitForBoard(page, 'promotion');
    // The pawn on b7: pick it up, one square up to b8, put it down.
    await key(page, 'promotion', 'b7').focus();
    await page.keyboard.press('Enter');
    await expect(announcer(page, 'promotion')).toContainText('picked up');
    await page.keyboard.press('ArrowUp');
    await expect(key(page, 'promotion', 'b8')).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = board(page, 'promotion').getByRole('dialog', { name: 'Promote the pawn on b8 to:' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('Tab cycles inside it, typed moves are ignored, Escape cancels and clears "picked up", focus returns', async ({ page }) => {
    const dialog = await openByKeyboard(page);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // A native modal dialog (showModal): the rest of the page is inert, so neither a script nor a screen reader's
    // cursor can give it the focus.
    expect(await dialog.evaluate((d) => d.tagName === 'DIALOG' && d.matches(':modal'))).toBe(true);
    const outside = board(page, 'promotion').getByRole('button', { name: en.controls.undo, includeHidden: true });
    expect(await outside.evaluate((el: HTMLElement) => (el.focus(), document.activeElement === el))).toBe(false);
    const names = ['queen', 'rook', 'bishop', 'knight', en.promotion.cancel, 'queen'];
    await expect(dialog.getByRole('button', { name: 'queen' })).toBeFocused();
    for (const name of names.slice(1)) {
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name })).toBeFocused();
    }
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: en.promotion.cancel })).toBeFocused();

    // Keys typed while it is open stay inside it; the typed-move field, even submitted by a script, plays nothing.
    await page.keyboard.type('h3');
    await expect(dialog).toBeVisible();
    const input = board(page, 'promotion').getByLabel('Type a move');
    await expect(input).toHaveValue('');
    await input.evaluate((el: HTMLInputElement) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, 'h3');
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.form!.requestSubmit();
    });
    await expect(dialog).toBeVisible();
    await expect(piece(page, 'promotion', 'h3')).toHaveCount(0);
    await expect(piece(page, 'promotion', 'h2')).toHaveAttribute('data-piece', 'wP');
    await expect(piece(page, 'promotion', 'b7')).toHaveAttribute('data-piece', 'wP');
    await expect(dialog.getByRole('button', { name: en.promotion.cancel })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(announcer(page, 'promotion')).not.toContainText('picked up');
    await expect(announcer(page, 'promotion')).toHaveText('White pawn put back on b7.');
    await expect(piece(page, 'promotion', 'b7')).toHaveAttribute('data-piece', 'wP');
    await expect(key(page, 'promotion', 'b8')).toBeFocused();
  });

  test('opened from the typed-move field, it gives the keyboard back to the field', async ({ page }) => {
    await page.goto(`/en${LESSON}`);
    await waitForBoard(page, 'promotion');
    const input = board(page, 'promotion').getByLabel('Type a move');
    await input.fill('b8');
    await input.press('Enter');
    const dialog = board(page, 'promotion').getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'queen' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(input).toBeFocused();
    await input.fill('b8=Q');
    await input.press('Enter');
    await expect(piece(page, 'promotion', 'b8')).toHaveAttribute('data-piece', 'wQ');
    await expect(input).toBeFocused();
  });

  test('a click outside it cancels it; the rest of the page cannot be clicked meanwhile', async ({ page }) => {
    await page.goto(`/en${LESSON}`);
    await waitForBoard(page, 'promotion');
    await board(page, 'promotion').locator('[data-square="b7"]').click();
    await board(page, 'promotion').locator('[data-square="b8"]').click();
    const dialog = board(page, 'promotion').getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The backdrop is over everything else: a click on "Take back" would land on it.
    const takeBack = board(page, 'promotion').getByRole('button', { name: en.controls.undo });
    await takeBack.scrollIntoViewIfNeeded();
    const box = (await takeBack.boundingBox())!;
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('dialog')?.dataset.testid, { x: box.x + 5, y: box.y + 5 })).toBe('promotion-chooser');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(announcer(page, 'promotion')).toHaveText('White pawn put back on b7.');
    // Opened by a click, it gives focus to the square the pawn was going to (not to the page).
    await expect(key(page, 'promotion', 'b8')).toBeFocused();
    await expect(piece(page, 'promotion', 'b7')).toHaveAttribute('data-piece', 'wP');
  });
});

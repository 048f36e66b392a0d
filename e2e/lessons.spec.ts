import AxeBuilder from '@axe-core/playwright';
import { lessons } from '../lib/content/lessons';
import { test, expect, board, piece, square, waitForBoard, boardText } from './fixtures';
import en from '../locales/en/laws.json';
import pt from '../locales/pt/laws.json';

test('a lesson follows the edition of its page: boards, citations and what it says', async ({ page }) => {
  await page.goto('/en/laws/1997/3/');
  const lesson = page.locator('section[aria-labelledby="lesson-title"]');
  // The pawn is 3.4 in 1997: citations give that edition's numbers.
  await expect(lesson.getByRole('link', { name: 'Article 3.4c', exact: true })).toBeVisible();
  // 1997 3.5b: a king is in check even from pieces that cannot move; what a pinned piece attacks is said only from 2001.
  await expect(lesson).toContainText('such a piece still gives check');
  await expect(lesson).not.toContainText('so the king may not step onto one of them');
  await waitForBoard(page, 'initial');
  await piece(page, 'initial', 'g1').dragTo(square(page, 'initial', 'g3'), { steps: 10 });
  await expect(board(page, 'initial').getByTestId('announcer')).toHaveText(/Article 3\.3, 1997 edition\./);

  await page.goto('/en/laws/2023/3/');
  await expect(lesson.getByRole('link', { name: 'Article 3.7.3', exact: true })).toBeVisible();
  await expect(lesson).toContainText('pinned to its own king');
});

test('check yourself: a wrong answer, then the right one, with the article of the edition', async ({ page }) => {
  await page.goto('/pt/laws/2009/3/');
  const quiz = page.locator('[data-question="en-passant-timing"]');
  await quiz.getByRole('button', { name: pt.quiz.check }).click();
  await expect(quiz.getByText(pt.quiz.choose)).toBeVisible();
  await quiz.getByLabel(/enquanto o peão preto/).check();
  await quiz.getByRole('button', { name: pt.quiz.check }).click();
  await expect(quiz.getByText(pt.quiz.wrong)).toBeVisible();
  await quiz.getByLabel(/lance imediatamente seguinte/).check();
  await quiz.getByRole('button', { name: pt.quiz.check }).click();
  await expect(quiz.getByText(pt.quiz.right)).toBeVisible();
  await expect(quiz.getByRole('link', { name: 'Artigo 3.7d' })).toHaveAttribute('href', '/pt/laws/2009/3/#p-3.7d');
});

test('check yourself works from the keyboard alone', async ({ page }) => {
  await page.goto('/en/laws/2023/3/');
  const quiz = page.locator('[data-question="promotion-choice"]');
  // the form is disabled until the page's scripts have taken it over
  await expect(quiz.getByRole('radio').first()).toBeEnabled();
  await quiz.getByRole('radio').first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(quiz.getByRole('radio').nth(1)).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(quiz.getByRole('button', { name: en.quiz.check })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(quiz.getByText(en.quiz.right)).toBeVisible();
});

test('a question is asked only in the editions it holds for', async ({ page }) => {
  // the third illegal move loses in 2001 and 2009, the second from 2018
  await page.goto('/en/laws/2009/7/');
  await expect(page.locator('[data-question="third-illegal-move"]')).toBeVisible();
  await expect(page.locator('[data-question="second-illegal-move"]')).toHaveCount(0);
  await page.goto('/en/laws/2018/7/');
  await expect(page.locator('[data-question="second-illegal-move"]')).toBeVisible();
  await expect(page.locator('[data-question="third-illegal-move"]')).toHaveCount(0);
});

// Every lesson, in turn in each language, on its page of the current edition: it renders, its boards come up,
// nothing logs an error, and axe finds nothing on the page.

const languages = ['en', 'pt', 'gl'] as const;
for (const [i, lesson] of lessons.entries()) {
  const locale = languages[i % 3]!;
  test(`the ${lesson.slug} lesson works in ${locale}`, async ({ page }) => {
    await page.goto(`/${locale}/laws/2023/${lesson.part}/`);
    await expect(page.locator('#lesson-title')).toContainText(lesson.title[locale]);
    const boards = page.locator('[data-board]');
    const count = await boards.count();
    if (lesson.playable) expect(count).toBeGreaterThan(0);
    for (let b = 0; b < count; b++) {
      const id = (await boards.nth(b).getAttribute('data-board'))!;
      // A board near the screen swaps its picture for the live board: a scroll can meet the picture as it leaves,
      // so it is tried again until the board is there.
      await expect(async () => {
        await board(page, id).scrollIntoViewIfNeeded({ timeout: 2_000 });
        await expect(board(page, id).locator('[data-square]').first()).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
    }
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  });
}

test('a claim board inside a lesson: Black writes Ng8 and claims the third repetition (2009)', async ({ page }) => {
  await page.goto('/en/laws/2009/9/');
  await waitForBoard(page, 'threefold-free');
  const claim = board(page, 'threefold-free');
  await claim.getByLabel(boardText.en.claim.write).fill('Ng8');
  await claim.getByRole('button', { name: boardText.en.claim.threefold }).click();
  await expect(claim.getByTestId('announcer')).toContainText('The claim is correct: the game is drawn.');
  await expect(claim.getByTestId('announcer')).toContainText('2009 edition.');
});

test('a touch-move board inside a lesson holds the learner to the piece touched (keyboard)', async ({ page }) => {
  await page.goto('/gl/laws/2023/4/');
  await waitForBoard(page, 'hand');
  const hand = board(page, 'hand');
  // T switches the hand to "touch"; Enter on f3 touches the knight there.
  await hand.getByRole('button', { name: /^f3,/ }).focus();
  await page.keyboard.press('t');
  await page.keyboard.press('Enter');
  await expect(hand.getByTestId('announcer')).toContainText('f3');
  await page.keyboard.press('m');
  // Now a pawn move is refused: the touched knight must move.
  await hand.getByRole('button', { name: /^a2,/ }).focus();
  await page.keyboard.press('Enter');
  await hand.getByRole('button', { name: /^a3,/ }).focus();
  await page.keyboard.press('Enter');
  await expect(piece(page, 'hand', 'a2')).toHaveAttribute('data-piece', 'wP');
  await expect(hand.getByTestId('announcer')).toContainText('2023');
});

test.describe('before the page’s scripts run', () => {
  test.use({ javaScriptEnabled: false });
  test('a question cannot be submitted to the server (a reload that would lose the answer): its controls wait', async ({ page }) => {
    await page.goto('/en/laws/2023/3/');
    const quiz = page.locator('[data-question="promotion-choice"]');
    await expect(quiz.getByRole('button', { name: en.quiz.check })).toBeDisabled();
    await expect(quiz.getByRole('radio').first()).toBeDisabled();
    await expect(quiz).toContainText(/./);
  });
});

import AxeBuilder from '@axe-core/playwright';
import { test, expect, board, waitForBoard } from './fixtures';
import enCoach from '../locales/en/coach.json';
import ptCoach from '../locales/pt/coach.json';
import glCoach from '../locales/gl/coach.json';
import quiz from '../content/quizzes/completion-of-the-game.json';
import mate from '../content/scenarios/completion-of-the-game-mate.json';
import resignation from '../content/scenarios/completion-of-the-game-resignation.json';

// Coach tools: a lesson on paper, projector mode, and share links for exercises and arbiter cases.
// The lesson of Article 5 (2023) has free boards, an exercise, an arbiter case and "Check yourself" questions.
const LESSON = '/pt/laws/2023/5/';
const LETTERS = 'ABCDEF';
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

test('a lesson prints with its diagrams and an answer key, without the site around it, in A4 and Letter', async ({ page }) => {
  await page.goto(LESSON);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('nav.breadcrumb')).toBeHidden();
  await expect(page.getByRole('button', { name: ptCoach.print.button })).toBeHidden();
  // the law text and the lesson are there
  await expect(page.locator('.official-text')).toBeVisible();
  await expect(page.locator('#lesson-title')).toBeVisible();
  // every board is a diagram with its caption, in the reader's language; the live boards are not printed
  const sheets = page.locator('.print-board');
  await expect(sheets).toHaveCount(7);
  for (const sheet of await sheets.all()) await expect(sheet.locator('.exam-diagram img').first()).toBeVisible();
  await expect(page.locator('.live-board-island').first()).toBeHidden();
  await expect(sheets.first()).toContainText('Brancas jogam: um lance de dama dá mate, outro só empata');
  await expect(sheets.first()).toContainText(ptCoach.print.toMove.w);
  await expect(sheets.first().getByRole('img')).toHaveAttribute('aria-label', /Brancas jogam/);
  // the arbiter case lists its rulings by letter
  const caseSheet = sheets.filter({ hasText: resignation.text.pt.title });
  await expect(caseSheet.locator('.print-board-choices li')).toHaveText(resignation.choices.map((c) => resignation.text.pt.choices[c.id as keyof typeof resignation.text.pt.choices]));
  // questions without their answers, and the key at the end
  await expect(page.locator('.quiz-question').first()).toBeVisible();
  await expect(page.locator('.quiz-question .button').first()).toBeHidden();
  const key = page.locator('.print-key');
  await expect(key.getByRole('heading', { name: ptCoach.print.keyHeading })).toBeVisible();
  const answers = key.locator('ol.print-key-list > li');
  // one answer per question the page shows (the questions that hold in this edition)
  const shown = await page.locator('.quiz-question').evaluateAll((qs) => qs.map((q) => (q as HTMLElement).dataset.question));
  expect(shown.length).toBeGreaterThan(3);
  await expect(answers).toHaveCount(shown.length);
  const first = quiz.questions.find((q) => q.id === shown[0])!;
  await expect(answers.first()).toContainText(`${LETTERS[first.answer]} — ${first.choices[first.answer]!.pt}`);
  // the case's ruling in 2023: a draw (the engine's ruling, as the author expects it)
  const draw = resignation.choices.findIndex((c) => c.id === resignation.answers['2023']);
  await expect(key.locator('ul.print-key-list > li')).toHaveText([`${resignation.text.pt.title}: ${LETTERS[draw]} — ${resignation.text.pt.choices.draw}`]);

  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await page.pdf({ format, printBackground: true });
    expect(pdfPages(pdf), format).toBeGreaterThan(1);
  }
});

test('the printed diagrams are in the page as served: printing needs no script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(LESSON);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.print-board .exam-diagram')).toHaveCount(7);
  await expect(page.locator('.print-board .exam-diagram').last()).toBeVisible();
  await expect(page.locator('.print-key')).toBeVisible();
  await context.close();
});

test('projector mode, turned on with the keyboard, survives a reload through its link; Escape leaves it; axe clean', async ({ page }) => {
  await page.goto('/gl/board/?edition=2009&moves=e2e4');
  await waitForBoard(page, 'free');
  const toggle = board(page, 'free').getByRole('button', { name: glCoach.projector.enter });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(board(page, 'free')).toHaveClass(/\bprojector\b/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(board(page, 'free').getByTestId('board-tools-status')).toHaveText(glCoach.projector.on);
  await expect(page).toHaveURL(/\?edition=2009&moves=e2e4&projector=1$/);
  await expect(page.getByTestId('share-url')).toHaveValue(/&projector=1$/);
  // a large board
  const box = await board(page, 'free').locator('.live-board-board').boundingBox();
  expect(box!.width).toBeGreaterThan(540); // 480 px off projector mode, on a 1280 × 720 screen

  await page.reload();
  await waitForBoard(page, 'free');
  await expect(board(page, 'free')).toHaveClass(/\bprojector\b/);
  await expect(board(page, 'free').getByRole('listitem')).toHaveText(/e4/);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);

  // every control is reached by the keyboard, and Escape from the board leaves projector mode
  await board(page, 'free').locator('.board-key[tabindex="0"]').focus();
  await page.keyboard.press('Escape');
  await expect(board(page, 'free')).not.toHaveClass(/\bprojector\b/);
  await expect(page).toHaveURL(/\?edition=2009&moves=e2e4$/);
});

test('Escape on a lesson board’s tools leaves projector mode and gives the keyboard back to the toggle', async ({ page }) => {
  await page.goto('/en/laws/2023/5/');
  await waitForBoard(page, 'resignation');
  const toggle = board(page, 'resignation').getByRole('button', { name: enCoach.projector.enter });
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(board(page, 'resignation')).toHaveClass(/\bprojector\b/);
  await page.keyboard.press('Tab');
  await expect(board(page, 'resignation').getByRole('button', { name: enCoach.share.button })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(board(page, 'resignation')).not.toHaveClass(/\bprojector\b/);
  await expect(toggle).toBeFocused();
});

for (const { name, id, scenario, kind } of [
  { name: 'an exercise', id: 'mate-exercise', scenario: mate, kind: 'exercise' as const },
  { name: 'an arbiter case', id: 'resignation', scenario: resignation, kind: 'case' as const },
]) {
  test(`the share link of ${name} opens exactly that ${kind === 'case' ? 'case' : 'exercise'}, with its title for the clipboard`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(LESSON);
    await waitForBoard(page, id);
    const title = (await board(page, id).locator('figcaption').textContent())!;
    expect(title).toBe(scenario.text.pt.title);
    await board(page, id).getByRole('button', { name: ptCoach.share.button }).click();
    await expect(board(page, id).getByTestId('board-tools-status')).toHaveText(ptCoach.share.copied);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const [line, url] = copied.split('\n');
    expect(line).toBe(ptCoach.share[kind].replace('{{title}}', title));
    expect(url).toMatch(new RegExp(`^http://localhost:\\d+/pt/board/\\?edition=2023&scenario=${scenario.id}$`));

    const other = await context.newPage();
    await other.goto(url!);
    await waitForBoard(other, 'shared');
    await expect(board(other, 'shared').locator('figcaption')).toHaveText(title);
    await expect(board(other, 'shared')).toHaveAttribute('data-edition', '2023');
    if (kind === 'case') await expect(board(other, 'shared').getByRole('radio')).toHaveCount(resignation.choices.length);
    else await expect(board(other, 'shared').getByRole('button', { name: /Começar/ })).toBeVisible();
  });
}

test('a free lesson board shares its position; a refused clipboard leaves the text to copy by hand', async ({ page, context }) => {
  await page.goto('/gl/laws/2023/5/');
  await waitForBoard(page, 'mate-or-stalemate');
  await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
  await board(page, 'mate-or-stalemate').getByRole('button', { name: glCoach.share.button }).click();
  await expect(board(page, 'mate-or-stalemate').getByTestId('board-tools-status')).toHaveText(glCoach.share.failed);
  const field = board(page, 'mate-or-stalemate').getByLabel(glCoach.share.field);
  await expect(field).toBeFocused();
  const text = await field.inputValue();
  expect(text).toMatch(/^Taboleiro de xadrez: .+\nhttp:\/\/localhost:\d+\/gl\/board\/\?edition=2023&fen=7k\/8\/6K1\/8\/8\/8\/8\/5Q2\+w\+-\+-\+0\+1$/);
  const other = await context.newPage();
  await other.goto(text.split('\n')[1]!);
  await waitForBoard(other, 'free');
  await expect(board(other, 'free').locator('[data-square="f1"] [data-piece]')).toHaveAttribute('data-piece', 'wQ');
});

test('a link with a projector value other than 1 or 0 is refused with a clear message', async ({ page }) => {
  await page.goto('/en/board/?projector=yes');
  await expect(page.getByTestId('link-problem')).toContainText(enCoach.link['bad-projector'].replace('{{detail}}', 'yes'));
});

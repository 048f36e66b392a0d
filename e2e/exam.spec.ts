import type { Page } from '@playwright/test';
import { test, expect, locales, fill, axeClean } from './fixtures';
import en from '../locales/en/exam.json';
import pt from '../locales/pt/exam.json';
import gl from '../locales/gl/exam.json';
import type { ShownQuestion } from '../lib/exam/show';
import { partsText } from '../lib/exam/textParts';
import { answerByKeyboard, wrongChoice } from './examKeyboard';

const strings = { en, pt, gl };

async function bank(page: Page, locale: string, edition: string): Promise<Map<string, ShownQuestion>> {
  const res = await page.request.get(`/${locale}/exam/${edition}/questions.json`);
  expect(res.ok()).toBe(true);
  return new Map(((await res.json()) as ShownQuestion[]).map((q) => [q.id, q]));
}

/** The ids of the questions on the page, in order. */
const shownIds = (page: Page) => page.locator('fieldset.exam-question').evaluateAll((els) => els.map((e) => e.getAttribute('data-question')!));

async function answerByMouse(page: Page, q: ShownQuestion, wrong = false) {
  const group = page.locator(`fieldset[data-question="${q.id}"]`);
  if (q.kind === 'numeric') {
    await group.locator('input').click();
    await group.locator('input').fill(String(wrong ? q.value! + 1 : q.value));
    return;
  }
  for (const i of wrong ? [wrongChoice(q)] : q.answer) await group.locator('label').nth(i).click();
}

for (const locale of locales) {
  const s = strings[locale];
  for (const how of ['keyboard', 'mouse'] as const) {
    test(`${locale}: a mock exam taken by ${how}: answer all, hand in, see the score and the review`, async ({ page }) => {
      const edition = how === 'keyboard' ? '2023' : '2009';
      const questions = await bank(page, locale, edition);
      await page.goto(`/${locale}/exam/?edition=${edition}&mode=mock&size=10&seed=${how === 'keyboard' ? 11 : 12}`);
      const start = page.getByRole('button', { name: s.setup.start, exact: true });
      await expect(start).toBeEnabled();
      if (how === 'keyboard') {
        await start.focus();
        await page.keyboard.press('Enter');
      } else await start.click();
      await expect(page.getByRole('heading', { level: 2, name: fill(s.mock.heading, { size: 10, year: edition }) })).toBeFocused();
      await expect(page.getByRole('timer')).toHaveText(/^(1:00:00|59:5\d)$/);
      const ids = await shownIds(page);
      expect(ids).toHaveLength(10);
      // One question answered wrong on purpose, so the review has something to show.
      const wrongId = ids.find((id) => questions.get(id)!.kind !== 'numeric')!;
      for (const id of ids) {
        const q = questions.get(id)!;
        if (how === 'keyboard') await answerByKeyboard(page, q, id === wrongId);
        else await answerByMouse(page, q, id === wrongId);
      }
      await expect(page.getByText(fill(s.mock.answered, { n: 10, total: 10 }))).toBeVisible();
      await axeClean(page);
      const submit = page.getByRole('button', { name: s.mock.submit });
      if (how === 'keyboard') {
        await submit.focus();
        await page.keyboard.press('Enter');
      } else await submit.click();

      await expect(page.getByRole('heading', { level: 2, name: s.results.heading })).toBeFocused();
      await expect(page.getByText(fill(s.results.score, { right: 9, total: 10, percent: 90 }))).toBeVisible();
      await expect(page.getByText(fill(s.results.passed, { pass: 80 }))).toBeVisible();
      const review = page.locator('.exam-review:not(.exam-review-all) > li');
      await expect(review).toHaveCount(1);
      const q = questions.get(wrongId)!;
      await expect(review).toHaveAttribute('data-question', wrongId);
      await expect(review).toContainText(fill(s.results.yourAnswer, { answer: q.choices[wrongChoice(q)]! }));
      await expect(review).toContainText(fill(s.results.rightAnswer, { answer: q.answer.map((i) => q.choices[i]).join('; ') }));
      await expect(review).toContainText(partsText(q.explanation));
      await expect(review.getByRole('link', { name: fill(s.question.lesson, { title: q.lesson!.title }) })).toHaveAttribute('href', q.lesson!.href);
      // Every question can be read again, with its answer and explanation.
      await page.getByText(s.results.allQuestions).click();
      await expect(page.locator('.exam-review-all > li')).toHaveCount(10);
      await expect(page.locator('.exam-review-all > li.exam-was-wrong')).toHaveCount(1);
      await axeClean(page);

      // "Retry my mistakes" practises the one question answered wrong.
      await page.getByRole('button', { name: s.results.retryMistakes }).click();
      await expect(page.locator('fieldset.exam-question')).toHaveAttribute('data-question', wrongId);
      await expect(page.getByText(fill(s.question.number, { n: 1, total: 1 }))).toBeVisible();
    });
  }
}

test('practice by topic: feedback after each question, results, and the progress kept after a reload', async ({ page }) => {
  const s = strings.pt;
  const questions = await bank(page, 'pt', '2023');
  await page.goto('/pt/exam/?mode=practice&topic=drawn-game&size=2&seed=5');
  const topicSelect = page.getByLabel(s.setup.topic, { exact: true });
  await expect(topicSelect).toHaveValue('drawn-game');
  await page.getByRole('button', { name: s.setup.start, exact: true }).click();
  const first = (await shownIds(page))[0]!;
  expect(questions.get(first)!.topic).toBe('drawn-game');
  // Checking without an answer asks for one.
  await page.getByRole('button', { name: s.question.check }).click();
  await expect(page.getByText(s.question.choose)).toBeVisible();
  await answerByMouse(page, questions.get(first)!);
  await page.getByRole('button', { name: s.question.check }).click();
  await expect(page.locator('.exam-feedback')).toContainText(s.question.right);
  await expect(page.locator('.exam-feedback')).toContainText(partsText(questions.get(first)!.explanation));
  const next = page.getByRole('button', { name: s.question.next });
  await expect(next).toBeFocused();
  await axeClean(page);
  await next.click();
  const second = (await shownIds(page))[0]!;
  expect(second).not.toBe(first);
  await answerByMouse(page, questions.get(second)!, questions.get(second)!.kind !== 'numeric');
  await page.getByRole('button', { name: s.question.check }).click();
  await expect(page.locator('.exam-feedback')).toContainText(s.question.wrong);
  await page.getByRole('button', { name: s.question.finish }).click();
  await expect(page.getByText(fill(s.results.practiceScore, { right: 1, total: 2, percent: 50 }))).toBeVisible();

  await page.reload();
  await expect(page.getByText(fill(s.progress.practice, { n: 2, right: 1 }))).toBeVisible();
  await page.goto('/pt/');
  await expect(page.getByText(fill(s.progress.practice, { n: 2, right: 1 }))).toBeVisible();
  await page.getByRole('button', { name: s.progress.forget }).click();
  await expect(page.getByText(s.progress.forgotten)).toBeVisible();
  await page.reload();
  await expect(page.getByText(s.progress.none)).toBeVisible();
});

test('opening a lesson and answering its questions shows on the course home', async ({ page }) => {
  await page.goto('/gl/laws/2023/9/');
  const question = page.locator('.quiz-question').first();
  await question.locator('input[type="radio"]').first().check();
  await question.getByRole('button').click();
  await expect(question.locator('.quiz-result')).not.toBeEmpty();
  await page.goto('/gl/');
  await expect(page.getByText(fill(gl.progress.lessons, { n: 1, total: 22 }))).toBeVisible();
});

for (const [name, value, notice] of [
  ['damaged', '{"version":1,"lessons":', en.progress.recoveredCorrupt],
  ['of the wrong shape', '{"version":1,"lessons":[],"exams":"x"}', en.progress.recoveredCorrupt],
  ['from an older version', '{"version":0,"visited":["drawn-game"]}', en.progress.recoveredOld],
] as const) {
  test(`saved progress ${name} is set aside with a message, never a crash`, async ({ page }) => {
    await page.goto('/en/');
    await page.evaluate((v) => localStorage.setItem('fide-laws-course.progress.v1', v), value);
    await page.goto('/en/exam/');
    await expect(page.getByText(notice)).toBeVisible();
    await expect(page.getByText(en.progress.none)).toBeVisible();
    await axeClean(page);
    // The damaged record is kept aside, the new one is readable, and the exam still starts.
    expect(await page.evaluate(() => localStorage.getItem('fide-laws-course.progress.unreadable'))).toBe(value);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('fide-laws-course.progress.v1')))!)).toMatchObject({ version: 1 });
    await page.getByRole('button', { name: en.setup.start, exact: true }).click();
    await expect(page.locator('fieldset.exam-question')).toHaveCount(1);
    await page.goto('/en/');
    await expect(page.getByText(notice)).toBeVisible();
    await page.getByRole('button', { name: en.progress.dismiss }).click();
    await page.reload();
    await expect(page.getByText(notice)).toHaveCount(0);
  });
}

test('handing in with questions unanswered asks first, and links to each of them', async ({ page }) => {
  const questions = await bank(page, 'gl', '2023');
  await page.goto('/gl/exam/?mode=mock&size=3&seed=21');
  await page.getByRole('button', { name: gl.setup.start, exact: true }).click();
  const ids = await shownIds(page);
  await answerByMouse(page, questions.get(ids[0]!)!);
  await page.getByRole('button', { name: gl.mock.submit }).click();
  const confirm = page.locator('.exam-confirm');
  await expect(confirm).toContainText(fill(gl.mock.confirmUnanswered, { n: 2 }));
  await expect(confirm.getByRole('link')).toHaveText(['2', '3']);
  await confirm.getByRole('link', { name: '3' }).click();
  await expect(page).toHaveURL(new RegExp(`#exam-q-${ids[2]}$`));
  await axeClean(page);
  await confirm.getByRole('button', { name: gl.mock.submit }).click();
  await expect(page.getByText(fill(gl.results.score, { right: 1, total: 3, percent: 33 }))).toBeVisible();
  await expect(page.locator('.exam-review:not(.exam-review-all) > li').first()).toContainText(fill(gl.results.yourAnswer, { answer: gl.results.noAnswer }));
});

test('the countdown speaks at the marks only, and the exam is handed in when the time is up', async ({ page }) => {
  await page.clock.install();
  await page.goto('/en/exam/?mode=mock&size=5&minutes=6&seed=2');
  await page.getByRole('button', { name: en.setup.start, exact: true }).click();
  await expect(page.getByRole('timer')).toHaveText('6:00');
  const spoken = page.locator('.exam-timer [aria-live="polite"]');
  await expect(spoken).toHaveText('');
  await page.clock.runFor(61_000);
  await expect(page.getByRole('timer')).toHaveText('4:59');
  await expect(spoken).toHaveText(fill(en.mock.announce, { minutes: 5 }));
  await page.clock.runFor(300_000);
  await expect(page.getByRole('heading', { level: 2, name: en.results.heading })).toBeVisible();
  await expect(page.getByText(en.mock.timeUp)).toBeVisible();
  await expect(page.getByText(fill(en.results.failed, { pass: 80 }))).toBeVisible();
});

test('a lecturer prints an exam paper with diagrams and a separate answer key that matches it', async ({ page }) => {
  const questions = await bank(page, 'en', '2009');
  await page.goto('/en/exam/print/?edition=2009&size=12&seed=4&view=paper');
  await expect(page.getByRole('heading', { name: fill(en.print.paperHeading, { year: 2009 }) })).toBeVisible();
  const items = page.locator('.exam-paper-q');
  await expect(items).toHaveCount(12);
  const prompts = await items.locator('p').first().allTextContents();
  await axeClean(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('.exam-paper-tools')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: en.print.key }).click();
  await expect(page).toHaveURL(/view=key/);
  await expect(page.getByRole('heading', { name: fill(en.print.keyHeading, { year: 2009 }) })).toBeVisible();
  const keys = page.locator('.exam-key-list > li');
  await expect(keys).toHaveCount(12);
  // The key's first answer is the paper's first question's answer.
  const firstPrompt = prompts[0]!;
  const q = [...questions.values()].find((x) => firstPrompt.startsWith(x.prompt))!;
  await expect(keys.first()).toContainText(partsText(q.explanation));
});

test('the exam paper draws a board question as a diagram', async ({ page }) => {
  await page.goto('/gl/exam/print/?edition=2023&size=40&seed=9&view=paper&topics=quickplay-finish,irregularities');
  await expect(page.locator('.exam-paper-q .exam-diagram').first()).toBeVisible();
  await expect(page.locator('.exam-paper-q .exam-diagram img').first()).toHaveAttribute('src', /\/pieces\/[wb][KQRBNP]\.svg/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the exam page says it needs JavaScript, and its form cannot be sent half-working', async ({ page }) => {
    // Playwright turns scripts off without turning the parser's scripting flag off, so the <noscript> message is read
    // from the page as served rather than seen.
    await page.goto('/pt/exam/');
    expect(await page.content()).toContain(`<noscript><p class="exam-noscript">${pt.needsScript}</p></noscript>`);
    await expect(page.getByRole('button', { name: pt.setup.start, exact: true })).toBeDisabled();
    await page.goto('/gl/exam/print/');
    expect(await page.content()).toContain(`<noscript><p class="exam-noscript">${gl.needsScript}</p></noscript>`);
  });
});

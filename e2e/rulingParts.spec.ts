// Written rulings answered in parts, in Portuguese and Galician on a phone (390 × 844, touch): the decision, the clock
// changes, the result and the articles marked by the machine against the engine's key, the reason ticked by the
// candidate, marks per part shown; a clock change that is not a number refused with a message. Then a whole FA exam
// sat by keyboard alone, hand-in included, marked per part, and its result on the progress panel. Axe on each stage.
import type { Page } from '@playwright/test';
import { test, expect, fill, axeClean } from './fixtures';
import { answerByKeyboard } from './examKeyboard';
import ptR from '../locales/pt/rulings.json';
import glR from '../locales/gl/rulings.json';
import ptE from '../locales/pt/exam.json';
import glE from '../locales/gl/exam.json';
import { DECISION_CHOICES, RESULT_CHOICES, machineMarks, type AnswerKey } from '../lib/exam/partMarks';
import { pickExam } from '../lib/exam/pick';
import type { ShownRuling } from '../lib/exam/rulingShow';
import type { ShownQuestion } from '../lib/exam/show';

const strings = { pt: { r: ptR, e: ptE }, gl: { r: glR, e: glE } };

async function json<T>(page: Page, url: string): Promise<T[]> {
  const res = await page.request.get(url);
  expect(res.ok()).toBe(true);
  return (await res.json()) as T[];
}

/** Minutes as the candidate types them, from the key's seconds ("" for no change). */
const minutes = (seconds: number) => (seconds ? String(seconds / 60) : '');

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

for (const locale of ['pt', 'gl'] as const) {
  const { r: s, e: es } = strings[locale];
  const p = s.parts;

  test(`${locale}: a written ruling answered in parts, marked by the machine part by part`, async ({ page }) => {
    const items = await json<ShownRuling>(page, `/${locale}/exam/2023/rulings.json`);
    // The practice draws its order from Math.random: fixed here so that the first ruling is a board case whose ruling
    // changes a clock (all four machine parts), found by drawing as the page will.
    const seedOf = (c: number) => Math.floor(c * 2 ** 31);
    const c = Array.from({ length: 99 }, (_, i) => (i + 1) / 100).find((x) => {
      const first = pickExam(items, { size: items.length, seed: seedOf(x) })[0]!;
      return first.key.decision && first.key.clock && first.key.clock.black !== 0;
    })!;
    await page.addInitScript((v) => {
      Math.random = () => v;
    }, c);
    const r = pickExam(items, { size: items.length, seed: seedOf(c) })[0]!;
    const k = r.key as Required<AnswerKey>;

    await page.goto(`/${locale}/exam/rulings/`);
    const start = page.getByRole('button', { name: s.start, exact: true });
    await expect(start).toBeEnabled({ timeout: 15_000 });
    await start.tap();
    const item = page.locator(`[data-ruling="${r.id}"]`);
    await expect(item).toBeVisible();

    // Every part is a labelled control.
    await page.getByLabel(p.decision, { exact: true }).selectOption(k.decision[0]!);
    const white = page.getByLabel(p.clockWhite);
    const black = page.getByLabel(p.clockBlack);
    await white.fill('dois');
    await expect(item.getByRole('alert').filter({ hasText: /./ })).toHaveText(fill(p.clockBad, { value: 'dois' }));
    await expect(white).toHaveAttribute('aria-invalid', 'true');
    await white.fill(minutes(k.clock.white));
    await expect(item.getByRole('alert').filter({ hasText: /./ })).toHaveCount(0);
    await black.fill(minutes(k.clock.black));
    await item.getByRole('group', { name: p.result }).getByLabel(p.results[k.result as (typeof RESULT_CHOICES)[number]]).check();
    const articles = item.getByRole('group', { name: fill(p.articles, { year: 2023 }) });
    await expect(articles.getByRole('checkbox')).toHaveCount(k.articles.options.length);
    for (const a of k.articles.key) await articles.getByLabel(a, { exact: true }).tap();
    await page.getByLabel(s.yourRuling).fill('Lance ilegal: restabelece-se a posição anterior e o adversário recebe tempo extra.');
    // Every decision of the engine's vocabulary is offered, in the reader's language.
    await expect(page.getByLabel(p.decision, { exact: true }).locator('option')).toHaveCount(DECISION_CHOICES.length + 1);
    await axeClean(page);
    await page.getByRole('button', { name: s.mark }).tap();

    // Marks per part: the machine's four parts right, the reason not yet ticked.
    const table = item.locator('table[data-part-marks]');
    await expect(table.locator('tbody th')).toHaveText([p.names.decision, p.names.clock, p.names.result, p.names.articles, p.names.reason]);
    for (const part of ['decision', 'clock', 'result', 'articles'] as const) {
      await expect(table.locator(`tr[data-part="${part}"]`)).toHaveAttribute('data-verdict', 'right');
      await expect(table.locator(`tr[data-part="${part}"] td`).last()).toHaveText(`${fill(p.marksOf, { got: 1, total: 1 })} (${p.verdicts.right})`);
    }
    await expect(table.locator('tr[data-part="clock"] td').nth(1)).toHaveText(fill(p.clockText, { white: p.noChange, black: fill(p.added, { n: k.clock.black / 60 }) }));
    const machine = machineMarks(k);
    await expect(page.getByText(fill(s.score, { got: machine, total: r.marks }))).toBeVisible();
    // The reason: the elements the machine does not mark are ticked by the candidate, the others say so.
    const free = r.elements.filter((e) => !e.machine);
    await expect(item.locator('[data-element] input[type="checkbox"]')).toHaveCount(free.length);
    await expect(item.getByText(p.byMachine).first()).toBeVisible();
    await item.locator(`[data-element="${free[0]!.id}"] label`).tap();
    await expect(table.locator('tr[data-part="reason"] td').last()).toHaveText(
      `${fill(p.marksOf, { got: free[0]!.marks, total: free.reduce((n, e) => n + e.marks, 0) })} (${free.length > 1 ? p.verdicts.partial : p.verdicts.right})`,
    );
    await expect(page.getByText(fill(s.score, { got: machine + free[0]!.marks, total: r.marks }))).toBeVisible();
    await axeClean(page);
  });

  test(`${locale}: an FA exam sat by keyboard alone, handed in, marked per part, and its result on the progress panel`, async ({ page }) => {
    test.slow(); // a whole paper answered key by key, and three axe runs
    const questions = new Map((await json<ShownQuestion>(page, `/${locale}/exam/2023/questions.json`)).map((q) => [q.id, q]));
    const rulings = new Map((await json<ShownRuling>(page, `/${locale}/exam/2023/rulings.json`)).map((r) => [r.id, r]));
    await page.goto(`/${locale}/exam/fa/`);
    const start = page.getByRole('button', { name: s.fa.start });
    // enabled only once the page is live and has looked for a saved exam
    await expect(start).toBeEnabled({ timeout: 15_000 });
    await start.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: fill(s.fa.heading, { year: 2023 }) })).toBeFocused();

    // Every short question answered right.
    const ids = await page.locator('fieldset.exam-question').evaluateAll((els) => els.map((e) => e.getAttribute('data-question')!));
    for (const id of ids) await answerByKeyboard(page, questions.get(id)!);

    // Every written ruling: each part by keyboard, the right answer, and a reason typed.
    const shown = page.locator('[data-ruling]');
    await expect(shown).toHaveCount(5);
    const paper = await shown.evaluateAll((els) => els.map((e) => e.getAttribute('data-ruling')!));
    let rulingMarks = 0;
    for (const [i, id] of paper.entries()) {
      const r = rulings.get(id)!;
      const k = r.key;
      const item = shown.nth(i);
      rulingMarks += r.marks;
      if (k.decision) {
        await item.getByLabel(p.decision, { exact: true }).focus();
        // a closed list moves to the next option with each arrow press, after "choose"
        for (let n = 0; n <= DECISION_CHOICES.indexOf(k.decision[0] as (typeof DECISION_CHOICES)[number]); n++) await page.keyboard.press('ArrowDown');
        await expect(item.getByLabel(p.decision, { exact: true })).toHaveValue(k.decision[0]!);
      }
      if (k.clock) {
        // a clock that changes gets its minutes; where neither changes, "no change" is said with a 0 (both blank is
        // no answer)
        for (const c of ['white', 'black'] as const) {
          if (!k.clock[c] && (c === 'black' || k.clock.black)) continue;
          await item.getByLabel(c === 'white' ? p.clockWhite : p.clockBlack).focus();
          await page.keyboard.type(k.clock[c] ? minutes(k.clock[c]) : '0');
        }
      }
      if (k.result) {
        await item.getByRole('group', { name: p.result }).getByRole('radio').first().focus();
        await page.keyboard.press('Space');
        for (let n = 0; n < RESULT_CHOICES.indexOf(k.result); n++) await page.keyboard.press('ArrowDown');
        await expect(item.getByRole('group', { name: p.result }).getByLabel(p.results[k.result])).toBeChecked();
      }
      for (const a of k.articles.key) {
        await item.getByLabel(a, { exact: true }).focus();
        await page.keyboard.press('Space');
      }
      await item.getByLabel(s.yourRuling).focus();
      await page.keyboard.type('O árbitro aplica as Leis.');
    }
    const total = ids.length + 5;
    await expect(page.getByText(fill(s.fa.answered, { n: total, total }))).toBeVisible();
    await axeClean(page);
    // Everything answered: handing in asks nothing more.
    await page.getByRole('button', { name: s.fa.handIn }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: s.fa.markingHeading })).toBeFocused();

    // Marking: the machine's parts are already right; the candidate ticks every element of each reason.
    for (const [i, id] of paper.entries()) {
      const item = shown.nth(i);
      for (const e of rulings.get(id)!.elements.filter((x) => !x.machine)) {
        await item.locator(`[data-element="${e.id}"] input`).focus();
        await page.keyboard.press('Space');
      }
      await expect(item.locator('tr[data-verdict]:not([data-verdict="right"])')).toHaveCount(0);
    }
    await axeClean(page);
    await page.getByRole('button', { name: s.fa.seeResult }).focus();
    await page.keyboard.press('Enter');

    // The result sheet: every mark, per exam part and per ruling part.
    await expect(page.getByRole('heading', { level: 2, name: s.fa.resultHeading })).toBeFocused();
    const sheet = page.locator('table').first();
    await expect(sheet.locator('tr[data-part="laws-rulings"] td').first()).toHaveText(`${rulingMarks} / ${rulingMarks}`);
    const all = await sheet.locator('tfoot td').first().textContent();
    const [got, outOf] = all!.split(' / ').map(Number);
    expect(got).toBe(outOf);
    await expect(page.getByText(fill(s.fa.passed, { got: got!, total: outOf!, percent: 100, pass: 80 }))).toBeVisible();
    await expect(page.locator('table[data-part-marks]')).toHaveCount(5);
    await expect(page.locator('table[data-part-marks] tr[data-verdict="right"]')).toHaveCount(await page.locator('table[data-part-marks] tbody tr').count());
    await axeClean(page);

    // The progress panel on the course home shows the FA result.
    await page.goto(`/${locale}/`);
    const date = await page.evaluate((l) => new Date().toLocaleDateString(l), locale);
    await expect(page.locator('[data-last-fa]')).toHaveText(
      fill(es.progress.lastFa, { date, got: got!, total: outOf!, percent: 100, verdict: es.progress.verdictPassed, pass: 80 }),
      { timeout: 15_000 },
    );
  });
}

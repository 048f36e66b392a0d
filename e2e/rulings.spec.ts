// Written rulings and the FA exam mode, in Portuguese and Galician on a phone (390 × 844, touch): a ruling written,
// its model answer's elements ticked (the parts the machine marks: rulingParts.spec.ts), the marks shown; an FA exam
// started, answered, reloaded and resumed with the same clock and answers, handed in, marked and given its result
// sheet per part; a damaged saved exam refused with a message and a fresh start. Axe on each stage.
import type { Page } from '@playwright/test';
import { test, expect, fill, axeClean } from './fixtures';
import ptR from '../locales/pt/rulings.json';
import glR from '../locales/gl/rulings.json';
import ptE from '../locales/pt/exam.json';
import glE from '../locales/gl/exam.json';
import type { ShownRuling } from '../lib/exam/rulingShow';

const strings = { pt: { r: ptR, e: ptE }, gl: { r: glR, e: glE } };

async function rulings(page: Page, locale: string): Promise<Map<string, ShownRuling>> {
  const res = await page.request.get(`/${locale}/exam/2023/rulings.json`);
  expect(res.ok()).toBe(true);
  return new Map(((await res.json()) as ShownRuling[]).map((r) => [r.id, r]));
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

for (const locale of ['pt', 'gl'] as const) {
  const { r: s, e: es } = strings[locale];

  test(`${locale}: a written ruling is written, marked element by element, and scored`, async ({ page }) => {
    const bank = await rulings(page, locale);
    await page.goto(`/${locale}/exam/rulings/`);
    const start = page.getByRole('button', { name: s.start, exact: true });
    await expect(start).toBeEnabled({ timeout: 15_000 });
    await expect(page.getByText(fill(s.available, { n: bank.size }))).toBeVisible();
    await start.tap();
    const item = page.locator('[data-ruling]');
    const id = (await item.getAttribute('data-ruling'))!;
    const r = bank.get(id)!;
    await expect(item.getByRole('heading', { level: 3 })).toHaveText(`${fill(s.number, { n: 1, total: bank.size })} · ${fill(s.marksTag, { marks: r.marks })}`);
    await page.getByRole('button', { name: s.mark }).tap();
    await expect(page.getByText(s.writeFirst)).toBeVisible();
    await page.getByLabel(s.yourRuling).fill('O árbitro pausa o relógio e restabelece a posição.');
    await axeClean(page);
    await page.getByRole('button', { name: s.mark }).tap();
    await expect(page.getByRole('group', { name: s.modelHeading })).toBeVisible();
    await expect(item.locator('[data-element]')).toHaveCount(r.elements.length);
    await expect(page.getByText(fill(s.score, { got: 0, total: r.marks }))).toBeVisible();
    // Tick the first and the last element the candidate marks (the machine marks those that state the decision, and
    // nothing was chosen in its parts): the marks are theirs.
    const free = r.elements.filter((e) => !e.machine);
    const first = free[0]!;
    const last = free.at(-1)!;
    await item.locator(`[data-element="${first.id}"] label`).tap();
    if (last !== first) await item.locator(`[data-element="${last.id}"] label`).tap();
    await expect(page.getByText(fill(s.score, { got: first.marks + (last !== first ? last.marks : 0), total: r.marks }))).toBeVisible();
    // Every element cites its articles, linked to the paragraph in the 2023 Laws.
    await expect(item.locator(`[data-element="${first.id}"] a`).first()).toHaveAttribute('href', new RegExp(`^/${locale}/laws/2023/`));
    await axeClean(page);
    await page.getByRole('button', { name: s.next }).tap();
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(fill(s.number, { n: 2, total: bank.size })) })).toBeFocused();
  });

  test(`${locale}: an FA exam is started, answered, reloaded with the same clock and answers, handed in, marked and given its result sheet`, async ({ page }) => {
    test.slow(); // a whole exam, three axe runs and two reloads
    await page.clock.install();
    await page.goto(`/${locale}/exam/fa/`);
    const start = page.getByRole('button', { name: s.fa.start });
    await expect(start).toBeEnabled({ timeout: 15_000 });
    // The Laws part, and enough questions on the tournament and ratings parts for the Laws to carry about 55 % of the
    // marks: how many depends on the rulings drawn (their marks), so the page's own figure is read.
    const paper = new RegExp(`^${fill(s.fa.paperOthers, { questions: 20, rulings: 5, others: 'OTHERS' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('OTHERS', '(\\d+)')}$`);
    await expect(page.getByText(paper)).toBeVisible();
    const others = Number(paper.exec((await page.getByText(paper).textContent()) ?? '')![1]);
    expect(others).toBeGreaterThan(10);
    const total = 25 + others;
    await start.tap();
    await expect(page.getByRole('heading', { level: 2, name: fill(s.fa.heading, { year: 2023 }) })).toBeFocused();
    await expect(page.getByRole('timer')).toHaveText('4:00:00');
    await expect(page.getByText(fill(s.fa.answered, { n: 0, total }))).toBeVisible();
    // The first question with choices answered with its first choice (the paper is drawn at random, so the first
    // question may ask for a number), the first ruling written.
    const q1 = page.locator('fieldset.exam-question:has(.exam-choices)').first();
    const q1Id = await q1.getAttribute('data-question');
    await q1.locator('label').first().tap();
    const text = 'Pausa o relógio; restabelece a posição; dois minutos às pretas.';
    await page.getByLabel(s.yourRuling).first().fill(text);
    await expect(page.getByText(fill(s.fa.answered, { n: 2, total }))).toBeVisible();
    // The clock runs while the exam is open; a reload resumes it with the time that was left, not a fresh four hours.
    const timer = async () => {
      const [h, m, sec] = (await page.getByRole('timer').textContent())!.split(':').map(Number);
      return h! * 3600 + m! * 60 + sec!;
    };
    await page.clock.runFor(65_000);
    const before = await timer();
    expect(4 * 3600 - before).toBeGreaterThanOrEqual(65);
    await page.reload();
    await expect(page.getByText(s.fa.resumed)).toBeVisible({ timeout: 15_000 });
    const after = await timer();
    expect(before - after).toBeGreaterThanOrEqual(-2);
    expect(before - after).toBeLessThanOrEqual(3);
    await expect(page.locator(`fieldset[data-question="${q1Id}"] input`).first()).toBeChecked();
    await expect(page.getByLabel(s.yourRuling).first()).toHaveValue(text);
    await expect(page.getByText(fill(s.fa.answered, { n: 2, total }))).toBeVisible();
    await page.clock.runFor(5_000);
    expect(await timer()).toBeLessThanOrEqual(after - 4);
    await axeClean(page);
    // Handing in with answers missing asks first.
    await page.getByRole('button', { name: s.fa.handIn }).last().tap();
    const confirm = page.locator('.exam-confirm');
    await expect(confirm).toContainText(fill(s.fa.confirm, { n: total - 2 }));
    await confirm.getByRole('button', { name: s.fa.handIn }).tap();
    await expect(page.getByRole('heading', { level: 2, name: s.fa.markingHeading })).toBeFocused();
    const rulingsShown = page.locator('[data-ruling]');
    await expect(rulingsShown).toHaveCount(5);
    await expect(rulingsShown.first()).toContainText(text);
    // The marking survives a reload too.
    await rulingsShown.first().locator('[data-element] label').first().tap();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: s.fa.markingHeading })).toBeVisible();
    await expect(page.locator('[data-ruling]').first().locator('[data-element] input').first()).toBeChecked();
    await axeClean(page);
    await page.getByRole('button', { name: s.fa.seeResult }).tap();
    await expect(page.getByRole('heading', { level: 2, name: s.fa.resultHeading })).toBeFocused();
    const sheet = page.locator('table').first(); // then each ruling's marks per part
    await expect(sheet.locator('tbody th')).toHaveText([s.fa.partQuestions, s.fa.partRulings, s.fa.partOthers]);
    await expect(sheet.locator('tr[data-part="laws-rulings"] td').first()).toHaveText(/^\d+ \/ \d+$/);
    await expect(page.getByText(new RegExp(fill(s.fa.failed, { got: '[\\d.,]+', total: '\\d+', percent: '[\\d.,]+', pass: 80 }).replace(/[()]/g, '\\$&')))).toBeVisible();
    await expect(page.getByText(new RegExp(`^${fill(s.fa.timeUsed, { time: '1:\\d\\d' }).replace('.', '\\.')}$`))).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: es.results.noMistakes })).toHaveCount(0);
    await axeClean(page);
    // The exam is over: a reload starts afresh.
    await page.reload();
    await expect(page.getByRole('button', { name: s.fa.start })).toBeEnabled();
    await expect(page.getByText(s.fa.resumed)).toHaveCount(0);
  });

  test(`${locale}: a damaged saved FA exam gets a message and a fresh start, never a crash`, async ({ page }) => {
    await page.goto(`/${locale}/exam/fa/`);
    // Once the page has looked for a saved exam (and found none), a damaged one is written, as a broken write would leave it.
    await expect(page.getByRole('button', { name: s.fa.start })).toBeEnabled({ timeout: 15_000 });
    await page.evaluate(() => localStorage.setItem('fide-laws-course.fa-exam.v1', '{"format":"fide-laws-course.fa-exam","version":1,"answers":'));
    await page.reload();
    await expect(page.locator('p[role="alert"]')).toHaveText(s.fa.damaged, { timeout: 15_000 });
    await expect(page.getByRole('button', { name: s.fa.start })).toBeEnabled();
    expect(await page.evaluate(() => localStorage.getItem('fide-laws-course.fa-exam.v1'))).toBeNull();
    await axeClean(page);
    await page.getByRole('button', { name: s.fa.start }).tap();
    await expect(page.getByRole('timer')).toHaveText('4:00:00');
  });
}

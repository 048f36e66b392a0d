// The exam's regulation parts: in Portuguese and Galician a candidate chooses the Tournaments part, answers a
// question, and reads the explanation with a regulation citation that opens the paragraph it cites; a computed
// question shows the crosstable its answer was computed from.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, fill } from './fixtures';
import pt from '../locales/pt/exam.json';
import gl from '../locales/gl/exam.json';
import type { ShownQuestion } from '../lib/exam/show';
import { partsText } from '../lib/exam/textParts';

const strings = { pt, gl };

async function bank(page: Page, locale: string): Promise<Map<string, ShownQuestion>> {
  const res = await page.request.get(`/${locale}/exam/2023/questions.json`);
  expect(res.ok()).toBe(true);
  return new Map(((await res.json()) as ShownQuestion[]).map((q) => [q.id, q]));
}

for (const locale of ['pt', 'gl'] as const) {
  test(`${locale}: the Tournaments part, a question answered, its explanation with a working regulation link`, async ({ page }) => {
    const s = strings[locale];
    const questions = await bank(page, locale);
    const tournaments = [...questions.values()].filter((q) => q.part === 'tournaments');
    expect(tournaments.length).toBeGreaterThanOrEqual(60);
    await page.goto(`/${locale}/exam/?size=3&seed=3`);
    await page.getByLabel(s.parts.label, { exact: true }).selectOption('tournaments');
    // The edition of the Laws does not apply to the regulations: its choice goes away.
    await expect(page.getByLabel(s.setup.edition, { exact: true })).toHaveCount(0);
    await expect(page.getByText(fill(s.setup.available, { n: tournaments.length }))).toBeVisible();
    await page.getByRole('button', { name: s.setup.start, exact: true }).click();

    const group = page.locator('fieldset.exam-question');
    const id = (await group.getAttribute('data-question'))!;
    const q = questions.get(id)!;
    expect(q.part).toBe('tournaments');
    for (const i of q.answer) await group.getByRole(q.kind === 'multiple' ? 'checkbox' : 'radio', { name: q.choices[i]!, exact: true }).check();
    await page.getByRole('button', { name: s.question.check }).click();
    const feedback = page.locator('.exam-feedback');
    await expect(feedback).toContainText(s.question.right);
    await expect(feedback).toContainText(partsText(q.explanation));
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);

    const cite = q.explanation.find((p) => typeof p !== 'string') as { text: string; href: string };
    expect(cite.href).toMatch(new RegExp(`^/${locale}/regulations/[a-z0-9-]+/#p-`));
    await feedback.getByRole('link', { name: cite.text }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/regulations/[a-z0-9-]+/#p-`));
    const anchor = decodeURIComponent(cite.href.split('#')[1]!);
    await expect(page.locator(`[id="${anchor}"]`)).toBeVisible();
  });
}

test('gl: a computed question shows the crosstable it was computed from, and the calculator’s answer is right', async ({ page }) => {
  const s = strings.gl;
  const questions = await bank(page, 'gl');
  const q = questions.get('tb-sw-bhc1-1')!;
  expect(q.choices[q.answer[0]!]).toBe('6,5');
  await page.goto('/gl/exam/?question=tb-sw-bhc1-1');
  const table = page.getByRole('region', { name: s.case.crosstable });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(7);
  await expect(table).toContainText('4B 1');
  await expect(table).toContainText(s.case.bye.U);
  await page.getByRole('radio', { name: '6,5', exact: true }).check();
  await page.getByRole('button', { name: s.question.check }).click();
  await expect(page.locator('.exam-feedback')).toContainText(s.question.right);
  await expect(page.locator('.exam-feedback').getByRole('link', { name: 'C.07 16.5.1' }).first()).toHaveAttribute('href', '/gl/regulations/c07/#p-16.5.1');
});

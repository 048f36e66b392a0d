// Review that comes back (lib/exam/review.ts): a missed exam question is due today on the course home and the exam
// page, leaves once answered right, and comes due again on its day (Playwright's clock); progress saved to a file
// opens in a fresh browser (another device); a damaged file is refused and changes nothing. pt and gl on a phone.
import type { Page } from '@playwright/test';
import { test, expect, fill, axeClean } from './fixtures';
import en from '../locales/en/exam.json';
import pt from '../locales/pt/exam.json';
import gl from '../locales/gl/exam.json';

const strings = { en, pt, gl };
const KEY = 'fide-laws-course.progress.v1';
// A true/false question of the 2023 bank whose answer is "false" (the second choice).
const QUESTION = 'blitz-fourteen-minutes';
// Each test goes through several pages and a second browser: more than the default half-minute on a shared machine.
test.describe.configure({ timeout: 120_000 });

/** Practises the question by its link, right or wrong, to the end of the round. */
async function answer(page: Page, locale: keyof typeof strings, right: boolean, tap = false) {
  const s = strings[locale];
  await page.goto(`/${locale}/exam/?edition=2023&question=${QUESTION}`);
  const group = page.locator(`fieldset[data-question="${QUESTION}"]`);
  const choice = group.locator('label').nth(right ? 1 : 0);
  const check = page.getByRole('button', { name: s.question.check });
  const finish = page.getByRole('button', { name: s.question.finish });
  if (tap) {
    await choice.tap();
    await check.tap();
    await finish.tap();
  } else {
    await choice.click();
    await check.click();
    await finish.click();
  }
  await expect(page.getByText(fill(s.results.practiceScore, { right: right ? 1 : 0, total: 1, percent: right ? 100 : 0 }))).toBeVisible();
}

test('a missed question is due today, leaves once answered right, and comes back on its day', async ({ page }) => {
  const s = strings.en.progress;
  await page.clock.install({ time: new Date('2026-11-26T10:00:00') });
  await answer(page, 'en', false);
  for (const path of ['/en/', '/en/exam/']) {
    await page.goto(path);
    await expect(page.locator('.progress-review')).toContainText(s.dueExamOne);
  }
  // The link practises the questions due.
  await page.getByRole('link', { name: fill(s.reviewExam, { year: 2023 }) }).click();
  await expect(page.locator(`fieldset[data-question="${QUESTION}"]`)).toBeVisible();
  // Right twice: it leaves today's review and is scheduled days ahead.
  await answer(page, 'en', true);
  await page.clock.fastForward(11 * 60_000);
  await answer(page, 'en', true);
  await page.goto('/en/');
  await expect(page.locator('.progress-review')).toContainText(s.dueNone);
  await expect(page.locator('.progress-review')).toContainText(fill(s.dueNext, { date: '' }).replace(/\.$/, ''));
  const due = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).reviews[`exam:blitz-fourteen-minutes`].card.due as string, KEY);
  expect(Date.parse(due)).toBeGreaterThan(Date.parse('2026-11-26T23:59:59'));
  // On its day it is due again.
  await page.clock.setSystemTime(new Date(Date.parse(due) + 60_000));
  await page.reload();
  await expect(page.locator('.progress-review')).toContainText(s.dueExamOne);
  await axeClean(page);
});

for (const locale of ['pt', 'gl'] as const) {
  test.describe(`${locale} on a phone`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('progress saved to a file opens on another device; a damaged file is refused and changes nothing', async ({ page, browser }) => {
      const s = strings[locale].progress;
      await answer(page, locale, false, true);
      await page.goto(`/${locale}/`);
      await expect(page.locator('.progress-review')).toContainText(s.dueExamOne);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: s.save }).tap();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^fide-laws-progress-\d{4}-\d{2}-\d{2}\.json$/);
      await expect(page.getByRole('status').filter({ hasText: file.suggestedFilename() })).toBeVisible();
      const saved = await file.path();

      // Another device: a fresh browser with nothing stored.
      const other = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
      const phone = await other.newPage();
      await phone.goto(`/${locale}/`);
      await expect(phone.getByText(s.none)).toBeVisible();
      await phone.getByLabel(s.open).setInputFiles(saved);
      await expect(phone.getByRole('status').filter({ hasText: s.opened })).toBeVisible();
      await expect(phone.locator('.progress-review')).toContainText(s.dueExamOne);
      const opened = await phone.evaluate((key) => localStorage.getItem(key), KEY);

      // A damaged file: a clear message, and the progress stays as it was.
      await phone.getByLabel(s.open).setInputFiles({ name: 'progress.json', mimeType: 'application/json', buffer: Buffer.from('{"format": "fide-laws-course.progress-file", "version": 1, "progress": {') });
      await expect(phone.getByRole('status').filter({ hasText: s.openDamaged })).toBeVisible();
      expect(await phone.evaluate((key) => localStorage.getItem(key), KEY)).toBe(opened);
      await expect(phone.locator('.progress-review')).toContainText(s.dueExamOne);
      // Nothing wider than the phone's screen.
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await axeClean(phone);
      await other.close();
    });
  });
}

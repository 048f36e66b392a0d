import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import en from '../locales/en/common.json';
import pt from '../locales/pt/common.json';
import gl from '../locales/gl/common.json';
import enBoard from '../locales/en/board.json';
import ptBoard from '../locales/pt/board.json';
import glBoard from '../locales/gl/board.json';

export const common = { en, pt, gl };
export const boardText = { en: enBoard, pt: ptBoard, gl: glBoard };
export const locales = ['pt', 'gl', 'en'] as const;
export const LESSON = '/laws/2023/3/';

// Every test fails if the page logs an error or throws: a console error is a bug a user may meet.
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        // The 404 page is expected to answer 404.
        if (m.type() === 'error' && !/status of 404/.test(m.text())) errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export function board(page: Page, id: string) {
  return page.locator(`[data-board="${id}"]`);
}

export function square(page: Page, id: string, sq: string) {
  return board(page, id).locator(`[data-square="${sq}"]`);
}

export function piece(page: Page, id: string, sq: string) {
  return square(page, id, sq).locator('[data-piece]');
}

export async function waitForBoard(page: Page, id: string) {
  // A lesson's board comes to life when it nears the screen, as when a reader scrolls to it; the free board when the
  // pointer comes over it (or at once with a link, drawn again when the link has been read: tried again until the
  // board is there).
  await expect(async () => {
    await board(page, id).scrollIntoViewIfNeeded({ timeout: 2_000 });
    // from outside the board onto it, as a reader's pointer comes (a pointer already resting there sends no new event)
    await page.mouse.move(0, 0);
    await board(page, id).hover({ timeout: 2_000 });
    await expect(board(page, id).locator('.board-key')).toHaveCount(64, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // Live when the keyboard layer is in place and the drag handles have been taken out of the tab order.
  await expect(board(page, id).locator('[aria-roledescription="draggable"][tabindex="0"]')).toHaveCount(0);
  await expect(board(page, id).locator('.board-key')).toHaveCount(64);
}

/** The WCAG levels every axe check of the course holds the pages to. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Axe finds no violation on the page (or the part of it `include` selects), each one named with its first target. */
export async function axeClean(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(WCAG);
  if (include) builder.include(include);
  const results = await builder.analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

/** A locale string with its {{values}} put in, as the page shows it. */
export const fill = (t: string, v: Record<string, string | number>) => t.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(v[k]));

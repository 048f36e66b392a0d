import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, board, square, piece, boardText, common } from './fixtures';
import ptSteps from '../locales/pt/firstSteps.json';
import glSteps from '../locales/gl/firstSteps.json';

const steps = { pt: ptSteps, gl: glSteps };

/** The level has started: its board is live and the rules engine is there (Try again is enabled then). */
async function started(page: Page, id: string, loc: 'pt' | 'gl') {
  await expect(board(page, id).locator('.board-key')).toHaveCount(64, { timeout: 20_000 });
  await expect(board(page, id).getByRole('button', { name: steps[loc].again })).toBeEnabled({ timeout: 20_000 });
}

/**
 * A drag on a level's board, the whole board on the screen first (otherwise Playwright scrolls the page to reach the
 * target square while the button is held). The target is aimed at where it was before the piece was picked up: the
 * board must not move under a held piece (it did in Galician while the page's styles came late: a7 aimed, a6 played).
 */
async function drag(page: Page, id: string, from: string, to: string) {
  await board(page, id).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const centre = async (sq: string) => {
    const b = (await square(page, id, sq).boundingBox())!;
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  const a = await centre(from);
  const b = await centre(to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 10 });
  await page.mouse.up();
}

/** Where a level's board is on the page (not on the screen: scrolling is no move). */
const boardPlace = (page: Page, id: string) =>
  board(page, id)
    .locator('.live-board-board')
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { x: Math.round(r.left + window.scrollX), y: Math.round(r.top + window.scrollY), width: Math.round(r.width) };
    });

for (const loc of ['pt', 'gl'] as const) {
  const s = steps[loc];
  test.describe(`first steps (${loc})`, () => {
    test('the rook’s first level by mouse: stars earned, kept after a reload', async ({ page }) => {
      await page.goto(`/${loc}/first-steps/`);
      await started(page, 'rook-1', loc);
      await expect(board(page, 'rook-1').getByTestId('goal')).toHaveText(loc === 'pt' ? 'Pegue todas as estrelas.' : 'Colle todas as estrelas.');
      // The star is on a7, named for a screen reader.
      await expect(page.locator('#level-rook-1-key-a7')).toHaveAttribute('aria-label', new RegExp(`\\(${s.star}\\)`));
      await drag(page, 'rook-1', 'a1', 'a7');
      await expect(board(page, 'rook-1')).toHaveAttribute('data-outcome', 'success');
      await expect(board(page, 'rook-1').getByTestId('stars-won')).toContainText(s.starsWon.replace('{{count}}', '3'));
      await expect(page.getByTestId('level-rook-1')).toHaveAttribute('data-stars', '3');
      await expect(page.getByTestId('stage-rook')).toContainText(s.stageStars.replace('{{got}}', '3').replace('{{max}}', '15'));
      // The keyboard is on "Next level", which opens the second level.
      await expect(page.getByRole('button', { name: s.next })).toBeFocused();
      await page.keyboard.press('Enter');
      await started(page, 'rook-2', loc);
      expect(new URL(page.url()).search).toBe('?stage=rook&level=2');
      await page.reload();
      await started(page, 'rook-2', loc);
      await expect(page.getByTestId('level-rook-1')).toHaveAttribute('data-stars', '3');
      await expect(page.getByTestId('stage-rook')).toContainText(s.stageStars.replace('{{got}}', '3').replace('{{max}}', '15'));
    });

    test('a wrong move is refused with the engine’s reason, kindly, and the level goes on', async ({ page }) => {
      await page.goto(`/${loc}/first-steps/?stage=rook&level=1`);
      await started(page, 'rook-1', loc);
      await drag(page, 'rook-1', 'a1', 'b2');
      const refusal = boardText[loc].refusal['piece-cannot-move-so'].replace('{{piece}}', '.+').replace('{{from}}', 'a1').replace('{{to}}', 'b2');
      await expect(board(page, 'rook-1').getByTestId('announcer')).toHaveText(new RegExp(`${boardText[loc].refusal.prefix} ${refusal}`));
      await expect(board(page, 'rook-1')).toHaveAttribute('data-outcome', 'playing');
      await expect(piece(page, 'rook-1', 'a1')).toHaveAttribute('data-piece', 'wR');
      // Done after a refused move: two stars, not three.
      await drag(page, 'rook-1', 'a1', 'a7');
      await expect(board(page, 'rook-1').getByTestId('stars-won')).toContainText(s.starsWon.replace('{{count}}', '2'));
    });

    test('the rook’s second level by keyboard alone', async ({ page }) => {
      await page.goto(`/${loc}/first-steps/?stage=rook&level=2`);
      await started(page, 'rook-2', loc);
      // Tab reaches the board on one square.
      for (let i = 0; i < 60 && !(await page.evaluate(() => document.activeElement?.classList.contains('board-key'))); i++) await page.keyboard.press('Tab');
      await expect(page.locator('[data-board="rook-2"] .board-key:focus')).toHaveCount(1);
      // From e2 (the board's first square) to a1: pick the rook up, up to a5, put it down; then along to e5.
      for (const k of ['ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowDown', 'Enter', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'Enter']) await page.keyboard.press(k);
      await expect(piece(page, 'rook-2', 'a5')).toHaveAttribute('data-piece', 'wR');
      await expect(board(page, 'rook-2').getByTestId('moves')).toHaveText(s.movesLeft.replace('{{used}}', '1').replace('{{limit}}', '4'));
      for (const k of ['Enter', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'Enter']) await page.keyboard.press(k);
      await expect(board(page, 'rook-2')).toHaveAttribute('data-outcome', 'success');
      await expect(board(page, 'rook-2').getByTestId('stars-won')).toContainText(s.starsWon.replace('{{count}}', '3'));
    });

    test('the board stays where it is: from the first paint to the live level, and while a piece is held', async ({ page }) => {
      // Where the prerendered board is drawn at the first paint, before the page's scripts run.
      await page.addInitScript(() => {
        const w = window as unknown as { firstPaint?: { x: number; y: number; width: number } };
        requestAnimationFrame(function look() {
          const el = document.querySelector('[data-board="rook-1"] .live-board-board');
          if (!el) return void requestAnimationFrame(look);
          const r = el.getBoundingClientRect();
          if (el.querySelector('.board-static')) w.firstPaint = { x: Math.round(r.left + window.scrollX), y: Math.round(r.top + window.scrollY), width: Math.round(r.width) };
        });
      });
      await page.goto(`/${loc}/first-steps/?stage=rook&level=1`);
      await started(page, 'rook-1', loc);
      const live = await boardPlace(page, 'rook-1');
      expect(await page.evaluate(() => (window as unknown as { firstPaint?: unknown }).firstPaint)).toEqual(live);
      // The rook picked up and held: the drag has started (the pointer has moved), nothing on the page moves.
      await board(page, 'rook-1').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const a1 = (await square(page, 'rook-1', 'a1').boundingBox())!;
      await page.mouse.move(a1.x + a1.width / 2, a1.y + a1.height / 2);
      await page.mouse.down();
      await page.mouse.move(a1.x + a1.width / 2, a1.y + a1.height / 2 - 10, { steps: 2 });
      await page.waitForTimeout(300);
      expect(await boardPlace(page, 'rook-1')).toEqual(live);
      expect((await square(page, 'rook-1', 'a1').boundingBox())!.y).toBe(a1.y);
      await page.mouse.up();
      expect(await boardPlace(page, 'rook-1')).toEqual(live);
    });

    test('a pointer reaches every control: a click on a square picks the piece up, a click on another moves it', async ({ page }) => {
      await page.goto(`/${loc}/first-steps/?stage=rook&level=1`);
      await started(page, 'rook-1', loc);
      // At the centre of every visible control is that control (a square's key button lets the pointer through to
      // its square, by design: it is there for the keyboard).
      const covered = await page.locator('main').evaluate(async (main) => {
        const found: string[] = [];
        for (const el of main.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, summary, [data-square]')) {
          if (!el.getClientRects().length || el.classList.contains('board-key')) continue;
          el.scrollIntoView({ block: 'center' });
          await new Promise((r) => requestAnimationFrame(r));
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          if (!hit || !(el === hit || el.contains(hit))) found.push(`${el.tagName} ${el.textContent?.trim().slice(0, 30) ?? ''} under ${hit?.tagName}.${hit?.className}`);
        }
        return found;
      });
      expect(covered).toEqual([]);
      await square(page, 'rook-1', 'a1').click();
      await expect(page.locator('#level-rook-1-key-a1')).toHaveAttribute('aria-pressed', 'true');
      await square(page, 'rook-1', 'a7').click();
      await expect(board(page, 'rook-1')).toHaveAttribute('data-outcome', 'success');
      await expect(board(page, 'rook-1').getByTestId('stars-won')).toContainText(s.starsWon.replace('{{count}}', '3'));
    });

    test('axe finds no WCAG A/AA violation', async ({ page }) => {
      await page.goto(`/${loc}/first-steps/`);
      await started(page, 'rook-1', loc);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });

    test('the course home offers first steps before the Laws, and the menu has it', async ({ page }) => {
      await page.goto(`/${loc}/`);
      const entry = page.getByRole('link', { name: `${s.homeButton} →`, exact: true });
      await expect(entry).toBeVisible();
      const lawsStart = page.locator('.hero a.button-primary').last();
      expect(await entry.evaluate((a, b) => !!(a.compareDocumentPosition(b!) & Node.DOCUMENT_POSITION_FOLLOWING), await lawsStart.elementHandle())).toBe(true);
      await expect(page.getByRole('navigation', { name: common[loc].nav.site }).getByRole('link', { name: common[loc].nav.firstSteps })).toHaveAttribute('href', `/${loc}/first-steps/`);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  for (const loc of ['pt', 'gl'] as const) {
    test(`${loc}: a level by touch, big targets, no sideways scroll`, async ({ page }) => {
      const s = steps[loc];
      await page.goto(`/${loc}/first-steps/?stage=bishop&level=1`);
      await started(page, 'bishop-1', loc);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const sq = (await square(page, 'bishop-1', 'c1').boundingBox())!;
      expect(sq.width).toBeGreaterThanOrEqual(40);
      await square(page, 'bishop-1', 'c1').tap();
      await square(page, 'bishop-1', 'f4').tap();
      await expect(board(page, 'bishop-1')).toHaveAttribute('data-outcome', 'success');
      await expect(board(page, 'bishop-1').getByTestId('stars-won')).toContainText(s.starsWon.replace('{{count}}', '3'));
      for (const control of [page.getByRole('button', { name: s.next }), page.getByRole('button', { name: s.again }), page.getByTestId('level-bishop-2'), page.getByTestId('stage-queen')]) {
        const box = (await control.boundingBox())!;
        expect(box.height, (await control.textContent()) ?? '').toBeGreaterThanOrEqual(44);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});

import { test, expect, axeClean } from './fixtures';
import ptSteps from '../locales/pt/firstSteps.json';
import glSteps from '../locales/gl/firstSteps.json';
import rook from '../content/first-steps/rook.json';
import enPassant from '../content/first-steps/en-passant.json';

// "Print this stage" (a worksheet for the coach) and the stage map on the course home, in pt and gl.
const steps = { pt: ptSteps, gl: glSteps };
const KEY = 'fide-laws-course.progress.v1';
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (m, k: string) => String(values[k] ?? m));
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

for (const loc of ['pt', 'gl'] as const) {
  const s = steps[loc];
  const title = rook.text[loc].title;

  test.describe(`first steps for the coach (${loc})`, () => {
    test('"print this stage" opens the stage as a worksheet: a diagram, the goal, a box for the moves and the stars per level', async ({ page }) => {
      await page.goto(`/${loc}/first-steps/?stage=rook`);
      await page.getByTestId('print-stage').click();
      await expect(page).toHaveURL(new RegExp(`/${loc}/first-steps/rook/print/$`));
      // Live: the print button is enabled once the page's script is there.
      await expect(page.getByRole('button', { name: s.printButton })).toBeEnabled();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(s.printTitle, { stage: title }));
      await expect(page.getByText(s.printHow)).toBeVisible();
      const levels = page.locator('li[data-level]');
      await expect(levels).toHaveCount(rook.levels.length);
      const first = levels.first();
      await expect(first.getByRole('heading', { level: 2 })).toHaveText(fill(s.printLevel, { n: 1 }));
      // The diagram: a picture named by its pieces and its star, the star drawn on a7.
      const diagram = first.getByRole('img');
      await expect(diagram).toHaveAccessibleName(new RegExp(`^${fill(s.printDiagram, { n: 1, position: '' }).trim()}.*a1, .*a7, ${s.star}$`));
      await expect(diagram.locator('img')).toHaveCount(4);
      await expect(diagram.getByText('★')).toHaveCount(1);
      await expect(first.getByText(loc === 'pt' ? 'Pegue todas as estrelas.' : 'Colle todas as estrelas.')).toBeVisible();
      await expect(first.getByText(s.printWhite)).toBeVisible();
      await expect(first.getByText(s.printMoves)).toBeVisible();
      await expect(first.getByText(fill(s.printLimit, { count: 3 }))).toBeVisible();
      // Rook level 1: one move for three stars, two or three for two.
      await expect(first.getByRole('listitem')).toHaveText([`${fill(s.printStars, { count: 3 })}: ${s.printBandOne}`, `${fill(s.printStars, { count: 2 })}: ${fill(s.printBandRange, { from: 2, to: 3 })}`].map((t) => new RegExp(t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))));
      // No board code: no squares to press, no live board.
      await expect(page.locator('[data-square], .board-key, button.board-static')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
      await axeClean(page);
      await page.getByRole('link', { name: s.printBack }).click();
      await expect(page).toHaveURL(new RegExp(`/${loc}/first-steps/\\?stage=rook$`));
    });

    test('the worksheet in print: the levels three a row, a stage on one A4 page, nothing of the screen’s', async ({ page }) => {
      await page.goto(`/${loc}/first-steps/rook/print/`);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByText(s.printHow)).toBeHidden();
      await expect(page.getByRole('button', { name: s.printButton })).toBeHidden();
      await expect(page.locator('.site-header')).toBeHidden();
      await expect(page.locator('.site-footer')).toBeHidden();
      const boxes = await page.locator('li[data-level]').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes[1]!.top).toBeCloseTo(boxes[0]!.top, 0);
      expect(boxes[2]!.top).toBeCloseTo(boxes[0]!.top, 0);
      expect(boxes[1]!.left).toBeGreaterThan(boxes[0]!.right);
      expect(boxes[3]!.top).toBeGreaterThanOrEqual(boxes[0]!.bottom);
      // A square diagram over 4 cm wide (96 px to the inch).
      const diagram = (await page.locator('li[data-level]').first().getByRole('img').boundingBox())!;
      expect(diagram.width).toBeGreaterThan(151);
      expect(Math.abs(diagram.width - diagram.height)).toBeLessThan(2);
      expect(pdfPages(await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true }))).toBe(1);
      // The longest stage (six levels) and those with the longest goals.
      for (const stage of ['pawn', 'castling', 'protection', 'clock']) {
        await page.goto(`/${loc}/first-steps/${stage}/print/`);
        await expect(page.locator('li[data-level]').first()).toBeVisible();
        expect(pdfPages(await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true })), stage).toBe(1);
      }
    });

    test('a level after the game so far: the last move drawn as an arrow and said', async ({ page }) => {
      await page.goto(`/${loc}/first-steps/en-passant/print/`);
      const first = page.locator(`li[data-level="${enPassant.levels[0]!.id}"]`);
      await expect(first.getByRole('img').locator('svg line')).toHaveCount(1);
      await expect(first.getByText(s.printArrow, { exact: false })).toBeVisible();
      await expect(first.getByText(fill(s.printLimitOne, {}))).toBeVisible();
    });
  });
}

test.describe('the stage map on the course home, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  for (const loc of ['pt', 'gl'] as const) {
    const s = steps[loc];
    test(`${loc}: every stage with its stars once the progress is read, nothing moves, a tap opens the stage`, async ({ page }) => {
      // Stars already earned on the rook's first two levels; the map's place before the page's scripts run.
      await page.addInitScript((key) => {
        localStorage.setItem(key, JSON.stringify({ version: 1, lessons: {}, quizzes: {}, exam: {}, exams: [], firstSteps: { 'rook-1': 3, 'rook-2': 2 } }));
        document.addEventListener('DOMContentLoaded', () => {
          const box = (sel: string) => document.querySelector(sel)?.getBoundingClientRect().toJSON();
          (window as unknown as { before: unknown }).before = { map: box('#first-steps-map + p + ol'), next: box('#progress-title'), loaded: !!document.querySelector('[data-progress="loaded"]') };
        });
      }, KEY);
      await page.goto(`/${loc}/`);
      const map = page.getByRole('region', { name: s.mapTitle });
      await expect(map.locator('ol[data-progress="loaded"]')).toHaveCount(1);
      await expect(map.getByRole('link')).toHaveCount(17);
      await expect(page.getByTestId('map-rook')).toHaveAttribute('data-stars', '5');
      await expect(page.getByTestId('map-rook')).toContainText(fill(s.stageStars, { got: 5, max: 15 }));
      await expect(page.getByTestId('map-bishop')).toContainText(fill(s.stageStars, { got: 0, max: 15 }));
      // Before the stars came (prerendered), the map and what follows it stood where they stand now.
      const before = await page.evaluate(() => (window as unknown as { before: { map: DOMRect; next: DOMRect; loaded: boolean } }).before);
      expect(before.loaded).toBe(false);
      const now = await page.evaluate(() => ({ map: document.querySelector('#first-steps-map + p + ol')!.getBoundingClientRect().toJSON(), next: document.querySelector('#progress-title')!.getBoundingClientRect().toJSON() }));
      expect(now.map).toEqual(before.map);
      expect(now.next.top).toBe(before.next.top);
      for (const link of await map.getByRole('link').all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await axeClean(page);
      await page.getByTestId('map-bishop').tap();
      await expect(page).toHaveURL(new RegExp(`/${loc}/first-steps/\\?stage=bishop$`));
      await expect(page.locator('[data-board="bishop-1"]')).toBeVisible();
    });
  }
});

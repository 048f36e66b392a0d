// The case lab's boards (/{locale}/cases/): a position set up on the setup board (an impossible one refused with its
// reason), then a touch and an illegal move played on the board of events and a claim from the form, by keyboard
// alone and by touch on a phone; five editions' rulings read with their articles quoted in the reader's language; the
// case shared as a link opens the same table; "what changed" in the comparison timeline's words; axe.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { centre, swipe } from './touch';
import ptCases from '../locales/pt/cases.json';
import glCases from '../locales/gl/cases.json';
import timeline from '../content/laws/timeline.json';

const strings = { pt: ptCases, gl: glCases };
const EDITIONS = ['1997', '2001', '2009', '2018', '2023'];
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The position the tests set up: White Ke1, Rh1, Pe2; Black Ke8, Pd7; White to move, White may castle short. */
const SET_UP = '4k3/3p4/8/8/8/8/4P3/4K2R w K - 0 1';

const table = (page: Page) => page.getByTestId('rulings-table');
const cell = (page: Page, row: string, edition: string) => table(page).locator(`tr[data-row="${row}"] td[data-edition="${edition}"]`);
const setupKey = (page: Page, sq: string) => page.getByTestId('setup-board').locator(`.board-key[id$="-key-${sq}"]`);
const playKey = (page: Page, sq: string) => page.getByTestId('play-board').locator(`.board-key[id$="-key-${sq}"]`);
const setupSquare = (page: Page, sq: string) => page.getByTestId('setup-board').locator(`[data-square="${sq}"]`);
const playSquare = (page: Page, sq: string) => page.getByTestId('play-board').locator(`[data-square="${sq}"]`);
const fill = (s: string, values: Record<string, string>) => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

/** Each edition's decision, result and clocks, as the table shows them. */
async function columns(page: Page) {
  return Promise.all(EDITIONS.map(async (e) => [await cell(page, 'decision', e).innerText(), await cell(page, 'result', e).innerText(), await cell(page, 'articles', e).innerText()].join(' | ')));
}

async function press(page: Page, key: string, times = 1) {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

/** Five editions' rulings on the case built, with their articles quoted (the reader's language where it exists). */
async function readsFiveEditions(page: Page, locale: 'pt' | 'gl') {
  await expect(table(page).getByRole('columnheader')).toHaveText(EDITIONS);
  for (const e of EDITIONS) {
    await expect(cell(page, 'decision', e).locator('li').first()).toBeVisible();
    await expect(cell(page, 'articles', e).locator('blockquote').first()).toBeVisible();
  }
  // 2018 and 2023 have the course's translations; 2009 the official one in both languages.
  for (const e of ['2009', '2018', '2023']) await expect(cell(page, 'articles', e).locator(`blockquote[lang="${locale}"]`).first()).toBeVisible();
}

for (const locale of ['pt', 'gl'] as const) {
  const s = strings[locale];
  const letters = { king: 'R', rook: 'T', pawn: 'P' }; // Appendix C in Portuguese and Galician: Rei, Torre, Peão/Peón

  test.describe(`${locale}: the case lab's boards`, () => {
    test('by keyboard alone: the position set up on the board, a touch, an illegal move and a claim; five editions ruled; the link opens the same table', async ({ page, browser }) => {
      test.setTimeout(120_000);
      await page.goto(`/${locale}/cases/`);
      // Live once the lab's code has loaded (the prerendered lab says data-live="false").
      await page.getByTestId('event-kind').focus();
      await expect(page.getByTestId('case-lab')).toHaveAttribute('data-live', 'true', { timeout: 20_000 });
      await expect(page.getByTestId('setup-board').locator('.board-key')).toHaveCount(64);

      await page.getByRole('button', { name: s.events.clear }).focus();
      await press(page, 'Enter');
      await expect(page.getByTestId('events')).toHaveCount(0);

      // An empty board cannot be used: the reason, in the reader's language, and the case keeps its position.
      await page.getByTestId('setup-clear').focus();
      await press(page, 'Enter');
      await expect(page.getByTestId('setup-state')).toContainText(s.setupBoard['no-king-white']);
      await page.getByTestId('use-position').focus();
      await press(page, 'Enter');
      await expect(page.getByRole('alert').filter({ hasText: s.setupBoard['no-king-white'] })).toBeVisible();
      await expect(page.getByTestId('case-fen')).toHaveValue('8/8/8/8/8/8/8/8 w - - 0 1');

      // White's men by their letters on the focused square; Black's king chosen in the palette and put with Enter.
      await setupKey(page, 'e1').focus();
      await press(page, letters.king.toLowerCase());
      await press(page, 'ArrowRight', 3);
      await press(page, letters.rook.toLowerCase());
      await press(page, 'ArrowLeft', 3);
      await press(page, 'ArrowUp');
      await press(page, letters.pawn.toLowerCase());
      await expect(page.getByTestId('setup-said')).toContainText('e2');
      await page.getByTestId('palette-bK').focus();
      await press(page, 'Enter');
      await expect(page.getByTestId('palette-bK')).toHaveAttribute('aria-pressed', 'true');
      await setupKey(page, 'e8').focus();
      await press(page, 'Enter');
      await press(page, 'ArrowDown');
      await press(page, 'ArrowLeft');
      await press(page, letters.pawn.toLowerCase());
      // Two white kings are refused too; Delete takes the second one off again.
      await page.getByTestId('palette-wK').focus();
      await press(page, 'Enter');
      await setupKey(page, 'a1').focus();
      await press(page, 'Enter');
      await expect(page.getByTestId('setup-state')).toContainText(fill(s.setupBoard['two-kings-white'], { n: '2' }));
      await press(page, 'Delete');
      await page.getByRole('checkbox', { name: s.setupBoard.rights.K }).focus();
      await press(page, 'Space');
      // The FEN field follows the board.
      await expect(page.getByTestId('case-fen')).toHaveValue(SET_UP);
      await expect(page.getByTestId('setup-state')).toHaveText(s.setupBoard.notYet);
      await page.getByTestId('use-position').focus();
      await press(page, 'Enter');
      await expect(page.getByTestId('setup-state')).toHaveText(s.setupBoard.inUse);

      // On the board of events: T switches the hand to touch, Enter touches the king; M back to moves, and the king
      // from e1 to e3 (no king moves so) is kept as an illegal move, by its squares.
      await playKey(page, 'e1').focus();
      await press(page, 't');
      await expect(page.getByTestId('play-touch')).toBeChecked();
      await press(page, 'Enter');
      await expect(page.getByTestId('events').locator('li')).toHaveCount(1);
      await expect(page.getByTestId('events').locator('li').first()).toContainText(fill(s.event.touch, { square: 'e1' }));
      await press(page, 'm');
      await press(page, 'Enter');
      await press(page, 'ArrowUp', 2);
      await press(page, 'Enter');
      await expect(page.getByTestId('events').locator('li')).toHaveCount(2);
      await expect(page.getByTestId('events').locator('li').nth(1)).toContainText(fill(s.event.moveSquares, { from: 'e1', to: 'e3' }));

      // A claim from the form, by keys: the fourth kind of event, then the button.
      await page.getByTestId('event-kind').focus();
      await press(page, 'ArrowDown', 4);
      await expect(page.getByTestId('event-kind')).toHaveValue('claim');
      await page.getByTestId('add-event').focus();
      await press(page, 'Enter');
      await expect(page.getByTestId('events').locator('li')).toHaveCount(3);
      await expect(page.getByTestId('events').locator('li').nth(2)).toContainText(fill(s.event.claim, { kind: s.add.claimKinds.threefold }));

      await readsFiveEditions(page, locale);
      await expect(table(page).locator('td[data-differs="true"]').first()).toBeVisible();
      const axe = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);

      // Shared: the link opens the same position and the same table.
      const shown = await columns(page);
      await page.getByTestId('share-case').focus();
      await press(page, 'Enter');
      const link = await page.getByTestId('case-link').inputValue();
      const other = await browser.newPage();
      await other.goto(link);
      await expect(other.getByTestId('case-lab')).toHaveAttribute('data-live', 'true', { timeout: 20_000 });
      await expect(other.getByTestId('case-fen')).toHaveValue(SET_UP);
      await expect(other.getByTestId('events').locator('li')).toHaveCount(3);
      await expect.poll(() => columns(other)).toEqual(shown);
      await other.close();
    });

    test('by touch on a phone (390×844): the position set up by taps and a drag from the palette, the events by taps and a drag', async ({ browser }) => {
      test.setTimeout(120_000);
      const context: BrowserContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`/${locale}/cases/`);
      await page.waitForLoadState('load');
      await page.getByTestId('event-kind').tap();
      await expect(page.getByTestId('case-lab')).toHaveAttribute('data-live', 'true', { timeout: 20_000 });
      await expect(page.getByTestId('setup-board').locator('.board-key')).toHaveCount(64);
      const cdp = await context.newCDPSession(page);

      await page.getByRole('button', { name: s.events.clear }).tap();
      await page.getByTestId('setup-clear').tap();
      // A finger meets the palette's pictures: a tap chooses the man, a drag puts it on the board.
      const palette = page.getByTestId('setup-board').getByRole('group', { name: s.setupBoard.palette });
      const choose = async (code: string) => {
        await palette.locator(`[data-piece="${code}"]`).tap();
        await expect(page.getByTestId(`palette-${code}`)).toHaveAttribute('aria-pressed', 'true');
      };
      await choose('bQ');
      await choose('wK');
      await setupSquare(page, 'e1').tap();
      await expect(setupSquare(page, 'e1').locator('[data-piece]')).toHaveAttribute('data-piece', 'wK');
      // A rook dragged with a finger from the palette onto h1.
      await palette.scrollIntoViewIfNeeded();
      await swipe(page, cdp, await centre(palette.locator('[data-piece="wR"]')), await centre(setupSquare(page, 'h1')));
      await expect(setupSquare(page, 'h1').locator('[data-piece]')).toHaveAttribute('data-piece', 'wR');
      await choose('wP');
      await setupSquare(page, 'e2').tap();
      await choose('bK');
      await setupSquare(page, 'e8').tap();
      await choose('bP');
      await setupSquare(page, 'd7').tap();
      await page.getByRole('checkbox', { name: s.setupBoard.rights.K }).tap();
      await expect(page.getByTestId('case-fen')).toHaveValue(SET_UP);
      await page.getByTestId('use-position').tap();
      await expect(page.getByTestId('setup-state')).toHaveText(s.setupBoard.inUse);

      await page.getByTestId('play-touch').tap();
      await playSquare(page, 'e1').tap();
      await expect(page.getByTestId('events').locator('li')).toHaveCount(1);
      await page.getByTestId('play-move').tap();
      await playSquare(page, 'e1').scrollIntoViewIfNeeded();
      await swipe(page, cdp, await centre(playSquare(page, 'e1')), await centre(playSquare(page, 'e3')));
      await expect(page.getByTestId('events').locator('li')).toHaveCount(2);
      await expect(page.getByTestId('events').locator('li').nth(1)).toContainText(fill(s.event.moveSquares, { from: 'e1', to: 'e3' }));
      await page.getByTestId('event-kind').selectOption('claim');
      await page.getByTestId('add-event').tap();
      await expect(page.getByTestId('events').locator('li')).toHaveCount(3);

      await readsFiveEditions(page, locale);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
      await context.close();
    });

    test('"what changed" quotes the comparison timeline for the articles the case cites', async ({ page }) => {
      await page.goto(`/${locale}/cases/`);
      // The example: the clock pressed without a move, an illegal move from 2018 (Article 7.5 of 2018).
      const line = page.getByTestId('what-changed').locator('li').filter({ hasText: '2009 → 2018' });
      const headline = timeline.editions.find((e) => e.edition === '2018')!.headlines.find((h) => h.paragraph === '7.5.5')!;
      await expect(line).toContainText(headline[locale]);
      await expect(line).toHaveAttribute('data-source', 'comparison');
      await expect(line.getByRole('link', { name: s.changed.timeline })).toHaveAttribute('href', `/${locale}/compare/#timeline`);
    });
  });
}


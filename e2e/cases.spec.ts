// The case lab (/{locale}/cases/): the example case's table of rulings as prerendered, an event added by keyboard
// alone and the per-edition rulings changing with the differing cells marked, a shared link opening the same table,
// a bad link explained, a case opened from an exercise, a phone by touch with no sideways scroll, and axe.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import ptCases from '../locales/pt/cases.json';
import glCases from '../locales/gl/cases.json';
import ptBoard from '../locales/pt/board.json';
import glBoard from '../locales/gl/board.json';
import scenario from '../content/scenarios/blitz-illegal-claim.json';

const strings = { pt: ptCases, gl: glCases };
const boards = { pt: ptBoard, gl: glBoard };
const EDITIONS = ['1997', '2001', '2009', '2018', '2023'];
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const table = (page: Page) => page.getByTestId('rulings-table');
const cell = (page: Page, row: string, edition: string) => table(page).locator(`tr[data-row="${row}"] td[data-edition="${edition}"]`);

/** The lab is live (its code loaded): the prerendered one says data-live="false". */
async function wake(page: Page) {
  await page.getByTestId('event-kind').focus();
  await expect(page.getByTestId('case-lab')).toHaveAttribute('data-live', 'true', { timeout: 20_000 });
}

/** Each edition's decision, result and clocks, as the table shows them. */
async function columns(page: Page) {
  return Promise.all(EDITIONS.map(async (e) => [await cell(page, 'decision', e).innerText(), await cell(page, 'result', e).innerText(), await cell(page, 'clock', e).innerText()].join(' | ')));
}

for (const locale of ['pt', 'gl'] as const) {
  const s = strings[locale];

  test.describe(`${locale}: the case lab`, () => {
    test('opens on an example case from the table of rulings, ruled in five editions with their articles quoted', async ({ page }) => {
      await page.goto(`/${locale}/cases/`);
      await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
      // A real table: a column header per edition, a row header per aspect of the ruling.
      await expect(table(page).getByRole('columnheader')).toHaveText(EDITIONS);
      await expect(table(page).getByRole('rowheader')).toHaveText(Object.values(s.table.rows));
      // The example: the clock pressed without a move, no penalty until 2009, an illegal move from 2018.
      await expect(cell(page, 'decision', '2009')).toContainText(boards[locale].decision.clockPressedNoPenalty);
      await expect(cell(page, 'decision', '2018')).toContainText('7.5.3');
      await expect(cell(page, 'decision', '2018')).toHaveAttribute('data-differs', 'true');
      await expect(cell(page, 'decision', '2018')).toContainText(s.table.differs.replace('{{year}}', '2009'));
      await expect(cell(page, 'decision', '2023')).not.toHaveAttribute('data-differs', 'true');
      // The articles quoted in the reader's language, the course translation labelled (2018 has no official one).
      await expect(cell(page, 'articles', '2018').locator(`blockquote[lang="${locale}"]`).first()).toBeVisible();
      await expect(cell(page, 'articles', '2018')).toContainText(s.table.course);
      await expect(cell(page, 'articles', '2009').locator('blockquote').first()).toBeVisible();
      // What changed, with the comparison page of the article concerned.
      const changed = page.getByTestId('what-changed');
      await expect(changed).toContainText('2009 → 2018');
      await expect(changed.locator(`a[href="/${locale}/compare/2009/2018/6/"]`)).toBeVisible();
    });

    test('by keyboard alone: a flag event added, the rulings change and the differing cells are marked', async ({ page }) => {
      await page.goto(`/${locale}/cases/`);
      await wake(page);
      const before = await columns(page);
      // The kind of event: the seventh choice ("a flag falls"), then Black's flag, then the button, all by keys.
      await page.getByTestId('event-kind').focus();
      for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowDown');
      await expect(page.getByTestId('event-kind')).toHaveValue('flag');
      await page.keyboard.press('Tab');
      await expect(page.getByTestId('event-colour')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByTestId('event-colour')).toHaveValue('black');
      await page.keyboard.press('Tab');
      await expect(page.getByTestId('add-event')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('events').locator('li')).toHaveCount(3);
      await expect(page.getByTestId('events').locator('li').last()).toContainText(s.event.flag.replace('{{colour}}', locale === 'pt' ? 'pretas' : 'negras'));
      // Every edition: Black's flag falls, White wins; the table says so and the live region announces it.
      for (const e of EDITIONS) await expect(cell(page, 'result', e)).toContainText(boards[locale].over.result['1-0']);
      expect(await columns(page)).not.toEqual(before);
      await expect(cell(page, 'decision', '2018')).toHaveAttribute('data-differs', 'true');
      await expect(cell(page, 'result', '2018')).not.toHaveAttribute('data-differs', 'true');
      await expect(page.getByTestId('announcer')).toContainText(s.table.updatedDiffer.split(':')[0]!);
      // Moved earlier and removed with the keyboard: the focus stays on the list.
      await page.getByRole('button', { name: s.events.upLabel.replace('{{n}}', '3') }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('events').locator('li').nth(1)).toContainText(locale === 'pt' ? 'pretas' : 'negras');
      await expect(page.getByRole('button', { name: s.events.upLabel.replace('{{n}}', '2') })).toBeFocused();
      await page.getByRole('button', { name: s.events.removeLabel.replace('{{n}}', '2') }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('events').locator('li')).toHaveCount(2);
      expect(await columns(page)).toEqual(before);
      const axe = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    });

    test("the essay's first real case: a piece released on c6, taken back and d6 played instead, added by keyboard; every edition refuses it with its own article", async ({ page }) => {
      // After 1. e4 e5 2. Nf3, Black releases the knight on c6 without pressing the clock (the case from a link).
      const c = { start: 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2', events: [{ type: 'move', san: 'Nc6', completed: false }] };
      await page.goto(`/${locale}/cases/?case=${encodeURIComponent(JSON.stringify(c))}`);
      await wake(page);
      await expect(page.getByTestId('events').locator('li')).toHaveCount(1);
      // The second kind of event ("a player takes a move back"): the player is already Black, who has just moved;
      // then the move made instead, all by keys.
      await page.getByTestId('event-kind').focus();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByTestId('event-kind')).toHaveValue('take-back');
      await page.keyboard.press('Tab');
      await expect(page.getByTestId('event-colour')).toBeFocused();
      await expect(page.getByTestId('event-colour')).toHaveValue('black');
      await page.keyboard.press('Tab');
      await expect(page.getByLabel(s.add.instead.split('{{')[0]!)).toBeFocused();
      await page.keyboard.type('d6');
      await page.getByTestId('add-event').focus();
      await page.keyboard.press('Enter');
      const events = page.getByTestId('events').locator('li');
      await expect(events).toHaveCount(2);
      const black = locale === 'pt' ? 'pretas' : 'negras';
      await expect(events.last()).toContainText(s.event['take-back'].replace('{{colour}}', black));
      // Every edition: the move is refused, the knight stays on c6, with 1997/2001 4.7, 2009 4.6, 2018/2023 4.7.
      const refusal = boards[locale].refusal['released-piece'];
      for (const [e, article] of [['1997', '4.7'], ['2001', '4.7'], ['2009', '4.6'], ['2018', '4.7'], ['2023', '4.7']]) {
        await expect(cell(page, 'decision', e!)).toContainText(refusal);
        await expect(cell(page, 'decision', e!)).toContainText(article!);
        await expect(cell(page, 'result', e!)).toContainText(s.table.ongoing);
      }
      await expect(cell(page, 'articles', '2009').locator('blockquote').first()).toBeVisible();
      const axe = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    });

    test('a shared link opens the same table; a bad link is explained', async ({ page, browser }) => {
      await page.goto(`/${locale}/cases/`);
      await wake(page);
      await page.getByTestId('event-kind').selectOption('resign');
      await page.getByTestId('add-event').click();
      await expect(page.getByTestId('events').locator('li')).toHaveCount(3);
      const shown = await columns(page);
      await page.getByTestId('share-case').click();
      const link = await page.getByTestId('case-link').inputValue();
      expect(link).toContain(`/${locale}/cases/?case=`);
      const other = await browser.newPage();
      await other.goto(link);
      await expect(other.getByTestId('case-lab')).toHaveAttribute('data-live', 'true', { timeout: 20_000 });
      await expect(other.getByTestId('events').locator('li')).toHaveCount(3);
      expect(await columns(other)).toEqual(shown);
      await other.close();

      await page.goto(`/${locale}/cases/?case=%7Bnot-a-case`);
      await expect(page.getByTestId('link-problem')).toContainText(s.link['not-a-case']);
      await expect(page.getByTestId('link-problem')).toContainText(s.link.problem);
      await expect(cell(page, 'decision', '2018')).toContainText('7.5.3');
    });

    test('a case opened from an exercise', async ({ page }) => {
      await page.goto(`/${locale}/board/`);
      const title = scenario.text[locale].title;
      await page.getByRole('link', { name: `${s.open}: ${title}` }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/cases/\\?case=`));
      await expect(page.getByTestId('case-lab')).toHaveAttribute('data-live', 'true', { timeout: 20_000 });
      await expect(page.getByTestId('events').locator('li')).toHaveCount(scenario.prelude.length + (scenario.events?.length ?? 0));
      await expect(table(page).getByRole('columnheader')).toHaveText(EDITIONS);
      await expect(page.getByRole('radio', { name: s.mode.blitz })).toBeChecked();
    });

    test('on a phone (390×844) by touch, with no sideways scroll', async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(`/${locale}/cases/`);
      await page.waitForLoadState('load');
      const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      // As prerendered (the table's marked cells included) and once live.
      expect(await sideways()).toBeLessThanOrEqual(0);
      await page.getByTestId('event-kind').tap();
      await expect(page.getByTestId('case-lab')).toHaveAttribute('data-live', 'true', { timeout: 20_000 });
      await page.getByTestId('event-kind').selectOption('flag');
      await page.getByTestId('event-colour').selectOption('black');
      await page.getByTestId('add-event').tap();
      await expect(page.getByTestId('events').locator('li')).toHaveCount(3);
      await expect(cell(page, 'result', '1997')).toContainText(boards[locale].over.result['1-0']);
      expect(await sideways()).toBeLessThanOrEqual(0);
      await context.close();
    });
  });
}

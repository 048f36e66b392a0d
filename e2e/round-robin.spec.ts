import type { Page } from '@playwright/test';
import { test, expect, fill, axeClean } from './fixtures';
import { bergerTable, seatInRound } from '../lib/tournament/roundRobin';
import { makeExercise, type BuchholzExercise, type RankExercise, type WhiteExercise } from '../lib/tournament/exercises';
import ptRr from '../locales/pt/roundRobin.json';
import glRr from '../locales/gl/roundRobin.json';
import ptEx from '../locales/pt/exercises.json';
import glEx from '../locales/gl/exercises.json';
import ptT from '../locales/pt/tournament.json';
import glT from '../locales/gl/tournament.json';

// The round-robin tools and the exercises on a phone: 390 × 844, touch, in Portuguese and Galician.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const comma = (v: number) => String(v).replace('.', ',');

/** Axe clean, and nothing wider than the phone. */
async function axeAndWidth(page: Page) {
  await axeClean(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

// Controls are disabled in the prerendered HTML and come to life with the page's scripts: wait for that.
const live = (page: Page) => expect(page.locator('[data-live="true"]').first()).toBeVisible();

for (const [locale, s, x, ts] of [['pt', ptRr, ptEx, ptT], ['gl', glRr, glEx, glT]] as const) {
  test.describe(`/${locale}/tournament/round-robin/`, () => {
    test('by keyboard alone: the Berger table, a player\'s round, the double round robin, the Varma draw, an exercise', async ({ page }) => {
      await page.goto(`/${locale}/tournament/round-robin/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.title);
      await live(page);
      // 7 players: one step down from 6.
      await page.getByLabel(s.table.players).focus();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('table', { name: fill(s.table.caption, { n: 7 }) })).toBeVisible();
      await expect(page.getByText(fill(s.table.oddRule, { bye: 8 }))).toBeVisible();
      const rows = page.getByRole('table', { name: fill(s.table.caption, { n: 7 }) }).locator('tbody tr');
      await expect(rows).toHaveCount(7);
      // Round 3, player 5.
      await page.getByLabel(s.round.round, { exact: true }).focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.getByLabel(s.round.player, { exact: true }).focus();
      for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
      const seat = seatInRound(7, 5, 3);
      const expected = seat.opponent === null ? fill(s.round.rests, { player: 5, round: 3 }) : fill(s.round.plays, { player: 5, round: 3, opponent: seat.opponent, colour: seat.colour === 'w' ? s.round.white : s.round.black, board: seat.board! });
      await expect(page.getByText(expected)).toBeVisible();
      // Double round robin: the arrow keys move between the radio buttons.
      await page.getByLabel(s.table.single).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByLabel(s.table.double)).toBeChecked();
      await expect(rows).toHaveCount(bergerTable(7, { double: true }).length);
      await expect(page.getByText(s.table.doubleRule)).toBeVisible();

      // The Varma draw of the example list: every federation's players in one group.
      await page.getByRole('button', { name: s.varma.draw }).focus();
      await page.keyboard.press('Enter');
      const numbers = page.getByRole('table', { name: s.varma.result }).locator('tbody tr');
      await expect(numbers).toHaveCount(10);
      const drawn = await numbers.evaluateAll((trs) => trs.map((tr) => ({ fed: tr.getAttribute('data-federation'), cells: [...tr.children].map((c) => c.textContent) })));
      expect(drawn.map((d) => Number(d.cells[0]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      for (const fed of ['BRA', 'ESP', 'POR']) expect(new Set(drawn.filter((d) => d.fed === fed).map((d) => d.cells[3])).size, fed).toBe(1);
      await expect(page.getByText(fill(s.varma.table, { size: '9/10' }))).toBeVisible();
      // A list too short for the tables is refused in words.
      await page.getByLabel(s.varma.players).focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.type('BRA Silva\nESP Abad');
      await page.getByRole('button', { name: s.varma.again }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: fill(s.varma.errorSize, { count: 2 }) })).toBeVisible();

      // The exercise: a wrong answer shows the right one and why; then a right one.
      const ex = makeExercise('white', 1) as WhiteExercise;
      const card = page.locator('[data-exercise="white"]');
      await expect(card).toContainText(fill(x.white.task, { n: ex.n, a: ex.a, b: ex.b, round: ex.round }));
      await card.getByLabel(x.answer).focus();
      await page.keyboard.type(String(ex.pairing.black));
      await page.keyboard.press('Enter');
      await expect(card.getByText(fill(x.wrong, { answer: ex.pairing.white }))).toBeVisible();
      await expect(card).toContainText(fill(x.white.why, { n: ex.n, round: ex.round, pairings: ex.pairings.map((p) => `${p.white}–${p.black}`).join(', '), board: ex.pairing.board, white: ex.pairing.white, black: ex.pairing.black }));
      await page.keyboard.press('Control+A');
      await page.keyboard.type(String(ex.pairing.white));
      await page.keyboard.press('Enter');
      await expect(card.getByText(x.right)).toBeVisible();
      // Another exercise: the answer field is cleared and keeps the focus.
      await card.getByRole('button', { name: x.next }).focus();
      await page.keyboard.press('Enter');
      const ex2 = makeExercise('white', 2) as WhiteExercise;
      await expect(card).toContainText(fill(x.white.task, { n: ex2.n, a: ex2.a, b: ex2.b, round: ex2.round }));
      await expect(card.getByLabel(x.answer)).toBeFocused();
      await expect(card.getByLabel(x.answer)).toHaveValue('');
      await axeAndWidth(page);
    });

    test('by touch: a round\'s pairings, the draw and an exercise', async ({ page }) => {
      await page.goto(`/${locale}/tournament/round-robin/`);
      await live(page);
      await page.getByLabel(s.table.players).selectOption('10');
      await page.getByLabel(s.round.round, { exact: true }).selectOption('5');
      // Every board of round 5 of the 9/10 table as printed: 3-10, 4-2, 5-1, 6-9, 7-8.
      for (const [board, white, black] of [[1, 3, 10], [2, 4, 2], [3, 5, 1], [4, 6, 9], [5, 7, 8]]) await expect(page.getByText(fill(s.round.pairing, { board: board!, white: white!, black: black! }))).toBeVisible();
      await expect(page.getByText(fill(s.table.printed, { odd: 9, even: 10 }))).toBeVisible();
      await page.getByRole('button', { name: s.varma.draw }).tap();
      await expect(page.getByRole('table', { name: s.varma.result }).locator('tbody tr')).toHaveCount(10);
      const ex = makeExercise('white', 1) as WhiteExercise;
      const card = page.locator('[data-exercise="white"]');
      await card.getByLabel(x.answer).tap();
      await card.getByLabel(x.answer).fill(String(ex.pairing.white));
      await card.getByRole('button', { name: x.check }).tap();
      await expect(card.getByText(x.right)).toBeVisible();
      await axeAndWidth(page);
    });
  });

  test.describe(`/${locale}/tournament/ exercises`, () => {
    test('Buchholz Cut-1 and a ranking by the list, checked at once, with the working', async ({ page }) => {
      await page.goto(`/${locale}/tournament/`);
      await expect(page.locator('[data-exercise="rank"] button').first()).toBeEnabled();
      await live(page);
      const bh = makeExercise('bh-c1', 1) as BuchholzExercise;
      const card = page.locator('[data-exercise="bh-c1"]');
      await expect(card).toContainText(fill(x.bh.task, { player: bh.player, name: bh.row.participant.name }));
      // By keyboard: a wrong value first.
      await card.getByLabel(x.answer).focus();
      await page.keyboard.type(comma(bh.row.values[0]! + 1));
      await page.keyboard.press('Enter');
      await expect(card.getByText(fill(x.wrong, { answer: comma(bh.row.values[0]!) }))).toBeVisible();
      await expect(card).toContainText(fill(ts.result.value, { tb: 'BH-C1', value: comma(bh.row.values[0]!) }));
      await expect(card).toContainText(fill(ts.item.cutLeast, { article: bh.row.workings[0]!.items.find((i) => i.cut)!.cut!.article }));
      // By touch: the ranking.
      const rank = makeExercise('rank', 1) as RankExercise;
      const rcard = page.locator('[data-exercise="rank"]');
      await expect(rcard).toContainText(fill(x.rank.task, { list: rank.list }));
      await rcard.getByLabel(x.answer).tap();
      await rcard.getByLabel(x.answer).fill(rank.order.join(', '));
      await rcard.getByRole('button', { name: x.check }).tap();
      await expect(rcard.getByText(x.right)).toBeVisible();
      await rcard.getByLabel(x.answer).fill('1, 2');
      await rcard.getByRole('button', { name: x.check }).tap();
      await expect(rcard.getByText(x.problem.order)).toBeVisible();
      await axeAndWidth(page);
    });
  });
}

// The ratings, norm and arbiter title calculators (/{locale}/ratings/), in Portuguese and Galician: each calculator by keyboard
// alone and by touch on a 390×844 phone, the working readable in the reader's language with its articles, a wrong
// input explained, and no axe violations.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, fill } from './fixtures';
import pt from '../locales/pt/ratings.json';
import gl from '../locales/gl/ratings.json';

const strings = { pt, gl };
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// The machine running the tests may be busy: a result is given a little longer than Playwright's default.
const expectSoon = expect.configure({ timeout: 15_000 });

/** Moves the focus with Tab, or Shift+Tab for an element above the focus (and nothing else), until it reaches the element. */
async function tabTo(page: Page, selector: string) {
  const target = page.locator(selector);
  // Where the element is from the focus: 0 reached, -1 above (Shift+Tab), 1 below or nothing focused (Tab).
  const where = () => target.evaluate((el) => {
    const active = document.activeElement;
    if (el === active) return 0;
    if (!active || active === document.body) return 1;
    return el.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
  for (let i = 0; i < 150; i++) {
    const w = await where();
    if (w === 0) return;
    await page.keyboard.press(w < 0 ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function typeInto(page: Page, selector: string, text: string) {
  await tabTo(page, selector);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

const summary = (page: Page, calc: string) => page.locator(`#${calc}-result .ratings-summary`);
const working = (page: Page, calc: string) => page.locator(`#${calc}-result .ratings-working li`);

for (const locale of ['pt', 'gl'] as const) {
  const s = strings[locale];

  test(`${locale}: every calculator by keyboard alone, with its working and a wrong input explained`, async ({ page }) => {
    await page.goto(`/${locale}/ratings/`);
    await expectSoon(page.locator('h1')).toHaveText(s.title);

    // Rating change: 2450 beats 1980; 470 counts as 400 (B.02 8.3.1), PD .92, K 10: +0.8.
    await typeInto(page, '#rc-rating', '2450');
    await typeInto(page, '#rc-games', '1980 1');
    await tabTo(page, '#rating-change button[type="submit"]');
    await page.keyboard.press('Enter');
    await expectSoon(summary(page, 'rating-change')).toContainText('+0,8');
    await expectSoon(summary(page, 'rating-change').locator('dd').first()).toHaveText('10');
    await expectSoon(working(page, 'rating-change')).toContainText([
      fill(s.steps['k.2400'], { rating: 2450 }),
      fill(s.steps['game.cap'], { game: 1, used: 400 }),
      fill(s.steps['game.expected.higher'], { game: 1, difference: 400, min: 392, max: 411, pd: '0,92' }),
    ]);
    await expectSoon(working(page, 'rating-change').nth(2)).toContainText('(B.02 8.3.1)');
    // a result no game can give, explained in the reader's language
    await typeInto(page, '#rc-games', '1980 2');
    await tabTo(page, '#rating-change button[type="submit"]');
    await page.keyboard.press('Enter');
    await expectSoon(page.locator('#rating-change-result [role="alert"]')).toContainText(fill(s.problem.result, { line: 1, token: '2' }));

    // Initial rating: the five games of the example, Ra 1750 + dp 102 = 1852 (B.02 8.2).
    await tabTo(page, '#initial-rating button[type="submit"]');
    await page.keyboard.press('Enter');
    await expectSoon(summary(page, 'initial-rating').locator('dd').first()).toHaveText('1852');
    await expectSoon(working(page, 'initial-rating').first()).toContainText(fill(s.steps['initial.average'], { sum: 8650, games: 5, average: 1750 }));

    // Performance: 6½ of 9 against 2378: 2544 (B.01 1.4.8).
    await tabTo(page, '#performance button[type="submit"]');
    await page.keyboard.press('Enter');
    await expectSoon(summary(page, 'performance').locator('dd').first()).toHaveText('2544');

    // Norm: the example leaves the last round to play: 4½ so far, 5½ needed, 1 from the last game.
    await tabTo(page, '#norm button[type="submit"]');
    await page.keyboard.press('Enter');
    await expectSoon(page.locator('#norm-result .ratings-headline')).toHaveText(s.result.norm.open);
    await expectSoon(working(page, 'norm')).toContainText([fill(s.steps['norm.remaining'], { score: '4½', scoreNeeded: '5½', neededFromRemaining: '1', remaining: 1 })]);
    // the last game won: the norm (Rp 2388 + 80 = 2468)
    await tabTo(page, '#nm-games');
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' 1');
    await tabTo(page, '#norm button[type="submit"]');
    await page.keyboard.press('Enter');
    await expectSoon(page.locator('#norm-result .ratings-headline')).toHaveText(s.result.norm.yes);
    await expectSoon(page.locator('#norm-result .ratings-requirements li').nth(1)).toContainText('B.01 1.4.3');
    await expectSoon(page.locator('#norm-result .ratings-requirements li').nth(1)).toContainText(fill(s.req.feds, { own: 'POR', count: 5, list: 'BRA, ENG, ESP, FRA, GER' }));
    // fewer rounds than a norm needs
    await typeInto(page, '#nm-games', 'GM 2511 ESP ½\nIM 2420 FRA 1');
    await tabTo(page, '#norm button[type="submit"]');
    await page.keyboard.press('Enter');
    await expectSoon(page.locator('#norm-result [role="alert"]')).toContainText(fill(s.problem.normRounds, { rounds: 2 }));

    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  });

  test(`${locale}: a result asked for before the scripts run is shown when they do, and its address gives it again`, async ({ browser }) => {
    // Without scripts the form goes the plain way: to this page with its fields in the address.
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const before = await plain.newPage();
    await before.goto(`/${locale}/ratings/`);
    await before.locator('#rc-rating').fill('2050');
    await before.locator('#rating-change button[type="submit"]').click();
    await expect(before).toHaveURL(/calc=rating-change/);
    const address = before.url();
    await plain.close();
    const page = await browser.newPage();
    await page.goto(address);
    await expect(page.locator('#rc-rating')).toHaveValue('2050');
    // the calculation ran on the fields from the address
    await expectSoon(summary(page, 'rating-change').locator('dd').nth(2)).not.toBeEmpty();
    const shown = (await summary(page, 'rating-change').textContent()) ?? '';
    // the same form submitted with scripts gives the same result, and puts it in the address
    await page.goto(`/${locale}/ratings/`);
    await page.locator('#rc-rating').fill('2050');
    await page.locator('#rating-change button[type="submit"]').click();
    await expectSoon.poll(() => summary(page, 'rating-change').textContent()).toBe(shown);
    await expect(page).toHaveURL(/calc=rating-change.*rating=2050/);
    // a hand-edited address with a list that does not exist keeps the form's own choice
    await page.goto(`/${locale}/ratings/?calc=rating-change&rating=2050&games=2301+1&list=bullet`);
    await expect(page.locator('#rc-list')).toHaveValue('standard');
    await expectSoon(summary(page, 'rating-change')).toBeVisible();
    await page.close();
  });

  test(`${locale}: by touch on a phone (390×844), no sideways scrolling`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`/${locale}/ratings/`);
    await page.locator('#rating-change button[type="submit"]').tap();
    // the example: 2187 draws with 2301 (+3.2) and beats 1700 (487 counts as 400: +1.6): +4.8
    await expectSoon(summary(page, 'rating-change')).toContainText('+4,8');
    await page.locator('#initial-rating button[type="submit"]').tap();
    await expectSoon(summary(page, 'initial-rating').locator('dd').first()).toHaveText('1852');
    await page.locator('#performance button[type="submit"]').tap();
    await expectSoon(summary(page, 'performance').locator('dd').first()).toHaveText('2544');
    await page.locator('#norm button[type="submit"]').tap();
    await expectSoon(page.locator('#norm-result .ratings-headline')).toHaveText(s.result.norm.open);
    // a rating below the list, explained
    await page.locator('#rc-rating').tap();
    await page.locator('#rc-rating').fill('1399');
    await page.locator('#rating-change button[type="submit"]').tap();
    await expectSoon(page.locator('#rating-change-result [role="alert"]')).toContainText(s.problem.playerRating);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    await context.close();
  });

  test(`${locale}: the arbiter title check by keyboard alone, a wrong input explained`, async ({ page }) => {
    // Some ninety fields lie between the top of the page and this form: tabbing through them takes a while.
    test.setTimeout(180_000);
    const a = s.arbiter;
    await page.goto(`/${locale}/ratings/`);
    await expectSoon(page.locator('h1')).toHaveText(s.title);
    // The example: an FA application of a Swiss (3.8.1), a round robin (3.8.2) and a rapid event (3.9.2).
    await tabTo(page, '#arbiter-title button[type="submit"]');
    await page.keyboard.press('Enter');
    const result = page.locator('#arbiter-title-result');
    await expectSoon(result.locator('.ratings-headline')).toHaveText(fill(a.result.yes, { title: a.titles.FA }));
    await expectSoon(result.locator('.ratings-summary dd')).toHaveText(fill(a.result.normsValue, { count: 3, needed: 3 }));
    await expectSoon(result.locator('h3').first()).toContainText(fill(a.result.countsAs, { cite: 'B.06 3.8.1' }));
    await expectSoon(result.locator('li').filter({ hasText: 'B.06 3.8.1' })).toContainText(fill(a.checks['swiss-rated'], { rated: 70, min: 20 }));
    // 19 rated players in the Swiss: no norm there, and two norms are not enough (5.4.3)
    await typeInto(page, '#at-e1-rated', '19');
    await tabTo(page, '#arbiter-title button[type="submit"]');
    await page.keyboard.press('Enter');
    await expectSoon(result.locator('.ratings-headline')).toHaveText(fill(a.result.no, { title: a.titles.FA }));
    await expectSoon(result.locator('h3').first()).toContainText(a.result.notCounts);
    await expectSoon(result.locator('li').filter({ hasText: 'B.06 5.4.3' })).toContainText(fill(a.checks['norm-count'], { count: 2, listed: 3, needed: 3, total: 4 }));
    // more rated players than players
    await typeInto(page, '#at-e1-rated', '200');
    await tabTo(page, '#arbiter-title button[type="submit"]');
    await page.keyboard.press('Enter');
    await expectSoon(result.locator('[role="alert"]')).toContainText(fill(a.problem.rated, { n: 1 }));
    // IA: the same events are no IA norms (none is of a kind 4.8 names), said event by event
    await typeInto(page, '#at-e1-rated', '70');
    await tabTo(page, '#at-title');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#at-title')).toHaveValue('IA');
    await tabTo(page, '#arbiter-title button[type="submit"]');
    await page.keyboard.press('Enter');
    await expectSoon(result.locator('.ratings-headline')).toHaveText(fill(a.result.no, { title: a.titles.IA }));
    await expectSoon(result.locator('li').filter({ hasText: 'B.06 4.8' }).first()).toContainText(a.checks['ia-kind-none']);
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  });

  test(`${locale}: the arbiter title check by touch on a phone (390×844)`, async ({ browser }) => {
    const a = s.arbiter;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`/${locale}/ratings/`);
    await page.locator('#arbiter-title button[type="submit"]').tap();
    const result = page.locator('#arbiter-title-result');
    await expectSoon(result.locator('.ratings-headline')).toHaveText(fill(a.result.yes, { title: a.titles.FA }));
    // the exam at 79%: under the 80% of 3.7
    await page.locator('#at-exam').tap();
    await page.locator('#at-exam').fill('79');
    await page.locator('#arbiter-title button[type="submit"]').tap();
    await expectSoon(result.locator('li').filter({ hasText: 'B.06 3.7' })).toContainText(fill(a.checks.exam, { exam: 79, min: 80 }));
    await expectSoon(result.locator('.ratings-headline')).toHaveText(fill(a.result.no, { title: a.titles.FA }));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    await context.close();
  });
}

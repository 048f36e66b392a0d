import AxeBuilder from '@axe-core/playwright';
import { test, expect, fill } from './fixtures';
import data from '../content/arbiter/playoff-cases.json';
import annex from '../content/regulations/tiebreak-annex-2007/pt.json';
import en from '../locales/en/playoff.json';
import pt from '../locales/pt/playoff.json';
import gl from '../locales/gl/playoff.json';
import ptArbiter from '../locales/pt/arbiter.json';
import glArbiter from '../locales/gl/arbiter.json';
import enArbiter from '../locales/en/arbiter.json';

// The seed's twelve play-off cases: each language shows the handout's Portuguese with its lines, the course's
// translation labelled (Galician, English), today's C.07 Article 3, and questions answered by keyboard and by touch.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const seed = (id: string) => annex.paragraphs.find((p) => p.id === id)!;

for (const [locale, s, arbiter] of [['pt', pt, ptArbiter], ['gl', gl, glArbiter], ['en', en, enArbiter]] as const) {
  test(`/${locale}/arbiter/playoff-cases/: reached from the arbiter course, every case with its provenance`, async ({ page }) => {
    await page.goto(`/${locale}/arbiter/`);
    await page.getByRole('link', { name: arbiter.tools.playoffCases }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/arbiter/playoff-cases/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(s.title);
    for (const c of data.cases) {
      const section = page.locator(`#case-${c.n}`);
      const p = seed(c.id);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(fill(s.caseTitle, { n: c.n }));
      // The handout's Portuguese as printed, marked as Portuguese outside the Portuguese pages, with its lines.
      const quote = section.locator('blockquote');
      await expect(quote).toContainText(p.text);
      if (locale !== 'pt') await expect(quote).toHaveAttribute('lang', 'pt');
      await expect(section.getByRole('link', { name: fill(s.seed, { lines: `${p.lines[0]}–${p.lines[1]}` }) })).toBeVisible();
      if (locale === 'pt') await expect(section.getByText(s.courseTranslation)).toHaveCount(0);
      else {
        await expect(section.getByText(s.courseTranslation)).toBeVisible();
        await expect(section).toContainText(c[locale]);
      }
    }
  });
}

for (const [locale, s] of [['pt', pt], ['gl', gl]] as const) {
  test(`/${locale}/arbiter/playoff-cases/: questions by keyboard and by touch, axe clean`, async ({ page }) => {
    await page.goto(`/${locale}/arbiter/playoff-cases/`);
    // Case 1 by keyboard: nothing chosen, then the wrong colour, then the right one.
    const case1 = page.locator('#case-1 form');
    // The choices come to life with the page's scripts (disabled in the prerendered HTML).
    await expect(page.locator('#case-1 form[data-live="true"]')).toBeVisible();
    await case1.getByRole('button', { name: s.check }).focus();
    await page.keyboard.press('Enter');
    await expect(case1.getByText(s.choose)).toBeVisible();
    await case1.getByLabel(s.white).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await expect(case1.getByText(fill(s.wrong, { answer: s.black }))).toBeVisible();
    await expect(case1).toContainText(data.cases[0]!.why![locale]);
    await case1.getByLabel(s.white).focus();
    await page.keyboard.press('ArrowDown');
    await expect(case1.getByLabel(s.black)).toBeChecked();
    await page.keyboard.press('Enter');
    await expect(case1.getByText(s.right)).toBeVisible();
    // Case 8 by touch: the 7th on HT (Gisela) plays in group B.
    const case8 = page.locator('#case-8 form');
    await expect(page.locator('#case-8 form[data-live="true"]')).toBeVisible();
    await case8.getByLabel(fill(s.group, { g: 'B' })).tap();
    await case8.getByRole('button', { name: s.check }).tap();
    await expect(case8.getByText(s.right)).toBeVisible();
    // Case 2: the Berger table for 3 decides who has no game in round 1: the 1st on HT (Ana), not Carla.
    const case2 = page.locator('#case-2 form');
    await case2.getByLabel('Carla').tap();
    await case2.getByRole('button', { name: s.check }).tap();
    await expect(case2.getByText(fill(s.wrong, { answer: 'Ana' }))).toBeVisible();
    await expect(case2).toContainText('2–3');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  });
}

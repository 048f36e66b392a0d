// The 2018 and 2023 Laws in Portuguese and Galician are the course's translation: each page says so, each paragraph
// says where its wording comes from, and the authentic English is one click away beside it.
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import en2023 from '../content/laws/2023/en.json';
import pt2023 from '../content/laws/2023/pt.json';
import gl2023 from '../content/laws/2023/gl.json';
import gl2018 from '../content/laws/2018/gl.json';
import ptLaws from '../locales/pt/laws.json';
import glLaws from '../locales/gl/laws.json';

const strings = { pt: ptLaws, gl: glLaws };
const paragraph = (text: { parts: { id: string; paragraphs: { id: string; text: string; provenance?: string }[] }[] }, part: string, id: string) =>
  text.parts.find((p) => p.id === part)!.paragraphs.find((p) => p.id === id)!;

for (const [locale, text] of [
  ['pt', pt2023],
  ['gl', gl2023],
] as const) {
  test(`${locale}: Article 9 of 2023 in the reader's language, each paragraph with its provenance and the English beside it`, async ({ page }) => {
    const s = strings[locale];
    await page.goto(`/${locale}/laws/2023/9/`);
    await expect(page.locator('h1')).toHaveText(text.parts.find((p) => p.id === '9')!.title!);
    await expect(page.locator('h1')).not.toHaveAttribute('lang', /./);
    await expect(page.getByRole('heading', { level: 2, name: s.translation.heading })).toBeVisible();
    await expect(page.locator('.law-translation-notice')).toHaveText(s.translation.notice.replace('{{year}}', '2023'));
    // A course-translated paragraph: its translation shown, the English hidden until asked for.
    const claim = page.locator('#p-9\\.2\\.1');
    const mine = paragraph(text, '9', '9.2.1');
    expect(mine.provenance).toBe('course');
    await expect(claim.locator('.law-p')).toContainText(mine.text.slice(0, 60));
    await expect(claim.locator('summary')).toContainText(s.translation.course);
    const english = claim.locator('.law-english-text');
    await expect(english).toBeHidden();
    await claim.locator('summary').click();
    await expect(english).toBeVisible();
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(english).toContainText(paragraph(en2023, '9', '9.2.1').text.slice(0, 60));
    // A paragraph whose English is word for word that of 2009 keeps the official 2009 translation, and says so.
    const official = text.parts.find((p) => p.id === '9')!.paragraphs.find((p) => p.provenance === 'official')!;
    await expect(page.locator(`[id="p-${official.id}"] summary`)).toContainText(s.translation.official.replace('{{year}}', '2009'));
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  });
}

test('gl: every part of 2018 is in Galician, labelled as the course translation', async ({ page }) => {
  for (const part of gl2018.parts) {
    await page.goto(`/gl/laws/2018/${part.id}/`);
    await expect(page.getByRole('heading', { level: 2, name: glLaws.translation.heading })).toBeVisible();
    await expect(page.locator('.law-translated')).toHaveCount(part.paragraphs.length);
  }
});

test('pt: comparing 2009 with 2023 reads both in Portuguese, the 2023 side labelled as the course translation', async ({ page }) => {
  await page.goto('/pt/compare/2009/2023/9/');
  const head = page.locator('.cmp-head');
  await expect(head).toContainText('2009');
  await expect(head).toContainText(ptLaws.translation.label);
  await expect(page.locator('.cmp-to .cmp-p[lang="pt"]').first()).toBeVisible();
});

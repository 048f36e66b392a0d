import { test, expect, common, locales, LESSON } from './fixtures';
import en from '../locales/en/laws.json';
import pt from '../locales/pt/laws.json';
import gl from '../locales/gl/laws.json';

const laws = { en, pt, gl };

test('the language chooser leads to each course home in its language', async ({ page }) => {
  await page.goto('/');
  for (const l of locales) {
    await expect(page.getByRole('link', { name: new RegExp(common[l].chooser.enter) })).toHaveAttribute('href', `/${l}/`);
  }
  await page.getByRole('link', { name: new RegExp(common.gl.chooser.enter) }).click();
  await expect(page).toHaveURL(/\/gl\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'gl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(common.gl.home.title);
});

for (const l of locales) {
  test(`the ${l} course home is in ${l} and leads to the first lesson`, async ({ page }) => {
    await page.goto(`/${l}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', l);
    await expect(page).toHaveTitle(common[l].site.name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(common[l].home.title);
    await page.getByRole('link', { name: new RegExp(common[l].home.startHere) }).click();
    // The course path starts with Article 1.
    await expect(page).toHaveURL(new RegExp(`/${l}/laws/2023/1/$`));
    await expect(page.getByText(laws[l].part.article.replace('{{number}}', '1')).first()).toBeVisible();
    await expect(page.locator('#lesson-title')).toBeVisible();
  });
}

test('the language switcher keeps the reader on the same article and edition', async ({ page }) => {
  await page.goto(`/pt/laws/2009/3/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Movimento das peças');
  await page.getByRole('navigation', { name: common.pt.nav.languageSwitcher }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/laws\/2009\/3\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The moves of the pieces');
  await page.getByRole('navigation', { name: common.en.nav.languageSwitcher }).getByRole('link', { name: 'Galego' }).click();
  await expect(page).toHaveURL(/\/gl\/laws\/2009\/3\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('O movemento dos trebellos');
});

test('the edition switcher leads to the same article and lesson in another edition', async ({ page }) => {
  await page.goto(`/en${LESSON}`);
  await expect(page.getByText('2023 edition · adopted in Chennai 2022 · in force from 1 January 2023')).toBeVisible();
  await page.getByRole('navigation', { name: 'This text in other editions' }).getByRole('link', { name: '2009' }).click();
  await expect(page).toHaveURL(/\/en\/laws\/2009\/3\/$/);
  await expect(page.getByText('2009 edition · adopted in Dresden 2008 · in force from 1 July 2009')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Lesson: / })).toBeVisible();
});

test('the lesson text is in the prerendered HTML, before any script runs', async ({ request }) => {
  const html = await (await request.get(`/en${LESSON}`)).text();
  expect(html).toContain('The moves of the pieces');
  expect(html).toContain('captured and');
  expect(html).toContain('<html lang="en"');
});

const unknown = [
  { path: '/xx/', lang: 'en' },
  { path: '/pt/laws/1900/99/', lang: 'pt' },
  { path: '/gl/nada/', lang: 'gl' },
  { path: '/en/no-such-page/', lang: 'en' },
] as const;

for (const { path, lang } of unknown) {
  test(`an unknown address (${path}) gets a 404 page in ${lang}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: common[lang].notFound.title })).toBeVisible();
    await expect(page.getByRole('link', { name: common[lang].notFound.home })).toHaveAttribute('href', `/${lang}/`);
    if (path !== '/xx/') {
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // Only the address's language is shown.
      const others = locales.filter((l) => l !== lang);
      for (const o of others) await expect(page.getByText(common[o].notFound.body)).toBeHidden();
    }
  });
}

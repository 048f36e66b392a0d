// What a reader sees and can copy: citations as each edition prints them, words in the reader's language (and text
// in another language marked with it), one title on the 404 page, reversed comparison pairs that lead somewhere.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { test, expect, board, common, boardText } from './fixtures';
import { OUT, htmlFiles, idCitation, idCitations, textRuns } from './exportText';
import enLaws from '../locales/en/laws.json';
import ptLaws from '../locales/pt/laws.json';
import glLaws from '../locales/gl/laws.json';
import enCompare from '../locales/en/compare.json';
import ptCompare from '../locales/pt/compare.json';
import glCompare from '../locales/gl/compare.json';
import enCorpus2009 from '../content/laws/2009/en.json';
import enCorpus2018 from '../content/laws/2018/en.json';
import enCorpus2023 from '../content/laws/2023/en.json';
import ptCorpus2009 from '../content/laws/2009/pt.json';
import glCorpus2009 from '../content/laws/2009/gl.json';
import ptCorpus2023 from '../content/laws/2023/pt.json';
import glCorpus2023 from '../content/laws/2023/gl.json';

const laws = { en: enLaws, pt: ptLaws, gl: glLaws };
const compare = { en: enCompare, pt: ptCompare, gl: glCompare };

test.describe('citations a candidate can copy', () => {
  test('the scan catches the id-like citations the pages used to print', () => {
    const old = ['(Article 2.1+1)', 'Articles 2.2+1, 2.2+2', 'Article 9.2b+2', 'Artigo 3.1+1', '(Artigo guidelines+1)', 'Artigos appendix-e+1 e appendix-e+2', 'Artigo appendix-a: Xadrez rápido', 'Renumbered: glossary.press-the-clock'];
    for (const s of old) expect(idCitation.some((re) => re.test(s)), s).toBe(true);
    // A move is not an id: the 2009 sample game prints "Qe3+3".
    expect(idCitation.some((re) => re.test('8. Qe3+3 Be7'))).toBe(false);
  });

  test('no page of the export prints a paragraph or part id where a citation belongs', () => {
    const hits = idCitations();
    const pages = new Set(hits.map((h) => h.page));
    expect(hits.slice(0, 20).map((h) => `${h.page}: "${h.match}" in …${h.context}…`), `${hits.length} id-like citations on ${pages.size} pages`).toEqual([]);
  });

  for (const [locale, expected] of [
    ['pt', 'Artigo 2.1, segundo parágrafo'],
    ['gl', 'Artigo 2.1, segundo parágrafo'],
    ['en', 'Article 2.1, second paragraph'],
  ] as const) {
    test(`${locale}: a lesson cites an unnumbered paragraph by its article and position, linked to it`, async ({ page }) => {
      await page.goto(`/${locale}/laws/2009/2/`);
      const lesson = page.locator('section[aria-labelledby="lesson-title"]');
      await expect(lesson.getByRole('link', { name: expected, exact: true }).first()).toHaveAttribute('href', `/${locale}/laws/2009/2/#p-2.1-plus-1`);
      await expect(lesson).not.toContainText('2.1+1');
    });
  }

  for (const [locale, expected] of [
    ['pt', 'Apêndice C, primeiro parágrafo · 2009'],
    ['gl', 'Apéndice C, primeiro parágrafo · 2009'],
  ] as const) {
    test(`${locale}: a lesson quote's footer names the appendix and the paragraph`, async ({ page }) => {
      await page.goto(`/${locale}/laws/2009/appendix-c/`);
      const footer = page.locator('.law-quote footer').filter({ hasText: expected.split(',')[0]! }).first();
      await expect(footer).toHaveText(expected);
      await expect(footer.getByRole('link')).toHaveAttribute('href', `/${locale}/laws/2009/appendix-c/#p-appendix-c-plus-1`);
    });
  }

  test('pt: the 1997 lesson cites the fourteen paragraphs of 2.2 as one range', async ({ page }) => {
    await page.goto('/pt/laws/1997/2/');
    await expect(page.locator('section[aria-labelledby="lesson-title"]').getByRole('link', { name: 'Artigo 2.2, parágrafos 2 a 14' }).first()).toHaveAttribute('href', '/pt/laws/1997/2/#p-2.2-plus-1');
  });

  for (const [locale, question] of [
    ['pt', /à direita de cada jogador/],
    ['gl', /á dereita de cada xogador/],
  ] as const) {
    test(`${locale}: a question's answer cites the paragraph as the edition prints it`, async ({ page }) => {
      await page.goto(`/${locale}/laws/2009/2/`);
      const quiz = page.locator('[data-question="light-on-the-right"]');
      await quiz.getByLabel(question).check();
      await quiz.getByRole('button', { name: laws[locale].quiz.check }).click();
      await expect(quiz.getByText(laws[locale].quiz.right)).toBeVisible();
      await expect(quiz.getByRole('link', { name: 'Artigo 2.1, segundo parágrafo' })).toHaveAttribute('href', `/${locale}/laws/2009/2/#p-2.1-plus-1`);
    });
  }

  for (const [locale, appendix] of [
    ['pt', 'Apêndice A'],
    ['gl', 'Apéndice A'],
    ['en', 'Appendix A'],
  ] as const) {
    test(`${locale}: the course home names appendices and guidelines as the Laws do`, async ({ page }) => {
      await page.goto(`/${locale}/`);
      const path = page.locator('.lesson-path');
      await expect(path.getByRole('link', { name: new RegExp(`^${appendix}: `) })).toBeVisible();
      await expect(path.getByRole('link', { name: new RegExp(`^${laws[locale].part.guidelinesNumbered.replace('{{number}}', 'III')}: `) })).toBeVisible();
      await expect(path).not.toContainText('appendix-');
      await expect(path).not.toContainText('guidelines-');
    });
  }

  test('pt: the timeline cites each headline by its paragraph', async ({ page }) => {
    await page.goto('/pt/compare/');
    await expect(page.locator('#edition-2018').getByRole('link', { name: 'Diretrizes III.5' })).toHaveAttribute('href', '/pt/laws/2018/guidelines-iii/#p-III.5');
    await expect(page.locator('#edition-2009').getByRole('link', { name: 'Artigo 6.6a' })).toBeVisible();
  });
});

test.describe('words in the reader’s language', () => {
  test('pt: the board help says “pressione Enter”, never “carregue”', async ({ page }) => {
    await page.goto('/pt/laws/2023/4/');
    const help = board(page, 'hand').locator('.live-board-help');
    await expect(help).toContainText('pressione Enter');
    await expect(page.locator('main')).not.toContainText(/carregue/i);
  });

  test('pt: the claim buttons say “Reclamar”, as the Portuguese Laws do', async ({ page }) => {
    await page.goto('/pt/laws/2023/9/');
    const claims = board(page, 'threefold-free');
    await expect(claims.getByRole('button', { name: boardText.pt.claim.threefold })).toHaveText('Reclamar tripla repetição');
    await expect(claims.getByRole('button', { name: boardText.pt.claim.fifty })).toHaveText('Reclamar cinquenta lances');
    // The course's words; the official 2009 wording the 2023 translation reuses (9.2.2) says "reivindica", as printed.
    for (const section of await page.locator('.lesson section.prose').all()) await expect(section).not.toContainText(/reivindic/i);
  });

  test('pt: an exercise hint names the button as it reads and says “pressione”', async ({ page }) => {
    await page.goto('/pt/laws/2023/9/');
    const b = board(page, 'threefold-exercise');
    await b.getByRole('button', { name: boardText.pt.scenario.start }).click();
    await b.getByRole('button', { name: boardText.pt.scenario.hint }).click();
    await b.getByRole('button', { name: boardText.pt.scenario.hint }).click();
    await expect(b).toContainText('pressione o botão “Reclamar tripla repetição”');
    await expect(b).not.toContainText(/carregue|reivindic/i);
  });

  for (const locale of ['pt', 'gl'] as const) {
    test(`${locale}: the 2023 contents have the course translation's section headings, in the reader's language`, async ({ page }) => {
      await page.goto(`/${locale}/laws/2023/`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const translated = (locale === 'pt' ? ptCorpus2023 : glCorpus2023).parts.find((p) => p.id === '1')!.section!;
      await expect(page.locator('.toc-section', { hasText: translated })).not.toHaveAttribute('lang', /./);
      await expect(page.locator('.toc-section[lang="en"]')).toHaveCount(0);
      // The 2009 text has its own headings: no mark needed.
      await page.goto(`/${locale}/laws/2009/`);
      const own = (locale === 'pt' ? ptCorpus2009 : glCorpus2009).parts.find((p) => p.id === '1')!.section!;
      await expect(page.locator('.toc-section', { hasText: own })).not.toHaveAttribute('lang', /./);
    });
  }

  test('on Portuguese and Galician pages, every English title and section heading of the Laws is marked lang="en"', () => {
    const own = new Set([ptCorpus2009, glCorpus2009].flatMap((t) => t.parts.flatMap((p) => [p.title, p.section])));
    const english = new Set(
      [enCorpus2009, enCorpus2018, enCorpus2023].flatMap((t) => t.parts.flatMap((p) => [p.title, 'section' in p ? p.section : undefined])).filter((x): x is string => !!x && !own.has(x) && !['FIDE', 'Blitz'].includes(x)),
    );
    const unmarked: string[] = [];
    for (const file of htmlFiles()) {
      const page = relative(OUT, file);
      if (!/^(pt|gl)\//.test(page)) continue;
      for (const run of textRuns(readFileSync(file, 'utf8'))) if (english.has(run.text) && run.lang !== 'en') unmarked.push(`${page}: <${run.tag} lang=${run.lang}> ${run.text}`);
    }
    expect(unmarked.slice(0, 20), `${unmarked.length} unmarked`).toEqual([]);
  });

  test('gl: the translator’s credit is in Galician', async ({ page }) => {
    await page.goto('/gl/laws/2009/1/');
    const source = page.locator('.law-source');
    await expect(source).toContainText(glLaws.translators['gl-2009']);
    await expect(source).toContainText('supervisión lingüística da Real Academia Galega');
    await expect(source).not.toContainText('linguistic supervision');
  });

  test('pt: the translator’s credit is in Portuguese', async ({ page }) => {
    await page.goto('/pt/laws/2009/1/');
    await expect(page.locator('.law-source')).toContainText('AI Antônio Bento (tradução), AF Igor Lutz (revisão)');
  });

  for (const [locale, preface] of [
    ['en', 'Preface'],
    ['pt', 'Prefácio'],
    ['gl', 'Proemio'],
  ] as const) {
    test(`${locale}: the overview names the preface once`, async ({ page }) => {
      await page.goto(`/${locale}/compare/2009/2018/`);
      await expect(page.locator('tr[data-part="preface"] th')).toHaveText(preface);
      // A title that says more than the name is still shown.
      await expect(page.locator('tr[data-part="1"] th')).toContainText(/\S+ 1 \S+/);
    });
  }

  for (const [locale, side] of [
    ['en', 'You play White'],
    ['pt', 'Você joga com as brancas'],
    ['gl', 'Xogas coas brancas'],
  ] as const) {
    test(`${locale}: an exercise brief says once which side the learner plays`, async ({ page }) => {
      await page.goto(`/${locale}/laws/2023/3/`);
      const brief = board(page, 'en-passant-exercise').locator('.scenario-brief');
      await expect(brief).toContainText(side);
      expect((await brief.innerText()).split(side).length - 1).toBe(1);
    });
  }
});

test.describe('the 404 page and reversed comparisons', () => {
  for (const [path, lang] of [
    ['/pt/nada/', 'pt'],
    ['/gl/nada/', 'gl'],
    ['/en/nothing/', 'en'],
    ['/xx/', 'en'],
  ] as const) {
    test(`${path}: one title, in the language of the page (${lang})`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(common[lang].notFound.title);
    });
  }

  test('without scripts the 404 page has the English title and all three texts', async ({ request }) => {
    const html = await (await request.get('/pt/nada/')).text();
    expect(html).toContain(`<title>${common.en.notFound.title}</title>`);
    for (const l of ['pt', 'gl', 'en'] as const) expect(html).toContain(common[l].notFound.body);
  });

  for (const locale of ['pt', 'gl', 'en'] as const) {
    test(`${locale}: a reversed pair leads to the comparison from the older edition`, async ({ page, request }) => {
      const response = await request.get(`/${locale}/compare/2023/2009/`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<meta http-equiv="refresh" content="0; url=/${locale}/compare/2009/2023/"/>`);
      const text = compare[locale].reversed;
      expect(html).toContain(text.body.replace('{{older}}', '2009').replace('{{newer}}', '2023'));
      expect(html).toContain(`href="/${locale}/compare/2009/2023/"`);
      await page.goto(`/${locale}/compare/2023/2009/`);
      await expect(page).toHaveURL(new RegExp(`/${locale}/compare/2009/2023/$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(compare[locale].overview.title.replace('{{from}}', '2009').replace('{{to}}', '2023'));
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('a reversed pair still leads to the right order', async ({ page }) => {
      await page.goto('/pt/compare/2018/1997/');
      await expect(page).toHaveURL(/\/pt\/compare\/1997\/2018\/$/);
    });
  });
});

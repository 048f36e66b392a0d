import { expect, test } from './fixtures';
import en from '../locales/en/laws.json';
import pt from '../locales/pt/laws.json';
import gl from '../locales/gl/laws.json';

// A sample of pages, over every edition, every language the course has its text in, and every kind of part. For each:
// the paragraph with this number, in the text of this language, starts with the number as the source prints it (or
// as rebuilt, in brackets), holds a phrase the source gives that paragraph and not one of the next (or previous)
// paragraph. Expectations are copied by hand from the raw sources (lib/laws/sources.ts: seeds/, sources/laws/), as cited.
interface Sample {
  edition: string;
  part: string;
  lang: 'pt' | 'gl' | 'en';
  // The paragraph's anchor in the page (without "p-").
  id: string;
  // The number shown before the text; none for unnumbered paragraphs.
  label?: string;
  phrase: string;
  // From a neighbouring paragraph: must not be in this one.
  not: string;
  source: string;
}

const samples: Sample[] = [
  // 1997 (Portuguese only): seed 001.
  { edition: '1997', part: '1', lang: 'pt', id: '1.1', label: '1.1', phrase: 'quando seu adversário completou um lance', not: 'colocar o rei adversário', source: '001 l.13-14' },
  { edition: '1997', part: '3', lang: 'pt', id: '3.4d', label: 'd)', phrase: 'apenas como resposta imediata a tal avanço', not: 'um peão deve ser imediatamente trocado', source: '001 l.69-72' },
  { edition: '1997', part: '6', lang: 'pt', id: '6.6', label: '6.6', phrase: 'mais de uma hora depois do horário previsto', not: 'o relógio do jogador com as peças brancas deve ser iniciado', source: '001 l.167' },
  { edition: '1997', part: '9', lang: 'pt', id: '9.5b', label: 'b)', phrase: 'reduzir metade do tempo restante do reclamante', not: 'será considerada imediatamente empatada', source: '001 l.254-256' },
  // 2001, English: seed 000, English stream (lines interleaved with the Portuguese).
  { edition: '2001', part: 'introduction', lang: 'en', id: 'introduction-plus-2', phrase: 'adopted at the 71st FIDE Congress at Istanbul (Turkey) November 2000', not: 'In these Laws the words', source: '000 l.5-11' },
  { edition: '2001', part: '3', lang: 'en', id: '3.7d', label: '[3.7d]', phrase: 'which has advanced two squares in one move from its original square', not: 'it must be exchanged as part of the same move', source: '000 l.216-230' },
  { edition: '2001', part: '7', lang: 'en', id: '7.4b', label: '[7.4b]', phrase: 'the arbiter shall give two minutes extra time to his opponent in each instance', not: 'the position immediately before the irregularity shall be reinstated', source: '000 l.727-759' },
  { edition: '2001', part: '10', lang: 'en', id: '10.3', label: '10.3', phrase: 'it is impossible to establish which flag fell first the game is drawn', not: 'The decision of the arbiter shall be final', source: '000 l.1089-1094' },
  { edition: '2001', part: 'appendix-b', lang: 'en', id: 'B1', label: 'B1', phrase: 'in a fixed time from 15 to 60 minutes for each player', not: 'Players do not need to record the moves', source: '000 l.1474-1480' },
  // 2001, Portuguese: seed 000, Portuguese stream.
  { edition: '2001', part: '1', lang: 'pt', id: '1.1', label: '1.1', phrase: 'quando a jogada do seu oponente tiver sido feita', not: 'O objetivo de cada jogador', source: '000 l.65-75' },
  { edition: '2001', part: '5', lang: 'pt', id: '5.2b', label: '[5.2b]', phrase: 'nenhum dos jogadores pode dar xeque mate no rei do adversário', not: 'mediante comum acordo entre os jogadores', source: '000 l.412-420' },
  { edition: '2001', part: '12', lang: 'pt', id: '12.5', label: '12.5', phrase: 'É proibido distrair ou perturbar o oponente de qualquer maneira', not: 'Infrações a qualquer dos Artigos 12.1 a 12.5', source: '000 l.1146-1152' },
  { edition: '2001', part: 'appendix-f', lang: 'pt', id: 'F1e', label: '[F1e]', phrase: 'sendo as peças pretas especialmente marcadas', not: 'um pequeno orifício em cada casa', source: '000 l.1794-1798' },
  // 2009, English: sources/laws/en-2009.md.
  { edition: '2009', part: '4', lang: 'en', id: '4.6', label: '4.6', phrase: 'a piece has been released on a square, it cannot be moved to another square on this move', not: 'forfeits his right to a claim', source: 'en-2009.md l.184' },
  { edition: '2009', part: '6', lang: 'en', id: '6.6a', label: '6.6 a.', phrase: 'Any player who arrives at the chessboard after the start of the session shall lose the game', not: 'specify a different default time', source: 'en-2009.md l.223-224' },
  { edition: '2009', part: 'appendix-b', lang: 'en', id: 'B1', label: 'B.1', phrase: 'in a fixed time of less than 15 minutes for each player', not: 'adequate supervision of play', source: 'en-2009.md l.412-414' },
  { edition: '2009', part: 'guidelines', lang: 'en', id: 'G1b', label: 'b.', phrase: 'shall be considered to have sealed at the nominal time for the end of the session', not: 'the arbiter shall require the player having the move', source: 'en-2009.md l.586-587' },
  // 2009, Galician: seed 002.
  { edition: '2009', part: 'preface', lang: 'gl', id: 'preface-plus-1', phrase: 'debería ser posible chegar a unha decisión correcta estudando situacións análogas', not: 'Unha federación afiliada ten liberdade', source: '002 l.111-113' },
  { edition: '2009', part: '3', lang: 'gl', id: '3.3', label: '3.3', phrase: 'O roque pode ser movido a calquera casa ao longo da fileira ou columnas', not: 'A raíña pode ser movida', source: '002 l.190-192' },
  { edition: '2009', part: '9', lang: 'gl', id: '9.1a', label: '9.1 a.', phrase: 'os xogadores non poderán acordar táboas', not: 'Se as regras do torneo permiten o acordo de táboas', source: '002 l.399-401' },
  { edition: '2009', part: 'appendix-e', lang: 'gl', id: 'E2.1', label: '1.', phrase: 'As xogadas anunciáranse claramente, repetidas polo adversario', not: 'O xogo rexeráse polas seguintes regras', source: '002 l.655-657' },
  // 2009, Portuguese: seed 003.
  { edition: '2009', part: '10', lang: 'pt', id: '10.2', label: '10.2', phrase: 'Deverá chamar o árbitro e poderá parar os relógios', not: 'Se o árbitro concordar que o oponente', source: '003 l.358-360' },
  { edition: '2009', part: '13', lang: 'pt', id: '13.2', label: '13.2', phrase: 'Deverá assegurar a existência de um bom ambiente de jogo', not: 'especialmente quando os jogadores estiverem apurados no tempo', source: '003 l.404' },
  { edition: '2009', part: 'appendix-c', lang: 'pt', id: 'C4', label: 'C4', phrase: 'Peões não são indicados por sua primeira letra', not: 'As oito colunas', source: '003 l.448' },
  { edition: '2009', part: 'appendix-f', lang: 'pt', id: 'F1', label: 'F1', phrase: 'a posição inicial é randomicamente colocada', not: 'Exigências para a posição inicial', source: '003 l.522' },
  // 2018, English: sources/laws/en-2018.md.
  { edition: '2018', part: 'preface', lang: 'en', id: 'preface-plus-2', phrase: 'Member federations may ask FIDE to give a ruling on matters relating to the Laws of Chess', not: 'cannot cover all possible situations', source: 'en-2018.md l.29-31' },
  { edition: '2018', part: '11', lang: 'en', id: '11.2.2', label: '11.2.2', phrase: 'the place where the games of a competition are played', not: 'rest rooms, toilets', source: 'en-2018.md l.434-436' },
  { edition: '2018', part: 'appendix-d', lang: 'en', id: 'D.1.4.2', label: 'D.1.4.2', phrase: 'all are of Staunton design, the black pieces being specially marked', not: 'shall govern play', source: 'en-2018.md l.665-667' },
  { edition: '2018', part: 'guidelines-iii', lang: 'en', id: 'III.5', label: 'III.5', phrase: 'If Article III.4 does not apply', not: 'increment extra five seconds', source: 'en-2018.md l.851-853' },
  { edition: '2018', part: 'glossary', lang: 'en', id: 'glossary.analyse', phrase: 'Where one or more players make moves on a board to try to determine what is the best continuation', not: 'Recording the moves using a-h and 1-8', source: 'en-2018.md l.881-883' },
  // 2023, English: sources/laws/en-2023.md.
  { edition: '2023', part: 'introduction', lang: 'en', id: 'introduction-plus-3', phrase: 'adopted at the 93rd FIDE Congress at Chennai, India', not: 'The Laws of Chess have two parts', source: 'en-2023.md l.31-33' },
  { edition: '2023', part: '5', lang: 'en', id: '5.1.2', label: '5.1.2', phrase: 'The game is lost by the player who declares he/she resigns', not: 'is not in check', source: 'en-2023.md l.223-225' },
  { edition: '2023', part: 'appendix-a', lang: 'en', id: 'A.1', label: 'A.1', phrase: 'in a fixed time of more than 10 minutes but less than 60 minutes for each player', not: 'Players do not need to record the moves', source: 'en-2023.md l.527-529' },
  { edition: '2023', part: 'guidelines-i', lang: 'en', id: 'I.1.2', label: 'I.1.2', phrase: 'shall be considered to have sealed at the nominal time for the end of the session', not: 'the arbiter shall require the player having the move', source: 'en-2023.md l.746-748' },
  { edition: '2023', part: 'glossary', lang: 'en', id: 'glossary.appeal', phrase: 'Normally a player has the right to appeal against a decision of the arbiter or organiser', not: 'The person(s) responsible for ensuring', source: 'en-2023.md l.901-903' },
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const s of samples) {
  test(`${s.lang}/laws/${s.edition}/${s.part}: paragraph ${s.id} shows its own text (${s.source})`, async ({ page }) => {
    await page.goto(`/${s.lang}/laws/${s.edition}/${s.part}/`);
    const paragraph = page.getByRole('main').locator(`section.law-text[lang="${s.lang}"] [id="p-${s.id}"]`);
    await expect(paragraph).toBeVisible();
    if (s.label) await expect(paragraph).toHaveText(new RegExp(`^\\s*${escapeRegExp(s.label)}\\s`));
    await expect(paragraph).toContainText(s.phrase);
    await expect(paragraph).not.toContainText(s.not);
  });
}

// The parts of the 2023 Laws, as the headings of sources/laws/en-2023.md name them (the unlettered introduction to the
// Guidelines included): the contents link each one, in this order, to a page that exists.
const parts2023 = [
  'Introduction',
  'Preface',
  'The Nature and Objectives of the Game of Chess',
  'The Initial Position of the Pieces on the Chessboard',
  'The Moves of the Pieces',
  'The Act of Moving the Pieces',
  'The Completion of the Game',
  'The Chessclock',
  'Irregularities',
  'The Recording of the Moves',
  'The Drawn Game',
  'Points',
  'The Conduct of the Players',
  'The Role of the Arbiter (see Preface)',
  'Rapid chess',
  'Blitz',
  'Algebraic Notation',
  'Rules for play with blind and visually disabled players',
  'Introduction',
  'Adjourned Games',
  'Chess960 Rules',
  'Games without increment including Quickplay Finishes',
  'Glossary of Terms in the Laws of Chess',
];

test('the 2023 contents link every part of the Laws, and every edition’s contents lead to pages that exist', async ({ page, request }) => {
  await page.goto('/en/laws/2023/');
  await expect(page.locator('.toc-list').getByRole('link')).toHaveText(parts2023.map((title) => new RegExp(`${escapeRegExp(title)}\\s*$`)));
  for (const edition of ['1997', '2001', '2009', '2018', '2023']) {
    await page.goto(`/en/laws/${edition}/`);
    const hrefs = await page.locator('.toc-list').getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
  }
});

test('the contents of an edition list its articles, appendices and guidelines in the reader’s language', async ({ page }) => {
  await page.goto('/pt/laws/2009/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pt.toc.title.replace('{{year}}', '2009'));
  const list = page.locator('.toc-list');
  for (const label of ['Artigo 1', 'Artigo 14', 'Apêndice A', 'Apêndice F', 'Diretrizes']) {
    await expect(list.getByRole('link', { name: new RegExp(`^${label}\\b`) })).toBeVisible();
  }
  await list.getByRole('link', { name: /^Artigo 9\b/ }).click();
  await expect(page).toHaveURL(/\/pt\/laws\/2009\/9\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/empatadas/i);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an article is readable, with a missing Galician paragraph shown from the English text', async ({ page }) => {
    await page.goto('/gl/laws/2009/3/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/movemento/i);
    await expect(page.locator('#p-3\\.7d')).toContainText('ao paso');
    const missing = page.locator('#p-3\\.7e');
    await expect(missing).toContainText(gl.text.paragraphMissing.replace('{{language}}', gl.language.gl));
    await expect(missing).toContainText('promotion');
    await expect(missing.locator('[lang="en"]')).toBeVisible();
  });
});

test('a cross-reference in the text leads to the paragraph it names', async ({ page }) => {
  await page.goto('/en/laws/2009/3/');
  await page.locator('#p-3\\.1').getByRole('link', { name: '3.8' }).click();
  await expect(page).toHaveURL(/\/en\/laws\/2009\/3\/#p-3\.8a$/);
  await expect(page.locator('#p-3\\.8a')).toBeInViewport();
});

test('an edition without an English text says so and shows the Portuguese text', async ({ page }) => {
  await page.goto('/en/laws/1997/4/');
  await expect(page.getByRole('note')).toHaveText(en.text.notInLanguage.replace('{{language}}', en.language.en));
  const text = page.locator('section.law-text[lang="pt"]');
  await expect(text.getByRole('heading', { name: en.text.translation.replace('{{language}}', en.language.pt) })).toBeVisible();
  await expect(text).toContainText('peça');
});

test('a part the sources lack says so, with the old wording the change table quotes', async ({ page }) => {
  await page.goto('/pt/laws/1997/10/');
  await expect(page.getByRole('note')).toHaveText(pt.text.partMissingHere.replace('{{year}}', '1997').replace('{{language}}', pt.language.pt));
  await expect(page.locator('.official-text').getByText('10.2', { exact: true })).toBeVisible();
});

test('the edition switcher leads to the counterpart article, even when it was renumbered', async ({ page }) => {
  await page.goto('/en/laws/2009/12/');
  await page.getByRole('navigation', { name: en.edition.switcher }).getByRole('link', { name: '2018' }).click();
  await expect(page).toHaveURL(/\/en\/laws\/2018\/11\/$/);
  await page.goto('/en/laws/2001/appendix-b/');
  await page.getByRole('navigation', { name: en.edition.switcher }).getByRole('link', { name: '2009' }).click();
  await expect(page).toHaveURL(/\/en\/laws\/2009\/appendix-a\/$/);
  // 1997 Article 10 (quickplay finish) has no text in the sources; it keeps its number in 2001 and goes on from there.
  await page.goto('/en/laws/1997/10/');
  await page.getByRole('navigation', { name: en.edition.switcher }).getByRole('link', { name: '2023' }).click();
  await expect(page).toHaveURL(/\/en\/laws\/2023\/guidelines-iii\/$/);
});

test('words lost in the 2001 source are marked as gaps, and restored Portuguese words are marked as restored', async ({ page }) => {
  await page.goto('/en/laws/2001/1/');
  await expect(page.locator('.law-gap').first()).toBeVisible();
  await expect(page.getByText(en.text.legendGap)).toBeVisible();
  await page.goto('/pt/laws/2001/3/');
  await expect(page.locator('.law-restored').first()).toBeVisible();
  // The source box names, in the reader's words, the copy the restored words come from (no seed ids).
  await expect(page.locator('.law-source')).toContainText('Internet Xadrez Clube');
});

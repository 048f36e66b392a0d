// The course glossary (content/glossary/terms.json) against the Laws: every word is the word of that language's own
// text, every cited topic exists in each edition the glossary shows it for, the Laws' own Glossary entries it links
// to exist, the misleading words are flagged, and every <Term id> of the lessons is a glossary term.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDITIONS } from '@/lib/editions';
import { termArticles } from '@/lib/glossary/articles';
import { lawsGlossary } from '@/lib/glossary/lawsGlossary';
import { glossary } from '@/lib/glossary/terms';
import { definingWords, searchData } from '@/lib/glossary/search';
import { lessons } from '@/lib/content/lessons';
import { locales } from '@/lib/languages';
import { loadAlignment, loadText } from '@/lib/laws/corpus';
import { articlesFor, paragraphIndex } from '@/lib/laws/pages';
import { elementsIn, stringProps } from './mdxTree';

const plain = (s: string) => s.replace(/[’‘]/g, "'");
const textOf = (edition: string, language: 'en' | 'pt' | 'gl') =>
  plain(loadText(edition, language)?.parts.flatMap((p) => p.paragraphs.map((q) => q.text ?? '')).join('\n') ?? '');
// a whole word or phrase ("roque" is not in "enroque"), case and apostrophes aside
const has = (text: string, term: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${plain(term).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu').test(text);

describe('course glossary', () => {
  const terms = glossary.terms;

  it('has every term of the brief once, each in pt, gl and en with a definition in each', () => {
    const ids = terms.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ['king', 'queen', 'rook', 'bishop', 'knight', 'pawn', 'castling', 'en-passant', 'promotion', 'check', 'checkmate', 'stalemate', 'touch-move', 'jadoube', 'scoresheet', 'flag', 'flag-fall', 'chess-clock', 'dead-position', 'claim', 'draw-offer', 'repetition', 'fifty-move-rule', 'seventy-five-move-rule', 'arbiter', 'assistant-arbiter', 'increment', 'delay', 'time-control', 'adequate-supervision', 'normal-means', 'illegal-move', 'resign', 'sealed-move', 'rapid', 'blitz', 'quickplay-finish', 'playing-venue', 'move', 'rank', 'file', 'diagonal', 'electronic-device', 'zero-tolerance', 'default-time', 'chess960'])
      expect(ids, id).toContain(id);
    for (const t of terms) for (const l of locales) expect(t[l].term && t.definition[l], `${t.id} ${l}`).toBeTruthy();
  });

  // The official 2009 translations are the witnesses for Portuguese and Galician; a word marked "course" comes from
  // the course's translation of 2018/2023, as does every courseTerm. English: the authentic texts.
  const pt2009 = textOf('2009', 'pt');
  const gl2009 = textOf('2009', 'gl');
  const course = { pt: textOf('2018', 'pt') + textOf('2023', 'pt'), gl: textOf('2018', 'gl') + textOf('2023', 'gl') };
  const english = EDITIONS.map((e) => textOf(e, 'en')).join('\n');

  it.each(terms.map((t) => [t.id, t] as const))('%s: each word is in its language’s text of the Laws', (_, t) => {
    for (const w of [t.en.term, ...(t.en.also ?? [])]) expect(has(english, w), `en "${w}"`).toBe(true);
    for (const l of ['pt', 'gl'] as const) {
      const w = t[l];
      const witness = w.source === '2009' ? (l === 'pt' ? pt2009 : gl2009) : course[l];
      for (const word of [w.term, ...(w.also ?? [])]) expect(has(witness, word), `${l} "${word}" in ${w.source}`).toBe(true);
      if (w.courseTerm) expect(has(course[l], w.courseTerm), `${l} course "${w.courseTerm}"`).toBe(true);
    }
  });

  it.each(terms.map((t) => [t.id, t] as const))('%s: its topics exist and resolve to paragraphs in every edition it is shown for', (_, t) => {
    const known = new Set(loadAlignment().topics.map((x) => x.topic));
    for (const topic of t.topics) expect(known.has(topic), topic).toBe(true);
    const shown = termArticles(t);
    expect(shown.length, 'shown in no edition').toBeGreaterThan(0);
    for (const { edition, ids } of shown) {
      expect(articlesFor([t.topics[0]!], edition), `${t.topics[0]} in ${edition}`).toBeDefined();
      for (const id of ids) expect(paragraphIndex(edition).has(id), `${edition} ${id}`).toBe(true);
    }
  });

  it('shows each edition in its own numbering: castling is 3.8a in 2009 and 3.8.2 in 2023', () => {
    const castling = termArticles(terms.find((t) => t.id === 'castling')!);
    expect(castling.find((x) => x.edition === '2009')?.ids).toEqual(['3.8a+2']);
    expect(castling.find((x) => x.edition === '2023')?.ids).toEqual(['3.8.2']);
    // fivefold repetition exists only since 2018
    const repetition = termArticles(terms.find((t) => t.id === 'repetition')!);
    expect(repetition.find((x) => x.edition === '2009')?.ids).toEqual(['9.2']);
    expect(repetition.find((x) => x.edition === '2023')?.ids).toContain('9.6.1');
  });

  it('links only to entries the Laws’ own Glossary has (2018 or 2023)', () => {
    for (const t of terms.filter((x) => x.lawsGlossary)) {
      const found = ['2018', '2023'].some((e) => lawsGlossary(e, 'en')?.entries.some((x) => x.slug === t.lawsGlossary));
      expect(found, `${t.id}: ${t.lawsGlossary}`).toBe(true);
    }
  });

  it('warns about roque and enroque in both directions', () => {
    const rook = terms.find((t) => t.id === 'rook')!;
    const castling = terms.find((t) => t.id === 'castling')!;
    expect(rook.gl.term).toBe('roque');
    expect(rook.pt.term).toBe('torre');
    expect(castling.gl.term).toBe('enroque');
    expect(castling.pt.term).toBe('roque');
    for (const t of [rook, castling]) {
      for (const about of ['gl', 'pt'] as const) {
        const w = t.warnings?.find((x) => x.about === about);
        expect(w, `${t.id}: a warning about ${about}`).toBeDefined();
        for (const l of locales) expect(w!.text[l], `${t.id} ${about} ${l}`).toMatch(/roque/);
      }
    }
  });

  it('tells each reader about the other language\'s roque, not about their own word', () => {
    const shown = (id: string, reader: (typeof locales)[number]) => terms.find((t) => t.id === id)!.warnings!.filter((w) => !w.readers || w.readers.includes(reader));
    // A Portuguese reader meets Galician "roque" (the rook), a Galician reader Portuguese "roque" (castling).
    expect(shown('castling', 'pt').map((w) => w.about)).toEqual(['gl']);
    expect(shown('castling', 'gl').map((w) => w.about)).toEqual(['pt']);
    expect(shown('rook', 'pt').map((w) => w.about)).toEqual(['gl']);
    expect(shown('rook', 'gl').map((w) => w.about).sort()).toEqual(['gl', 'pt']);
    expect(shown('castling', 'en')).toHaveLength(2);
  });

  it('marks foreign words in warnings with a known language', () => {
    for (const t of terms)
      for (const w of t.warnings ?? [])
        for (const l of locales) for (const m of w.text[l].matchAll(/\{\{(\w+):/g)) expect(['en', 'pt', 'gl', 'es'], `${t.id} ${l}`).toContain(m[1]);
  });
});

describe('the Laws’ own Glossary', () => {
  it.each(['2018', '2023'])('%s: every entry is read with its term, and most with the number printed after it', (edition) => {
    for (const l of locales) {
      const g = lawsGlossary(edition, l)!;
      expect(g.entries.length, l).toBe(97);
      expect(g.course, l).toBe(l !== 'en');
      for (const e of g.entries) expect(e.term.length, `${l} ${e.slug}`).toBeLessThan(45);
      expect(g.entries.find((e) => e.slug === 'adjourn')?.reference, l).toBe('8.1');
      expect(g.entries.filter((e) => e.reference).length, l).toBeGreaterThan(82);
    }
  });
});

describe('<Term> in lessons', () => {
  const ids = new Set(glossary.terms.map((t) => t.id));
  const source = (l: string, slug: string) => readFileSync(join(__dirname, 'lessons', l, `${slug}.mdx`), 'utf8');

  it.each(lessons.map((l) => [l.slug] as const))('%s: every <Term id> is a glossary term, and each language links at least one', (slug) => {
    for (const l of locales) {
      const used = elementsIn(source(l, slug))
        .filter(({ node }) => node.name === 'Term')
        .map(({ node }) => stringProps(node).id);
      for (const id of used) expect(ids.has(id ?? ''), `${l}/${slug}: <Term id="${id}">`).toBe(true);
      expect(used.length, `${l}/${slug} links no term`).toBeGreaterThan(0);
    }
  });
});

describe('what the search knows beside the glossary (content/glossary/search.json)', () => {
  const topics = new Set(loadAlignment().topics.map((t) => t.topic));
  it('every synonym names a topic that exists, and lands on its paragraph', () => {
    for (const [language, list] of Object.entries(searchData.synonyms)) {
      for (const s of list ?? []) for (const t of s.topics) expect(topics.has(t), `${language}: ${s.words[0]} → ${t}`).toBe(true);
    }
    expect(definingWords('pt').get('2023|9.2')).toContain('xeque perpétuo');
    expect(definingWords('en').get('2023|9.2')).toContain('perpetual check');
    expect(definingWords('gl').get('2023|9.2')).toContain('xaque perpetuo');
    expect(definingWords('pt').get('2023|3.8.2')).toContain('roque');
    expect(definingWords('gl').get('2023|3.8.2')).toContain('enroque');
  });
  it('a false friend is the word of the glossary term it names in each of its languages', () => {
    for (const f of searchData.falseFriends) {
      for (const [language, id] of Object.entries(f.meanings)) {
        const term = glossary.terms.find((t) => t.id === id);
        expect(term, `${f.word}: ${id}`).toBeDefined();
        const w = term![language as 'pt'];
        expect([w.term, ...(w.also ?? [])], `${f.word} in ${language}`).toContain(f.word);
      }
    }
  });
});

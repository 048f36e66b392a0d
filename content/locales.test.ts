import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '@/lib/i18n/resources';
import { locales, notationOf, type Locale } from '@/lib/languages';
import { createI18n } from '@/lib/i18n/instance';
import { clientStrings } from '@/lib/i18n/resources';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((all, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'string' ? { ...all, [key]: v } : { ...all, ...flatten(v, key) };
  }, {});
}

// A placeholder may name a format: {{san, move}} writes a move in the page's letters (lib/i18n/instance.ts).
const placeholders = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*(?:,\s*(\w+)\s*)?}}/g)].map((m) => m.slice(1).filter(Boolean).join(', ')).sort();

describe('UI strings', () => {
  const namespaces = Object.keys(resources.en) as (keyof typeof resources.en)[];

  it.each(namespaces)('every language has every %s string, none empty, with the same placeholders', (ns) => {
    const reference = flatten(resources.en[ns] as Tree);
    for (const locale of locales) {
      const strings = flatten(resources[locale][ns] as Tree);
      expect(Object.keys(strings).sort(), `${locale}/${ns}.json keys`).toEqual(Object.keys(reference).sort());
      for (const [key, value] of Object.entries(strings)) {
        expect(value.trim(), `${locale}/${ns}.json ${key} is empty`).not.toBe('');
        expect(placeholders(value), `${locale}/${ns}.json ${key}`).toEqual(placeholders(reference[key]!));
      }
    }
  });

  // Terms a language's own Laws text takes from French or English unchanged.
  // Unit abbreviations ("3 min") are the same in every language.
  // The Portuguese Laws number the items of the 2009 guidelines as the English does ("item 1.a").
  // "Blitz" is the course's word for the kind of game in every language (the lessons' too).
  // The formula Rp = Ra + dp is written the same in every language (B.01 1.4.8); Brazilian chess says "performance".
  const borrowed = {
    // Brazilian arbiters and the CBX say "rating"; the course handout's scoresheet says "MATCH" (003 l.1040); "bye" too.
    pt: ['glossary:term.enPassant', 'board:clock.minutes', 'laws:cite.guidelinesItem', 'exam:question.modes.blitz', 'cases:mode.blitz', 'common:nav.menu', 'tournament:source.rating', 'tournament:scoresheet.match', 'ratings:lists.blitz', 'ratings:steps.performance.result', 'ratings:result.performance', 'arbiter:crosstable.rating', 'arbiter:berger.bye', 'roundRobin:table.bye', 'exam:case.rating', 'ratings:arbiter.chiefTitles.IA', 'ratings:arbiter.chiefTitles.FA'],
    // The course's Galician Laws (2018, 2023) say "rating FIDE" and "blitz" too. FIDE's arbiter titles keep their letters (IA, FA).
    gl: ['board:clock.minutes', 'exam:question.modes.blitz', 'cases:mode.blitz', 'tournament:source.rating', 'ratings:lists.blitz', 'ratings:steps.performance.result', 'arbiter:crosstable.rating', 'exam:case.rating', 'ratings:arbiter.chiefTitles.IA', 'ratings:arbiter.chiefTitles.FA'],
  };

  it('the Portuguese and Galician texts are not left in English', () => {
    for (const locale of ['pt', 'gl'] as const) {
      for (const ns of namespaces) {
        const en = flatten(resources.en[ns] as Tree);
        const translated = flatten(resources[locale][ns] as Tree);
        // Strings made only of placeholders and punctuation ("{{square}}, {{piece}}") may stay as they are.
        const words = (v: string) => /\p{L}{2,}/u.test(v.replace(/{{[^}]*}}/g, ''));
        const same = Object.keys(en).filter((k) => en[k] === translated[k] && words(en[k]!) && !borrowed[locale].includes(`${ns}:${k}`));
        expect(same, `${locale}/${ns}.json`).toEqual([]);
      }
    }
  });
});

// One glossary per language, with the terms of that language's own Laws text (lib/languages.ts): the witness is
// the 2009 text, the one edition the course has in all three languages. In Galician "roque" is the rook and "enroque"
// castling; in Portuguese "roque" is castling.
describe('chess glossary', () => {
  // The 2009 texts as stored (data checked against the sources), read directly rather than through the corpus code.
  type Paragraph = { id: string; text: string; missing?: boolean };
  const read = (locale: Locale): { parts: { paragraphs: Paragraph[] }[] } =>
    JSON.parse(readFileSync(join(__dirname, 'laws', '2009', `${locale}.json`), 'utf8'));
  const paragraphs = Object.fromEntries(locales.map((l) => [l, read(l).parts.flatMap((p) => p.paragraphs)])) as Record<Locale, Paragraph[]>;
  const plain = (s: string) => s.replace(/’/g, "'");
  const paragraph = (locale: Locale, id: string) => plain(paragraphs[locale].find((p) => p.id === id && !p.missing)?.text ?? '');
  const wholeText = (locale: Locale) => plain(paragraphs[locale].map((p) => p.text).join('\n'));
  // A whole word or phrase, not part of a longer word ("roque" is not in "enroque").
  const has = (text: string, term: string) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu').test(text);

  // Article 3 (2009) gives each piece its own paragraph; castling and check have theirs too. A Galician glossary
  // with "roque" for castling fails here: 3.8b(2) says "O enroque está temporalmente impedido".
  const whereDefined = {
    'piece.b': '3.2',
    'piece.r': '3.3',
    'term.rook': '3.3',
    'piece.q': '3.4',
    'piece.n': '3.6',
    'piece.p': '3.7a',
    'piece.k': '3.8a',
    'term.castling': '3.8b(2)',
    'term.check': '3.9',
  } as const;

  it.each(locales)('%s: the pieces, castling and check are named as in the article on the moves', (locale) => {
    const glossary = flatten(resources[locale].glossary as Tree);
    for (const [key, id] of Object.entries(whereDefined)) {
      expect(has(paragraph(locale, id), glossary[key]!), `${locale} ${key} "${glossary[key]}" in 2009 ${id}`).toBe(true);
    }
  });

  // The English Laws of 2009 never call Article 4.3 "touch-move" (the 2018 glossary writes "touch move").
  const notInTheLaws: Record<Locale, string[]> = { en: ['term.touchMove'], pt: [], gl: [] };

  it.each(locales)('%s: every term and colour is a word of that language’s Laws text', (locale) => {
    const text = wholeText(locale);
    const glossary = flatten({ term: resources[locale].glossary.term, colour: resources[locale].glossary.colour } as Tree);
    for (const [key, value] of Object.entries(glossary)) {
      if (notInTheLaws[locale].includes(key)) continue;
      // "eu arrumo (j'adoube)": the term and the word in brackets are both in the text.
      for (const term of value.split(/\s*\(|\)/).filter(Boolean)) {
        expect(has(text, plain(term)), `${locale} ${key} "${term}" in the 2009 Laws`).toBe(true);
      }
    }
  });
});

// Moves are written in each language's letters (Appendix C, lib/languages.ts) wherever the UI names a move.
describe('moves in UI strings', () => {
  it('are written in the page’s letters', () => {
    const say = (locale: 'pt' | 'gl' | 'en') => createI18n(locale, clientStrings(locale)).t('board:obligation.play', { san: 'Nf3' });
    expect(say('pt')).toContain('Cf3');
    expect(say('gl')).toContain('Cf3');
    expect(say('en')).toContain('Nf3');
  });
  it('list the letters each language reads, as its notation writes them', () => {
    for (const locale of locales) {
      const { letters } = notationOf(locale);
      const listed = (resources[locale].board.moveInput.letters as string).split(', ').map((x) => x.split(' ')[0]);
      expect(listed, locale).toEqual([letters.K, letters.Q, letters.R, letters.B, letters.N]);
    }
  });
});

// The corpus files credit translators in English, for maintainers (content/laws/*/*.json); a credit with words to
// translate ("linguistic supervision by…") is shown from the locales, in the reader's language.
describe('translator credits', () => {
  it('a credit with words in it has a translation in every language, the English one as the corpus has it', async () => {
    const { corpusEditions, textsOf } = await import('@/lib/laws/corpus');
    const credits = corpusEditions().flatMap((e) => textsOf(e)).filter((x) => x.translator && /\b[a-z]{4,}\b/.test(x.translator));
    expect(credits.length).toBeGreaterThan(0);
    for (const text of credits) {
      const key = `${text.language}-${text.edition}` as keyof typeof resources.en.laws.translators;
      expect(resources.en.laws.translators[key], key).toBe(text.translator);
      for (const locale of ['pt', 'gl'] as const) expect(resources[locale].laws.translators[key], `${locale} ${key}`).not.toBe(text.translator);
    }
  });
});

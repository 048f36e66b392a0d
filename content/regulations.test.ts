// The regulations corpus: every text valid, provenance named, every course translation labelled per paragraph and
// matching a paragraph of its source; and, where the raw sources are found (lib/laws/sources.ts), pinned to them:
// every paragraph's first and last words (and every cell of a rebuilt table) in the source lines it names.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SOURCE_CHECK, checkAgainstSources, sourceLines, sourcePath } from '@/lib/laws/sources';
import { checkRegulation } from '@/lib/regulations/check';
import { allRegulationTexts, readRegulation, regulationTexts, sourceText } from '@/lib/regulations/corpus';
import { comparable, loadComparison, type QuotedSide } from '@/lib/regulations/comparison';
import { defectNotes } from '@/lib/regulations/notes';
import type { RegulationText } from '@/lib/regulations/schema';

const texts = allRegulationTexts();
const name = (t: RegulationText) => `${t.id}/${t.language}`;
const sources = regulationTexts();
const translations = texts.filter((t) => t.translation);

describe('the regulations corpus', () => {
  it('holds the texts the course promises first (C.07, C.05, C.01, C.02, B.02, B.01, B.06, the arbiter’s role)', () => {
    expect(sources.map((t) => t.code)).toEqual(expect.arrayContaining(['C.07', 'C.05', 'C.01', 'C.02', 'B.02', 'B.01', 'B.06.1']));
  });

  it.each(texts.map((t) => [name(t), t] as const))('%s is valid (schema, ids, no page furniture)', (_, text) => {
    expect(checkRegulation(text)).toEqual([]);
  });

  it.each(sources.map((t) => [name(t), t] as const))('%s names its source, date and defects', (_, text) => {
    expect(text.authentic).toBe(text.language === 'en');
    expect(text.source.description.length).toBeGreaterThan(40);
    expect(text.inForce).toMatch(/^\d{4}/);
    expect(text.defects.length).toBeGreaterThan(0);
  });

  it('keeps the regulation numbers the calculators cite', () => {
    const ids = (id: string) => new Set(sourceText(id).paragraphs.map((p) => p.id));
    expect([...['4.2', '6.3', '7.1', '8.1', '9.1', '10.2', '14.1', '16.2.5', '16.3', '16.4', '16.5.1'].filter((id) => !ids('c07').has(id))]).toEqual([]);
    expect([...['5.1', '7.1.4', '7.2.1', '8.2.1', '8.2.2', '8.2.3', '8.3.1', '8.3.3', '8.3.4'].filter((id) => !ids('b02').has(id))]).toEqual([]);
    expect([...['7.1.1', '7.2.4', '7.3.4'].filter((id) => !ids('b02-rb').has(id))]).toEqual([]);
    expect([...['1.4.2c', '1.4.3', '1.4.5b', '1.4.6b', '1.4.6c', '1.4.6d', '1.4.7', '1.4.8', '1.4.9'].filter((id) => !ids('b01').has(id))]).toEqual([]);
  });

  it('holds every B.06.1 paragraph the arbiter title check cites, translated in Portuguese and Galician', () => {
    // The rules lib/ratings/arbiterTitle.ts writes into its checks (check('3.8.1', …), roundsCheck('3.10', …)).
    const code = readFileSync(join(process.cwd(), 'lib', 'ratings', 'arbiterTitle.ts'), 'utf8');
    const cited = new Set([...code.matchAll(/(?:check|roundsCheck)\('([0-9][0-9a-z.+]*)'/g)].map((m) => m[1]!));
    for (const x of ['3.9.1', '4.9.2']) for (const l of ['a', 'b', 'c']) cited.add(`${x}${l}`);
    for (const x of ['3.9.1', '3.9.2', '3.9.3', '3.9.4', '4.9.1', '4.9.3', '4.9.4', '4.8.1', '4.8.4', '5.4.3', '5.5.3', '3.10.1', '4.10.1']) cited.add(x);
    expect(cited.size).toBeGreaterThan(40);
    const en = new Set(sourceText('b06').paragraphs.map((p) => p.id));
    expect([...cited].filter((id) => !en.has(id))).toEqual([]);
    for (const locale of ['pt', 'gl'] as const) {
      const translated = new Set(readRegulation('b06', locale).paragraphs.filter((p) => p.translated).map((p) => p.paragraph.id));
      expect([...cited].filter((id) => !translated.has(id)), locale).toEqual([]);
    }
  });

  it('translates in Portuguese and Galician every paragraph of the current (English) texts a question, a written ruling or an arbiter lesson cites', () => {
    // the seed's 2007 and 1975 texts are shown as printed, in Portuguese, to every reader
    // {{reg:c05/6.3}} in the exam's JSON, <Reg text="c05" p="6.3" /> in the lessons' MDX
    const files = (dir: string, ext: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name), ext) : e.name.endsWith(ext) ? [join(dir, e.name)] : []));
    const cited = new Set<string>();
    for (const f of [...files('content/exam', '.json'), ...files('content/arbiter', '.mdx')]) {
      const text = readFileSync(f, 'utf8');
      for (const m of text.matchAll(/\{\{reg:([a-z0-9-]+)\/([^}]+)\}\}/g)) cited.add(`${m[1]}/${m[2]}`);
      for (const m of text.matchAll(/<Reg text="([a-z0-9-]+)" p="([^"]+)"/g)) cited.add(`${m[1]}/${m[2]}`);
    }
    for (const c of cited) if (sourceText(c.split('/')[0]!).language !== 'en') cited.delete(c);
    expect(cited.size).toBeGreaterThan(150);
    for (const locale of ['pt', 'gl'] as const) {
      const missing = [...cited].filter((c) => {
        const [text, id] = c.split('/') as [string, string];
        // shown in the reader's language: the text's own (the seed's Portuguese) or a course translation
        return !readRegulation(text, locale).paragraphs.some((p) => p.paragraph.id === id && p.language === locale);
      });
      expect(missing, locale).toEqual([]);
    }
  });

  it('rebuilds the C.07 Article 5 table with every system and its section', () => {
    const table = sourceText('c07').paragraphs.find((p) => p.id === '5-table')?.table ?? [];
    const row = (acronym: string) => table.find((r) => r[3] === acronym);
    expect(table.length).toBe(27);
    expect(row('BH')).toEqual(['Buchholz', 'C', '8.1', 'BH', '●']);
    expect(row('TPR')).toEqual(['Tournament Performance Rating', 'DB', '10.2', 'TPR', '']);
  });
});

describe('course translations', () => {
  it('exist in Portuguese and Galician for C.07, B.02, B.01 and B.06', () => {
    expect(translations.map(name).sort()).toEqual(expect.arrayContaining(['b01/gl', 'b01/pt', 'b02-rb/gl', 'b02-rb/pt', 'b02/gl', 'b02/pt', 'b06/gl', 'b06/pt', 'c07/gl', 'c07/pt']));
  });

  it.each(translations.map((t) => [name(t), t] as const))('%s labels every paragraph and translates only real ones', (_, text) => {
    const source = sourceText(text.id);
    const ids = new Set(source.paragraphs.map((p) => p.id));
    expect(text.authentic).toBe(false);
    expect(text.paragraphs.filter((p) => p.provenance !== 'course').map((p) => p.id)).toEqual([]);
    expect(text.paragraphs.filter((p) => !ids.has(p.id)).map((p) => p.id)).toEqual([]);
  });

  it.each(translations.map((t) => [name(t), t] as const))('%s keeps the numbers of the English', (_, text) => {
    const en = new Map(sourceText(text.id).paragraphs.map((p) => [p.id, p.text]));
    const digits = (s: string) => (s.replace(/(\d),(\d)/g, '$1.$2').match(/\d+(?:\.\d+)*/g) ?? []).sort().join(' ');
    expect(text.paragraphs.filter((p) => digits(p.text) !== digits(en.get(p.id) ?? '')).map((p) => p.id)).toEqual([]);
  });

  it('shows the untranslated rest in English, marked, never silently', () => {
    const { paragraphs, translatedCount } = readRegulation('c07', 'pt');
    expect(translatedCount).toBeGreaterThan(10);
    expect(paragraphs.filter((p) => !p.translated).every((p) => p.untranslated && p.language === 'en')).toBe(true);
    expect(readRegulation('c07', 'en').paragraphs.some((p) => p.untranslated)).toBe(false);
  });
});

// Skipped, and counted as skipped by scripts/sources-reporter.ts, when the raw sources are not found.
describe.skipIf(!checkAgainstSources)(`${SOURCE_CHECK} the regulations`, () => {
  it.each(sources.map((t) => [name(t), t] as const))('%s matches its source, paragraph by paragraph', (_, text) => {
    expect(existsSync(sourcePath(text.source.file)), text.source.file).toBe(true);
    expect(checkRegulation(text, sourceLines(text.source.file))).toEqual([]);
  });
});

describe('the 2007 and today comparison', () => {
  const { topics } = loadComparison();
  it('treats the three points the issue names', () => {
    expect(topics.map((t) => t.topic)).toEqual(['unplayed-games', 'recommended-systems', 'chief-arbiter']);
  });
  it('names only paragraphs the corpus has', () => {
    const wrong = topics.flatMap((t) =>
      'regulation' in t.now ? t.now.paragraphs.filter((id) => !sourceText((t.now as { regulation: string }).regulation).paragraphs.some((p) => p.id === id)) : [],
    );
    expect(wrong).toEqual([]);
  });
  it('dates the seed side 2007 and the current side later', () => {
    for (const t of topics) {
      expect(t.then.date).toBe('2007');
      const now = 'regulation' in t.now ? sourceText(t.now.regulation).inForce.slice(0, 4) : t.now.date;
      expect(Number(now)).toBeGreaterThan(2007);
    }
  });
  it.skipIf(!checkAgainstSources)(`${SOURCE_CHECK} every quotation is word for word in the lines it names`, () => {
    const sides = topics.flatMap((t) => ['regulation' in t.now ? [] : [t.now], t.then].flat()) as QuotedSide[];
    for (const side of sides) {
      const lines = sourceLines(side.file);
      for (const q of side.quotes) expect(comparable(lines.slice(q.lines[0] - 1, q.lines[1]).join(' '))).toContain(comparable(q.text));
    }
  });
});

describe('notes on source defects', () => {
  it('every defect of every text is there in Portuguese and Galician, with its numbers, and nothing else is', () => {
    const wanted = [...new Set(sources.flatMap((t) => t.defects))].sort();
    expect(defectNotes().map((n) => n.en).sort()).toEqual(wanted);
    const digits = (s: string) => (s.match(/\d+/g) ?? []).sort().join(' ');
    expect(defectNotes().flatMap((n) => (['pt', 'gl'] as const).filter((l) => digits(n[l]) !== digits(n.en)).map((l) => `${l}: ${n.en.slice(0, 50)}`))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { EDITIONS } from '../editions';
import { compareArticle, comparisonLanguages, comparisonPages, comparisonPairs, normalise, numberKey, overview, plainText, wordDiff } from './compare';

const row = (from: string, to: string, part: string, id: string, reader: 'en' | 'pt' | 'gl' = 'en') =>
  compareArticle(from, to, part, reader)!.rows.find((r) => r.from.some((s) => s.id === id));

describe('word diff', () => {
  it('marks inserted and deleted words and keeps the spaces of each side', () => {
    const d = wordDiff('provided that he first expresses', 'provided that he/she first expresses');
    expect(d.to.flat().filter((p) => p.mark === 'ins').map((p) => p.text)).toEqual(['/she']);
    expect(d.from.flat().map((p) => p.text).join('')).toBe('provided that he first expresses');
    expect(d.from.flat().some((p) => p.mark === 'ins')).toBe(false);
    expect(d.to.flat().some((p) => p.mark === 'del')).toBe(false);
  });

  it('marks a stretch of changed words as one run, not word by word', () => {
    const d = wordDiff('the player may claim a draw', 'the player having the move may claim a draw at once');
    expect(d.to.flat().filter((p) => p.mark === 'ins').map((p) => p.text.trim())).toEqual(['having the move', 'at once']);
    const r = wordDiff('he shall stop the clocks and summon the arbiter', 'he may stop the clocks or call the arbiter');
    // unchanged words between changes keep the runs apart
    expect(r.from.flat().filter((p) => p.mark === 'del').map((p) => p.text.trim())).toEqual(['shall', 'and summon']);
    expect(r.to.flat().map((p) => p.text).join('')).toBe('he may stop the clocks or call the arbiter');
  });

  it('splits the diff back into the paragraphs it joined', () => {
    const d = wordDiff('one two', 'one two\nthree four');
    expect(d.to).toHaveLength(2);
    expect(d.to[1]!.map((p) => p.text).join('')).toBe('three four');
  });
});

describe('text helpers', () => {
  it('shows gaps as […] and restored words as words', () => {
    expect(plainText('a {{gap}} b {{restored:004|c d}} e')).toBe('a […] b c d e');
  });
  it('treats typographic quotes as the same wording', () => {
    expect(normalise('‘dead position’')).toBe(normalise("'dead position'"));
  });
  it('treats 3.8a and 3.8.1 as the same number, 12.3b and 11.3.2 as different', () => {
    expect(numberKey('3.8a')).toBe(numberKey('3.8.1'));
    expect(numberKey('C10.1')).toBe(numberKey('C.10.1'));
    expect(numberKey('12.3b')).not.toBe(numberKey('11.3.2'));
  });
});

describe('languages', () => {
  it('uses the reader’s language when both editions have it, else a common one, else none', () => {
    expect(comparisonLanguages('2001', '2009', 'pt')).toEqual({ from: 'pt', to: 'pt', mode: 'reader' });
    expect(comparisonLanguages('2001', '2009', 'gl')).toEqual({ from: 'pt', to: 'pt', mode: 'common' });
    // 2023 in Portuguese is the course's translation: the comparison reads it beside the official 2009 one.
    expect(comparisonLanguages('2009', '2023', 'pt')).toEqual({ from: 'pt', to: 'pt', mode: 'reader' });
    expect(comparisonLanguages('2001', '2023', 'gl')).toEqual({ from: 'pt', to: 'pt', mode: 'common' });
    expect(comparisonLanguages('2009', '2023', 'en')).toEqual({ from: 'en', to: 'en', mode: 'reader' });
    // 1997 exists only in Portuguese; since 2018 has the course's Portuguese translation, the two share a language.
    expect(comparisonLanguages('1997', '2018', 'en')).toEqual({ from: 'pt', to: 'pt', mode: 'common' });
  });
});

describe('pairing through the alignment', () => {
  it('pairs a renumbered paragraph with its counterpart: 2009 12.3b and 2018 11.3.2', () => {
    const r = row('2009', '2018', '12', '12.3b')!;
    expect(r.to.map((s) => s.id)).toContain('11.3.2.1');
    expect(r.renumbered).toBe(true);
    expect(r.status).toBe('changed');
  });

  it('follows the quickplay finish from 2009 10.2 to the 2018 Guidelines III.5', () => {
    const c = compareArticle('2009', '2018', '10', 'en')!;
    expect(c.toParts).toEqual(['guidelines-iii']);
    expect(row('2009', '2018', '10', '10.2')!.to.map((s) => s.id)).toContain('III.5');
    expect(row('2009', '2018', '10', '10.2d')!.status).toBe('removed');
    expect(c.rows.some((r) => r.status === 'added' && r.to.some((s) => s.id === 'III.2.1'))).toBe(true);
  });

  it('marks a paragraph that moved to another part, and one that came from another part', () => {
    expect(row('2009', '2018', '12', '12.4')!.movedTo).toBe('8');
    expect(row('2009', '2018', '10', 'D1')!.movedFrom).toBe('appendix-d');
  });

  it('finds unchanged paragraphs unchanged and changed ones changed', () => {
    expect(row('2009', '2018', '12', '12.1')!.status).toBe('unchanged');
    expect(row('2018', '2023', '4', '4.2.1')!.status).toBe('changed');
  });

  it('compares 1997 with 2018 word by word in Portuguese, the official 1997 text beside the course translation', () => {
    const r = row('1997', '2018', '3', '3.1', 'en')!;
    expect(r.from[0]!.language).toBe('pt');
    expect(r.to[0]!.language).toBe('pt');
    expect(r.diff).toBeDefined();
  });

  it('says when the older text of a part is not in the sources', () => {
    const c = compareArticle('1997', '2001', '10', 'pt')!;
    expect(c.fromMissing).toBe(true);
    expect(c.rows.every((r) => r.status === 'no-source')).toBe(true);
  });
});

describe('pages', () => {
  it('compares every older edition with every newer one, article by article', () => {
    const everyPair = EDITIONS.flatMap((from, i) => EDITIONS.slice(i + 1).map((to) => ({ from, to })));
    expect(comparisonPairs()).toEqual(everyPair);
    expect(comparisonPages().length).toBeGreaterThan(200);
  });

  it('the overview counts each article and lists the parts new in the later edition', () => {
    const o = overview('2009', '2018', 'en')!;
    expect(o.entries.find((e) => e.part === '10')!.comparison.counts.removed).toBe(1);
    expect(o.newParts.map((p) => p.part)).toContain('glossary');
    expect(o.totals.changed).toBeGreaterThan(100);
  });
});

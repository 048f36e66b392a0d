import { describe, expect, it } from 'vitest';
import { paragraphAnchor, resolveRef, segments } from './crossrefs';

const refs = (text: string) => segments(text).flatMap((s) => (s.kind === 'ref' ? [s.ref] : []));

describe('cross-references in the text', () => {
  it('finds single references, lists and ranges in each language', () => {
    expect(refs('according to the Articles 3.2 to 3.8.')).toEqual(['3.2', '3.8']);
    expect(refs('a violation of Article 4.3 or 4.4, once he')).toEqual(['4.3', '4.4']);
    expect(refs('de acordo com os artigos 3.2 a 3.5')).toEqual(['3.2', '3.5']);
    expect(refs('Artigos 5, 6.9 e 9.6')).toEqual(['5', '6.9', '9.6']);
    expect(refs('(ver Artigo 6.12.b).')).toEqual(['6.12.b']);
    expect(refs('Article A.4 or Article B.2 applies')).toEqual(['A.4', 'B.2']);
    expect(refs('as in Appendix C.13) and Guidelines III.4')).toEqual(['C.13', 'III.4']);
    expect(refs('see Appendix C, on the')).toEqual(['C']);
  });

  it('leaves words that only look like a reference alone', () => {
    expect(refs('any Article of the Laws, and')).toEqual([]);
    expect(refs('Article 9.2 and then')).toEqual(['9.2']);
    expect(refs('Artigo 9.2 a partida')).toEqual(['9.2']);
  });

  it('keeps gaps and restored words as marks', () => {
    expect(segments('has been {{gap}}')).toEqual([{ kind: 'text', text: 'has been ' }, { kind: 'gap' }]);
    expect(segments('em sua {{restored:004|trajetória}}.')).toEqual([
      { kind: 'text', text: 'em sua ' },
      { kind: 'restored', witness: '004', text: 'trajetória' },
      { kind: 'text', text: '.' },
    ]);
  });

  const index = new Map([
    ['3.8a', '3'],
    ['3.8b(1)', '3'],
    ['6.12b', '6'],
    ['C13', 'appendix-c'],
    ['A.4.1', 'appendix-a'],
    ['9.2', '9'],
  ]);
  const parts = new Set(['3', '6', '9', '13', 'appendix-a', 'appendix-c', 'appendix-e', 'guidelines-iii']);

  it('resolves a reference to the paragraph it names, or to its first sub-paragraph, or to the part', () => {
    expect(resolveRef('9.2', index, parts)).toEqual({ part: '9', paragraph: '9.2' });
    expect(resolveRef('3.8', index, parts)).toEqual({ part: '3', paragraph: '3.8a' });
    expect(resolveRef('6.12.b', index, parts)).toEqual({ part: '6', paragraph: '6.12b' });
    expect(resolveRef('C.13', index, parts)).toEqual({ part: 'appendix-c', paragraph: 'C13' });
    expect(resolveRef('A.4', index, parts)).toEqual({ part: 'appendix-a', paragraph: 'A.4.1' });
    expect(resolveRef('6', index, parts)).toEqual({ part: '6' });
    expect(resolveRef('C', index, parts)).toEqual({ part: 'appendix-c' });
    expect(resolveRef('III', index, parts)).toEqual({ part: 'guidelines-iii' });
    expect(resolveRef('3.81', index, parts)).toBeUndefined();
    expect(resolveRef('14', index, parts)).toBeUndefined();
    // A part whose text the source lacks: the reference leads to its page, which says what exists instead.
    expect(resolveRef('13.4', index, parts)).toEqual({ part: '13' });
    expect(resolveRef('E.12', index, parts)).toEqual({ part: 'appendix-e' });
  });

  it('makes anchors safe for URLs', () => {
    expect(paragraphAnchor('3.8b(1)[a]')).toBe('p-3.8b-1-a');
    expect(paragraphAnchor('preface+2')).toBe('p-preface-plus-2');
  });
});

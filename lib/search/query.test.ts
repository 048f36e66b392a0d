import { describe, expect, it } from 'vitest';
import { jumpTarget, normaliseQuery, numberKey, paragraphNumberOf } from './query';

describe('normaliseQuery', () => {
  it('trims and joins runs of spaces, keeping accents for the index to fold', () => {
    expect(normaliseQuery('  relógio   de  xadrez ')).toBe('relógio de xadrez');
    expect(normaliseQuery(null)).toBe('');
    expect(normaliseQuery('x'.repeat(300))).toHaveLength(200);
  });
});

describe('paragraphNumberOf', () => {
  it('reads the numbers readers type, as the key of the number table', () => {
    expect(paragraphNumberOf('9.2')).toBe('9.2');
    expect(paragraphNumberOf(' 6.12.2 ')).toBe('6.12.2');
    expect(paragraphNumberOf('A.4')).toBe('a4');
    expect(paragraphNumberOf('a.4')).toBe('a4');
    expect(paragraphNumberOf('A4')).toBe('a4');
    expect(paragraphNumberOf('3.8b')).toBe('3.8b');
    expect(paragraphNumberOf('9')).toBe('9');
    expect(paragraphNumberOf('III.4')).toBe('iii.4');
  });
  it('takes an article word before the number', () => {
    expect(paragraphNumberOf('Article 9.2')).toBe('9.2');
    expect(paragraphNumberOf('artigo 9.2')).toBe('9.2');
    expect(paragraphNumberOf('Art. 4.3')).toBe('4.3');
  });
  it('leaves words alone, even short ones that look like numbers at first', () => {
    expect(paragraphNumberOf('relogio')).toBeUndefined();
    expect(paragraphNumberOf('xeque')).toBeUndefined();
    expect(paragraphNumberOf('9.2 empate')).toBeUndefined();
    expect(paragraphNumberOf('a')).toBeUndefined();
    expect(paragraphNumberOf('2023')).toBeUndefined();
  });
});

describe('numberKey and jumpTarget', () => {
  it('gives 2009 "A4" and 2023 "A.4" the same key', () => {
    expect(numberKey('A4')).toBe(numberKey('A.4'));
  });
  it('builds the paragraph address, or nothing for a number the edition lacks', () => {
    const table = { '9.2': ['9', 'p-9.2'] as [string, string], '9': ['9', ''] as [string, string] };
    expect(jumpTarget('pt', '2023', '9.2', table)).toBe('/pt/laws/2023/9/#p-9.2');
    expect(jumpTarget('pt', '2023', '9', table)).toBe('/pt/laws/2023/9/');
    expect(jumpTarget('pt', '2023', '9.9', table)).toBeUndefined();
  });
});

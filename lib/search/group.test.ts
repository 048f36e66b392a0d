import { describe, expect, it } from 'vitest';
import { examHref, falseFriendNotes, fill, fold, groupHits, markOnly, pluralKey, searchOrder, type Hit } from './group';

const hit = (over: Partial<Hit>): Hit => ({ url: '/x/', title: 't', excerpt: '', language: 'pt', edition: '2023', kind: 'law', course: false, ...over });

describe('searchOrder', () => {
  it("puts the reader's own language first and keeps only those chosen", () => {
    expect(searchOrder(['gl', 'pt', 'en'], ['en', 'gl'])).toEqual(['gl', 'en']);
    expect(searchOrder(['pt', 'en', 'gl'], [])).toEqual([]);
  });
});

describe('groupHits', () => {
  it('groups by edition, newest first, exam questions last, keeping the order inside', () => {
    const hits = [hit({ url: 'a', edition: '2009' }), hit({ url: 'b', kind: 'exam' }), hit({ url: 'c', edition: '2023', language: 'en' }), hit({ url: 'd', edition: '2009', kind: 'lesson' })];
    const groups = groupHits(hits, ['2023', '2018', '2009']);
    expect(groups.map((g) => [g.key, g.hits.map((h) => h.url)])).toEqual([
      ['2023', ['c']],
      ['2009', ['a', 'd']],
      ['exam', ['b']],
    ]);
  });

  it('puts FIDE regulations in a group of their own, after the Laws and before the exam questions', () => {
    const hits = [hit({ url: 'r', kind: 'regulation', edition: '' }), hit({ url: 'b', kind: 'exam' }), hit({ url: 'c', edition: '2023' })];
    expect(groupHits(hits, ['2023']).map((g) => [g.key, g.hits.map((h) => h.url)])).toEqual([
      ['2023', ['c']],
      ['regulation', ['r']],
      ['exam', ['b']],
    ]);
  });
});

describe('groupHits: arbiter lessons', () => {
  it('puts the arbiter lessons (lessons of no edition) in a group of their own, after the Laws and before the regulations', () => {
    const hits = [hit({ url: 'r', kind: 'regulation', edition: '' }), hit({ url: 'a', kind: 'lesson', edition: '' }), hit({ url: 'l', kind: 'lesson', edition: '2023' })];
    expect(groupHits(hits, ['2023']).map((g) => [g.key, g.hits.map((h) => h.url)])).toEqual([
      ['2023', ['l']],
      ['arbiter', ['a']],
      ['regulation', ['r']],
    ]);
  });
});

describe('examHref', () => {
  it('opens the question in the filtered edition when it holds there', () => {
    const h = { url: '/pt/exam/?edition=2023&question=q1', editions: ['2009', '2023'] };
    expect(examHref(h, '2009')).toBe('/pt/exam/?edition=2009&question=q1');
    expect(examHref(h, '1997')).toBe(h.url);
    expect(examHref(h, undefined)).toBe(h.url);
  });
});

describe('markOnly', () => {
  it('keeps <mark> and drops any other tag', () => {
    expect(markOnly('o <mark>relógio</mark> <b>x</b><script>y</script>')).toBe('o <mark>relógio</mark> xy');
  });
});

describe('pluralKey and fill', () => {
  it("picks the language's plural form and fills placeholders", () => {
    expect(pluralKey('results', 1, 'en')).toBe('results_one');
    expect(pluralKey('results', 5, 'gl')).toBe('results_other');
    expect(fill('{{count}} results for “{{query}}”', { count: 3, query: 'flag' })).toBe('3 results for “flag”');
  });
});

describe('false friends', () => {
  // As the Portuguese reader's page is given them: "roque" is castling in Portuguese, the rook (torre) in Galician.
  const friends = [
    { word: 'roque', folded: 'roque', meanings: { pt: 'roque', gl: 'torre' } },
    { word: 'táboas', folded: 'taboas', meanings: { gl: 'empate' } },
  ];
  it('says what the word means in the other language, and puts that language last where the reader has the word', () => {
    expect(falseFriendNotes('Roque', friends, 'pt', ['pt', 'gl'])).toEqual({ notes: [{ word: 'roque', language: 'gl', meaning: 'torre' }], demoted: ['gl'] });
    expect(falseFriendNotes('roque grande', friends, 'pt', ['pt'])).toEqual({ notes: [], demoted: [] });
    expect(falseFriendNotes('taboas', friends, 'pt', ['pt', 'gl'])).toEqual({ notes: [{ word: 'táboas', language: 'gl', meaning: 'empate' }], demoted: [] });
    expect(falseFriendNotes('torre', friends, 'pt', ['pt', 'gl'])).toEqual({ notes: [], demoted: [] });
    expect(fold('Relógio')).toBe('relogio');
  });
  it("groups a demoted language's results after every other group", () => {
    const hits = [hit({ url: 'a', edition: '2023' }), hit({ url: 'b', edition: '2023', language: 'gl' }), hit({ url: 'c', edition: '2009', language: 'gl', kind: 'exam' }), hit({ url: 'd', edition: '2009' })];
    expect(groupHits(hits, ['2023', '2009'], ['gl']).map((g) => [g.key, g.hits.map((h) => h.url)])).toEqual([
      ['2023', ['a']],
      ['2009', ['d']],
      ['lang-gl', ['b', 'c']],
    ]);
  });
});

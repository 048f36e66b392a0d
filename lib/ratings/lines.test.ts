import { describe, expect, it } from 'vitest';
import { readNormLines, readRatedLines } from './lines';

describe('games typed one per line', () => {
  it('ratings and results, with the ways a result is written', () => {
    expect(readRatedLines('2301 ½\n1700 1\n\n1650 0,5\n1900 =\n? 1\n2000 +\n2100 −')).toEqual({
      games: [
        { opponent: 2301, score: 0.5 }, { opponent: 1700, score: 1 }, { opponent: 1650, score: 0.5 }, { opponent: 1900, score: 0.5 },
        { opponent: null, score: 1 }, { opponent: 2000, score: '+' }, { opponent: 2100, score: '-' },
      ],
    });
  });
  it('says which line is wrong and why', () => {
    expect(readRatedLines('2301 ½\n2301 2')).toEqual({ problem: { code: 'result', line: 2, text: '2301 2', token: '2' } });
    expect(readRatedLines('1200 1')).toEqual({ problem: { code: 'range', line: 1, text: '1200 1', rating: 1200 } });
    expect(readRatedLines('2301')).toEqual({ problem: { code: 'tokens', line: 1, text: '2301' } });
    expect(readRatedLines('abc 1')).toEqual({ problem: { code: 'rating', line: 1, text: 'abc 1', token: 'abc' } });
    expect(readRatedLines('  \n')).toEqual({ problem: { code: 'empty' } });
  });
  it('norm rounds: title, rating, federation and result in any order', () => {
    expect(readNormLines('GM 2511 ESP ½\nesp 2280 1\nIM ENG 2405\nbye\n?\nwgm BRA +')).toEqual({
      games: [
        { title: 'GM', rating: 2511, federation: 'ESP', score: 0.5 },
        { rating: 2280, federation: 'ESP', score: 1 },
        { title: 'IM', rating: 2405, federation: 'ENG', score: null },
        { score: 'bye' },
        { score: null },
        { title: 'WGM', federation: 'BRA', score: '+' },
      ],
    });
    expect(readNormLines('GM 2511 ½')).toEqual({ problem: { code: 'tokens', line: 1, text: 'GM 2511 ½' } });
    expect(readNormLines('GM 2511 ESPAÑA ½')).toEqual({ problem: { code: 'unknown', line: 1, text: 'GM 2511 ESPAÑA ½', token: 'ESPAÑA' } });
  });
});

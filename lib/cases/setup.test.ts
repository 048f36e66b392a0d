import { describe, expect, it } from 'vitest';
import { START_FEN } from '@/lib/chess/fen';
import { EMPTY_SETUP, epCandidates, place, setupFen, setupOf, setupProblem, shift } from './setup';

const K = { color: 'w', type: 'k' } as const;
const k = { color: 'b', type: 'k' } as const;

describe('the setup board', () => {
  it('writes the FEN it reads, counters included', () => {
    expect(setupFen(setupOf('startpos')!)).toBe(START_FEN);
    const fen = '4k3/8/8/3pP3/8/8/8/4K2R w K d6 12 40';
    expect(setupFen(setupOf(fen)!)).toBe(fen);
    expect(setupOf('8/8/8 w - - 0 1')).toBeNull();
    expect(setupOf('4k3/8/8/8/8/8/8/4K3 x - - 0 1')).toBeNull();
  });

  it('places, removes and moves men, and drops the castling rights and en passant square they no longer allow', () => {
    let p = setupOf(START_FEN)!;
    p = shift(p, 'h1', 'h3');
    expect(setupFen(p)).toBe('rnbqkbnr/pppppppp/8/8/8/7R/PPPPPPPP/RNBQKBN1 w Qkq - 0 1');
    p = place(p, 'e8', null);
    expect(setupFen(p).split(' ')[2]).toBe('Q');
    const ep = setupOf('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1')!;
    expect(epCandidates(ep)).toEqual(['d6']);
    expect(setupFen(place(ep, 'd7', { color: 'b', type: 'p' })).split(' ')[3]).toBe('-');
  });

  it('says what no game can have: no king, two kings, a pawn on the first or last rank', () => {
    expect(setupProblem(EMPTY_SETUP)).toEqual({ problem: 'no-king', side: 'white' });
    const kings = place(place(EMPTY_SETUP, 'e1', K), 'e8', k);
    expect(setupProblem(kings)).toBeUndefined();
    expect(setupProblem(place(kings, 'a1', k))).toEqual({ problem: 'two-kings', side: 'black', count: 2 });
    expect(setupProblem(place(kings, 'h8', { color: 'w', type: 'p' }))).toEqual({ problem: 'pawn-on-edge', detail: 'h8' });
  });
});

import { describe, expect, it } from 'vitest';
import { parOf, starsFor } from './stars';

const level = { solution: [{ move: 'a1a5' }, { move: 'a5e5' }], goal: [] };

describe('stars for a level', () => {
  it('three for the solution’s number of moves, at the first try, with no refused move', () => {
    expect(parOf(level)).toBe(2);
    expect(starsFor(level, { moves: 2, refusals: 0, tries: 1 })).toBe(3);
  });
  it('two for one or two more moves, refusals or tries; one beyond', () => {
    expect(starsFor(level, { moves: 3, refusals: 0, tries: 1 })).toBe(2);
    expect(starsFor(level, { moves: 2, refusals: 1, tries: 2 })).toBe(2);
    expect(starsFor(level, { moves: 5, refusals: 0, tries: 1 })).toBe(1);
    expect(starsFor(level, { moves: 2, refusals: 0, tries: 4 })).toBe(1);
  });
  it('a par given by the level wins over the solution', () => {
    expect(starsFor({ ...level, par: 3 }, { moves: 3, refusals: 0, tries: 1 })).toBe(3);
  });
  it('a refused move the level asks for (castling when it is not allowed) is no mistake', () => {
    const castle = { solution: [{ move: 'e1g1' }], goal: [{ refusal: 'castling-in-check' as const }] };
    expect(starsFor(castle, { moves: 0, refusals: 1, tries: 1 })).toBe(3);
    expect(starsFor(castle, { moves: 0, refusals: 2, tries: 1 })).toBe(2);
  });
  it('a level won without a move (a claim) has a par of one', () => {
    expect(parOf({ solution: [{ claim: 'threefold' }] })).toBe(1);
  });
});

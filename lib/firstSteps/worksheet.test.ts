import { describe, expect, it } from 'vitest';
import { findStage } from './stages';
import { starBands, worksheetLevels } from './worksheet';

describe('a stage as a worksheet', () => {
  it('draws each level as the child meets it: stars to collect, in the reader’s language', () => {
    const [first] = worksheetLevels(findStage('rook')!, 'pt');
    expect(first).toMatchObject({ id: 'rook-1', n: 1, fen: '7k/7p/8/8/8/8/8/R6K w - - 0 1', orientation: 'white', stars: ['a7'], goal: 'Pegue todas as estrelas.', limit: 3 });
    expect(first!.lastMove).toBeUndefined();
    expect(worksheetLevels(findStage('rook')!, 'gl')[0]!.goal).toBe('Colle todas as estrelas.');
  });

  it('after the game so far: the double step an en passant capture answers is played and shown as the last move', () => {
    const [first] = worksheetLevels(findStage('en-passant')!, 'en');
    expect(first!.fen.split(' ')[0]).toBe('4k3/8/8/3pP3/8/8/8/4K3');
    expect(first!.lastMove).toEqual({ from: 'd7', to: 'd5' });
    expect(first!.orientation).toBe('white');
  });

  it('says how many moves earn three, two and one star, up to the limit', () => {
    expect(starBands({ par: 1, solution: [{ move: 'a1a7' }], goal: [], limit: 3 })).toEqual([
      { stars: 3, from: 1, to: 1 },
      { stars: 2, from: 2, to: 3 },
    ]);
    expect(starBands({ solution: [{ move: 'a1a2' }, { move: 'a2b2' }], goal: [], limit: 6 })).toEqual([
      { stars: 3, from: 1, to: 2 },
      { stars: 2, from: 3, to: 4 },
      { stars: 1, from: 5, to: 6 },
    ]);
  });
});

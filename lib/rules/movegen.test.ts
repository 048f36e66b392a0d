import { describe, it, expect } from 'vitest';
import { Chess } from 'chess.js';
import { Board, sqName } from './movegen';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
const POS3 = '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1';

describe('perft against published counts', () => {
  it('start position, depth 1-4', () => {
    const b = Board.fromFen(START);
    expect([1, 2, 3, 4].map((d) => b.perft(d))).toEqual([20, 400, 8902, 197281]);
  });
  it('Kiwipete, depth 1-3', () => {
    const b = Board.fromFen(KIWIPETE);
    expect([1, 2, 3].map((d) => b.perft(d))).toEqual([48, 2039, 97862]);
  });
  it('position 3, depth 1-4', () => {
    const b = Board.fromFen(POS3);
    expect([1, 2, 3, 4].map((d) => b.perft(d))).toEqual([14, 191, 2812, 43238]);
  });
});

describe('move generation agrees with chess.js move for move', () => {
  it('on 8 random games (legal moves, SAN and FEN at every ply)', () => {
    let seed = 12345;
    const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    let plies = 0;
    for (let g = 0; g < 8; g++) {
      const ref = new Chess();
      const b = Board.fromFen(START);
      for (let ply = 0; ply < 120; ply++) {
        const refMoves = ref.moves({ verbose: true });
        const mine = b.legalMoves();
        expect(mine.map((m) => b.san(m, mine)).sort()).toEqual(refMoves.map((m) => m.san).sort());
        expect(b.fen()).toBe(ref.fen());
        if (!refMoves.length) break;
        const pick = refMoves[Math.floor(rnd() * refMoves.length)]!;
        ref.move(pick.san);
        const parsed = b.parseSan(pick.san, mine);
        expect('move' in parsed).toBe(true);
        if ('move' in parsed) {
          expect(sqName(parsed.move.from)).toBe(pick.from);
          b.make(parsed.move);
        }
        plies++;
      }
    }
    expect(plies).toBeGreaterThan(300);
  }, 30000);
});

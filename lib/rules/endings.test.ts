import { describe, it, expect } from 'vitest';
import { Board } from './movegen';
import { canCheckmate, isDeadPosition } from './deadPosition';
import { at, moves, mv, run } from './testUtil';
import { EDITIONS, type Edition } from './types';

const MATE: Record<Edition, string> = { '1997': '5.1a', '2001': '5.1a', '2009': '5.1a', '2018': '5.1.1', '2023': '5.1.1' };
const STALE: Record<Edition, string> = { '1997': '5.2', '2001': '5.2a', '2009': '5.2a', '2018': '5.2.1', '2023': '5.2.1' };
const DEAD: Record<Edition, string[]> = {
  '1997': ['9.6'],
  '2001': ['5.2b', '9.6'],
  '2009': ['5.2b', '9.6'],
  '2018': ['5.2.2'],
  '2023': ['5.2.2'],
};

describe('checkmate and stalemate, every edition', () => {
  for (const edition of EDITIONS) {
    it(`${edition}: checkmate ends the game (${MATE[edition]})`, () => {
      const r = run(edition, moves('f3 e5 g4 Qh4#'));
      expect(r).toMatchObject({ status: 'over', result: '0-1', termination: 'checkmate' });
      expect(at(r, 3)?.articles).toEqual([MATE[edition]]);
    });
    it(`${edition}: stalemate ends the game (${STALE[edition]})`, () => {
      const r = run(edition, [mv('Qc7')], { start: 'k7/8/1Q6/8/8/8/8/4K3 w - - 0 1' });
      expect(r).toMatchObject({ status: 'over', result: '1/2-1/2', termination: 'stalemate' });
      expect(at(r, 0)?.articles).toEqual([STALE[edition]]);
    });
    it(`${edition}: dead position ends the game (${DEAD[edition].join(', ')})`, () => {
      // White Kc1 (not a1): with the king on a1, Kxb2 would be White's only legal move, so the
      // starting position would already be dead (5.2.2: no series of legal moves leads to mate).
      const r = run(edition, [mv('Kxb2')], { start: '8/8/4k3/8/8/8/1r6/2K5 w - - 0 1' });
      expect(r).toMatchObject({ status: 'over', result: '1/2-1/2', termination: 'dead-position' });
      expect(at(r, 0)?.articles).toEqual(DEAD[edition]);
    });
  }
  it('a flag falling after checkmate changes nothing', () => {
    const r = run('2009', [...moves('f3 e5 g4 Qh4#'), { type: 'flag', color: 'black' }]);
    expect(r.result).toBe('0-1');
    expect(at(r, 4)?.decision).toBe('game-already-over');
  });
  it('a move after the end of the game is a bad case', () => {
    expect(() => run('2009', [...moves('f3 e5 g4 Qh4#'), mv('Kf2')])).toThrow(/after the end/);
  });
});

describe('dead position: insufficient material and blocked positions', () => {
  const dead = (fen: string) => isDeadPosition(Board.fromFen(fen));
  it('recognises every insufficient-material case', () => {
    expect(dead('8/8/4k3/8/8/8/8/K7 w - - 0 1')).toBe(true); // K v K
    expect(dead('8/8/4k3/8/8/8/8/KB6 w - - 0 1')).toBe(true); // K+B v K
    expect(dead('8/8/4k3/8/8/8/8/KN6 b - - 0 1')).toBe(true); // K+N v K
    expect(dead('8/8/4kb2/8/8/8/8/KB6 w - - 0 1')).toBe(false); // opposite colours: helpmate possible
    expect(dead('8/8/4k1b1/8/8/8/8/KB6 w - - 0 1')).toBe(true); // bishops on the same colour
    expect(dead('b7/1b6/4k1b1/8/8/8/8/KB1B4 w - - 0 1')).toBe(true); // any number, all on one colour
  });
  it('never declares dead a position where mate is possible', () => {
    expect(dead('8/8/4k3/8/8/8/8/KNN5 w - - 0 1')).toBe(false); // K+N+N v K: helpmate exists
    expect(dead('8/8/4k3/8/8/8/8/KBN5 w - - 0 1')).toBe(false);
    expect(dead('8/8/4kn2/8/8/8/8/KN6 w - - 0 1')).toBe(false); // K+N v K+N
    expect(dead('8/8/4k3/8/8/8/p7/KB6 w - - 0 1')).toBe(false); // K+B v K+P
    expect(dead('8/8/4k3/8/8/8/P7/K7 w - - 0 1')).toBe(false);
    expect(dead('8/8/4k3/1p1p1p2/1P1P1P2/4K3/8/8 w - - 0 1')).toBe(false); // a king can break in
  });
  it('finds dead blocked pawn positions by exhausting the reachable positions', () => {
    expect(dead('8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 w - - 0 1')).toBe(true);
    const r = run('2023', [mv('h4')], { start: '8/8/4k3/1p1p1p1p/1P1P1P2/7P/4K3/8 w - - 0 1' });
    expect(r.termination).toBe('dead-position');
    expect(at(r, 0)?.articles).toEqual(['5.2.2']);
    // a case that starts in a dead position is already over
    expect(run('2023', [], { start: '8/8/4k3/1p1p1p1p/1P1P1P1P/4K3/8/8 w - - 0 1' }).termination).toBe('dead-position');
  });
  it('can a side checkmate? (flag fall, illegal moves, resignation)', () => {
    const b = Board.fromFen('8/8/4k3/8/8/8/p7/KN6 w - - 0 1');
    expect(canCheckmate(b, 0)).toBe(true); // K+N v K+P: mate with the pawn blocking
    expect(canCheckmate(b, 1)).toBe(true);
    const lone = Board.fromFen('8/8/4k3/8/8/8/8/KQ6 w - - 0 1');
    expect(canCheckmate(lone, 1)).toBe(false);
  });
});

describe('fivefold repetition and the 75-move rule only from 2014', () => {
  const shuffle = moves('Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8');
  it('2018/2023: the fifth occurrence draws automatically (9.6.1)', () => {
    for (const edition of ['2018', '2023'] as const) {
      const r = run(edition, shuffle);
      expect(r).toMatchObject({ status: 'over', termination: 'fivefold', result: '1/2-1/2' });
      expect(at(r, 15)?.articles).toEqual(['9.6.1']);
    }
  });
  it('1997, 2001, 2009: no fivefold rule, the game goes on', () => {
    for (const edition of ['1997', '2001', '2009'] as const) expect(run(edition, shuffle).status).toBe('ongoing');
  });
  const FEN75 = '8/8/4k3/8/8/4K3/8/R7 w - - 149 100';
  it('2018/2023: 75 moves each without pawn move or capture draw automatically (9.6.2)', () => {
    for (const edition of ['2018', '2023'] as const) {
      const r = run(edition, [mv('Ra2')], { start: FEN75 });
      expect(r).toMatchObject({ status: 'over', termination: 'seventy-five-moves' });
      expect(at(r, 0)?.articles).toEqual(['9.6.2']);
    }
    expect(run('2009', [mv('Ra2')], { start: FEN75 }).status).toBe('ongoing');
  });
  it('checkmate on the 75th move takes precedence', () => {
    const r = run('2023', [mv('Ra8#')], { start: '4k3/8/4K3/8/8/8/8/R7 w - - 149 100' });
    expect(r.termination).toBe('checkmate');
  });
});

describe('flag fall', () => {
  const FLAG: Record<Edition, string> = { '1997': '6.9', '2001': '6.10', '2009': '6.9', '2018': '6.9', '2023': '6.9' };
  for (const edition of EDITIONS) {
    it(`${edition}: loss, or a draw if the opponent cannot checkmate (${FLAG[edition]})`, () => {
      const lose = run(edition, [{ type: 'flag', color: 'white' }], { start: '4k3/8/8/8/8/8/4P3/4K2q w - - 0 1' });
      expect(lose).toMatchObject({ result: '0-1', termination: 'time' });
      expect(at(lose, 0)).toMatchObject({ decision: 'flag-fall-loss', articles: [FLAG[edition]] });
      const draw = run(edition, [{ type: 'flag', color: 'white' }], { start: '4k3/8/8/8/8/8/4P3/4K2Q w - - 0 1' });
      expect(draw).toMatchObject({ result: '1/2-1/2', termination: 'time' });
      expect(at(draw, 0)?.decision).toBe('flag-fall-draw');
    });
  }
  it('K+N against K+P: the side with the knight can still (help)mate, so it wins on time', () => {
    const r = run('2009', [{ type: 'flag', color: 'black' }], { start: '8/8/4k3/8/8/8/p7/KN6 b - - 0 1' });
    expect(r.result).toBe('1-0');
  });
  it('1997 blitz (C4): two knights against a bare king are not enough to win', () => {
    const fen = '8/8/4k3/8/8/8/8/KNN5 b - - 0 1';
    expect(run('1997', [{ type: 'flag', color: 'black' }], { start: fen, mode: 'blitz' }).result).toBe('1/2-1/2');
    expect(run('2009', [{ type: 'flag', color: 'black' }], { start: fen, mode: 'blitz' }).result).toBe('1-0');
  });
  it('rapid and blitz cite the appendix as well', () => {
    expect(at(run('2023', [{ type: 'flag', color: 'white' }], { mode: 'rapid' }), 0)?.articles).toEqual(['6.9', 'A.5.3']);
    expect(at(run('2018', [{ type: 'flag', color: 'white' }], { mode: 'blitz' }), 0)?.articles).toEqual(['6.9', 'A.4.3']);
  });
});

describe('resignation', () => {
  const bare = '4k3/8/8/8/8/8/4P3/4K2Q b - - 0 1';
  it('is a loss up to 2018', () => {
    for (const edition of ['1997', '2001', '2009', '2018'] as const) {
      const r = run(edition, [{ type: 'resign', color: 'white' }], { start: bare });
      expect(r).toMatchObject({ result: '0-1', termination: 'resignation' });
    }
  });
  it('2023 (5.1.2): a draw when the opponent cannot checkmate', () => {
    const r = run('2023', [{ type: 'resign', color: 'white' }], { start: bare });
    expect(r).toMatchObject({ result: '1/2-1/2', termination: 'resignation' });
    expect(at(r, 0)).toMatchObject({ decision: 'resignation-draw', articles: ['5.1.2'] });
    expect(run('2023', [{ type: 'resign', color: 'black' }], { start: bare }).result).toBe('1-0');
  });
});

describe('agreement', () => {
  it('draws the game', () => {
    const r = run('2009', [mv('e4'), mv('e5'), { type: 'agreement' }]);
    expect(r).toMatchObject({ result: '1/2-1/2', termination: 'agreement' });
    expect(at(r, 2)?.articles).toEqual(['5.2c']);
  });
});

import { EDITIONS } from '../editions';
import { describe, it, expect } from 'vitest';
import { at, moves, mv, run, touch } from './testUtil';
import type { CaseEvent, Edition, Mode } from './types';

const claim = (c: 'threefold' | 'fifty-moves', san?: string): CaseEvent => ({ type: 'claim', claim: c, ...(san ? { san } : {}) });
const TWICE = moves('Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1'); // start position has appeared twice; Ng8 would make it three
const CLOCK = { white: 600, black: 600 };

describe('threefold repetition (9.2)', () => {
  const ABOUT: Record<Edition, string> = { '1997': '9.2a', '2001': '9.2a', '2009': '9.2a', '2018': '9.2.1.1', '2023': '9.2.1' };
  const JUST: Record<Edition, string> = { '1997': '9.2b', '2001': '9.2b', '2009': '9.2b', '2018': '9.2.1.2', '2023': '9.2.2' };
  for (const edition of EDITIONS) {
    it(`${edition}: correct claim with the move written (about to appear)`, () => {
      const r = run(edition, [...TWICE, claim('threefold', 'Ng8')]);
      expect(r).toMatchObject({ status: 'over', result: '1/2-1/2', termination: 'threefold' });
      expect(at(r, 7)?.articles[0]).toBe(ABOUT[edition]);
      // the written move is not played
      expect(r.fen.split(' ')[1]).toBe('b');
    });
    it(`${edition}: correct claim on the position that has just appeared`, () => {
      const r = run(edition, [...TWICE, mv('Ng8'), claim('threefold')]);
      expect(r).toMatchObject({ status: 'over', termination: 'threefold' });
      expect(at(r, 8)?.articles[0]).toBe(JUST[edition]);
    });
  }
  it('is incorrect one repetition too early; the written move must then be played', () => {
    const r = run('2009', [...moves('Nf3 Nf6 Ng1 Ng8 Nf3 Nf6'), claim('threefold', 'Ng1')], { clock: CLOCK });
    expect(r.status).toBe('ongoing');
    expect(r.obligation).toEqual({ kind: 'play', san: 'Ng1' });
    const refused = run('2009', [...moves('Nf3 Nf6 Ng1 Ng8 Nf3 Nf6'), claim('threefold', 'Ng1'), mv('e4')], { clock: CLOCK });
    expect(at(refused, 7)).toMatchObject({ decision: 'move-refused', reason: 'written-move' });
    const played = run('2009', [...moves('Nf3 Nf6 Ng1 Ng8 Nf3 Nf6'), claim('threefold', 'Ng1'), mv('Ng1')], { clock: CLOCK });
    expect(played.obligation).toBeUndefined();
    expect(played.fen.startsWith('rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR b')).toBe(true);
  });
});

describe('same position: side to move, castling rights, en passant actually possible', () => {
  it('a position with different castling rights is not the same', () => {
    // after Rg1/Rh1 both sides have lost the kingside castling right: the start position never recurs
    const r = run('2023', [...moves('Nf3 Nf6 Rg1 Rg8 Rh1 Rh8 Ng1 Ng8'), claim('threefold')], { clock: CLOCK });
    expect(at(r, 8)?.decision).toBe('claim-incorrect');
  });
  it('the same placement with the other player to move is not the same', () => {
    const r = run('2009', [...moves('Nf3 Nf6 Ng1 Ng8 Nf3'), claim('threefold')], { clock: CLOCK });
    expect(at(r, 5)?.decision).toBe('claim-incorrect');
  });
  it('a position after a double step counts as different only if en passant is really possible', () => {
    // black plays d5 next to the white e5 pawn; exd6 e.p. would expose the king on h5 to the rook on a5
    const pinned = '4k3/3p4/8/r3P2K/8/8/8/8 b - - 0 1';
    const line = moves('d5 Kh6 Ke7 Kh5 Ke8 Kh6 Ke7 Kh5 Ke8');
    const r = run('2009', [...line, claim('threefold')], { start: pinned, clock: CLOCK });
    expect(r.termination).toBe('threefold');
    // with the king on h4 the en-passant capture is legal: the first position is different
    const free = '4k3/3p4/8/r3P3/7K/8/8/8 b - - 0 1';
    const line2 = moves('d5 Kh5 Ke7 Kh4 Ke8 Kh5 Ke7 Kh4 Ke8');
    const r2 = run('2009', [...line2, claim('threefold')], { start: free, clock: CLOCK });
    expect(at(r2, 9)?.decision).toBe('claim-incorrect');
  });
});

describe('fifty moves (9.3)', () => {
  const FEN = '8/8/4k3/8/8/4K3/8/R7 w - - 99 80';
  it('with the move written that completes the fifty moves', () => {
    const r = run('2009', [claim('fifty-moves', 'Ra2')], { start: FEN });
    expect(r.termination).toBe('fifty-moves');
    expect(at(r, 0)?.articles).toEqual(['9.3a', '9.5a']);
  });
  it('after the fifty moves have been completed', () => {
    const r = run('2018', [mv('Ra2'), claim('fifty-moves')], { start: FEN });
    expect(r.termination).toBe('fifty-moves');
    expect(at(r, 1)?.articles).toEqual(['9.3.2', '9.5.2']);
  });
  it('is incorrect a move too early', () => {
    const r = run('2023', [claim('fifty-moves')], { start: FEN, clock: CLOCK });
    expect(at(r, 0)).toMatchObject({ decision: 'claim-incorrect', articles: ['9.3.2', '9.5.3'], clock: { black: 120 } });
  });
});

describe('incorrect claim: the edition clock adjustment', () => {
  const cases: [Edition, Mode, { white: number; black: number }, { white: number; black: number }][] = [
    // 1997 9.5b: claimant loses half his time, at most three minutes; opponent +3 min
    ['1997', 'standard', { white: 600, black: 600 }, { white: 420, black: 780 }],
    ['1997', 'standard', { white: 200, black: 600 }, { white: 100, black: 780 }],
    // 2001 9.5b: +3 min; claimant >2 min: half up to 3 min; 1–2 min: one minute left; <1 min: unchanged
    ['2001', 'standard', { white: 600, black: 600 }, { white: 420, black: 780 }],
    ['2001', 'standard', { white: 300, black: 600 }, { white: 150, black: 780 }],
    ['2001', 'standard', { white: 90, black: 600 }, { white: 60, black: 780 }],
    ['2001', 'standard', { white: 45, black: 600 }, { white: 45, black: 780 }],
    // 2009 9.5b: +3 min, in every mode
    ['2009', 'standard', { white: 600, black: 600 }, { white: 600, black: 780 }],
    ['2009', 'blitz', { white: 100, black: 100 }, { white: 100, black: 280 }],
    // 2018 9.5.3: +2 min; blitz B.2: one minute
    ['2018', 'standard', { white: 600, black: 600 }, { white: 600, black: 720 }],
    ['2018', 'rapid', { white: 600, black: 600 }, { white: 600, black: 720 }],
    ['2018', 'blitz', { white: 100, black: 100 }, { white: 100, black: 160 }],
    // 2023 9.5.3: +2 min; rapid and blitz A.3: one minute
    ['2023', 'standard', { white: 600, black: 600 }, { white: 600, black: 720 }],
    ['2023', 'rapid', { white: 600, black: 600 }, { white: 600, black: 660 }],
    ['2023', 'blitz', { white: 100, black: 100 }, { white: 100, black: 160 }],
  ];
  for (const [edition, mode, clock, expected] of cases) {
    it(`${edition} ${mode}: ${JSON.stringify(clock)} → ${JSON.stringify(expected)}`, () => {
      const r = run(edition, [claim('threefold')], { mode, clock });
      expect(r.clock).toEqual(expected);
      expect(r.status).toBe('ongoing');
    });
  }
});

describe('touching a piece and the right to claim (9.4)', () => {
  it('2009, 2018, 2023: touching a piece loses the right to claim on that move', () => {
    for (const edition of ['2009', '2018', '2023'] as const) {
      const r = run(edition, [...TWICE, touch('f6'), claim('threefold', 'Ng8')]);
      expect(at(r, 8)).toMatchObject({ decision: 'claim-forfeited', articles: ['9.4'] });
      expect(r.status).toBe('ongoing');
      expect(r.obligation).toEqual({ kind: 'move', square: 'f6' });
    }
  });
  it('1997 and 2001: only making a move loses the right, so the claim is still heard', () => {
    for (const edition of ['1997', '2001'] as const) {
      const r = run(edition, [...TWICE, touch('f6'), claim('threefold', 'Ng8')]);
      expect(r.termination).toBe('threefold');
    }
  });
  it('after a move the right to claim the earlier position is gone', () => {
    const r = run('2009', [...TWICE, mv('Ng8'), mv('e4'), claim('threefold')], { clock: CLOCK });
    expect(at(r, 9)?.decision).toBe('claim-incorrect');
  });
});

describe('bad claims are bad cases', () => {
  it('a written move that cannot be read', () => {
    expect(() => run('2009', [claim('threefold', 'Zz9')])).toThrow(/written move "Zz9" cannot be read/);
  });
});

// A claim based on a written move that is not legal (9.5b; 2018/2023 9.5.3: the intended move "must be made in
// accordance with Articles 3 and 4"): the position after it cannot arise, so the claim is incorrect, with the
// edition's penalty, and the move cannot be made. Article 4 still binds a piece the claimant touched.
describe('a claim with an illegal written move', () => {
  // The opponent's time added for an incorrect claim, and the claimant's, as each edition says (9.5b / 9.5.3).
  const CLOCKS: Record<Edition, { white: number; black: number }> = {
    '1997': { white: 420, black: 780 }, // claimant loses half his time, at most three minutes; opponent +3 min
    '2001': { white: 420, black: 780 }, // more than two minutes: half, at most three; opponent +3 min
    '2009': { white: 600, black: 780 },
    '2018': { white: 600, black: 720 },
    '2023': { white: 600, black: 720 },
  };
  for (const edition of EDITIONS) {
    it(`${edition}: is ruled an incorrect claim, not refused as a bad case`, () => {
      // After 1.Nf3 Nf6 2.Ng1 Ng8 3.Nf3 Nf6, White writes Ke2 (the pawn stands on e2) and claims.
      const r = run(edition, [...moves('Nf3 Nf6 Ng1 Ng8 Nf3 Nf6'), claim('threefold', 'Ke2')], { clock: CLOCK });
      expect(r.status).toBe('ongoing');
      expect(at(r, 6)).toMatchObject({ decision: 'claim-incorrect' });
      expect(at(r, 6)!.obligation).toBeUndefined();
      expect(r.clock).toEqual(CLOCKS[edition]);
    });
  }

  it('1997: a piece touched before the claim must still be moved (4.3a)', () => {
    // Before 2009 touching a piece does not lose the right to claim; the touched knight binds the replacing move.
    const r = run('1997', [...moves('Nf3 Nf6 Ng1 Ng8 Nf3 Nf6'), touch('f3'), claim('threefold', 'Ke2')]);
    expect(at(r, 7)).toMatchObject({ decision: 'claim-incorrect', obligation: { kind: 'move', square: 'f3' } });
  });
});

// 2018/2023 5.2.3: "provided both players have made at least one move"; earlier editions have no such condition.
describe('a draw agreed before both players have moved', () => {
  const agree: CaseEvent = { type: 'agreement' };
  for (const edition of ['2018', '2023'] as const) {
    it(`${edition}: is not valid before Black's first move, and the game goes on`, () => {
      const r = run(edition, [mv('e4'), agree]);
      expect(r.status).toBe('ongoing');
      expect(at(r, 1)).toMatchObject({ decision: 'agreement-invalid', articles: ['5.2.3'] });
      expect(run(edition, [agree]).status).toBe('ongoing');
      expect(run(edition, [...moves('e4 e5'), agree])).toMatchObject({ status: 'over', termination: 'agreement' });
      // a game set up from a later position has moves of both sides behind it
      expect(run(edition, [agree], { start: 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3' }).status).toBe('over');
    });
  }
  for (const edition of ['1997', '2001', '2009'] as const) {
    it(`${edition}: ends the game at once, whenever it is agreed`, () => {
      expect(run(edition, [{ type: 'agreement' }])).toMatchObject({ status: 'over', termination: 'agreement' });
    });
  }
});

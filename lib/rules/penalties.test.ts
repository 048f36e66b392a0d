import { describe, it, expect } from 'vitest';
import { at, moves, run, sq } from './testUtil';
import type { CaseEvent, Edition, Mode } from './types';

// White tries Ra1-a3 (illegal: the a2 pawn is in the way) repeatedly, with legal moves in
// between. The rook cannot move at all, so touch-move leaves White free (4.5).
const ILLEGAL = sq('a1', 'a3');
const series = (n: number): CaseEvent[] => {
  const out: CaseEvent[] = [];
  const fillers = moves('e4 e5 Nf3 Nc6 Bc4 Bc5 d3 d6 Nc3 Nf6');
  for (let k = 0; k < n; k++) {
    out.push(ILLEGAL);
    if (k < n - 1) out.push(fillers[2 * k]!, fillers[2 * k + 1]!);
  }
  return out;
};
const CLOCK = { white: 600, black: 600 };

describe('illegal move completed: position reinstated and the edition penalty', () => {
  const table: [Edition, Mode, number, number | 'loss' | 'win-claim', string][] = [
    // edition, mode, number of illegal moves, black's extra seconds (or the outcome), key article
    ['1997', 'standard', 2, 240, '7.4b'],
    ['1997', 'standard', 3, 'loss', '7.4b'],
    ['2001', 'standard', 2, 240, '7.4b'],
    ['2001', 'standard', 3, 'loss', '7.4b'],
    ['2009', 'standard', 2, 240, '7.4b'],
    ['2009', 'standard', 3, 'loss', '7.4b'],
    ['2009', 'rapid', 2, 240, 'A.4c'],
    ['2009', 'blitz', 1, 'win-claim', 'B.3c'],
    ['2001', 'blitz', 1, 'win-claim', 'C3'],
    ['1997', 'blitz', 1, 'win-claim', 'C3'],
    ['2018', 'standard', 1, 120, '7.5.5'],
    ['2018', 'standard', 2, 'loss', '7.5.5'],
    ['2018', 'rapid', 1, 120, 'A.4.2'],
    ['2018', 'blitz', 1, 60, 'B.2'],
    ['2018', 'blitz', 2, 'loss', '7.5.5'],
    ['2023', 'standard', 1, 120, '7.5.5'],
    ['2023', 'rapid', 1, 60, 'A.3'],
    ['2023', 'blitz', 1, 60, 'A.3'],
    ['2023', 'blitz', 2, 'loss', '7.5.5'],
  ];
  for (const [edition, mode, n, outcome, article] of table) {
    it(`${edition} ${mode}: ${n} illegal move(s) → ${outcome} (${article})`, () => {
      const events = series(n);
      const r = run(edition, events, { mode, clock: CLOCK });
      const last = at(r, events.length - 1)!;
      expect(last.articles).toContain(article);
      expect(last.count).toBe(n);
      if (outcome === 'loss' || outcome === 'win-claim') {
        expect(r).toMatchObject({ status: 'over', result: '0-1', termination: 'illegal-moves' });
        expect(last.decision).toBe('illegal-move-game-lost');
      } else {
        expect(r.status).toBe('ongoing');
        expect(r.clock).toEqual({ white: 600, black: 600 + outcome });
        expect(last.decision).toBe('illegal-move');
        // reinstated: White is still to move
        expect(r.fen.split(' ')[1]).toBe('w');
      }
    });
  }
  it('the loss becomes a draw when the opponent cannot checkmate (2009 7.4b, 2018 7.5.5)', () => {
    const fen = '4k3/8/8/8/8/8/8/3QK3 w - - 0 1';
    const three: CaseEvent[] = [sq('d1', 'h3'), ...moves('Qc2 Kd8'), sq('c2', 'h3'), ...moves('Qc1 Ke8'), sq('c1', 'h3')];
    for (const edition of ['2009', '2018', '2023'] as const) {
      const ev = edition === '2009' ? three : three.slice(0, 4);
      const r = run(edition, ev, { start: fen });
      expect(r).toMatchObject({ result: '1/2-1/2', termination: 'illegal-moves' });
      expect(at(r, ev.length - 1)?.decision).toBe('illegal-move-game-drawn');
    }
  });
  it('2001 standard: the text has no such exception, the third illegal move loses', () => {
    const ev: CaseEvent[] = [sq('d1', 'h3'), ...moves('Qc2 Kd8'), sq('c2', 'h3'), ...moves('Qc1 Ke8'), sq('c1', 'h3')];
    const r = run('2001', ev, { start: '4k3/8/8/8/8/8/8/3QK3 w - - 0 1' });
    expect(r.result).toBe('0-1');
  });
  it('blitz 2009 / 2001: a draw claim instead when the claimant cannot mate (B.3c, C3)', () => {
    for (const edition of ['2001', '2009'] as const) {
      const r = run(edition, [sq('d1', 'h3')], { start: '4k3/8/8/8/8/8/8/3QK3 w - - 0 1', mode: 'blitz' });
      expect(r.result).toBe('1/2-1/2');
    }
  });
  it("1997 standard and rapid: the change table's Yerevan 7.4b, not the main text's bare 7.4: two minutes twice, the third loses", () => {
    for (const mode of ['standard', 'rapid'] as const) {
      const two = run('1997', series(2), { clock: CLOCK, mode });
      expect(two.status).toBe('ongoing');
      expect(two.clock).toEqual({ white: CLOCK.white, black: CLOCK.black + 240 });
      expect(at(two, 0)?.articles).toEqual(expect.arrayContaining(['7.4', '7.4b']));
      const three = run('1997', series(3), { clock: CLOCK, mode });
      expect(three).toMatchObject({ status: 'over', result: '0-1', termination: 'illegal-moves' });
    }
  });
  it('1997: like 2001, no draw when the opponent of the third illegal move cannot mate', () => {
    const ev: CaseEvent[] = [sq('d1', 'h3'), ...moves('Qc2 Kd8'), sq('c2', 'h3'), ...moves('Qc1 Ke8'), sq('c1', 'h3')];
    expect(run('1997', ev, { start: '4k3/8/8/8/8/8/8/3QK3 w - - 0 1' }).result).toBe('0-1');
  });
  it('the move replacing the illegal move is subject to touch-move (4.3)', () => {
    const r = run('2009', [sq('g1', 'g3')], { clock: CLOCK });
    expect(r.obligation).toEqual({ kind: 'move', square: 'g1' });
    expect(at(r, 0)?.articles).toEqual(expect.arrayContaining(['7.4a', '7.4b', '4.3', '4.6', '4.3a']));
    const refused = run('2009', [sq('g1', 'g3'), ...moves('e4')], { clock: CLOCK });
    expect(at(refused, 1)?.decision).toBe('move-refused');
  });
  it('an illegal capture attempt obliges the piece touched to move (own piece touched first)', () => {
    // Bb5xe8 is impossible (the king): here Bxd7 is illegal because the bishop is pinned
    const r = run('2018', [sq('e2', 'c4')], { start: '4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1', clock: CLOCK });
    expect(at(r, 0)?.reason).toBe('exposes-king-to-check');
    // the bishop cannot move at all: any legal move (4.5)
    expect(r.obligation).toBeUndefined();
  });
});

// The case kinds added for the arbiter's second review (lib/rules/README.md, "Extensions to the case format"): a move
// made but not completed, rapid and blitz with adequate supervision, king and rook touched at the same time, a claim
// by the player who does not have the move, and a flag that falls before or after the moves a period prescribes.
import { describe, expect, it } from 'vitest';
import { EDITIONS } from '../editions';
import { adjudicate } from './adjudicate';
import { at, moves, mv, run, sq, touch } from './testUtil';
import type { CaseEvent, Edition } from './types';

const CLOCK = { white: 600, black: 600 };
const notCompleted = (from: string, to: string): CaseEvent => ({ type: 'move', from, to, completed: false });
const press = (color: 'white' | 'black'): CaseEvent => ({ type: 'press-clock', color });

describe('a move made but not completed (the clock not pressed)', () => {
  // 1997/2009 6.7a, 2001 6.8a: "His move is not considered to have been completed until he has done so"; 2018/2023
  // 7.5.1: "An illegal move is completed once the player has pressed his clock".
  const COMPLETED: Record<Edition, string> = { '1997': '6.7a', '2001': '6.8a', '2009': '6.7a', '2018': '7.5.1', '2023': '7.5.1' };
  for (const edition of EDITIONS) {
    it(`${edition}: an illegal move not completed is taken back without penalty; the knight must still move (4.3)`, () => {
      const r = run(edition, [notCompleted('g1', 'g3')], { clock: CLOCK });
      expect(at(r, 0)).toMatchObject({ decision: 'illegal-move-not-completed', reason: 'piece-cannot-move-so', obligation: { kind: 'move', square: 'g1' } });
      expect(at(r, 0)!.articles).toContain(COMPLETED[edition]);
      expect(r.clock).toEqual(CLOCK);
      expect(r.fen).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
      // the same move completed is an illegal move, penalised as the edition says
      expect(at(run(edition, [sq('g1', 'g3')], { clock: CLOCK }), 0)!.decision).toBe('illegal-move');
    });
  }

  it('a legal move not completed is completed by its own clock press, with no ruling', () => {
    const r = run('2023', [{ type: 'move', san: 'e4', completed: false }, press('white'), mv('e5')]);
    expect(r.rulings).toEqual([]);
    expect(r.fen).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
  });

  // 2023 1.3: "A player is said to 'have the move' when his/her opponent's move has been 'made'"; 9.2.2: the position
  // "has just appeared, and the player claiming the draw has the move".
  const REPEAT = moves('Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8');
  const third: CaseEvent = { type: 'move', san: 'Nf3', completed: false }; // the position after Nf3, a third time
  it('2023: once the move is made, the opponent has the move and may claim before the clock is pressed', () => {
    const r = run('2023', [...REPEAT, third, { type: 'claim', claim: 'threefold' }], { clock: CLOCK });
    expect(r).toMatchObject({ status: 'over', termination: 'threefold', result: '1/2-1/2' });
  });
  it('2023: the player who made the move does not have the move: his claim is incorrect (9.5.3)', () => {
    const r = run('2023', [...REPEAT, third, { type: 'claim', claim: 'threefold', by: 'white' }], { clock: CLOCK });
    expect(r.status).toBe('ongoing');
    expect(at(r, 9)).toMatchObject({ decision: 'claim-incorrect', articles: ['9.2.2', '9.5.3'], clock: { black: 120 } });
  });
});

describe('a flag and the moves the period prescribes (6.9)', () => {
  // Move 40 of "40 moves in 90 minutes": White makes it and then his flag falls.
  const start = 'r3k3/8/8/8/8/8/4P3/R3K3 w - - 0 40';
  const tc = { moves: 40, lastPeriod: false };
  const ra2: CaseEvent = { type: 'move', san: 'Ra2', completed: false };
  const flag: CaseEvent = { type: 'flag', color: 'white' };
  for (const edition of EDITIONS) {
    it(`${edition}: the 40th move made but its clock not pressed is not completed, so the flag loses`, () => {
      const r = adjudicate({ edition, start, timeControl: tc, events: [ra2, flag] });
      expect(r).toMatchObject({ status: 'over', termination: 'time', result: '0-1' });
    });
    it(`${edition}: the 40th move completed before the flag fell: the game goes on`, () => {
      const r = adjudicate({ edition, start, timeControl: tc, events: [ra2, press('white'), flag] });
      expect(r.status).toBe('ongoing');
      expect(at(r, 2)).toMatchObject({ decision: 'flag-fall-after-control' });
    });
  }
  it('without a prescribed number of moves (the last period), any flag fall is judged by 6.9 as before', () => {
    expect(adjudicate({ edition: '2023', start, events: [mv('Ra2'), flag] })).toMatchObject({ status: 'over', result: '0-1' });
  });
});

describe('rapid and blitz with adequate supervision', () => {
  const illegal = sq('g1', 'g3');
  const penalty = (edition: Edition, mode: 'rapid' | 'blitz', supervision?: 'adequate') =>
    at(adjudicate({ edition, mode, clock: CLOCK, ...(supervision ? { supervision } : {}), events: [illegal] }), 0);

  it('2023 rapid (A.4): the Competition Rules, with A.3 one minute; blitz (B.2): the Competition Rules, two minutes', () => {
    expect(penalty('2023', 'rapid', 'adequate')).toMatchObject({ decision: 'illegal-move', clock: { black: 60 } });
    expect(penalty('2023', 'rapid', 'adequate')!.articles).toEqual(expect.arrayContaining(['A.4', 'A.3', '7.5.5']));
    expect(penalty('2023', 'blitz', 'adequate')).toMatchObject({ decision: 'illegal-move', clock: { black: 120 } });
    expect(penalty('2023', 'blitz')).toMatchObject({ clock: { black: 60 } });
  });

  it('2018 blitz (B.3.1) keeps B.2: one minute; 2009 rapid (A.3): the Competition Rules, two minutes', () => {
    expect(penalty('2018', 'blitz', 'adequate')).toMatchObject({ clock: { black: 60 } });
    expect(penalty('2018', 'blitz', 'adequate')!.articles).toEqual(expect.arrayContaining(['B.3.1', 'B.2']));
    expect(penalty('2009', 'rapid', 'adequate')).toMatchObject({ decision: 'illegal-move', clock: { black: 120 } });
  });

  it('2023 rapid: an illegal move found after the opponent has moved is corrected only under supervision', () => {
    const events: CaseEvent[] = [{ type: 'move', from: 'g1', to: 'g3', observed: false }, mv('e5'), { type: 'claim', claim: 'illegal-move' }];
    const without = adjudicate({ edition: '2023', mode: 'rapid', events });
    expect(at(without, 1)).toMatchObject({ decision: 'illegal-move-stands', articles: ['A.5.2'] });
    const supervised = adjudicate({ edition: '2023', mode: 'rapid', supervision: 'adequate', events });
    expect(supervised.rulings.map((x) => x.decision)).not.toContain('illegal-move-stands');
    expect(at(supervised, 2)).toMatchObject({ decision: 'illegal-move' });
  });

  it('1997 and 2001 make no such distinction; a standard game has no supervision to state', () => {
    for (const edition of ['1997', '2001'] as const) expect(penalty(edition, 'rapid', 'adequate')).toEqual(penalty(edition, 'rapid'));
    expect(() => adjudicate({ edition: '2023', supervision: 'adequate', events: [] })).toThrow(/rapid and blitz games only/);
  });
});

describe('king and rook touched at the same time', () => {
  const KING_ROOK: Record<Edition, string> = { '1997': '4.4a', '2001': '4.4a', '2009': '4.4a', '2018': '4.4.1', '2023': '4.4.1' };
  const ILLEGAL: Record<Edition, string> = { '1997': '4.4c', '2001': '4.4c', '2009': '4.4c', '2018': '4.4.3', '2023': '4.4.3' };
  const both: CaseEvent = { type: 'touch', square: 'h1', with: 'e1' };
  for (const edition of EDITIONS) {
    it(`${edition}: the player must castle on that side (${KING_ROOK[edition]})`, () => {
      const r = run(edition, [both], { start: '4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1' });
      expect(at(r, 0)).toMatchObject({ decision: 'touch-move-obligation', obligation: { kind: 'castle', side: 'kingside' }, articles: [KING_ROOK[edition]] });
    });
    it(`${edition}: castling on that side illegal, another king move, castling on the other side included (${ILLEGAL[edition]})`, () => {
      const r = run(edition, [both], { start: '4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1' });
      expect(at(r, 0)).toMatchObject({ obligation: { kind: 'king-move' } });
      expect(at(r, 0)!.articles).toContain(ILLEGAL[edition]);
      expect(run(edition, [both, mv('O-O-O')], { start: '4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1' }).rulings.at(-1)).toMatchObject({ decision: 'castling' });
    });
  }
  it('touched one after the other, rook first, the king may not castle on that side (4.4.2)', () => {
    const r = run('2023', [touch('h1'), touch('e1')], { start: '4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1' });
    expect(r.obligation).toEqual({ kind: 'move', square: 'h1' });
  });
});

describe('a quickplay-finish claim by the player who does not have the move', () => {
  const clock = { white: 100, black: 100 };
  const byBlack: CaseEvent = { type: 'claim', claim: 'quickplay-finish', finding: 'no-effort', by: 'black' };
  it('2009 (10.2, "the player having the move"): not allowed', () => {
    expect(at(run('2009', [byBlack], { clock }), 0)).toMatchObject({ decision: 'claim-not-allowed', articles: ['10.2'] });
  });
  it('1997 (10.2 does not say so): the claim is heard', () => {
    expect(run('1997', [byBlack], { clock })).toMatchObject({ status: 'over', termination: 'quickplay-finish' });
  });
});

import { EDITIONS } from '../editions';
import { describe, it, expect } from 'vitest';
import { at, lawText, moves, mv, run, sq, touch } from './testUtil';
import type { CaseEvent, Edition, Mode, Ruling } from './types';

const CLOCK = { white: 600, black: 600 };
const press = (color: 'white' | 'black', observed?: boolean): CaseEvent => ({
  type: 'press-clock',
  color,
  ...(observed === undefined ? {} : { observed }),
});
const twoHands = (san: string, observed?: boolean): CaseEvent => ({ type: 'move', san, hands: 2, ...(observed === undefined ? {} : { observed }) });
const unseen = (from: string, to: string, promotion?: string): CaseEvent => ({ type: 'move', from, to, observed: false, ...(promotion ? { promotion } : {}) });
const claimIllegal: CaseEvent = { type: 'claim', claim: 'illegal-move' };
const decisions = (r: Ruling, i: number) => r.rulings.filter((x) => x.event === i).map((x) => x.decision);

describe('pressing the clock without making a move', () => {
  const NO_PENALTY: [Edition, string][] = [
    ['1997', '6.7a'],
    ['2001', '6.8a'],
    ['2009', '6.7a'],
  ];
  for (const [edition, article] of NO_PENALTY) {
    it(`${edition}: no penalty is fixed (${article}); the player still has the move`, () => {
      const r = run(edition, [press('white')], { clock: CLOCK });
      expect(at(r, 0)).toMatchObject({ decision: 'clock-pressed-without-move', articles: [article, '13.4'] });
      expect(r.clock).toEqual(CLOCK);
      expect(r.fen.split(' ')[1]).toBe('w');
      expect(r.status).toBe('ongoing');
    });
  }
  const PENALTY: [Edition, Mode, number, string][] = [
    ['2018', 'standard', 120, '7.5.5'],
    ['2023', 'standard', 120, '7.5.5'],
    ['2018', 'rapid', 120, 'A.4.2'],
    ['2023', 'rapid', 60, 'A.3'],
    ['2018', 'blitz', 60, 'B.2'],
    ['2023', 'blitz', 60, 'B.3'],
  ];
  for (const [edition, mode, bonus, article] of PENALTY) {
    it(`${edition} ${mode}: penalised as an illegal move (7.5.3, ${article}): +${bonus} s, same position`, () => {
      const r = run(edition, [mv('e4'), press('black')], { mode, clock: CLOCK });
      const e = at(r, 1)!;
      expect(e).toMatchObject({ decision: 'illegal-move', reason: 'clock-pressed-without-move', count: 1 });
      expect(e.articles).toEqual(expect.arrayContaining(['7.5.3', '7.5.5', article]));
      expect(r.clock).toEqual({ white: 600 + bonus, black: 600 });
      expect(r.fen).toBe('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
    });
  }
  it('2018: it counts with illegal moves; the second loses (7.5.5)', () => {
    const r = run('2018', [sq('g1', 'g3'), mv('Nf3'), mv('e5'), press('white')], { clock: CLOCK });
    expect(r).toMatchObject({ status: 'over', result: '0-1', termination: 'illegal-moves' });
    expect(at(r, 3)).toMatchObject({ decision: 'illegal-move-game-lost', count: 2, reason: 'clock-pressed-without-move' });
  });
  it('a touched piece must still be moved afterwards', () => {
    const r = run('2023', [touch('g1'), press('white')], { clock: CLOCK });
    expect(r.obligation).toEqual({ kind: 'move', square: 'g1' });
  });
  it('only the player having the move can press: otherwise a bad case', () => {
    expect(() => run('2023', [press('black')])).toThrow(/it is white's move/);
    expect(() => run('2023', [{ type: 'press-clock' } as unknown as CaseEvent])).toThrow(/needs "color"/);
  });
});

describe('a move made with two hands', () => {
  const CASTLE = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
  for (const edition of ['1997', '2001', '2009'] as const) {
    it(`${edition}: breaks 4.1; the move stands and no penalty is fixed (13.4 at the arbiter's discretion)`, () => {
      const r = run(edition, [twoHands('O-O')], { start: CASTLE, clock: CLOCK });
      expect(decisions(r, 0)).toEqual(['castling', 'move-with-two-hands']);
      expect(at(r, 0)?.articles).toEqual(['4.1', '13.4']);
      expect(r.clock).toEqual(CLOCK);
      expect(r.fen.startsWith('r3k2r/8/8/8/8/8/8/R4RK1 b')).toBe(true);
    });
  }
  it('2009 rapid: the arbiter rules on Art. 4 only if asked (A.4b)', () => {
    expect(at(run('2009', [twoHands('e4')], { mode: 'rapid' }), 0)?.articles).toEqual(['4.1', '13.4', 'A.4b']);
  });
  for (const edition of ['2018', '2023'] as const) {
    it(`${edition}: considered and penalised as an illegal move (7.5.4): the position before it is reinstated (7.5.1), castling begun with the king is completed with one hand (4.7), two minutes (7.5.5)`, () => {
      expect(lawText(edition, '7.5.4')).toMatch(/uses two hands to make a single move .* considered and penali[sz]ed as if an illegal move/);
      expect(lawText(edition, '7.5.1')).toContain('the position immediately before the irregularity shall be reinstated');
      expect(lawText(edition, '7.5.1')).toMatch(/Articles? 4\.3 and 4\.7 apply to the move replacing the illegal move/);
      expect(lawText(edition, '4.7.2')).toMatch(/released the king from his(\/her)? hand, the move is not yet made, but the player no longer has the right to make any move other than castling on that side, if this is legal/);
      const r = run(edition, [twoHands('O-O')], { start: CASTLE, clock: CLOCK });
      expect(decisions(r, 0)).toEqual(['illegal-move']);
      expect(at(r, 0)).toMatchObject({ reason: 'move-with-two-hands', count: 1, obligation: { kind: 'castle', side: 'kingside' } });
      expect(at(r, 0)?.articles).toEqual(expect.arrayContaining(['4.1', '7.5.4', '7.5.1', '7.5.5', '4.7', '4.4.1']));
      expect(r.clock).toEqual({ white: 600, black: 720 });
      expect(r.fen).toBe(CASTLE);
      expect(r.obligation).toEqual({ kind: 'castle', side: 'kingside' });
      // the replacing move: castling with one hand, and nothing else
      expect(at(run(edition, [twoHands('O-O'), mv('Kf1')], { start: CASTLE }), 1)).toMatchObject({ decision: 'move-refused', reason: 'touch-move' });
      const castled = run(edition, [twoHands('O-O'), mv('O-O')], { start: CASTLE, clock: CLOCK });
      expect(at(castled, 1)).toMatchObject({ decision: 'castling' });
      expect(castled.fen.startsWith('r3k2r/8/8/8/8/8/8/R4RK1 b')).toBe(true);
    });
    it(`${edition}: a capture with two hands is taken back; the same piece must capture the same piece (4.3.3), a plain move goes to the same square (4.7)`, () => {
      const start = '4k3/7p/8/3p4/8/2N5/8/4K3 w - - 0 1';
      const r = run(edition, [twoHands('Nxd5')], { start, clock: CLOCK });
      expect(r.fen).toBe(start);
      expect(r.obligation).toEqual({ kind: 'capture', square: 'd5', by: 'c3' });
      expect(at(r, 0)?.articles).toEqual(expect.arrayContaining(['7.5.4', '4.3.3']));
      const plain = run(edition, [twoHands('Ne4')], { start, clock: CLOCK });
      expect(plain.obligation).toEqual({ kind: 'move', square: 'c3', to: 'e4' });
      expect(at(run(edition, [twoHands('Ne4'), mv('Nb5')], { start }), 1)).toMatchObject({ decision: 'move-refused', reason: 'touch-move' });
      expect(run(edition, [twoHands('Ne4'), mv('Ne4')], { start }).fen.startsWith('4k3/7p/8/3p4/4N3/8/8/4K3 b')).toBe(true);
    });
  }
  it('2018: a second completed illegal move (here two hands again) loses', () => {
    expect(lawText('2018', '7.5.5')).toContain('for the second completed illegal move by the same player the arbiter shall declare the game lost by this player');
    const r = run('2018', [twoHands('e4'), mv('e4'), mv('e5'), twoHands('Nf3')], { clock: CLOCK });
    expect(r).toMatchObject({ result: '0-1', termination: 'illegal-moves' });
  });
  it('2023: a move with two hands that checkmates ends the game before the clock is pressed', () => {
    const r = run('2023', [...moves('f3 e5 g4'), twoHands('Qh4#')], { clock: CLOCK });
    expect(r).toMatchObject({ result: '0-1', termination: 'checkmate' });
    expect(at(r, 3)).toMatchObject({ decision: 'move-with-two-hands', articles: ['4.1', '7.5.4', '6.2.1.1'] });
    expect(r.clock).toEqual(CLOCK);
  });
  it('2018: an illegal castling with two hands is one illegal move, not two', () => {
    const ev: CaseEvent = { type: 'move', from: 'e1', to: 'g1', hands: 2 };
    const r = run('2018', [ev], { start: '4kr2/8/8/8/8/8/8/4K2R w K - 0 1', clock: CLOCK });
    expect(at(r, 0)).toMatchObject({ decision: 'illegal-move', count: 1, reason: 'castling-through-check' });
    expect(at(r, 0)?.articles).toEqual(expect.arrayContaining(['7.5.4', '7.5.1']));
    expect(r.clock).toEqual({ white: 600, black: 720 });
  });
  it('2023 blitz: an unseen illegal move made with two hands, claimed, is still one illegal move citing 7.5.4', () => {
    const ev: CaseEvent = { type: 'move', from: 'g1', to: 'g3', hands: 2, observed: false };
    const r = run('2023', [ev, claimIllegal], { mode: 'blitz', clock: CLOCK });
    expect(at(r, 1)).toMatchObject({ decision: 'illegal-move', count: 1 });
    expect(at(r, 1)?.articles).toEqual(expect.arrayContaining(['4.1', '7.5.4', 'A.5.2']));
  });
  it('2018, unseen: the opponent may claim until he touches a piece (4.8); claimed, the position before it is reinstated', () => {
    const claimed = run('2018', [twoHands('e4', false), claimIllegal], { clock: CLOCK });
    expect(at(claimed, 0)).toMatchObject({ decision: 'illegal-move-unclaimed', reason: 'move-with-two-hands' });
    expect(at(claimed, 1)).toMatchObject({ decision: 'illegal-move', reason: 'move-with-two-hands', obligation: { kind: 'move', square: 'e2', to: 'e4' } });
    expect(claimed.clock).toEqual({ white: 600, black: 720 });
    expect(claimed.fen).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    const late = run('2018', [twoHands('e4', false), touch('e7'), claimIllegal], { clock: CLOCK });
    expect(at(late, 1)?.decision).toBe('touch-move-obligation');
    expect(decisions(late, 1)).toEqual(['illegal-move-stands', 'touch-move-obligation']);
    expect(late.rulings.find((x) => x.decision === 'illegal-move-stands')?.articles).toEqual(['4.8']);
    expect(at(late, 2)?.decision).toBe('claim-incorrect');
    expect(late.clock).toEqual(CLOCK);
  });
  it('"hands" other than 1 or 2 is a bad case', () => {
    expect(() => run('2018', [{ type: 'move', san: 'e4', hands: 3 } as unknown as CaseEvent])).toThrow(/"hands" must be 1 or 2/);
  });
});

describe('both flags fallen, impossible to establish which fell first', () => {
  const both: CaseEvent = { type: 'flag', color: 'both' };
  const table: [Edition, Mode, boolean, 'continue' | 'draw', string[]][] = [
    ['1997', 'standard', true, 'continue', ['6.11']],
    ['1997', 'blitz', true, 'continue', ['6.11']],
    ['2001', 'standard', false, 'continue', ['6.12']],
    ['2001', 'standard', true, 'draw', ['10.3']],
    ['2001', 'rapid', false, 'draw', ['B8']],
    ['2001', 'blitz', true, 'draw', ['C2', 'B8']],
    ['2009', 'standard', false, 'continue', ['6.11a']],
    ['2009', 'standard', true, 'draw', ['6.11b']],
    ['2009', 'rapid', false, 'draw', ['A.4d(3)']],
    ['2009', 'blitz', true, 'draw', ['B.3a', 'A.4d(3)']],
    ['2018', 'standard', false, 'continue', ['III.3.1.1']],
    ['2018', 'standard', true, 'draw', ['III.3.1.2']],
    ['2018', 'rapid', true, 'draw', ['III.3.1.2']],
    ['2023', 'standard', false, 'continue', ['III.3.1.1']],
    ['2023', 'rapid', true, 'draw', ['III.3.1.2']],
  ];
  for (const [edition, mode, lastPeriod, outcome, articles] of table) {
    it(`${edition} ${mode}, ${lastPeriod ? 'last' : 'earlier'} period: ${outcome} (${articles.join(', ')})`, () => {
      const r = run(edition, [mv('e4'), both], { mode, clock: CLOCK, timeControl: { lastPeriod } });
      expect(at(r, 1)).toMatchObject({ decision: `both-flags-${outcome}`, articles });
      if (outcome === 'draw') expect(r).toMatchObject({ status: 'over', result: '1/2-1/2', termination: 'time' });
      else expect(r.status).toBe('ongoing');
    });
  }
  it('2018/2023: no rule where Guidelines III do not apply (blitz, increment, not announced)', () => {
    expect(at(run('2018', [both], { mode: 'blitz' }), 0)).toMatchObject({ decision: 'both-flags-no-rule', articles: ['III.2.2'] });
    expect(at(run('2023', [both], { timeControl: { increment: 30 } }), 0)).toMatchObject({ articles: ['III.2.2'] });
    expect(at(run('2023', [both], { timeControl: { guidelinesIII: false } }), 0)).toMatchObject({ articles: ['III.2.1'] });
    expect(run('2023', [both], { mode: 'blitz' }).status).toBe('ongoing');
  });
  it('two flag events: the order is known, the first flag decides', () => {
    const r = run('2009', [{ type: 'flag', color: 'white' }, { type: 'flag', color: 'black' }]);
    expect(r.result).toBe('0-1');
    expect(at(r, 1)?.decision).toBe('game-already-over');
  });
  it('"color" must be white, black or both', () => {
    expect(() => run('2009', [{ type: 'flag', color: 'red' } as unknown as CaseEvent])).toThrow(/"white", "black" or "both"/);
  });
});

describe('quickplay finish: the draw claim with less than two minutes (10.2, Guidelines III.5)', () => {
  const LOW = { white: 90, black: 400 };
  const qp = (finding: string, extraTime?: boolean): CaseEvent =>
    ({ type: 'claim', claim: 'quickplay-finish', finding, ...(extraTime ? { extraTime } : {}) }) as CaseEvent;
  const CLAIM: Record<Edition, string> = { '1997': '10.2', '2001': '10.2', '2009': '10.2', '2018': 'III.5', '2023': 'III.5' };
  const DRAW: Record<Edition, string> = { '1997': '10.2a', '2001': '10.2a', '2009': '10.2a', '2018': 'III.5.1', '2023': 'III.5.1' };
    for (const edition of EDITIONS) {
    it(`${edition}: the arbiter agrees the opponent cannot win / makes no effort: drawn (${DRAW[edition]})`, () => {
      for (const finding of ['cannot-win', 'no-effort']) {
        const r = run(edition, [qp(finding)], { clock: LOW });
        expect(r).toMatchObject({ status: 'over', result: '1/2-1/2', termination: 'quickplay-finish' });
        expect(at(r, 0)).toMatchObject({ decision: 'claim-correct', articles: [CLAIM[edition], DRAW[edition]] });
      }
    });
  }
  const REJECT: [Edition, string][] = [
    ['2001', '10.2c'],
    ['2009', '10.2c'],
    ['2018', 'III.5.3'],
    ['2023', 'III.5.3'],
  ];
  for (const [edition, article] of REJECT) {
    it(`${edition}: rejected: two extra minutes to the opponent (${article})`, () => {
      const r = run(edition, [qp('effort')], { clock: LOW });
      expect(at(r, 0)).toMatchObject({ decision: 'claim-incorrect', clock: { black: 120 } });
      expect(at(r, 0)?.articles).toContain(article);
      expect(r.clock).toEqual({ white: 90, black: 520 });
      expect(r.status).toBe('ongoing');
    });
  }
  it('1997: no rejection in the text; an unconvinced arbiter postpones (10.2a, 10.2b)', () => {
    const r = run('1997', [qp('effort')], { clock: LOW });
    expect(at(r, 0)).toMatchObject({ decision: 'claim-postponed', articles: ['10.2', '10.2a', '10.2b'] });
    expect(r.clock).toEqual(LOW);
  });
  it('postponed: the opponent may be awarded two minutes; the result is declared later', () => {
    const plain = run('2009', [qp('postpone')], { clock: LOW });
    expect(at(plain, 0)).toMatchObject({ decision: 'claim-postponed', articles: ['10.2', '10.2a', '10.2b'] });
    expect(plain.clock).toEqual(LOW);
    const bonus = run('2018', [qp('postpone', true)], { clock: LOW });
    expect(bonus.clock).toEqual({ white: 90, black: 520 });
    expect(at(bonus, 0)?.articles).toEqual(['III.5', 'III.5.1', 'III.5.2']);
    // decided later in the game
    const later = run('2023', [qp('postpone'), mv('e4'), mv('e5'), qp('no-effort')], { clock: LOW });
    expect(at(later, 3)).toMatchObject({ decision: 'claim-correct', articles: ['III.5.2'] });
    expect(later.termination).toBe('quickplay-finish');
  });
  it('postponed, then the claimant’s flag falls: drawn if the arbiter so finds, else lost', () => {
    const drawn = run('2009', [qp('postpone'), mv('e4'), mv('e5'), { type: 'flag', color: 'white', finding: 'cannot-win' }], { clock: LOW });
    expect(drawn).toMatchObject({ result: '1/2-1/2', termination: 'quickplay-finish' });
    expect(at(drawn, 3)?.articles).toEqual(['10.2b']);
    const lost = run('2009', [qp('postpone'), mv('e4'), mv('e5'), { type: 'flag', color: 'white' }], { clock: LOW });
    expect(lost).toMatchObject({ result: '0-1', termination: 'time' });
    expect(at(lost, 3)?.note).toMatch(/not upheld/);
    expect(at(run('1997', [qp('postpone'), { type: 'flag', color: 'white', finding: 'no-effort' }], { clock: LOW }), 1)?.articles).toEqual(['10.2c']);
  });
  it('does not apply in blitz where the edition says so (2001 C4, 2009 B.3b, 2018/2023 III.2.2)', () => {
    const NOT: [Edition, string][] = [
      ['2001', 'C4'],
      ['2009', 'B.3b'],
      ['2018', 'III.2.2'],
      ['2023', 'III.2.2'],
    ];
    for (const [edition, article] of NOT) {
      const r = run(edition, [qp('no-effort')], { mode: 'blitz', clock: LOW });
      expect(at(r, 0)).toMatchObject({ decision: 'claim-not-allowed', articles: [article] });
      expect(r.status).toBe('ongoing');
    }
    // rapid: allowed
    expect(run('2009', [qp('no-effort')], { mode: 'rapid', clock: LOW }).termination).toBe('quickplay-finish');
    expect(run('2023', [qp('no-effort')], { mode: 'rapid', clock: LOW }).termination).toBe('quickplay-finish');
  });
  it('2018/2023: only without increment (III.2.2) and if announced (III.2.1); 2009 has no such condition', () => {
    expect(at(run('2018', [qp('no-effort')], { clock: LOW, timeControl: { increment: 30 } }), 0)).toMatchObject({ decision: 'claim-not-allowed', articles: ['III.2.2'] });
    expect(at(run('2023', [qp('no-effort')], { clock: LOW, timeControl: { guidelinesIII: false } }), 0)).toMatchObject({ articles: ['III.2.1'] });
    expect(run('2009', [qp('no-effort')], { clock: LOW, timeControl: { increment: 30 } }).termination).toBe('quickplay-finish');
  });
  it('needs less than two minutes, the last period, and the clock times', () => {
    expect(at(run('2009', [qp('no-effort')], { clock: { white: 120, black: 400 } }), 0)).toMatchObject({ decision: 'claim-not-allowed', articles: ['10.2'] });
    expect(at(run('2009', [qp('no-effort')], { clock: LOW, timeControl: { lastPeriod: false } }), 0)).toMatchObject({ articles: ['10.1'] });
    expect(at(run('2018', [qp('no-effort')], { clock: LOW, timeControl: { lastPeriod: false } }), 0)).toMatchObject({ articles: ['III.1'] });
    // the player having the move claims: here Black, with 400 s
    expect(at(run('2009', [mv('e4'), qp('no-effort')], { clock: LOW }), 1)?.decision).toBe('claim-not-allowed');
    expect(() => run('2009', [qp('no-effort')])).toThrow(/needs the clock times/);
  });
  it('bad quickplay events are bad cases', () => {
    expect(() => run('2009', [{ type: 'claim', claim: 'quickplay-finish' }], { clock: LOW })).toThrow(/needs the arbiter's "finding"/);
    expect(() => run('2009', [qp('maybe')], { clock: LOW })).toThrow(/"finding" must be one of/);
    expect(() => run('2009', [{ type: 'flag', color: 'white', finding: 'no-effort' }], { clock: LOW })).toThrow(/postponed quickplay-finish claim/);
    expect(() => run('2009', [{ type: 'claim', claim: 'threefold', finding: 'no-effort' } as CaseEvent])).toThrow(/quickplay-finish claim only/);
  });
});

describe('an illegal move nobody acts on at once ("observed": false)', () => {
  // White's bishop f1-f3 is illegal (a bishop moves diagonally)
  const START = moves('e4 e5');
  const ILLEGAL = unseen('f1', 'f3');
  const STANDS: [Edition, Mode, string[]][] = [
    ['1997', 'blitz', ['C3']],
    ['2001', 'blitz', ['C3']],
    ['2001', 'rapid', ['B5b']],
    ['2009', 'rapid', ['A.4c']],
    ['2009', 'blitz', ['B.3c']],
    ['2018', 'rapid', ['A.4.2']],
    ['2018', 'blitz', ['B.4', 'A.4.2']],
    ['2023', 'rapid', ['A.5.2']],
    ['2023', 'blitz', ['B.3', 'A.5.2']],
  ];
  for (const [edition, mode, articles] of STANDS) {
    it(`${edition} ${mode}: not claimed before the opponent's own move, it stands (${articles.join(', ')})`, () => {
      const r = run(edition, [...START, ILLEGAL, mv('Nf6'), mv('Bh5')], { mode, clock: CLOCK });
      expect(at(r, 2)).toMatchObject({ decision: 'illegal-move-unclaimed', reason: 'piece-cannot-move-so' });
      expect(at(r, 3)).toMatchObject({ decision: 'illegal-move-stands', articles });
      expect(r.status).toBe('ongoing');
      expect(r.clock).toEqual(CLOCK);
      expect(r.fen).toBe('rnbqkb1r/pppp1ppp/5n2/4p2B/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 3 3');
      // a claim now is too late
      const late = run(edition, [...START, ILLEGAL, mv('Nf6'), claimIllegal], { mode, clock: CLOCK });
      expect(at(late, 4)?.decision).toBe('claim-incorrect');
    });
    it(`${edition} ${mode}: claimed in time, the edition's penalty applies`, () => {
      const r = run(edition, [...START, ILLEGAL, claimIllegal], { mode, clock: CLOCK });
      const e = at(r, 3)!;
      expect(['illegal-move', 'illegal-move-game-lost']).toContain(e.decision);
      expect(e.count).toBe(1);
      if (e.decision === 'illegal-move') {
        // reinstated: White to move again, with the bishop to move (4.3)
        expect(r.fen).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
        expect(r.obligation).toEqual({ kind: 'move', square: 'f1' });
      } else {
        expect(r).toMatchObject({ result: '0-1', termination: 'illegal-moves' });
      }
    });
  }
  it('2001 rapid (B5b): the right is lost as soon as the opponent touches a piece', () => {
    const r = run('2001', [...START, ILLEGAL, touch('g8'), claimIllegal], { mode: 'rapid', clock: CLOCK });
    expect(decisions(r, 3)).toEqual(['illegal-move-stands', 'touch-move-obligation']);
    expect(at(r, 4)?.decision).toBe('claim-incorrect');
  });
  it('standard play: found later in the game, the position before it is reinstated (7.4a / 7.5.1)', () => {
    const r = run('2009', [...START, ILLEGAL, ...moves('Nf6 Bh5 Nxh5'), claimIllegal], { clock: CLOCK });
    expect(at(r, 2)?.articles).toEqual(['3.2', '7.4a']);
    expect(at(r, 6)).toMatchObject({ decision: 'illegal-move', count: 1 });
    expect(r.fen).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
    expect(r.clock).toEqual({ white: 600, black: 720 });
    const r18 = run('2018', [...START, ILLEGAL, ...moves('Nf6 Bh5'), claimIllegal], { clock: CLOCK });
    expect(r18.fen.startsWith('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w')).toBe(true);
  });
  it('2009 rapid (A.4c): the arbiter who sees an unfinished promotion intervenes; one who did not see it ("observed": false) does not', () => {
    expect(lawText('2009', 'A4c')).toContain('if both Kings are in check or the promotion of a pawn is not completed, the arbiter shall intervene, if possible');
    const start = '1n2k3/P6p/8/8/8/8/8/4K3 w - - 0 1';
    const seen = run('2009', [sq('a7', 'a8')], { mode: 'rapid', start, clock: CLOCK });
    expect(at(seen, 0)).toMatchObject({ decision: 'illegal-move', reason: 'promotion-required' });
    expect(at(seen, 0)?.articles).toContain('A.4c');
    const unseenPromotion = run('2009', [unseen('a7', 'a8')], { mode: 'rapid', start, clock: CLOCK });
    expect(at(unseenPromotion, 0)).toMatchObject({ decision: 'illegal-move-unclaimed', reason: 'promotion-required', articles: expect.arrayContaining(['A.4c']) });
    expect(unseenPromotion.clock).toEqual(CLOCK);
    // both kings in check, unseen: it stands once the opponent has moved
    const kings = run('2009', [unseen('a7', 'a8'), mv('h6')], { mode: 'rapid', start, clock: CLOCK });
    expect(at(kings, 1)).toMatchObject({ decision: 'illegal-move-stands', articles: ['A.4c'] });
  });
  it('2018 blitz: an unpromoted pawn left on the last rank draws once the next move is completed (A.4.4)', () => {
    const fen = '1n2k3/P6p/8/8/8/8/8/4K3 w - - 0 1';
    const r = run('2018', [unseen('a7', 'a8'), mv('h6')], { mode: 'blitz', start: fen, clock: CLOCK });
    expect(r.fen.startsWith('Pn2k3/8/7p/')).toBe(true);
    expect(r).toMatchObject({ status: 'over', result: '1/2-1/2', termination: 'illegal-moves' });
    expect(at(r, 1)).toMatchObject({ decision: 'illegal-position-draw', articles: ['B.4', 'A.4.4'] });
    // claimed in time: the pawn becomes a queen (7.5.2) and the penalty applies
    const c = run('2023', [unseen('a7', 'a8'), claimIllegal], { mode: 'blitz', start: fen, clock: CLOCK });
    expect(c.rulings.filter((x) => x.event === 1).map((x) => x.decision)).toEqual(['pawn-promoted-to-queen', 'illegal-move']);
    expect(c.fen.startsWith('Qn2k3/')).toBe(true);
    expect(c.clock).toEqual({ white: 600, black: 660 });
  });
  it('a king left in check: the opponent may not capture it; the player must then answer the check', () => {
    // White's king steps into the rook's file; Black does not claim and plays on
    const fen = '3rk3/8/8/8/8/8/8/4K3 w - - 0 1';
    const r = run('2023', [unseen('e1', 'd2'), mv('Ke7')], { mode: 'blitz', start: fen, clock: CLOCK });
    expect(at(r, 1)?.decision).toBe('illegal-move-stands');
    expect(() => run('2023', [unseen('e1', 'd2'), mv('Rxd2')], { mode: 'blitz', start: fen })).toThrow(/not a legal move/);
    expect(() => run('2023', [unseen('e1', 'd2'), mv('Ke7'), mv('Kc3')], { mode: 'blitz', start: fen })).not.toThrow();
    expect(() => run('2023', [unseen('e1', 'd2'), mv('Ke7'), mv('Kd3')], { mode: 'blitz', start: fen })).toThrow(/not a legal move/);
  });
  it('no checkmate by an illegal move (5.1.1): the game goes on', () => {
    // Qd1xf7 would be the scholar's mate, but d1-f7 is not a line: the queen cannot move so
    const r = run('2023', [...moves('e4 e5 Bc4 Nc6'), unseen('d1', 'f7')], { mode: 'blitz', clock: CLOCK });
    expect(r.status).toBe('ongoing');
  });
  it('capturing the king cannot be left on the board: a bad case', () => {
    const fen = '3rk3/8/8/8/8/8/8/4K3 w - - 0 1';
    expect(() => run('2023', [unseen('e1', 'd2'), unseen('d8', 'd2')], { mode: 'blitz', start: fen })).toThrow(/captures the king/);
  });
  it('a claim with nothing to claim is incorrect', () => {
    expect(at(run('2023', [mv('e4'), claimIllegal], { mode: 'blitz' }), 1)).toMatchObject({ decision: 'claim-incorrect' });
  });
  it('the clock pressed without a move, left to stand, passes the move (2023 A.5.2)', () => {
    const r = run('2023', [press('white', false), mv('e5')], { mode: 'blitz', clock: CLOCK });
    expect(at(r, 0)).toMatchObject({ decision: 'illegal-move-unclaimed', reason: 'clock-pressed-without-move' });
    expect(at(r, 1)?.decision).toBe('illegal-move-stands');
    expect(r.fen.split(' ').slice(0, 2)).toEqual(['rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR', 'w']);
    const claimed = run('2023', [press('white', false), claimIllegal], { mode: 'blitz', clock: CLOCK });
    expect(at(claimed, 1)).toMatchObject({ decision: 'illegal-move', reason: 'clock-pressed-without-move' });
    expect(claimed.fen).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  });
});

// 4.3 applies to the move replacing an illegal move (1997/2001/2009 7.4 / 7.4a, 2018/2023 7.5.1): the obligation is to
// the first piece touched that can be moved, including pieces touched before the illegal move.
describe('touch-move remembers the pieces touched before an illegal move', () => {
  // White touches the h1 rook (it cannot move), then the g1 knight, then plays the f1 bishop through its own pawn.
  const events: CaseEvent[] = [touch('h1'), touch('g1'), sq('f1', 'b5')];
  for (const edition of EDITIONS) {
    it(`${edition}: the knight touched first (of the pieces that can move) must move`, () => {
      const r = run(edition, events);
      expect(at(r, 2)).toMatchObject({ decision: 'illegal-move', obligation: { kind: 'move', square: 'g1' } });
      expect(r.obligation).toEqual({ kind: 'move', square: 'g1' });
      // and a move with another piece is refused as a touch-move violation
      expect(run(edition, [...events, mv('e4')]).rulings.at(-1)).toMatchObject({ decision: 'move-refused', reason: 'touch-move' });
    });
  }

  it('also when the illegal move is found later and claimed (2023 rapid, A.5.2)', () => {
    const r = run('2023', [touch('g1'), unseen('f1', 'b5'), { type: 'claim', claim: 'illegal-move' }], { mode: 'rapid' });
    expect(r.obligation).toEqual({ kind: 'move', square: 'g1' });
  });
});

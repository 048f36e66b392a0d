import { EDITIONS } from '../editions';
import { describe, it, expect } from 'vitest';
import { at, mv, run, touch } from './testUtil';
import type { CaseEvent, Edition } from './types';

const OWN: Record<Edition, string> = { '1997': '4.3a', '2001': '4.3a', '2009': '4.3a', '2018': '4.3.1', '2023': '4.3.1' };
const OPP: Record<Edition, string> = { '1997': '4.3a', '2001': '4.3b', '2009': '4.3b', '2018': '4.3.2', '2023': '4.3.2' };
const BOTH: Record<Edition, string> = { '1997': '4.3b', '2001': '4.3c', '2009': '4.3c', '2018': '4.3.3', '2023': '4.3.3' };
const FORFEIT: Record<Edition, string> = { '1997': '4.6', '2001': '4.6', '2009': '4.7', '2018': '4.8', '2023': '4.8' };
const adjust = (square: string): CaseEvent => ({ type: 'adjust', square });

describe('touching own pieces', () => {
  for (const edition of EDITIONS) {
    it(`${edition}: the first piece touched that can be moved must be moved (${OWN[edition]})`, () => {
      const r = run(edition, [touch('g1'), mv('e4')]);
      expect(at(r, 0)).toMatchObject({ decision: 'touch-move-obligation', articles: [OWN[edition]], obligation: { kind: 'move', square: 'g1' } });
      expect(at(r, 1)).toMatchObject({ decision: 'move-refused', reason: 'touch-move' });
      expect(r.obligation).toEqual({ kind: 'move', square: 'g1' });
      expect(run(edition, [touch('g1'), mv('Nf3')]).obligation).toBeUndefined();
    });
  }
  it('the order of touching decides: an immovable first piece passes to the next one', () => {
    const r = run('2009', [touch('c1'), touch('g1'), touch('b1')]);
    expect(r.obligation).toEqual({ kind: 'move', square: 'g1' });
  });
  it('no touched piece can be moved: any legal move (4.5)', () => {
    const r = run('2009', [touch('c1'), mv('e4')]);
    expect(at(r, 0)).toMatchObject({ decision: 'touch-no-obligation', articles: ['4.3a', '4.5'] });
    expect(r.rulings.filter((x) => x.event === 1)).toEqual([]);
  });
  it("j'adoube: adjusting after saying so obliges nothing (4.2 / 4.2.1)", () => {
    const r = run('2023', [adjust('g1'), mv('e4')]);
    expect(at(r, 0)).toMatchObject({ decision: 'adjust', articles: ['4.2.1'] });
    expect(r.fen.startsWith('rnbqkbnr/pppppppp/8/8/4P3')).toBe(true);
  });
});

describe("touching the opponent's pieces", () => {
  const FEN = 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';
  for (const edition of EDITIONS) {
    it(`${edition}: the first touched piece that can be captured must be captured (${OPP[edition]})`, () => {
      const r = run(edition, [touch('d5'), mv('e5')], { start: FEN });
      expect(at(r, 0)).toMatchObject({ articles: [OPP[edition]], obligation: { kind: 'capture', square: 'd5' } });
      expect(at(r, 1)?.decision).toBe('move-refused');
      expect(run(edition, [touch('d5'), mv('exd5')], { start: FEN }).obligation).toBeUndefined();
    });
    it(`${edition}: one piece of each colour: capture with the touched piece, else move or capture the first (${BOTH[edition]})`, () => {
      const r = run(edition, [touch('e4'), touch('d5')], { start: FEN });
      expect(r.obligation).toEqual({ kind: 'capture', square: 'd5', by: 'e4' });
      expect(at(r, 1)?.articles).toEqual([BOTH[edition]]);
      // the knight cannot take d5: the knight, touched first, must move
      const k = run(edition, [touch('g1'), touch('d5')], { start: FEN });
      expect(k.obligation).toEqual({ kind: 'move', square: 'g1' });
      // opponent's piece first, own immovable piece second: the d5 pawn must be captured
      const c = run(edition, [touch('d5'), touch('c1')], { start: FEN });
      expect(c.obligation).toEqual({ kind: 'capture', square: 'd5' });
    });
  }
  it('a pawn that can be taken en passant counts as capturable', () => {
    const r = run('2009', [mv('f5'), touch('f5')], { start: 'rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1' });
    expect(r.obligation).toEqual({ kind: 'capture', square: 'f5' });
    expect(run('2009', [mv('f5'), touch('f5'), mv('exf6')], { start: 'rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1' }).obligation).toBeUndefined();
  });
});

describe('king and rook (4.4)', () => {
  const FEN = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
  const KR: Record<Edition, string> = { '1997': '4.4a', '2001': '4.4a', '2009': '4.4a', '2018': '4.4.1', '2023': '4.4.1' };
  const RK: Record<Edition, string> = { '1997': '4.4b', '2001': '4.4b', '2009': '4.4b', '2018': '4.4.2', '2023': '4.4.2' };
  const ILL: Record<Edition, string> = { '1997': '4.4c', '2001': '4.4c', '2009': '4.4c', '2018': '4.4.3', '2023': '4.4.3' };
  for (const edition of EDITIONS) {
    it(`${edition}: king then rook obliges castling on that side (${KR[edition]})`, () => {
      const r = run(edition, [touch('e1'), touch('h1'), mv('Kf1')], { start: FEN });
      expect(at(r, 1)).toMatchObject({ obligation: { kind: 'castle', side: 'kingside' }, articles: [KR[edition]] });
      expect(at(r, 2)?.decision).toBe('move-refused');
      expect(run(edition, [touch('e1'), touch('a1'), mv('O-O-O')], { start: FEN }).obligation).toBeUndefined();
    });
    it(`${edition}: rook then king: no castling on that side, the rook must move (${RK[edition]})`, () => {
      const r = run(edition, [touch('h1'), touch('e1'), mv('O-O')], { start: FEN });
      expect(r.obligation).toEqual({ kind: 'move', square: 'h1' });
      expect(at(r, 1)?.articles[0]).toBe(RK[edition]);
      expect(at(r, 2)?.decision).toBe('move-refused');
    });
    it(`${edition}: castling intended but illegal: another king move (${ILL[edition]})`, () => {
      const r = run(edition, [touch('e1'), touch('h1'), mv('Rh2')], { start: '4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1' });
      expect(at(r, 1)).toMatchObject({ obligation: { kind: 'king-move' } });
      expect(at(r, 1)?.articles).toContain(ILL[edition]);
      expect(at(r, 2)?.decision).toBe('move-refused');
      // castling on the other side is a king move, allowed
      expect(run(edition, [touch('e1'), touch('h1'), mv('O-O-O')], { start: '4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1' }).obligation).toBeUndefined();
    });
  }
  it('rook then king when the rook cannot move: the king must move, but not castle that side', () => {
    const fen = '4k3/8/8/8/8/8/7P/R3K1NR w KQ - 0 1';
    const r = run('2009', [touch('h1'), touch('e1')], { start: fen });
    expect(r.obligation).toEqual({ kind: 'move', square: 'e1', notCastle: 'kingside' });
    expect(run('2009', [touch('h1'), touch('e1'), mv('O-O-O')], { start: fen }).obligation).toBeUndefined();
  });
  it('castling illegal and the king has no move: any legal move', () => {
    const r = run('2018', [touch('e1'), touch('h1'), mv('d4')], { start: '4kr2/8/8/8/8/8/3PP3/3QKB1R w K - 0 1' });
    expect(at(r, 1)?.decision).toBe('touch-no-obligation');
    expect(r.obligation).toBeUndefined();
  });
});

describe('claiming a touch-move violation', () => {
  for (const edition of EDITIONS) {
    it(`${edition}: unseen violation, claim before touching: the move is taken back`, () => {
      const r = run(edition, [touch('g1'), { type: 'move', san: 'e4', observed: false }, { type: 'claim', claim: 'touch-move' }]);
      expect(at(r, 1)?.decision).toBe('touch-move-violation');
      expect(at(r, 2)).toMatchObject({ decision: 'claim-correct', obligation: { kind: 'move', square: 'g1' } });
      expect(r.fen).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    });
    it(`${edition}: the right to claim is lost once the claimant touches a piece (${FORFEIT[edition]})`, () => {
      const r = run(edition, [touch('g1'), { type: 'move', san: 'e4', observed: false }, touch('e7'), { type: 'claim', claim: 'touch-move' }]);
      expect(at(r, 3)).toMatchObject({ decision: 'claim-forfeited', articles: [FORFEIT[edition]] });
      expect(r.fen.startsWith('rnbqkbnr/pppppppp/8/8/4P3')).toBe(true);
    });
  }
  it('rapid 2009 (A.4b): the arbiter rules on Art. 4 only on request, so the violation stands until claimed', () => {
    const r = run('2009', [touch('g1'), mv('e4'), { type: 'claim', claim: 'touch-move' }], { mode: 'rapid' });
    expect(at(r, 1)?.articles).toContain('A.4b');
    expect(at(r, 2)?.decision).toBe('claim-correct');
  });
  it('a claim with no violation is incorrect', () => {
    const r = run('2023', [mv('e4'), { type: 'claim', claim: 'touch-move' }]);
    expect(at(r, 1)?.decision).toBe('claim-incorrect');
  });
  it('the 1997 edition has two touch cases, later editions three', () => {
    const FEN = 'rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';
    expect(at(run('1997', [touch('d5')], { start: FEN }), 0)?.articles).toEqual(['4.3a']);
    expect(at(run('2001', [touch('d5')], { start: FEN }), 0)?.articles).toEqual(['4.3b']);
  });
});

describe('bad touch events', () => {
  it('touching an empty square is a bad case', () => {
    expect(() => run('2009', [touch('e4')])).toThrow(/no piece on e4/);
  });
});

describe('a checkmate that broke touch-move, unseen', () => {
  // White touches the knight on b1, then mates with the rook: the knight had to move.
  const start = '7k/6pp/8/8/8/8/8/RN4K1 w - - 0 1';
  const events: CaseEvent[] = [touch('b1'), { type: 'move', san: 'Ra8#', observed: false }, { type: 'claim', claim: 'touch-move' }];
  for (const edition of ['1997', '2001', '2009'] as const) {
    it(`${edition}: the mate stands, the move was legal (5.1a): the claim comes too late`, () => {
      const r = run(edition, events, { start });
      expect(r.result).toBe('1-0');
      expect(r.rulings.filter((x) => x.event === 1).map((x) => x.decision)).toEqual(['touch-move-violation', 'checkmate']);
    });
  }
  for (const edition of ['2018', '2023'] as const) {
    it(`${edition}: no mate, the move broke 4.3 (5.1.1); Black's claim takes it back and the knight must move`, () => {
      const r = run(edition, events, { start });
      expect(at(r, 1)).toMatchObject({ decision: 'touch-move-violation', articles: expect.arrayContaining(['4.3.1', '5.1.1']) });
      expect(at(r, 2)).toMatchObject({ decision: 'claim-correct', obligation: { kind: 'move', square: 'b1' } });
      expect(r.fen).toBe(`${start.split(' ')[0]} w - - 0 1`);
      expect(r.result).toBeUndefined();
    });
  }
});

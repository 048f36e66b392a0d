import { describe, it, expect } from 'vitest';
import { checkMove, describeCastlingRefusal } from './checkMove';
import { at, moves, mv, run, sq } from './testUtil';
import type { Edition } from './types';

const CASTLE = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';

describe('castling under every condition', () => {
  it('is legal on both sides when nothing prevents it', () => {
    const k = checkMove(CASTLE, 'e1', 'g1');
    expect(k.ok && k.san).toBe('O-O');
    const q = checkMove(CASTLE, 'e1', 'c1');
    expect(q.ok && q.castling).toBe('queenside');
  });
  it('is refused when the king has moved (right lost)', () => {
    const r = checkMove('r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1', 'e1', 'g1');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toBe('castling-king-moved');
  });
  it('is refused with a rook that has moved', () => {
    const r = checkMove('r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1', 'e1', 'g1');
    expect(!r.ok && r.reason).toBe('castling-rook-moved');
    const gone = checkMove('r3k2r/8/8/8/8/8/7R/R3K3 w Qkq - 0 1', 'e1', 'g1');
    expect(!gone.ok && gone.reason).toBe('castling-rook-moved');
  });
  it('is refused when the king is in check', () => {
    const r = checkMove('r3k2r/8/8/8/8/8/4r3/R3K2R w KQ - 0 1', 'e1', 'g1');
    expect(!r.ok && r.reasons).toContain('castling-in-check');
  });
  it('is refused when the king crosses an attacked square', () => {
    const r = checkMove('4kr2/8/8/8/8/8/8/4K2R w K - 0 1', 'e1', 'g1');
    expect(!r.ok && r.reason).toBe('castling-through-check');
  });
  it('is refused when the king would land on an attacked square', () => {
    const r = checkMove('4k1r1/8/8/8/8/8/8/4K2R w K - 0 1', 'e1', 'g1');
    expect(!r.ok && r.reason).toBe('castling-into-check');
  });
  it('is refused with pieces between king and rook (b1 counts for long castling)', () => {
    const r = checkMove('4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1', 'e1', 'c1');
    expect(!r.ok && r.reason).toBe('castling-blocked');
  });
  it('is allowed when only the rook (not the king) crosses an attacked square', () => {
    const r = checkMove('1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1', 'e1', 'c1');
    expect(r.ok).toBe(true);
  });
  it('lists every reason and cites each edition', () => {
    const d = describeCastlingRefusal('4kr2/8/8/8/8/8/8/4KB1R w K - 0 1', 'kingside', { edition: '2009' });
    expect(d.reasons).toEqual(['castling-blocked', 'castling-through-check']);
    expect(d.articles).toEqual(['3.8b(2)[b]', '3.8b(2)[a]']);
    const cites: Record<Edition, string> = { '1997': '3.5a(2)a', '2001': '3.8a(ii)(2)a', '2009': '3.8b(2)[a]', '2018': '3.8.2.2.1', '2023': '3.8.2.2.1' };
    for (const [edition, article] of Object.entries(cites)) {
      const r = checkMove('4kr2/8/8/8/8/8/8/4K2R w K - 0 1', 'e1', 'g1', undefined, { edition: edition as Edition });
      expect(!r.ok && r.articles).toEqual([article]);
    }
  });
  it('rules a completed castling with the edition article', () => {
    const r = run('2009', [mv('O-O')], { start: CASTLE });
    expect(at(r, 0)?.decision).toBe('castling');
    expect(at(r, 0)?.articles).toEqual(['3.8a']);
    expect(run('2023', [mv('O-O-O')], { start: CASTLE }).fen).toBe('r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1');
  });
  it('an illegal castling by squares is an illegal move; the king must then move (4.4c / 4.4.3)', () => {
    const r = run('2009', [sq('e1', 'g1')], { start: '4kr2/8/8/8/8/8/8/4K2R w K - 0 1', clock: { white: 300, black: 300 } });
    const e = at(r, 0)!;
    expect(e.decision).toBe('illegal-move');
    expect(e.reason).toBe('castling-through-check');
    expect(e.articles).toContain('4.4c');
    expect(r.obligation).toEqual({ kind: 'king-move' });
    expect(r.clock).toEqual({ white: 300, black: 420 });
  });
});

describe('en passant', () => {
  const START = 'rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
  it('is legal immediately after the double step', () => {
    const r = run('2023', [mv('f5'), mv('exf6')], { start: START });
    expect(at(r, 1)?.decision).toBe('en-passant');
    expect(at(r, 1)?.articles).toEqual(['3.7.3.1', '3.7.3.2']);
    expect(r.fen).toBe('rnbqkbnr/ppp1p1pp/5P2/3p4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2');
  });
  it('is no longer legal one move later', () => {
    const r = run('2009', [mv('f5'), mv('Nf3'), mv('Nc6'), sq('e5', 'f6')], { start: START, clock: { white: 600, black: 600 } });
    const e = at(r, 3)!;
    expect(e.decision).toBe('illegal-move');
    expect(e.reason).toBe('en-passant-expired');
    expect(e.articles).toContain('7.4a');
    const c = checkMove('rnbqkbnr/ppp1p1pp/2n5/3pPp2/8/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3', 'e5', 'f6', undefined, { edition: '2009' });
    expect(!c.ok && c.reason).toBe('en-passant-expired');
    expect(!c.ok && c.articles).toEqual(['3.7d']);
  });
  it('is illegal when it would expose the king (pinned along the rank)', () => {
    const fen = '4k3/8/8/r2pP2K/8/8/8/8 w - d6 0 1';
    const c = checkMove(fen, 'e5', 'd6');
    expect(!c.ok && c.reason).toBe('exposes-king-to-check');
  });
});

describe('promotion', () => {
  const FEN = '1n2k3/P6p/8/8/8/8/8/4K3 w - - 0 1';
  it('offers the choice of piece', () => {
    for (const p of ['q', 'r', 'b', 'n']) {
      const c = checkMove(FEN, 'a7', 'a8', p);
      expect(c.ok && c.promotion).toBe(p);
    }
    const r = run('2018', [mv('axb8=N')], { start: FEN });
    expect(at(r, 0)?.decision).toBe('promotion');
    expect(at(r, 0)?.articles).toEqual(['3.7.5.1']);
    expect(r.fen.startsWith('1N2k3/')).toBe(true);
  });
  it('refuses a pawn move to the last rank without a piece', () => {
    const c = checkMove(FEN, 'a7', 'a8');
    expect(!c.ok && c.reason).toBe('promotion-required');
  });
  it('2009: a pawn left unpromoted is an illegal move, position reinstated (7.4a)', () => {
    const r = run('2009', [sq('a7', 'a8')], { start: FEN, clock: { white: 100, black: 100 } });
    expect(at(r, 0)?.decision).toBe('illegal-move');
    expect(at(r, 0)?.reason).toBe('promotion-required');
    expect(r.fen).toBe('1n2k3/P6p/8/8/8/8/8/4K3 w - - 0 1');
    expect(r.obligation).toEqual({ kind: 'move', square: 'a7' });
    expect(r.clock).toEqual({ white: 100, black: 220 });
  });
  it('2018 and 2023: the unpromoted pawn becomes a queen and it is penalised (7.5.2, 7.5.5)', () => {
    for (const edition of ['2018', '2023'] as const) {
      const r = run(edition, [mv('a8')], { start: FEN, clock: { white: 100, black: 100 } });
      expect(r.rulings.map((x) => x.decision)).toEqual(['pawn-promoted-to-queen', 'illegal-move']);
      expect(r.rulings[0]?.articles).toEqual(['7.5.2']);
      expect(r.fen.startsWith('Qn2k3/')).toBe(true);
      expect(r.clock).toEqual({ white: 100, black: 220 });
    }
  });
});

describe('other refusals', () => {
  it('names the reason', () => {
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    expect(checkMove(start, 'e7', 'e5').ok || checkMove(start, 'e7', 'e5')).toMatchObject({ reason: 'not-your-turn' });
    expect(checkMove(start, 'e4', 'e5')).toMatchObject({ reason: 'no-piece' });
    expect(checkMove(start, 'f1', 'c4')).toMatchObject({ reason: 'path-blocked', articles: ['3.5'] });
    expect(checkMove(start, 'g1', 'g3')).toMatchObject({ reason: 'piece-cannot-move-so', articles: ['3.6'] });
    expect(checkMove(start, 'd1', 'd2')).toMatchObject({ reason: 'own-piece-on-target' });
    const pinned = '4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1';
    expect(checkMove(pinned, 'e2', 'd3', undefined, { edition: '2009' })).toMatchObject({ reason: 'exposes-king-to-check', articles: ['3.9'] });
    const checked = '4k3/4r3/8/8/8/8/8/B3K3 w - - 0 1';
    expect(checkMove(checked, 'a1', 'b2')).toMatchObject({ reason: 'leaves-king-in-check' });
  });
  it('refuses a legal move that breaks an obligation', () => {
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    expect(checkMove(start, 'e2', 'e4', undefined, { obligation: { kind: 'move', square: 'g1' } })).toMatchObject({ reason: 'touch-move' });
    expect(checkMove(start, 'g1', 'f3', undefined, { obligation: { kind: 'move', square: 'g1' } }).ok).toBe(true);
    expect(checkMove(start, 'g1', 'f3', undefined, { obligation: { kind: 'play', san: 'e4' } })).toMatchObject({ reason: 'written-move' });
  });
  it('replays ordinary games', () => {
    const r = run('2023', moves('e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7'));
    expect(r.status).toBe('ongoing');
    expect(r.fen).toBe('r1bqk2r/1pppbppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQ1RK1 w kq - 4 6');
  });
});

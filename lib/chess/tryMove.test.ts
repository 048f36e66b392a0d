import { describe, expect, it } from 'vitest';
import { legalTargets, needsPromotion, readTypedMove, tryMove } from './tryMove';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

describe('tryMove', () => {
  it('plays a legal move and returns its SAN and the new position', () => {
    const r = tryMove(START, 'g1', 'f3');
    expect(r.ok && r.move.san).toBe('Nf3');
    expect(r.ok && r.fen).toBe('rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1');
  });

  it('refuses with a reason a learner understands', () => {
    expect(tryMove(START, 'e3', 'e4')).toEqual({ ok: false, reason: 'no-piece' });
    expect(tryMove(START, 'e7', 'e5')).toEqual({ ok: false, reason: 'not-your-turn' });
    expect(tryMove(START, 'g1', 'g3')).toEqual({ ok: false, reason: 'piece-cannot-move-so' });
    expect(tryMove(START, 'a1', 'a2')).toEqual({ ok: false, reason: 'own-piece-on-target' });
    expect(tryMove(START, 'c1', 'e3')).toEqual({ ok: false, reason: 'path-blocked' });
    expect(tryMove(START, 'd1', 'd4')).toEqual({ ok: false, reason: 'path-blocked' });
    expect(tryMove(START, 'c1', 'c3')).toEqual({ ok: false, reason: 'piece-cannot-move-so' });
  });

  it('tells a pinned piece from an impossible move', () => {
    // The e4 knight is pinned against the e1 king by the e8 rook.
    const pinned = '4r1k1/8/8/8/4N3/8/8/4K3 w - - 0 1';
    expect(tryMove(pinned, 'e4', 'f6')).toEqual({ ok: false, reason: 'leaves-king-in-check' });
    expect(tryMove(pinned, 'e1', 'e2')).toMatchObject({ ok: true });
    const check = '4r1k1/8/8/8/8/8/3N4/4K3 w - - 0 1';
    expect(tryMove('4k3/8/8/8/8/8/8/R3K2r w Q - 0 1', 'a1', 'a2')).toEqual({ ok: false, reason: 'in-check' });
    expect(tryMove(check, 'e1', 'e2')).toEqual({ ok: false, reason: 'king-to-attacked-square' });
  });

  it('explains every refused castling', () => {
    expect(tryMove('4k3/8/8/8/8/8/8/4K2R w - - 0 1', 'e1', 'g1')).toEqual({ ok: false, reason: 'castling-no-right' });
    expect(tryMove('4k3/8/8/8/8/8/8/4K1NR w K - 0 1', 'e1', 'g1')).toEqual({ ok: false, reason: 'castling-blocked' });
    expect(tryMove('4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1', 'e1', 'c1')).toEqual({ ok: false, reason: 'castling-blocked' });
    expect(tryMove('4k3/4r3/8/8/8/8/8/4K2R w K - 0 1', 'e1', 'g1')).toEqual({ ok: false, reason: 'castling-in-check' });
    expect(tryMove('4k3/5r2/8/8/8/8/8/4K2R w K - 0 1', 'e1', 'g1')).toEqual({ ok: false, reason: 'castling-through-check' });
    expect(tryMove('4k3/6r1/8/8/8/8/8/4K2R w K - 0 1', 'e1', 'g1')).toEqual({ ok: false, reason: 'castling-into-check' });
    const castled = tryMove('4k3/8/8/8/8/8/8/4K2R w K - 0 1', 'e1', 'g1');
    expect(castled.ok && castled.move).toMatchObject({ san: 'O-O', castle: 'king' });
  });

  it('captures en passant only on the move right after the double step', () => {
    const afterD5 = 'rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3';
    const r = tryMove(afterD5, 'e5', 'd6');
    expect(r.ok && r.move).toMatchObject({ san: 'exd6', enPassant: true, captured: 'p' });
    const later = 'rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 4';
    expect(tryMove(later, 'e5', 'd6')).toEqual({ ok: false, reason: 'piece-cannot-move-so' });
  });

  it('promotes to the chosen piece', () => {
    const fen = '8/4P3/8/8/8/8/k7/4K3 w - - 0 1';
    expect(needsPromotion(fen, 'e7', 'e8')).toBe(true);
    expect(needsPromotion(fen, 'e1', 'e2')).toBe(false);
    const r = tryMove(fen, 'e7', 'e8', 'n');
    expect(r.ok && r.move.san).toBe('e8=N');
  });

  it('lists legal targets and reports checkmate', () => {
    expect(legalTargets(START, 'b1').sort()).toEqual(['a3', 'c3']);
    const mate = tryMove('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', 'a1', 'a8');
    expect(mate.ok && mate.checkmate).toBe(true);
  });
});

describe('readTypedMove', () => {
  it('understands SAN as learners type it', () => {
    expect(readTypedMove(START, 'Nf3')).toMatchObject({ ok: true, from: 'g1', to: 'f3' });
    expect(readTypedMove(START, ' e4 ')).toMatchObject({ ok: true, from: 'e2', to: 'e4' });
    expect(readTypedMove(START, 'Ng1f3')).toMatchObject({ ok: true, from: 'g1', to: 'f3' });
    expect(readTypedMove('4k3/8/8/8/8/8/8/4K2R w K - 0 1', '0-0')).toMatchObject({ ok: true, from: 'e1', to: 'g1' });
    const ep = 'rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3';
    expect(readTypedMove(ep, 'exd6 e.p.')).toMatchObject({ ok: true, from: 'e5', to: 'd6' });
  });

  it('asks for the promotion piece when it is left out', () => {
    const fen = '8/4P3/8/8/8/8/k7/4K3 w - - 0 1';
    expect(readTypedMove(fen, 'e8=Q')).toEqual({ ok: true, from: 'e7', to: 'e8', promotion: 'q', promotionMissing: false });
    expect(readTypedMove(fen, 'e8n')).toMatchObject({ ok: true, promotion: 'n' });
    expect(readTypedMove(fen, 'e8')).toMatchObject({ ok: true, promotionMissing: true });
  });

  it('tells unreadable text from an illegal move', () => {
    expect(readTypedMove(START, 'hello')).toEqual({ ok: false, reason: 'unreadable' });
    expect(readTypedMove(START, 'Nf4')).toEqual({ ok: false, reason: 'illegal' });
    expect(readTypedMove(START, 'e5')).toEqual({ ok: false, reason: 'illegal' });
  });
});

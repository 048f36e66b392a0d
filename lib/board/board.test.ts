import { describe, expect, it } from 'vitest';
import { START_FEN, piecesOf, turnOf } from '@/lib/chess/fen';
import { needsPromotion, readTypedMove, targetsFrom } from './moves';
import { readBoardLink, writeBoardLink } from './link';
import { claim, startSession, touch, tryMove, undoMove } from './session';

describe('fen', () => {
  it('reads pieces and the side to move', () => {
    expect(piecesOf(START_FEN).get('e1')).toEqual({ color: 'w', type: 'k' });
    expect(piecesOf(START_FEN).get('d8')).toEqual({ color: 'b', type: 'q' });
    expect(piecesOf(START_FEN).size).toBe(32);
    expect(turnOf('8/8/8/8/8/8/8/K6k b - - 0 1')).toBe('b');
  });
});

describe('moves, decided by the rules engine', () => {
  it('lists where a piece may go', () => {
    expect(targetsFrom(START_FEN, 'b1').sort()).toEqual(['a3', 'c3']);
    expect(targetsFrom(START_FEN, 'e7')).toEqual([]);
    expect(targetsFrom('8/4P3/8/8/8/8/k7/4K3 w - - 0 1', 'e7')).toEqual(['e8']);
  });
  it('knows when a promotion piece must be chosen', () => {
    expect(needsPromotion('8/4P3/8/8/8/8/k7/4K3 w - - 0 1', 'e7', 'e8')).toBe(true);
    expect(needsPromotion(START_FEN, 'e2', 'e4')).toBe(false);
  });
  it('understands SAN as learners type it', () => {
    expect(readTypedMove(START_FEN, 'Nf3')).toMatchObject({ ok: true, from: 'g1', to: 'f3' });
    expect(readTypedMove(START_FEN, ' e4 ')).toMatchObject({ ok: true, from: 'e2', to: 'e4' });
    expect(readTypedMove(START_FEN, 'Ng1f3')).toMatchObject({ ok: true, from: 'g1', to: 'f3' });
    expect(readTypedMove('4k3/8/8/8/8/8/8/4K2R w K - 0 1', '0-0')).toMatchObject({ ok: true, from: 'e1', to: 'g1' });
    const ep = 'rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3';
    expect(readTypedMove(ep, 'exd6 e.p.')).toMatchObject({ ok: true, from: 'e5', to: 'd6' });
    const promo = '8/4P3/8/8/8/8/k7/4K3 w - - 0 1';
    expect(readTypedMove(promo, 'e8=Q')).toMatchObject({ ok: true, from: 'e7', to: 'e8', promotion: 'q', promotionMissing: false });
    expect(readTypedMove(promo, 'e8n')).toMatchObject({ ok: true, promotion: 'n' });
    expect(readTypedMove(promo, 'e8')).toMatchObject({ ok: true, promotionMissing: true });
  });
  it('tells unreadable text from an illegal or ambiguous move', () => {
    expect(readTypedMove(START_FEN, 'hello')).toEqual({ ok: false, reason: 'unreadable' });
    expect(readTypedMove(START_FEN, 'Nf4')).toEqual({ ok: false, reason: 'illegal' });
    expect(readTypedMove(START_FEN, 'e5')).toEqual({ ok: false, reason: 'illegal' });
    expect(readTypedMove('4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1', 'Nd2')).toEqual({ ok: false, reason: 'illegal' });
  });
  it('reads a pawn move without a file of departure as a straight move, as SAN writes it', () => {
    // The d-pawn can take on e4 and the e-pawn cannot move: "e4" is not dxe4.
    const fen = '4k3/8/8/8/4p3/3P4/4P3/4K3 w - - 0 1';
    expect(readTypedMove(fen, 'e4')).toEqual({ ok: false, reason: 'illegal' });
    expect(readTypedMove(fen, 'dxe4')).toMatchObject({ ok: true, from: 'd3', to: 'e4' });
  });
});

describe('a board session', () => {
  const castling = startSession({ edition: '2023', mode: 'standard', start: '4k3/8/8/8/8/8/8/4K2R w K - 0 1', events: [] });

  it('plays legal moves and refuses illegal ones with the edition’s articles', () => {
    const s = startSession({ edition: '2009', mode: 'standard', start: START_FEN, events: [] });
    const bad = tryMove(s, 'g1', 'g3');
    expect(bad).toMatchObject({ ok: false, reason: 'piece-cannot-move-so', articles: ['3.6'] });
    const good = tryMove(s, 'g1', 'f3');
    expect(good.ok && good.san).toBe('Nf3');
    expect(good.ok && undoMove(good.state).ruling.fen).toBe(START_FEN);
  });

  it('holds the player to a touch-move obligation', () => {
    const king = touch(castling, 'e1');
    if (!king.ok) throw new Error('touch refused');
    const touched = touch(king.state, 'h1');
    if (!touched.ok) throw new Error('touch refused');
    expect(touched.state.ruling.obligation).toEqual({ kind: 'castle', side: 'kingside' });
    expect(tryMove(touched.state, 'e1', 'f1')).toMatchObject({ ok: false, reason: 'touch-move', articles: ['4.4.1'] });
    expect(tryMove(touched.state, 'e1', 'g1')).toMatchObject({ ok: true, san: 'O-O' });
  });

  it('rules on claims with the clock readings of the moment', () => {
    const s = startSession({ edition: '1997', mode: 'standard', start: START_FEN, clock: { white: 300, black: 300 }, events: [] });
    const r = claim(s, 'fifty-moves', 'Nf3', { white: 100, black: 250 });
    expect(r.ok && r.entries[0]).toMatchObject({ decision: 'claim-incorrect', clock: { black: 180, white: -50 } });
    expect(r.ok && r.state.ruling.clock).toEqual({ white: 50, black: 430 });
  });
});

describe('shared links', () => {
  it('round-trips edition, position and moves', () => {
    const q = writeBoardLink({ edition: '2009', fen: START_FEN, moves: [{ from: 'e2', to: 'e4' }, { from: 'e7', to: 'e5' }] });
    expect(q).toBe('?edition=2009&moves=e2e4,e7e5');
    expect(readBoardLink(q)).toMatchObject({ ok: true, link: { edition: '2009', moves: [{ from: 'e2', to: 'e4' }, { from: 'e7', to: 'e5' }] } });
    const fen = '8/4P3/8/8/8/8/k7/4K3 w - - 0 1';
    const q2 = writeBoardLink({ edition: '2023', fen, moves: [{ from: 'e7', to: 'e8', promotion: 'n' }] });
    expect(readBoardLink(q2)).toMatchObject({ ok: true, link: { fen, moves: [{ from: 'e7', to: 'e8', promotion: 'n' }] } });
  });
  it('reads an empty query as the initial position in the newest edition', () => {
    expect(readBoardLink('')).toEqual({ ok: true, empty: true, link: { edition: '2023', fen: START_FEN, moves: [] } });
  });
  it('refuses malformed and hostile links with one reason', () => {
    expect(readBoardLink('?edition=1850')).toMatchObject({ ok: false, problem: 'unknown-edition', detail: '1850' });
    expect(readBoardLink('?fen=not-a-fen')).toMatchObject({ ok: false, problem: 'bad-fen' });
    expect(readBoardLink('?moves=e2e4,e7e4')).toMatchObject({ ok: false, problem: 'illegal-move', index: 2, detail: 'e7e4' });
    expect(readBoardLink('?moves=e2e4,hello')).toMatchObject({ ok: false, problem: 'bad-move', index: 2 });
    expect(readBoardLink(`?moves=${'e2e4,'.repeat(1000)}`)).toMatchObject({ ok: false, problem: 'too-long' });
    expect(readBoardLink('?fen=%3Cscript%3Ealert(1)%3C%2Fscript%3E')).toMatchObject({ ok: false, problem: 'unsafe' });
    expect(readBoardLink('?scenario=javascript:alert(1)')).toMatchObject({ ok: false, problem: 'unsafe' });
    expect(readBoardLink('?scenario=nope', ['en-passant'])).toMatchObject({ ok: false, problem: 'unknown-scenario' });
    expect(readBoardLink('?scenario=en-passant&edition=2001', ['en-passant'])).toMatchObject({ ok: true, link: { scenario: 'en-passant', edition: '2001' } });
  });
});

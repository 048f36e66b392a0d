import { describe, expect, it } from 'vitest';
import { START_FEN, piecesOf, turnOf } from '@/lib/chess/fen';
import { writeSan } from '@/lib/chess/notation';
import { needsPromotion, readTypedMove, targetsFrom } from './moves';
import { MAX_MOVES, MAX_QUERY, countProblem, fitsInLink, positionAfter, readBoardLink, shareableLink, writeBoardLink, type BoardLink } from './link';
import { claim, replayMoves, startSession, touch, tryMove, undoMove, type SquareMove } from './session';

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
    // no knight can reach f4: two knights could be meant, so no piece is named
    expect(readTypedMove(START_FEN, 'Nf4')).toEqual({ ok: false, reason: 'illegal', san: 'Nf4' });
    // the e-pawn is the one pawn "e5" can mean: the board can say why it cannot go there
    expect(readTypedMove(START_FEN, 'e5')).toEqual({ ok: false, reason: 'illegal', san: 'e5', from: 'e2', to: 'e5' });
    expect(readTypedMove('4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1', 'Nd2')).toMatchObject({ ok: false, reason: 'illegal' });
  });
  it('reads a pawn move without a file of departure as a straight move, as SAN writes it', () => {
    // The d-pawn can take on e4 and the e-pawn cannot move: "e4" is not dxe4.
    const fen = '4k3/8/8/8/4p3/3P4/4P3/4K3 w - - 0 1';
    expect(readTypedMove(fen, 'e4')).toMatchObject({ ok: false, reason: 'illegal', from: 'e2', to: 'e4' });
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

describe('replaying a link’s moves in one pass', () => {
  const squares = (uci: string): SquareMove[] =>
    uci.split(' ').map((m) => ({ from: m.slice(0, 2), to: m.slice(2, 4), ...(m[4] ? { promotion: m[4] } : {}) }));
  const knights = (n: number) => squares(Array.from({ length: n }, (_, i) => ['g1f3', 'g8f6', 'f3g1', 'f6g8'][i % 4]).join(' '));
  const oneByOne = (edition: '2009' | '2018', moves: SquareMove[]) => {
    let state = startSession({ edition, mode: 'standard', start: START_FEN, events: [] });
    const sans: string[] = [];
    for (const m of moves) {
      const r = tryMove(state, m.from, m.to, m.promotion);
      if (!r.ok) break;
      state = r.state;
      sans.push(r.san!);
    }
    return { state, sans };
  };
  const session = (edition: '2009' | '2018') => ({ edition, mode: 'standard' as const, start: START_FEN, events: [] });

  it('keeps the same moves and ruling as playing them one by one', () => {
    const cases: ['2009' | '2018', SquareMove[]][] = [
      // a game with castling, en passant and a promotion
      ['2009', squares('e2e4 d7d5 e4e5 f7f5 e5f6 g8f6 g1f3 e7e6 f1c4 f8c5 e1g1 e8g8 f6g7 b8c6 g7f8q')],
      // fool's mate, then a move after checkmate: not legal, not kept
      ['2018', squares('f2f3 e7e5 g2g4 d8h4 a2a3')],
      // 2018: the fifth occurrence ends the game (9.6.1) after 16 moves; the rest of the link is not played
      ['2018', knights(24)],
      // 2009 has no automatic ending: all 24 are played
      ['2009', knights(24)],
      // an illegal move in the middle: the moves before it are kept
      ['2009', squares('e2e4 e7e5 e1e3 d7d5')],
    ];
    for (const [edition, moves] of cases) {
      const expected = oneByOne(edition, moves);
      const { state, played } = replayMoves(session(edition), moves);
      expect(played.map((p) => p.san)).toEqual(expected.sans);
      expect(state.ruling).toEqual(expected.state.ruling);
    }
    expect(replayMoves(session('2018'), knights(24)).played).toHaveLength(16);
    expect(replayMoves(session('2018'), knights(24)).state.ruling).toMatchObject({ status: 'over', result: '1/2-1/2' });
  });

  it('replays the longest link the app writes in well under a second', () => {
    const t = performance.now();
    const { played, state } = replayMoves(session('2009'), knights(1596));
    expect(played).toHaveLength(1596);
    expect(state.ruling.fen).toBe(START_FEN.replace(/ 0 1$/, ' 1596 799'));
    // one by one this took about 6 s (the case was ruled again after every move)
    expect(performance.now() - t).toBeLessThan(1000);
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
    expect(readBoardLink(`?moves=${'e2e4,'.repeat(1700)}`)).toMatchObject({ ok: false, problem: 'too-long' });
    expect(readBoardLink('?fen=%3Cscript%3Ealert(1)%3C%2Fscript%3E')).toMatchObject({ ok: false, problem: 'unsafe' });
    expect(readBoardLink('?scenario=javascript:alert(1)')).toMatchObject({ ok: false, problem: 'unsafe' });
    expect(readBoardLink('?scenario=nope', ['en-passant'])).toMatchObject({ ok: false, problem: 'unknown-scenario' });
    expect(readBoardLink('?scenario=en-passant&edition=2001', ['en-passant'])).toMatchObject({ ok: true, link: { scenario: 'en-passant', edition: '2001' } });
  });
});

describe('shared links: what a link may hold', () => {
  const fen = (f: string) => `?fen=${encodeURIComponent(f)}`;
  const kings = (counters: string) => fen(`4k3/8/8/8/8/8/8/4K3 w - - ${counters}`);

  it('refuses a key given twice rather than picking one of its values', () => {
    expect(readBoardLink('?edition=2009&edition=2001')).toMatchObject({ ok: false, problem: 'repeated-key', detail: 'edition' });
    expect(readBoardLink('?moves=e2e4&moves=d2d4')).toMatchObject({ ok: false, problem: 'repeated-key', detail: 'moves' });
    expect(readBoardLink('?fen=startpos&fen=startpos')).toMatchObject({ ok: false, problem: 'repeated-key', detail: 'fen' });
    expect(readBoardLink('?scenario=a&scenario=b', ['a', 'b'])).toMatchObject({ ok: false, problem: 'repeated-key', detail: 'scenario' });
    // keys the board does not read (a tracker's) are left alone, repeated or not
    expect(readBoardLink('?utm_source=a&utm_source=b&edition=2009')).toMatchObject({ ok: true, link: { edition: '2009' } });
  });

  it('reads values without the whitespace around them', () => {
    expect(readBoardLink('?edition=2023%20')).toMatchObject({ ok: true, link: { edition: '2023' } });
    expect(readBoardLink('?edition=+2009+&moves=%20e2e4,e7e5%20')).toMatchObject({ ok: true, link: { edition: '2009', moves: [{ from: 'e2' }, { from: 'e7' }] } });
    expect(readBoardLink('?scenario=%20en-passant%0A', ['en-passant'])).toMatchObject({ ok: true, link: { scenario: 'en-passant' } });
    expect(readBoardLink('?edition=20%2023')).toMatchObject({ ok: false, problem: 'unknown-edition', detail: '20 23' });
  });

  it('takes move counters only as plain whole numbers of a sane size, the move number from 1', () => {
    for (const bad of ['1e3 1', '0x10 1', '1.5 1', '12345678901234567890 1', '0 1e3', '0 0x10', '0 1.5', '0 12345678901234567890', '0 0', '-1 1', '+1 1', '007 1', '100000 1']) {
      expect(readBoardLink(kings(bad)), bad).toMatchObject({ ok: false, problem: 'bad-counters', detail: bad });
    }
    for (const good of ['0 1', '99 50', '99999 99999']) {
      expect(readBoardLink(kings(good)), good).toMatchObject({ ok: true, link: { fen: `4k3/8/8/8/8/8/8/4K3 w - - ${good}` } });
    }
    // without counters: the engine adds them, as before
    expect(readBoardLink(fen('4k3/8/8/8/8/8/8/4K3 w - -'))).toMatchObject({ ok: true, link: { fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1' } });
  });

  it('refuses, with its own reason, a position no game can reach by a simple count', () => {
    // 30 queens a side (the kings walled in by their own queens: neither side is in check)
    const queens = 'qqqqqqqk/qqqqqqqq/qqqqqqqq/qqqqqqq1/QQQQQQQ1/QQQQQQQQ/QQQQQQQQ/KQQQQQQQ w - - 0 1';
    expect(readBoardLink(fen(queens))).toMatchObject({ ok: false, problem: 'too-many-men', side: 'white', count: 31 });
    expect(readBoardLink(fen('rnbqkbnr/pppppppp/8/8/8/N7/PPPPPPPP/RNBQKBNR w KQkq - 0 1'))).toMatchObject({ ok: false, problem: 'too-many-men', side: 'white', count: 17 });
    expect(readBoardLink(fen('4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1'))).toMatchObject({ ok: false, problem: 'too-many-pawns', side: 'black', count: 9 });
    // 8 pawns and three queens: two of them would be promoted pawns, and no pawn is missing
    expect(readBoardLink(fen('4k3/8/8/8/8/8/PPPPPPPP/QQQ1K3 w - - 0 1'))).toMatchObject({ ok: false, problem: 'too-many-promoted', side: 'white', count: 8 });
    expect(readBoardLink(fen('4k3/8/8/8/8/8/PPPPPP2/QQQ1K3 w - - 0 1'))).toMatchObject({ ok: true });
    expect(readBoardLink(fen('4k2P/8/8/8/8/8/8/4K3 w - - 0 1'))).toMatchObject({ ok: false, problem: 'pawn-on-edge', detail: 'h8' });
    expect(readBoardLink(fen('4k3/8/8/8/8/8/8/p3K2p w - - 0 1'))).toMatchObject({ ok: false, problem: 'pawn-on-edge', detail: 'a1, h1' });
    // White to move, and Black is in check: Black's last move left its own king in check
    expect(readBoardLink(fen('4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1'))).toMatchObject({ ok: false, problem: 'opponent-in-check', side: 'black' });
    expect(readBoardLink(fen('4k3/8/8/8/8/8/4q3/4K3 b - - 0 1'))).toMatchObject({ ok: false, problem: 'opponent-in-check', side: 'white' });
    // the same position with the side in check to move is fine
    expect(readBoardLink(fen('4k3/4Q3/8/8/8/8/8/4K3 b - - 0 1'))).toMatchObject({ ok: true });
    // what is not a FEN at all stays "bad-fen"
    expect(readBoardLink(fen('4k3/8/8/8/8/8/8/4K3 x - - 0 1'))).toMatchObject({ ok: false, problem: 'bad-fen' });
    expect(readBoardLink(fen('8/8/8/8/8/8/8/4K3 w - - 0 1'))).toMatchObject({ ok: false, problem: 'bad-fen' });
  });

  it('counts on a placement alone', () => {
    expect(countProblem('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1')).toBeUndefined();
    // every pawn promoted, to knights: 10 knights, no pawn
    expect(countProblem('4k3/8/8/8/8/8/NNNNNNNN/NN2K3 w - - 0 1')).toBeUndefined();
    expect(countProblem('4k3/8/8/8/8/8/NNNNNNNN/NNN1K3 w - - 0 1')).toMatchObject({ problem: 'too-many-promoted', side: 'white', count: 0 });
  });

  it('never writes a link it would not read back: past MAX_QUERY, the position alone', () => {
    // four knight moves that come back to the start, as often as a link can hold
    const shuffle = (n: number) => Array.from({ length: n }, (_, i) => [{ from: 'g1', to: 'f3' }, { from: 'g8', to: 'f6' }, { from: 'f3', to: 'g1' }, { from: 'f6', to: 'g8' }][i % 4]!);
    const longest = Math.floor((MAX_QUERY - '?edition=2009&moves='.length + 1) / 5);
    const fits: BoardLink = { edition: '2009', fen: START_FEN, moves: shuffle(longest) };
    const full = shareableLink(fits);
    expect(full.full).toBe(true);
    expect(full.query.length - 1).toBeLessThanOrEqual(MAX_QUERY);
    expect(readBoardLink(full.query)).toMatchObject({ ok: true, link: { moves: { length: longest } } });

    // one knight move after whole rounds: White's knight on f3, Black to move
    const over: BoardLink = { ...fits, moves: shuffle(longest - (longest % 4) + 5) };
    expect(fitsInLink(writeBoardLink(over))).toBe(false);
    const short = shareableLink(over);
    expect(short).toMatchObject({ full: false, length: writeBoardLink(over).length - 1 });
    // the position after the moves, with its counters, and no moves
    const back = readBoardLink(short.query);
    expect(back).toMatchObject({ ok: true, link: { edition: '2009', moves: [] } });
    expect(back.ok && back.link.fen).toBe(positionAfter(over));
    expect(back.ok && back.link.fen.split(' ').slice(0, 2).join(' ')).toBe('rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b');
    expect(back.ok && back.link.fen.endsWith(` ${over.moves.length} ${Math.floor(over.moves.length / 2) + 1}`)).toBe(true);
    // the move count never refuses a link the length allows
    expect(Math.floor((MAX_QUERY - 'moves='.length + 1) / 5)).toBeLessThanOrEqual(MAX_MOVES);
  });

  it('refuses a query longer than MAX_QUERY, saying how long it is', () => {
    const q = `?edition=2009&moves=${'g1f3,g8f6,f3g1,f6g8,'.repeat(500)}`;
    expect(readBoardLink(q)).toMatchObject({ ok: false, problem: 'too-long', count: q.length - 1 });
  });
});

describe('moves in the reader’s letters (Appendix C)', () => {
  it('reads pt/gl letters: R rei, D dama, T torre, B bispo, C cavalo, and English N, Q, K', () => {
    expect(readTypedMove(START_FEN, 'Cf3', '2023', 'pt')).toMatchObject({ ok: true, from: 'g1', to: 'f3', san: 'Nf3' });
    expect(readTypedMove(START_FEN, 'Nf3', '2023', 'gl')).toMatchObject({ ok: true, from: 'g1', to: 'f3' });
    const open = '4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1';
    // R is the king in Portuguese: "Rf1" is the king to f1, never a rook move
    expect(readTypedMove(open, 'Rf1', '2023', 'pt')).toMatchObject({ ok: true, from: 'e1', to: 'f1' });
    expect(readTypedMove(open, 'Tf1', '2023', 'pt')).toMatchObject({ ok: true, from: 'h1', to: 'f1' });
    expect(readTypedMove(open, 'Rf1', '2023', 'en')).toMatchObject({ ok: true, from: 'h1', to: 'f1' });
    expect(readTypedMove(open, '0-0', '2023', 'gl')).toMatchObject({ ok: true, from: 'e1', to: 'g1' });
    const promo = '8/4P3/8/8/8/8/k7/4K3 w - - 0 1';
    for (const text of ['e8D', 'e8=D', 'e8(D)', 'e8Q']) expect(readTypedMove(promo, text, '2023', 'pt'), text).toMatchObject({ ok: true, promotion: 'q' });
    expect(readTypedMove(promo, 'e8C', '2023', 'gl')).toMatchObject({ ok: true, promotion: 'n' });
    expect(readTypedMove(promo, 'e8T', '2023', 'pt')).toMatchObject({ ok: true, promotion: 'r' });
  });
  it('refuses letters the reader’s notation does not have', () => {
    expect(readTypedMove(START_FEN, 'Xf3', '2023', 'pt')).toEqual({ ok: false, reason: 'unreadable' });
    expect(readTypedMove(START_FEN, 'Tf3', '2023', 'en')).toEqual({ ok: false, reason: 'unreadable' });
    // a pawn cannot become a king
    expect(readTypedMove('8/4P3/8/8/8/8/k7/4K3 w - - 0 1', 'e8R', '2023', 'pt')).toEqual({ ok: false, reason: 'unreadable' });
  });
  it('names the king and its target for castling refused (in check)', () => {
    expect(readTypedMove('4r1k1/8/8/8/8/8/8/4K2R w K - 0 1', '0-0', '2023', 'pt')).toMatchObject({ ok: false, reason: 'illegal', from: 'e1', to: 'g1' });
  });
  it('writes the engine’s moves in the reader’s letters', () => {
    expect(['Nf3', 'Qxd8+', 'exd8=Q#', 'O-O', 'O-O-O+', 'Kb1', 'Rxe8', 'e4'].map((m) => writeSan(m, 'pt'))).toEqual(['Cf3', 'Dxd8+', 'exd8D#', '0-0', '0-0-0+', 'Rb1', 'Txe8', 'e4']);
    expect(writeSan('exd8=N', 'gl')).toBe('exd8C');
    expect(['Nf3', 'exd8=Q#', 'O-O'].map((m) => writeSan(m, 'en'))).toEqual(['Nf3', 'exd8=Q#', 'O-O']);
  });
});

// A move: legal (castling, en passant, promotion, touch-move and written-move obligations), illegal (./irregularities)
// or made with two hands.
import { F_EP, F_KSIDE, F_PROMO, F_QSIDE, PAWN, parseSquare, pieceColor, pieceType, rankOf, sqName, type Move } from '../movegen';
import { diagnoseMove, reasonArticles } from '../checkMove';
import type { Game } from '../game';
import { complies, touchesOfIllegalMove } from '../touchMove';
import type { CaseEvent, RefusalReason, RulingEntry } from '../types';
import { CaseError } from '../validate';
import { expireUnclaimed, illegalPosition, leaveIllegalMove, leaveUnclaimed, penalizeIllegalMove, replaceTwoHandsMove } from './irregularities';

const PROMO_LETTERS: Record<string, number> = { q: 5, r: 4, b: 3, n: 2 };

export function move(g: Game, i: number, e: Extract<CaseEvent, { type: 'move' }>): void {
  if (g.over) throw new CaseError(`event ${i}: a move after the end of the game (${g.over.termination})`);
  const b = g.board;
  const mover = b.turn;
  // a move by the would-be claimant ends his right to claim a touch-move violation
  if (g.pending && g.pending.violator !== mover) g.pending = null;
  // ... and, where the edition says so, his right to claim an illegal move left on the board
  const stood = expireUnclaimed(g, i, mover, 'move');
  // the mover's own earlier move not completed is completed by this one (6.2.1.2); the opponent's is not
  g.uncompleted[mover] = false;
  moveEvent(g, i, e);
  // a move that ends the game is completed (6.2.1.1)
  if (e.completed === false && !g.over && g.board.turn !== mover) g.uncompleted[mover] = true;
  // 2018 A.4.4 / 2023 A.5.4: an illegal position still on the board once this move is completed
  const draw = stood.find((u) => u.illegalPositionDraw)?.illegalPositionDraw;
  if (draw && !g.over && illegalPosition(g)) {
    g.end('1/2-1/2', 'illegal-moves', draw);
    g.rule({ event: i, decision: 'illegal-position-draw', articles: draw });
  }
}

export function moveEvent(g: Game, i: number, e: Extract<CaseEvent, { type: 'move' }>): void {
  const b = g.board;
  let legalMove: Move | undefined;
  let from = -1;
  let to = -1;
  let promo = 0;
  if (e.san !== undefined) {
    const p = b.parseSan(e.san, g.legal);
    if ('move' in p) legalMove = p.move;
    else if (p.error === 'unpromoted') {
      from = p.from;
      to = p.to;
    } else {
      throw new CaseError(`event ${i}: "${e.san}" is not a legal move in this position (${b.fen()}); give an illegal move by "from" and "to"`);
    }
  } else {
    from = parseSquare(e.from!);
    to = parseSquare(e.to!);
    promo = e.promotion ? (PROMO_LETTERS[e.promotion] ?? 0) : 0;
    if (!b.sq[from]) throw new CaseError(`event ${i}: there is no piece on ${e.from}`);
    legalMove = g.legal.find((m) => m.from === from && m.to === to && m.promotion === promo);
  }

  const twoHands = e.hands === 2;
  const observed = e.observed !== false;
  if (!legalMove && e.completed === false) {
    if (promotionSquare(g, from, to) && !promo) releasedOnPromotionSquare(g, i, from, to);
    else illegalMoveNotCompleted(g, i, from, to, promo);
    return;
  }
  if (legalMove) {
    if (twoHands) twoHandsMove(g, i, legalMove, observed);
    else legalMoveEvent(g, i, legalMove, observed);
    return;
  }
  const piece = b.sq[from]!;
  const unpromoted =
    pieceType(piece) === PAWN &&
    !promo &&
    (rankOf(to) === 7 || rankOf(to) === 0) &&
    g.legal.some((m) => m.from === from && m.to === to && m.flags & F_PROMO);
  // 2018/2023: two hands and an illegal move count as one illegal move (7.5.4 cited with it)
  const extra = twoHands && g.rules.art.twoHands ? [g.rules.art.oneHand, g.rules.art.twoHands] : [];
  // `observed: false`: nobody saw it, in every edition and mode (2009 A.4c's "the arbiter shall intervene, if
  // possible" needs an arbiter who saw the unfinished promotion or both kings in check: the default)
  if (!observed) {
    leaveIllegalMove(g, i, from, to, promo, unpromoted, extra);
  } else {
    penalizeIllegalMove(g, i, from, to, promo, unpromoted, extra);
  }
  // before 2018 a move with two hands breaks 4.1, with no penalty of its own
  if (twoHands && !g.rules.art.twoHands && !g.over) twoHandsNoPenalty(g, i);
}

export function legalMoveEvent(g: Game, i: number, m: Move, observed: boolean): void {
  const b = g.board;
  const art = g.rules.art;
  let violation: RulingEntry | undefined;
  if (g.obligation && !complies(m, g.obligation, writtenMove(g))) {
    const san = b.san(m, g.legal);
    if (g.obligation.kind === 'play') {
      g.rule({ event: i, decision: 'move-refused', reason: 'written-move', articles: [art.claimIncorrect], san, obligation: g.obligation });
      return;
    }
    const arbiterIntervenes = g.mode.touchOnlyOnRequest === null && observed;
    if (arbiterIntervenes) {
      g.rule({ event: i, decision: 'move-refused', reason: 'touch-move', articles: [...g.obligationArticles], san, obligation: g.obligation });
      return;
    }
    // the violation stands until the opponent claims it (before touching a piece)
    g.pending = {
      violator: b.turn,
      board: b.clone(),
      historyLength: g.history.length,
      touches: [...g.touches],
      obligation: g.obligation,
      articles: [...g.obligationArticles],
      forfeited: false,
    };
    violation = {
      event: i,
      decision: 'touch-move-violation',
      reason: 'touch-move',
      articles: [...g.obligationArticles, ...(g.mode.touchOnlyOnRequest ?? [])],
      san,
      obligation: g.obligation,
    };
    g.rule(violation);
  }
  const special: RulingEntry | null =
    m.flags & (F_KSIDE | F_QSIDE)
      ? { event: i, decision: 'castling', articles: [art.castling] }
      : m.flags & F_EP
        ? { event: i, decision: 'en-passant', articles: [...art.enPassant] }
        : m.flags & F_PROMO
          ? { event: i, decision: 'promotion', articles: [art.promotion] }
          : null;
  if (special) special.san = b.san(m, g.legal);
  g.play(m);
  if (special) g.rule(special);
  g.checkAutomaticEnd(i, violation);
}

export function writtenMove(g: Game): Move | undefined {
  if (g.obligation?.kind !== 'play') return undefined;
  const p = g.board.parseSan(g.obligation.san, g.legal);
  return 'move' in p ? p.move : undefined;
}

/**
 * A legal move made with two hands (4.1). 2018/2023 7.5.4: "considered and penalised as if an illegal move", so the
 * position before it is reinstated (7.5.1), the move replacing it follows 4.3 and 4.7 (the pieces it handled count as
 * touched, a piece released on a square goes to that square: castling begun with the king is completed with one hand)
 * and the opponent gets the penalty of 7.5.5. A move that ends the game is completed without the clock (6.2.1.1), so
 * 7.5.4 ("and pressed the clock") does not apply to it.
 */
export function twoHandsMove(g: Game, i: number, m: Move, observed: boolean): void {
  const art = g.rules.art;
  const mover = g.board.turn;
  const before = g.rulings.length;
  const board = g.board.clone();
  const historyLength = g.history.length;
  const touches = [...g.touches];
  const moved: [boolean, boolean] = [...g.moved];
  legalMoveEvent(g, i, m, observed);
  const refused = g.rulings.slice(before).some((r) => r.decision === 'move-refused');
  if (refused) return;
  if (!art.twoHands) {
    twoHandsNoPenalty(g, i);
    return;
  }
  if (g.over) {
    g.rule({
      event: i,
      decision: 'move-with-two-hands',
      articles: [art.oneHand, art.twoHands, '6.2.1.1'],
      note: 'the move ended the game before the clock was pressed: no penalty',
    });
    return;
  }
  if (!observed) {
    // a claim against a violation of 4.1 is lost once the claimant touches a piece (4.8); on a claim the position
    // before the move is reinstated
    const forfeit = [art.touchClaimForfeit];
    leaveUnclaimed(
      g,
      i,
      { kind: 'two-hands', violator: mover, board, historyLength, touches, from: m.from, to: m.to, promo: m.promotion, onMove: forfeit, onTouch: forfeit },
      { reason: 'move-with-two-hands', articles: [art.oneHand, art.twoHands, ...forfeit] },
    );
    return;
  }
  // the move is not made: the position before it is reinstated, and what the move would have been is not ruled
  g.reinstate(board, historyLength);
  g.moved = moved;
  g.rulings = g.rulings.filter((r, k) => k < before || !['castling', 'en-passant', 'promotion'].includes(r.decision));
  replaceTwoHandsMove(g, i, mover, m.from, m.to, touches);
}

/** Before 2018: 4.1 is broken but no penalty is fixed. */
export function twoHandsNoPenalty(g: Game, i: number): void {
  const art = g.rules.art;
  const onRequest = g.mode.touchOnlyOnRequest ?? [];
  g.rule({
    event: i,
    decision: 'move-with-two-hands',
    articles: [art.oneHand, art.arbiterPenalties, ...onRequest],
    note:
      `no penalty is fixed for it in this edition; the arbiter may apply one of ${art.arbiterPenalties}` +
      (onRequest.length ? `, in this mode only if a player asks (${onRequest.join(', ')})` : ''),
  });
}

/** A pawn of the player having the move can go to `to`, a square of promotion (some legal promotion there). */
function promotionSquare(g: Game, from: number, to: number): boolean {
  return g.legal.some((m) => m.from === from && m.to === to && m.flags & F_PROMO);
}

/**
 * A pawn moved to its promotion square and released there, no new piece placed and the clock not pressed (a move by
 * squares without a promotion piece, `completed: false`). The move is not yet made, but the pawn can no longer go to
 * another square (2009 4.6c; 1997/2001 4.7; 2018/2023 4.7, with 4.6.2: the pawn may be removed and the new piece placed
 * in either order): any other move, a capture with that pawn included, is refused, and the promotion is completed on
 * that square with a piece of the player's choice.
 */
function releasedOnPromotionSquare(g: Game, i: number, from: number, to: number): void {
  const b = g.board;
  if (!g.touches.some((t) => t.sq === from)) g.touches = [...g.touches, { sq: from, piece: b.sq[from]! }];
  g.obligation = { kind: 'move', square: sqName(from), to: sqName(to) };
  g.obligationArticles = [...g.rules.art.promotionReleased];
  g.released = { from, to };
  g.rule({
    event: i,
    decision: 'touch-move-obligation',
    articles: [...g.obligationArticles],
    obligation: g.obligation,
    note: 'the pawn was released on its promotion square: the move is not yet made, and the pawn must be promoted on that square, to a piece of the player\'s choice',
  });
}

/**
 * An illegal move made but not completed: its clock not pressed (1997/2009 6.7a, 2001 6.8a; 2018/2023 7.5.1 "An
 * illegal move is completed once the player has pressed his clock"). It is not penalised: it is taken back, and the
 * move replacing it follows Article 4 with the pieces it handled (and any touched before) counting as touched.
 */
function illegalMoveNotCompleted(g: Game, i: number, from: number, to: number, promo: number): void {
  const b = g.board;
  const diag = diagnoseMove(b, from, to, promo);
  const reason: RefusalReason = diag?.reason ?? 'promotion-required';
  const handled = pieceColor(b.sq[from]!) === b.turn ? touchesOfIllegalMove(b, from, to) : [{ sq: from, piece: b.sq[from]! }];
  g.touches = [...g.touches, ...handled.filter((t) => !g.touches.some((x) => x.sq === t.sq))];
  const r = g.setObligationFromTouches();
  g.rule({
    event: i,
    decision: 'illegal-move-not-completed',
    reason,
    articles: [...new Set([g.rules.art.moveCompleted, ...reasonArticles(reason, g.rules, pieceType(b.sq[from]!)), ...r.articles])],
    ...(g.obligation ? { obligation: g.obligation } : {}),
    note: 'the clock was not pressed, so the move is not completed: it is taken back without penalty',
  });
}

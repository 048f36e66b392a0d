// Illegal moves and the other irregularities penalised like them (2018/2023: a clock pressed without a move, a move
// with two hands): the penalty of the edition and mode, 4.3 for the replacing move, and the irregularities nobody
// acted on (`observed: false`), which can be claimed until the edition's deadline and then stand.
import { BLACK, KING, PAWN, QUEEN, WHITE, pieceColor, pieceType, sqName, type Color } from '../movegen';
import { diagnoseMove, reasonArticles } from '../checkMove';
import { canCheckmate, hasSufficientMaterialC4 } from '../deadPosition';
import { Game, colorName, winFor, type Unclaimed } from '../game';
import { touchesOfIllegalMove, type Touch } from '../touchMove';
import type { Clock, RefusalReason } from '../types';
import { CaseError } from '../validate';

/** The illegal move is dealt with now (by the arbiter, or on the opponent's immediate claim). */
export function penalizeIllegalMove(g: Game, i: number, from: number, to: number, promo: number, unpromoted: boolean, extra: string[] = []): void {
  const mover = g.board.turn;
  if (unpromoted && g.rules.unpromotedBecomesQueen) {
    // 7.5.2: the pawn is replaced by a queen, and it is penalised as an illegal move
    const queenMove = g.legal.find((m) => m.from === from && m.to === to && m.promotion === QUEEN)!;
    g.play(queenMove);
    g.rule({ event: i, decision: 'pawn-promoted-to-queen', articles: [g.rules.art.unpromotedPawn], reason: 'promotion-required' });
    illegalPenalty(g, i, mover, false, undefined, extra);
    if (!g.over) g.checkAutomaticEnd(i);
    return;
  }
  illegalMoveEvent(g, i, from, to, promo, unpromoted, extra);
}

/** `observed: false`: the illegal move stays on the board until claimed or until it stands. */
export function leaveIllegalMove(g: Game, i: number, from: number, to: number, promo: number, unpromoted: boolean, extra: string[]): void {
  const b = g.board;
  const target = b.sq[to]!;
  if (target && pieceType(target) === KING) {
    throw new CaseError(`event ${i}: a move that captures the king cannot be left on the board ("observed": false); the game cannot go on without it`);
  }
  const diag = diagnoseMove(b, from, to, promo);
  const reason: RefusalReason = unpromoted ? 'promotion-required' : (diag?.reason ?? 'piece-cannot-move-so');
  const rule = g.mode.unclaimedIllegal;
  const why = reasonArticles(reason, g.rules, pieceType(b.sq[from]!));
  // on a claim the position before it is reinstated and the move penalised as if just made
  leaveUnclaimed(
    g,
    i,
    { kind: 'move', extra, from, to, promo, unpromoted, onMove: rule.onMove, onTouch: rule.onTouch, illegalPositionDraw: rule.illegalPositionDraw },
    { reason, articles: [...new Set([...why, ...extra, ...rule.articles])] },
    // no checkmate, stalemate or dead position: the move producing it was not legal (5.1a, 5.1.1 …)
    () => b.applyRaw(from, to, promo),
  );
}

/**
 * Records an irregularity nobody acted on when it was completed (`observed: false`) and rules on it: it can be claimed
 * until the edition's deadline (`onMove` / `onTouch`), then it stands. By default the position before it is kept for
 * reinstatement, with the pieces touched before it (4.3 applies to the replacing move); `leave` then changes the board
 * as the irregularity left it. The violator is the side to move unless given.
 */
export function leaveUnclaimed(
  g: Game,
  i: number,
  u: Pick<Unclaimed, 'kind' | 'onMove' | 'onTouch'> &
    Partial<Pick<Unclaimed, 'violator' | 'board' | 'historyLength' | 'touches' | 'extra' | 'from' | 'to' | 'promo' | 'unpromoted' | 'illegalPositionDraw'>>,
  ruling: { reason: RefusalReason; articles: string[]; note?: string },
  leave?: () => void,
): void {
  g.unclaimed.push({
    event: i,
    violator: g.board.turn,
    board: g.board.clone(),
    historyLength: g.history.length,
    touches: [...g.touches],
    extra: [],
    from: -1,
    to: -1,
    promo: 0,
    unpromoted: false,
    illegalPositionDraw: null,
    ...u,
  });
  if (leave) {
    leave();
    g.afterBoardChange();
  }
  const note = unclaimedNote(u.onMove, u.onTouch);
  g.rule({ event: i, decision: 'illegal-move-unclaimed', reason: ruling.reason, articles: ruling.articles, note: ruling.note ? `${note}; ${ruling.note}` : note });
}

function unclaimedNote(onMove: string[] | null, onTouch: string[] | null): string {
  if (onTouch) return 'it stands unless the opponent claims before touching a piece';
  if (onMove) return 'it stands unless the opponent claims before making his own move';
  return 'it stands until it is found: if found during the game the position before it is reinstated';
}

/** The opponent of a violator moves or touches a piece: the illegal moves he could claim stand. */
export function expireUnclaimed(g: Game, i: number, actor: Color, how: 'move' | 'touch'): Unclaimed[] {
  const stood: Unclaimed[] = [];
  g.unclaimed = g.unclaimed.filter((u) => {
    const articles = u.violator === actor ? null : how === 'touch' ? u.onTouch : (u.onMove ?? u.onTouch);
    if (!articles) return true;
    stood.push(u);
    const what = u.kind === 'move' ? 'the illegal move' : u.kind === 'press-clock' ? 'the clock pressed without a move' : 'the move with two hands';
    g.rule({
      event: i,
      decision: 'illegal-move-stands',
      articles: [...articles],
      note: `${what} (event ${u.event}) was not claimed in time: it stands and the game continues`,
    });
    return false;
  });
  return stood;
}

/** A pawn on the first or last rank, or both kings in check (2018 A.4.4, 2023 A.5.4). */
export function illegalPosition(g: Game): boolean {
  const b = g.board;
  for (let f = 0; f < 8; f++) {
    for (const s of [f, 0x70 + f]) if (b.sq[s] && pieceType(b.sq[s]!) === PAWN) return true;
  }
  return b.inCheck(WHITE) && b.inCheck(BLACK);
}

export function illegalMoveEvent(g: Game, i: number, from: number, to: number, promo: number, unpromoted: boolean, extra: string[] = []): void {
  const b = g.board;
  const mover = b.turn;
  const diag = diagnoseMove(b, from, to, promo);
  const reason = unpromoted ? 'promotion-required' : (diag?.reason ?? 'piece-cannot-move-so');
  const moverIsOwner = pieceColor(b.sq[from]!) === mover;
  // 4.3 applies to the move replacing the illegal one (2009 7.4a; 2018/2023 7.5.1): the pieces touched before it
  // still count, in the order they were touched, and then the pieces the illegal move handled; the obligation is to
  // the first one that can be moved (or captured).
  const earlier = g.touches;
  const handled = moverIsOwner ? touchesOfIllegalMove(b, from, to) : [{ sq: from, piece: b.sq[from]! }];
  const touches = [...earlier, ...handled.filter((t) => !earlier.some((e) => e.sq === t.sq))];
  illegalPenalty(g, i, mover, true, reason, [...reasonArticles(reason, g.rules, pieceType(b.sq[from]!)), ...extra]);
  if (g.over) return;
  g.touches = touches;
  const r = g.setObligationFromTouches();
  const last = g.rulings[g.rulings.length - 1];
  if (last && last.event === i) {
    if (g.obligation) last.obligation = g.obligation;
    last.articles = [...new Set([...last.articles, ...g.rules.art.illegalReplacement, ...r.articles])];
  }
}

/**
 * 2018/2023 7.5.4: a legal move made with two hands, taken back (the position before it is on the board again), is
 * penalised as an illegal move (7.5.5), and the move replacing it follows 4.3 and 4.7 (7.5.1): the pieces touched
 * before it, then the pieces it handled, count as touched (king then rook for castling: castle on that side, 4.4.1),
 * and the piece it released on a square must go to that square.
 */
export function replaceTwoHandsMove(g: Game, i: number, mover: Color, from: number, to: number, earlier: Touch[]): void {
  const art = g.rules.art;
  const b = g.board;
  const handled = touchesOfIllegalMove(b, from, to);
  const touches = [...earlier, ...handled.filter((t) => !earlier.some((e) => e.sq === t.sq))];
  illegalPenalty(g, i, mover, true, 'move-with-two-hands', [art.oneHand, art.twoHands!]);
  if (g.over) return;
  g.touches = touches;
  const r = g.setObligationFromTouches();
  const ob = g.obligation;
  if (ob?.kind === 'move' && ob.square === sqName(from) && !ob.notCastle) g.obligation = { ...ob, to: sqName(to) };
  const last = g.rulings[g.rulings.length - 1];
  if (last && last.event === i) {
    if (g.obligation) last.obligation = g.obligation;
    last.articles = [...new Set([...last.articles, ...art.illegalReplacement, ...r.articles])];
    last.note = 'the move made with two hands is taken back: the position before it is reinstated, and the piece released on a square must go there';
  }
}

/** Records one completed illegal move by `mover` and applies the edition's penalty. */
export function illegalPenalty(g: Game, i: number, mover: Color, reinstated: boolean, reason?: RefusalReason, why: string[] = []): void {
  const policy = g.mode.illegalMove;
  const count = ++g.illegalCount[mover]!;
  const opp = (1 - mover) as Color;
  const oppName = colorName(opp);
  const base = [...why, ...(reinstated ? [g.rules.art.illegalReinstate] : [])];
  const withReason = reason ? { reason } : {};
  const lose = policy.kind === 'claim-win' || count >= policy.lossAt;
  if (lose) {
    const articles = [...new Set([...base, ...policy.articles])];
    const drawn =
      policy.kind === 'claim-win'
        ? (policy.sufficientMaterialC4 && !hasSufficientMaterialC4(g.board, opp)) || (policy.drawIfCannotMate && !canCheckmate(g.board, opp))
        : policy.drawIfCannotMate && !canCheckmate(g.board, opp);
    if (drawn) {
      g.end('1/2-1/2', 'illegal-moves', articles);
      g.rule({ event: i, decision: 'illegal-move-game-drawn', articles, count, ...withReason });
    } else {
      g.end(winFor(oppName), 'illegal-moves', articles);
      g.rule({ event: i, decision: 'illegal-move-game-lost', articles, count, ...withReason });
    }
    g.touches = [];
    g.obligation = null;
    return;
  }
  const delta = { [oppName]: policy.seconds } as Partial<Clock>;
  g.addClock(delta);
  g.rule({ event: i, decision: 'illegal-move', articles: [...new Set([...base, ...policy.articles])], clock: delta, count, ...withReason });
}

/** The opponent claims (in standard play: anyone finds) an illegal move left on the board. */
export function illegalMoveClaim(g: Game, i: number): void {
  const turn = g.board.turn;
  const k = g.unclaimed.findIndex((u) => u.violator !== turn || (u.onMove === null && u.onTouch === null));
  if (k < 0) {
    g.rule({ event: i, decision: 'claim-incorrect', articles: [], note: 'no illegal move to claim' });
    return;
  }
  const u = g.unclaimed[k]!;
  if (u.board) {
    // reinstating the position before it undoes everything after it
    g.unclaimed.splice(k);
    g.reinstate(u.board, u.historyLength);
    g.touches = [];
    g.obligation = null;
    g.obligationArticles = [];
  } else {
    g.unclaimed.splice(k, 1);
  }
  const art = g.rules.art;
  const before = g.rulings.length;
  if (u.kind === 'move') {
    g.touches = [...u.touches];
    penalizeIllegalMove(g, i, u.from, u.to, u.promo, u.unpromoted, u.extra);
  } else if (u.kind === 'press-clock') {
    g.touches = u.touches;
    if (g.touches.length) g.setObligationFromTouches();
    illegalPenalty(g, i, u.violator, false, 'clock-pressed-without-move', [art.clockWithoutMove!]);
  } else {
    replaceTwoHandsMove(g, i, u.violator, u.from, u.to, u.touches);
  }
  for (const r of g.rulings.slice(before)) r.note = `claimed: the irregularity of event ${u.event}${r.note ? `; ${r.note}` : ''}`;
}

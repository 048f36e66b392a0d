// A player takes back the move he has just made, the piece already released on its square: he moves it again, or puts
// it back and makes another move. The Laws do not allow it: a piece released on a square as (part of) a legal move
// cannot be moved to another square on this move, and the move is made (1997/2001 4.7, 2009 4.6, 2018/2023 4.7).
import { parseSquare, type Move } from '../movegen';
import { colorIndex, type Game } from '../game';
import type { CaseEvent } from '../types';
import { CaseError } from '../validate';

const PROMO_LETTERS: Record<string, number> = { q: 5, r: 4, b: 3, n: 2 };

export function takeBack(g: Game, i: number, e: Extract<CaseEvent, { type: 'take-back' }>): void {
  if (g.over) {
    g.alreadyOver(i);
    return;
  }
  const last = g.lastMove;
  if (!last || last.mover !== colorIndex(e.color) || g.board.turn === last.mover) {
    throw new CaseError(`event ${i}: a take-back needs a legal move by ${e.color} just made on the board, the opponent not having replied`);
  }
  const before = last.before;
  const legal = before.legalMoves();
  const same = (m: Pick<Move, 'from' | 'to' | 'promotion'>) => m.from === last.move.from && m.to === last.move.to && m.promotion === last.move.promotion;
  let san: string | undefined;
  if (e.san !== undefined) {
    const p = before.parseSan(e.san, legal);
    if (!('move' in p)) {
      throw new CaseError(`event ${i}: "${e.san}" is not a legal move in the position before the move taken back (${before.fen()}); give an illegal move by "from" and "to"`);
    }
    if (same(p.move)) throw new CaseError(`event ${i}: "${e.san}" is the move taken back`);
    san = before.san(p.move, legal);
  } else if (e.from !== undefined && e.to !== undefined) {
    const from = parseSquare(e.from);
    const to = parseSquare(e.to);
    const promotion = e.promotion ? (PROMO_LETTERS[e.promotion] ?? 0) : 0;
    if (!before.sq[from]) throw new CaseError(`event ${i}: there is no piece on ${e.from} in the position before the move taken back`);
    if (same({ from, to, promotion })) throw new CaseError(`event ${i}: the move from ${e.from} to ${e.to} is the move taken back`);
    const m = legal.find((x) => x.from === from && x.to === to && x.promotion === promotion);
    if (m) san = before.san(m, legal);
  }
  // Nothing changes on the board: the move taken back stands, the piece where it was released (completed or not, as
  // it was). Where the arbiter rules on Article 4 only on request, the opponent asks at once.
  const onRequest = g.mode.touchOnlyOnRequest ?? [];
  g.rule({
    event: i,
    decision: 'move-refused',
    reason: 'released-piece',
    articles: [g.rules.art.released, ...onRequest],
    ...(san ? { san } : {}),
    note:
      'the piece was released on its square as a legal move: that move is made, and the piece stays where it was released' +
      (onRequest.length ? `; in this mode the arbiter applies Article 4 at the opponent's request (${onRequest.join(', ')})` : ''),
  });
}

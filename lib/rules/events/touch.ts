// Touching or adjusting a piece (Article 4): the obligation it creates, and what it ends (a claim's right).
import { KING, ROOK, parseSquare, pieceColor, pieceType } from '../movegen';
import type { Game } from '../game';
import { CaseError } from '../validate';
import { expireUnclaimed } from './irregularities';

export function touch(g: Game, i: number, e: { type: 'touch' | 'adjust'; square: string; with?: string }): void {
  if (g.over) throw new CaseError(`event ${i}: a piece touched after the end of the game (${g.over.termination})`);
  const sq = parseSquare(e.square);
  const piece = g.board.sq[sq]!;
  if (!piece) throw new CaseError(`event ${i}: there is no piece on ${e.square}`);
  if (e.type === 'adjust') {
    g.rule({ event: i, decision: 'adjust', articles: [g.rules.art.adjust] });
    return;
  }
  // the player who could claim a touch-move violation touches a piece: right lost
  if (g.pending && g.pending.violator !== g.board.turn) g.pending.forfeited = true;
  expireUnclaimed(g, i, g.board.turn, 'touch');
  // Two pieces touched at the same time: the player's own piece counts as touched before the opponent's (1997 4.3b,
  // 2001/2009 4.3c, 2018/2023 4.3.3: "the player's own piece shall be considered to have been touched before his
  // opponent's"); a king and a rook of his own count as the king first (2009 4.4c: "the king and a rook at the same
  // time"; 2018/2023 4.4.1, 4.4.3); other pairs in the order given.
  const second = e.with === undefined ? [] : [{ sq: parseSquare(e.with), piece: g.board.sq[parseSquare(e.with)]! }];
  if (second[0] && !second[0].piece) throw new CaseError(`event ${i}: there is no piece on ${e.with}`);
  const pair = [{ sq, piece }, ...second];
  const us = g.board.turn;
  const other = second[0]?.piece;
  if (other && pieceColor(other) === us && pieceColor(piece) !== us) pair.reverse();
  else if (other && pieceColor(other) === pieceColor(piece) && pieceType(other) === KING && pieceType(piece) === ROOK) pair.reverse();
  // touching the same piece again changes nothing
  for (const t of pair) if (!g.touches.some((x) => x.sq === t.sq)) g.touches.push(t);
  if (g.released && g.obligation) {
    // the pawn released on its promotion square is bound there whatever else is touched
    g.rule({ event: i, decision: 'touch-move-obligation', articles: [...g.obligationArticles], obligation: g.obligation });
    return;
  }
  if (g.obligation?.kind === 'play') {
    g.rule({ event: i, decision: 'touch-move-obligation', articles: [g.rules.art.claimIncorrect], obligation: g.obligation });
    return;
  }
  const r = g.setObligationFromTouches();
  g.rule({ event: i, decision: r.decision, articles: r.articles, ...(g.obligation ? { obligation: g.obligation } : {}) });
}

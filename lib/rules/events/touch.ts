// Touching or adjusting a piece (Article 4): the obligation it creates, and what it ends (a claim's right).
import { parseSquare } from '../movegen';
import type { Game } from '../game';
import { CaseError } from '../validate';
import { expireUnclaimed } from './irregularities';

export function touch(g: Game, i: number, e: { type: 'touch' | 'adjust'; square: string }): void {
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
  if (g.touches.some((t) => t.sq === sq)) {
    // touching the same piece again changes nothing
  } else {
    g.touches.push({ sq, piece });
  }
  if (g.obligation?.kind === 'play') {
    g.rule({ event: i, decision: 'touch-move-obligation', articles: [g.rules.art.claimIncorrect], obligation: g.obligation });
    return;
  }
  const r = g.setObligationFromTouches();
  g.rule({ event: i, decision: r.decision, articles: r.articles, ...(g.obligation ? { obligation: g.obligation } : {}) });
}

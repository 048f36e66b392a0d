// Move helpers for boards, all decided by the rules engine (lib/rules): where a piece may go, and what a move typed in
// algebraic notation means in a position.
import { currentEdition } from '@/lib/editions';
import { checkMove, readSan, type Edition } from '@/lib/rules';
import { ALL_SQUARES, piecesOf, turnOf } from '@/lib/chess/fen';

export type Promotion = 'q' | 'r' | 'b' | 'n';
const PROMOTIONS: Promotion[] = ['q', 'r', 'b', 'n'];

function legalTo(fen: string, from: string, to: string, edition: Edition): { ok: boolean; san?: string; promotion?: boolean } {
  const r = checkMove(fen, from, to, undefined, { edition });
  if (r.ok) return { ok: true, san: r.san };
  if (r.reason === 'promotion-required') {
    const q = checkMove(fen, from, to, 'q', { edition });
    return q.ok ? { ok: true, san: q.san, promotion: true } : { ok: false };
  }
  return { ok: false };
}

/** Squares the piece on `from` may legally go to now. */
export function targetsFrom(fen: string, from: string, edition: Edition = currentEdition): string[] {
  const piece = piecesOf(fen).get(from);
  if (!piece || piece.color !== turnOf(fen)) return [];
  return ALL_SQUARES.filter((to) => to !== from && legalTo(fen, from, to, edition).ok);
}

/** True when the move is a legal pawn move to the last rank, so a piece must be chosen. */
export function needsPromotion(fen: string, from: string, to: string, edition: Edition = currentEdition): boolean {
  const r = checkMove(fen, from, to, undefined, { edition });
  return !r.ok && r.reason === 'promotion-required' && checkMove(fen, from, to, 'q', { edition }).ok;
}

export type TypedMove =
  | { ok: true; from: string; to: string; promotion?: Promotion; promotionMissing: boolean; san: string }
  | { ok: false; reason: 'unreadable' | 'illegal' };

const bare = (san: string) => san.replace(/[+#]$/, '');

/**
 * A move typed by the learner, read by the engine's SAN reader (lib/rules readSan: Nf3, exd6, O-O, 0-0-0, e8=Q, e8Q,
 * Ng1f3). "e8" for a pawn reaching the last rank is understood, and the board then asks for the piece. Ambiguous
 * text ("Nd2" when two knights can go there) is not guessed.
 */
export function readTypedMove(fen: string, text: string, edition: Edition = currentEdition): TypedMove {
  const read = readSan(fen, text);
  if (!read.ok) return { ok: false, reason: read.reason === 'syntax' ? 'unreadable' : 'illegal' };
  const { from, to, promotion, promotionMissing } = read;
  const r = checkMove(fen, from, to, promotionMissing ? 'q' : promotion, { edition });
  if (!r.ok) return { ok: false, reason: 'illegal' };
  const san = promotionMissing ? bare(r.san).replace(/=Q$/, '') : bare(r.san);
  return { ok: true, from, to, ...(promotion ? { promotion } : {}), promotionMissing, san };
}

export { PROMOTIONS };

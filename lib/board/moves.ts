// Move helpers for boards, all decided by the rules engine (lib/rules): where a piece may go, and what a move typed in
// algebraic notation means in a position.
import { toEngineSan } from '@/lib/chess/notation';
import { currentEdition } from '@/lib/editions';
import type { Locale } from '@/lib/languages';
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
  /** `san`: the text in the engine's letters, for a claim written with an illegal move (the engine rules it) */
  | { ok: false; reason: 'illegal'; from?: string; to?: string; san: string }
  | { ok: false; reason: 'unreadable' };

const bare = (san: string) => san.replace(/[+#]$/, '');

/**
 * A move typed in the reader's letters (lib/chess/notation: "Cf3" in pt/gl, "Nf3" in English; 0-0, e8D, e8=Q),
 * read by the engine's SAN reader. "e8" for a pawn reaching the last rank is understood, and the board then asks for
 * the piece. Ambiguous text ("Cd2" when two knights can go there) is not guessed. An illegal move names the piece
 * meant when the text allows, so the board can say why it is refused.
 */
export function readTypedMove(fen: string, text: string, edition: Edition = currentEdition, locale: Locale = 'en'): TypedMove {
  const english = toEngineSan(text, locale);
  if (english === null) return { ok: false, reason: 'unreadable' };
  const read = readSan(fen, english);
  if (!read.ok) {
    if (read.reason === 'syntax') return { ok: false, reason: 'unreadable' };
    return { ok: false, reason: 'illegal', san: english, ...(read.reason === 'illegal' && read.from && read.to ? { from: read.from, to: read.to } : {}) };
  }
  const { from, to, promotion, promotionMissing } = read;
  const r = checkMove(fen, from, to, promotionMissing ? 'q' : promotion, { edition });
  if (!r.ok) return { ok: false, reason: 'illegal', san: english, from, to };
  const san = promotionMissing ? bare(r.san).replace(/=Q$/, '') : bare(r.san);
  return { ok: true, from, to, ...(promotion ? { promotion } : {}), promotionMissing, san };
}

export { PROMOTIONS };

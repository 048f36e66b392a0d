// Move helpers for boards, all decided by the rules engine (lib/rules): where a piece may go, and what a move typed in
// algebraic notation means in a position.
import { checkMove, type Edition } from '@/lib/rules';
import { ALL_SQUARES, piecesOf, turnOf } from './fen';

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
export function targetsFrom(fen: string, from: string, edition: Edition = '2023'): string[] {
  const piece = piecesOf(fen).get(from);
  if (!piece || piece.color !== turnOf(fen)) return [];
  return ALL_SQUARES.filter((to) => to !== from && legalTo(fen, from, to, edition).ok);
}

/** True when the move is a legal pawn move to the last rank, so a piece must be chosen. */
export function needsPromotion(fen: string, from: string, to: string, edition: Edition = '2023'): boolean {
  const r = checkMove(fen, from, to, undefined, { edition });
  return !r.ok && r.reason === 'promotion-required' && checkMove(fen, from, to, 'q', { edition }).ok;
}

export type TypedMove =
  | { ok: true; from: string; to: string; promotion?: Promotion; promotionMissing: boolean; san: string }
  | { ok: false; reason: 'unreadable' | 'illegal' };

const SAN_SHAPE = /^(?:([KQRBN])([a-h])?([1-8])?x?([a-h][1-8])|([a-h])(?:x([a-h]))?([1-8])(?:=([QRBN]))?|(O-O(?:-O)?))$/;

function normaliseSan(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, '')
    .replace(/0/g, 'O') // 0-0 is a common way to type O-O; squares never contain 0
    .replace(/e\.?p\.?$/i, '')
    .replace(/[+#!?]+$/, '')
    .replace(/^([a-h](?:x[a-h])?[18])=?([qrbnQRBN])$/, (_, base: string, p: string) => `${base}=${p.toUpperCase()}`);
}

const bare = (san: string) => san.replace(/[+#]$/, '');

/**
 * A move typed by the learner in SAN (English letters: Nf3, exd6, O-O, 0-0-0, e8=Q, e8Q, Ng1f3). "e8" for a pawn
 * reaching the last rank is understood, and the board then asks for the piece.
 */
export function readTypedMove(fen: string, text: string, edition: Edition = '2023'): TypedMove {
  const san = normaliseSan(text);
  const m = SAN_SHAPE.exec(san);
  if (!m) return { ok: false, reason: 'unreadable' };
  const turn = turnOf(fen);
  const pieces = piecesOf(fen);
  const rank = turn === 'w' ? '1' : '8';
  let to: string;
  let type: string;
  let fromFile: string | undefined;
  let fromRank: string | undefined;
  let promotion: Promotion | undefined;
  if (m[9]) {
    type = 'k';
    to = `${m[9] === 'O-O' ? 'g' : 'c'}${rank}`;
    fromFile = 'e';
    fromRank = rank;
  } else if (m[1]) {
    type = m[1].toLowerCase();
    fromFile = m[2];
    fromRank = m[3];
    to = m[4]!;
  } else {
    type = 'p';
    fromFile = m[5];
    to = `${m[6] ?? m[5]}${m[7]}`;
    promotion = m[8]?.toLowerCase() as Promotion | undefined;
  }
  const candidates = [...pieces.entries()].filter(
    ([sq, p]) => p.color === turn && p.type === type && (!fromFile || sq[0] === fromFile) && (!fromRank || sq[1] === fromRank),
  );
  const found: TypedMove[] = [];
  for (const [from] of candidates) {
    if (type === 'p' && !m[6] && from[0] !== to[0]) continue; // "e4" is a straight pawn move, "exd5" a capture
    const r = checkMove(fen, from, to, promotion, { edition });
    if (r.ok) found.push({ ok: true, from, to, promotion, promotionMissing: false, san: bare(r.san) });
    else if (!promotion && r.reason === 'promotion-required') {
      const q = checkMove(fen, from, to, 'q', { edition });
      if (q.ok) found.push({ ok: true, from, to, promotionMissing: true, san: bare(q.san).replace(/=Q$/, '') });
    }
  }
  // Ambiguous text ("Nd2" when two knights can go there) is not guessed.
  if (found.length !== 1) return { ok: false, reason: 'illegal' };
  return found[0]!;
}

export { PROMOTIONS };

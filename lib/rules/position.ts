/**
 * Position identity for the repetition rules (Art. 9.2 and, from 2014, the fivefold rule):
 * same player to move, same pieces on the same squares, and the same possible moves of all
 * the pieces of both players — which in practice means the same castling rights and the
 * same en-passant possibility. Only an en-passant capture that is actually legal counts
 * (chess.js hashes the en-passant square whenever an enemy pawn is merely adjacent).
 *
 * 1997 and 2001 say positions are not the same "if the right to castle has been changed
 * temporarily or permanently" (001 l.244; 000 l.977–980), so for those editions the key also
 * records whether each castling is possible at this moment. From 2009 on only the right itself
 * counts ("castling rights are lost only after the king or rook is moved").
 */
import { Board, BLACK, CASTLE_BK, CASTLE_BQ, CASTLE_WK, CASTLE_WQ, KING, ROOK, WHITE, makePiece, type Color } from './movegen';

export type IdentityRule = 'rights' | 'rights-and-temporary';

/** Whether `color` could castle on that side right now, ignoring whose turn it is. */
export function castlingPossibleNow(b: Board, color: Color, kingside: boolean): boolean {
  const bit = color === WHITE ? (kingside ? CASTLE_WK : CASTLE_WQ) : kingside ? CASTLE_BK : CASTLE_BQ;
  if (!(b.castling & bit)) return false;
  const home = color === WHITE ? 0x04 : 0x74;
  if (b.sq[home] !== makePiece(KING, color)) return false;
  const them = (1 - color) as Color;
  const between = kingside ? [home + 1, home + 2] : [home - 1, home - 2, home - 3];
  if (between.some((s) => b.sq[s] !== 0)) return false;
  if (b.sq[kingside ? home + 3 : home - 4] !== makePiece(ROOK, color)) return false;
  const path = kingside ? [home, home + 1, home + 2] : [home, home - 1, home - 2];
  return !path.some((s) => b.isAttacked(s, them));
}

export function positionKey(b: Board, rule: IdentityRule = 'rights'): string {
  const ep = b.legalEpSquare();
  let key = `${b.squaresKey()}${b.turn}${b.castling}:${ep}`;
  if (rule === 'rights-and-temporary' && b.castling) {
    let t = '';
    for (const color of [WHITE, BLACK] as Color[]) {
      t += castlingPossibleNow(b, color, true) ? '1' : '0';
      t += castlingPossibleNow(b, color, false) ? '1' : '0';
    }
    key += ` ${t}`;
  }
  return key;
}

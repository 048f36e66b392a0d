// Reading a FEN without the engine: what stands on a square and whose turn it is. Enough for a board to draw,
// name squares and pieces, and say whose move it is before the rules engine is loaded.

export type PieceColor = 'w' | 'b';
export type PieceType = 'k' | 'q' | 'r' | 'b' | 'n' | 'p';
export interface PieceOn {
  color: PieceColor;
  type: PieceType;
}

export const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const FILES = 'abcdefgh';

export function isSquare(value: unknown): value is string {
  return typeof value === 'string' && /^[a-h][1-8]$/.test(value);
}

export const ALL_SQUARES: readonly string[] = [...'87654321'].flatMap((r) => [...FILES].map((f) => `${f}${r}`));

/** Every piece of a FEN's placement, by square ("e1" → white king). Malformed rows are read as far as they go. */
export function piecesOf(fen: string): Map<string, PieceOn> {
  const map = new Map<string, PieceOn>();
  const rows = (fen.split(' ')[0] ?? '').split('/');
  rows.slice(0, 8).forEach((row, i) => {
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) file += Number(ch);
      else if (/[kqrbnp]/i.test(ch) && file < 8) {
        map.set(`${FILES[file]}${8 - i}`, { color: ch === ch.toUpperCase() ? 'w' : 'b', type: ch.toLowerCase() as PieceType });
        file += 1;
      }
    }
  });
  return map;
}

export function turnOf(fen: string): PieceColor {
  return fen.split(' ')[1] === 'b' ? 'b' : 'w';
}

/** The FEN's first fields, without the move counters: two FENs of the same position compare equal. */
export function placementKey(fen: string): string {
  return fen.split(' ').slice(0, 4).join(' ');
}

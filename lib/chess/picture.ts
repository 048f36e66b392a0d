// Moves played on a FEN's placement without the engine, for a picture only: a shared link's position drawn while the
// rules engine is still loading. Nothing here judges a move (the engine does, when it comes, and may refuse the link);
// a move that cannot even be read as one (no piece of the side to move on its square) gives up.
import { piecesOf, turnOf, type PieceOn, type PieceType } from './fen';

const FILES = 'abcdefgh';

export interface PictureMove {
  from: string;
  to: string;
  promotion?: 'q' | 'r' | 'b' | 'n';
}

/** A FEN's placement field from pieces by square. */
export function placementOf(pieces: ReadonlyMap<string, PieceOn>): string {
  const rows: string[] = [];
  for (let rank = 8; rank >= 1; rank--) {
    let row = '';
    let empty = 0;
    for (const file of FILES) {
      const p = pieces.get(`${file}${rank}`);
      if (!p) {
        empty += 1;
        continue;
      }
      if (empty) row += String(empty);
      empty = 0;
      row += p.color === 'w' ? p.type.toUpperCase() : p.type;
    }
    rows.push(empty ? `${row}${empty}` : row);
  }
  return rows.join('/');
}

/** Whether a FEN's placement and turn can be drawn: eight rows of eight squares, one king a side, "w" or "b". */
export function drawable(fen: string): boolean {
  const [placement = '', turn = 'w'] = fen.trim().split(/\s+/);
  const rows = placement.split('/');
  if (rows.length !== 8 || (turn !== 'w' && turn !== 'b')) return false;
  if (!rows.every((r) => /^[1-8kqrbnpKQRBNP]+$/.test(r) && [...r].reduce((n, c) => n + (/\d/.test(c) ? Number(c) : 1), 0) === 8)) return false;
  return (placement.match(/k/g) ?? []).length === 1 && (placement.match(/K/g) ?? []).length === 1;
}

/**
 * Whether a piece could go from `from` to `to` by how it moves, the squares between free, not onto a man of its own
 * colour (castling: the king two squares along its first rank). Whether the move leaves the king in check, or the
 * king may castle, is the engine's to say: a picture only avoids drawing what no move could do.
 */
function couldMove(pieces: ReadonlyMap<string, PieceOn>, piece: PieceOn, from: string, to: string): boolean {
  const x = (s: string) => FILES.indexOf(s[0]!);
  const y = (s: string) => Number(s[1]);
  const dx = x(to) - x(from);
  const dy = y(to) - y(from);
  const target = pieces.get(to);
  if ((!dx && !dy) || target?.color === piece.color) return false;
  const clear = () => {
    const sx = Math.sign(dx);
    const sy = Math.sign(dy);
    for (let i = 1; i < Math.max(Math.abs(dx), Math.abs(dy)); i++) if (pieces.has(`${FILES[x(from) + i * sx]}${y(from) + i * sy}`)) return false;
    return true;
  };
  const straight = dx === 0 || dy === 0;
  const diagonal = Math.abs(dx) === Math.abs(dy);
  switch (piece.type) {
    case 'k':
      return (Math.abs(dx) <= 1 && Math.abs(dy) <= 1) || (dy === 0 && Math.abs(dx) === 2 && y(from) === (piece.color === 'w' ? 1 : 8) && from[0] === 'e' && clear());
    case 'n':
      return Math.abs(dx * dy) === 2;
    case 'r':
      return straight && clear();
    case 'b':
      return diagonal && clear();
    case 'q':
      return (straight || diagonal) && clear();
    case 'p': {
      const up = piece.color === 'w' ? 1 : -1;
      if (dx === 0) return !target && (dy === up || (dy === 2 * up && y(from) === (up === 1 ? 2 : 7) && clear()));
      return Math.abs(dx) === 1 && dy === up;
    }
  }
}

/**
 * The placement and turn after `moves` from `fen`, as a FEN for drawing ("… w - - 0 1"), or null when a move has no
 * piece of the side to move on its square or no piece could move so (see couldMove). Castling moves the rook too, en passant takes the pawn passed, a pawn
 * becomes the piece named.
 */
export function playForPicture(fen: string, moves: readonly PictureMove[]): string | null {
  if (!drawable(fen)) return null;
  const pieces = piecesOf(fen);
  let turn = turnOf(fen);
  for (const m of moves) {
    const piece = pieces.get(m.from);
    if (!piece || piece.color !== turn || !couldMove(pieces, piece, m.from, m.to)) return null;
    // a pawn reaching the last rank must become a piece, and only a pawn there may
    if ((piece.type === 'p' && /[18]$/.test(m.to)) !== !!m.promotion) return null;
    const df = FILES.indexOf(m.to[0]!) - FILES.indexOf(m.from[0]!);
    if (piece.type === 'k' && Math.abs(df) === 2) {
      const rank = m.from[1]!;
      const [rookFrom, rookTo] = df > 0 ? [`h${rank}`, `f${rank}`] : [`a${rank}`, `d${rank}`];
      const rook = pieces.get(rookFrom);
      if (rook) {
        pieces.delete(rookFrom);
        pieces.set(rookTo, rook);
      }
    }
    if (piece.type === 'p' && df !== 0 && !pieces.has(m.to)) pieces.delete(`${m.to[0]}${m.from[1]}`);
    pieces.delete(m.from);
    const type: PieceType = m.promotion ?? piece.type;
    pieces.set(m.to, { color: piece.color, type });
    turn = turn === 'w' ? 'b' : 'w';
  }
  return `${placementOf(pieces)} ${turn} - - 0 1`;
}

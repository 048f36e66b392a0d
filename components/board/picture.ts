// A static picture's geometry and name, shared by the prerendered picture (StaticPicture) and the step that draws a
// shared link's position on it before the board's code has come (drawLinkPicture). No React, no translation code.
import type { PieceColor, PieceOn, PieceType } from '@/lib/chess/fen';
import type { Orientation } from '@/lib/chess/squares';

const FILES = 'abcdefgh';

/** Where a square is drawn, in eighths of the board from its top left corner. */
export function place(square: string, orientation: Orientation): { col: number; row: number } {
  const file = FILES.indexOf(square[0]!);
  const rank = Number(square[1]);
  return orientation === 'white' ? { col: file, row: 8 - rank } : { col: 7 - file, row: rank - 1 };
}

/** The drawing of a piece (the live board's own). */
export const pieceImage = (p: PieceOn) => `/pieces/${p.color}${p.type.toUpperCase()}.svg`;

/** The words a picture's name is made of, in the page's language. */
export interface PictureWords {
  /** the board's name ("Chessboard: Free play") */
  label: string;
  /** a piece on a square, with {{square}} and {{piece}} in it ("{{square}}, {{piece}}") */
  square: string;
  /** each piece by colour and kind ("wk": "white king") */
  pieces: Record<`${PieceColor}${PieceType}`, string>;
  /** whose move it is ("White to move"), said beside the board */
  turn: Record<PieceColor, string>;
}

/** "Chessboard: …. e1, white king; …" — a picture's name: the board and every piece on it (and its stars). */
export function pictureName(words: PictureWords, position: ReadonlyMap<string, PieceOn>, stars?: { squares: string[]; label: string }): string {
  const pieces = [...position].map(([square, p]) => words.square.replace('{{square}}', square).replace('{{piece}}', words.pieces[`${p.color}${p.type}`]));
  const starred = (stars?.squares ?? []).map((square) => `${square}, ${stars!.label}`);
  return `${words.label}. ${[...pieces, ...starred].join('; ')}`;
}

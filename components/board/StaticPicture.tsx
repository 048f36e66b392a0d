import type { Ref } from 'react';
import { piecesOf } from '@/lib/chess/fen';
import type { Orientation } from '@/lib/chess/squares';
import marksStyles from './BoardMarks.module.css';
import { pieceImage, place, type PictureWords } from './picture';

/**
 * A board's position as a light picture: the squares are the button's background and each piece one image (the
 * same drawings as the live board's), so a lesson with many boards stays small until a board is used. It fills the
 * live board's place exactly; it is a button named by the position, so the keyboard reaches it, and focusing or
 * pressing it brings the board to life (see LazyBoard). Printed, it is the board's diagram.
 */
export function StaticPicture({
  fen,
  orientation,
  name,
  describedBy,
  arrow,
  marks,
  buttonRef,
  words,
  still = false,
}: {
  fen: string;
  orientation: Orientation;
  /** the position in words */
  name: string;
  describedBy?: string;
  arrow?: { from: string; to: string };
  /** squares with a star (first steps) */
  marks?: string[];
  buttonRef?: Ref<HTMLButtonElement>;
  /** the words of its name, for a picture drawn again in the browser before the board's code comes (the free board) */
  words?: PictureWords;
  /** a picture only, not a button (a printed worksheet's diagram: there is no board to bring to life) */
  still?: boolean;
}) {
  const pieces = [...piecesOf(fen)];
  const a = arrow && [place(arrow.from, orientation), place(arrow.to, orientation)];
  const drawn = (
    <>
      {pieces.map(([square, p]) => {
        const { col, row } = place(square, orientation);
        // next/image would add a wrapper and a loader per piece: the twelve drawings are tiny, cached SVG files.
        // eslint-disable-next-line @next/next/no-img-element
        return <img key={square} draggable={false} src={pieceImage(p)} alt="" style={{ left: `${col * 12.5}%`, top: `${row * 12.5}%` }} />;
      })}
      {marks?.map((square) => {
        const { col, row } = place(square, orientation);
        return (
          <span key={`star-${square}`} className={marksStyles.pictureStar} style={{ left: `${col * 12.5}%`, top: `${row * 12.5}%` }} aria-hidden="true">
            ★
          </span>
        );
      })}
      {a && (
        <svg viewBox="0 0 8 8" aria-hidden="true">
          <line x1={a[0]!.col + 0.5} y1={a[0]!.row + 0.5} x2={a[1]!.col + 0.5} y2={a[1]!.row + 0.5} />
        </svg>
      )}
    </>
  );
  return still ? (
    <div role="img" className="board-static" data-orientation={orientation} aria-label={name}>
      {drawn}
    </div>
  ) : (
    <button ref={buttonRef} type="button" className="board-static" data-orientation={orientation} aria-label={name} aria-describedby={describedBy} data-words={words && JSON.stringify(words)}>
      {drawn}
    </button>
  );
}

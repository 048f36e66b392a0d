// A board question's position as a picture: the squares are the background, each piece one image (the drawings
// of the live board). No board code: the exam page and the printed paper stay light. Named in words for a screen
// reader; printed as the question's diagram, and as a lesson board's diagram (components/lessons/PrintBoards).
import { piecesOf } from '@/lib/chess/fen';
import type { Orientation } from '@/lib/chess/squares';

const FILES = 'abcdefgh';

/** `orientation`: the side seen at the bottom (White's unless a lesson board is seen from Black's). */
export function Diagram({ fen, label, orientation = 'white' }: { fen: string; label: string; orientation?: Orientation }) {
  const white = orientation === 'white';
  const files = white ? [...FILES] : [...FILES].reverse();
  const ranks = white ? [8, 7, 6, 5, 4, 3, 2, 1] : [1, 2, 3, 4, 5, 6, 7, 8];
  return (
    <div className="exam-diagram" role="img" aria-label={label}>
      {[...piecesOf(fen)].map(([square, p]) => {
        const col = files.indexOf(square[0]!);
        const row = ranks.indexOf(Number(square[1]));
        // eslint-disable-next-line @next/next/no-img-element
        return <img key={square} src={`/pieces/${p.color}${p.type.toUpperCase()}.svg`} alt="" style={{ left: `${col * 12.5}%`, top: `${row * 12.5}%` }} />;
      })}
      {/* the coordinates, as on a printed diagram */}
      {files.map((f, i) => (
        <span key={f} className="exam-diagram-file" style={{ left: `${i * 12.5}%` }}>
          {f}
        </span>
      ))}
      {ranks.map((r, i) => (
        <span key={r} className="exam-diagram-rank" style={{ top: `${i * 12.5}%` }}>
          {r}
        </span>
      ))}
    </div>
  );
}

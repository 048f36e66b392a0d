// A board question's position as a picture: the squares are the background, each piece one image (the drawings
// of the live board). No board code: the exam page and the printed paper stay light. Named in words for a screen
// reader; printed as the question's diagram.
import { piecesOf } from '@/lib/chess/fen';

const FILES = 'abcdefgh';

export function Diagram({ fen, label }: { fen: string; label: string }) {
  return (
    <div className="exam-diagram" role="img" aria-label={label}>
      {[...piecesOf(fen)].map(([square, p]) => {
        const col = FILES.indexOf(square[0]!);
        const row = 8 - Number(square[1]);
        // eslint-disable-next-line @next/next/no-img-element
        return <img key={square} src={`/pieces/${p.color}${p.type.toUpperCase()}.svg`} alt="" style={{ left: `${col * 12.5}%`, top: `${row * 12.5}%` }} />;
      })}
      {/* the coordinates, as on a printed diagram: the board is always seen from White's side */}
      {[...FILES].map((f, i) => (
        <span key={f} className="exam-diagram-file" style={{ left: `${i * 12.5}%` }}>
          {f}
        </span>
      ))}
      {[8, 7, 6, 5, 4, 3, 2, 1].map((r, i) => (
        <span key={r} className="exam-diagram-rank" style={{ top: `${i * 12.5}%` }}>
          {r}
        </span>
      ))}
    </div>
  );
}

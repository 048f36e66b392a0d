'use client';

// A lesson board on paper: its caption, the diagram of the position it starts from and the notes under it (whose
// move, the moves played, the task, the rulings to choose from), all written by the server in the reader's
// language (components/lessons/PrintBoards.tsx). A client component on purpose: a server component's markup is
// written into the page twice (its HTML and React's payload), these props once.
import type { Orientation } from '@/lib/chess/squares';
import { Diagram } from '@/components/exam/Diagram';

export interface PrintSheetProps {
  title: string;
  fen: string;
  orientation?: Orientation;
  notes: string[];
  hints?: string;
  /** an arbiter case's rulings, lettered A, B, C */
  rulings?: { question: string; choices: string[] };
}

export function PrintSheet({ title, fen, orientation = 'white', notes, hints, rulings }: PrintSheetProps) {
  return (
    <div className="print-board">
      <p className="print-board-title">{title}</p>
      <Diagram fen={fen} label={title} orientation={orientation} />
      <div className="print-board-notes">
        {notes.map((n) => (
          <p key={n}>{n}</p>
        ))}
        {rulings && (
          <>
            <p>{rulings.question}</p>
            <ol type="A" className="print-board-choices">
              {rulings.choices.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ol>
          </>
        )}
        {hints && <p className="print-board-hints">{hints}</p>}
      </div>
    </div>
  );
}

'use client';

import { useT } from '@/components/site/I18nProvider';

// The moves played so far, numbered as on a scoresheet ("1. e4 e5 2. Nf3").
export function MoveList({ startFen, sans }: { startFen: string; sans: string[] }) {
  const t = useT('board');
  const fields = startFen.split(' ');
  const blackFirst = fields[1] === 'b';
  const firstNumber = Number(fields[5]) || 1;
  const rows: { n: number; white?: string; black?: string }[] = [];
  sans.forEach((san, i) => {
    const ply = i + (blackFirst ? 1 : 0);
    const n = firstNumber + Math.floor(ply / 2);
    if (ply % 2 === 0) rows.push({ n, white: san });
    else if (rows.at(-1)?.n === n) rows.at(-1)!.black = san;
    else rows.push({ n, white: '…', black: san });
  });
  return (
    <div className="move-list">
      <p className="move-list-title">{t('history')}</p>
      {rows.length === 0 ? (
        <p className="move-list-empty">{t('noMoves')}</p>
      ) : (
        <ol className="move-list-moves">
          {rows.map((r) => (
            <li key={r.n} value={r.n}>
              <span>{r.white}</span> {r.black && <span>{r.black}</span>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

'use client';

import { useLocale } from '@/components/site/I18nProvider';
import { useT } from '@/components/site/useT';
import { writeSan } from '@/lib/chess/notation';

// The moves played so far, numbered as on a scoresheet ("1. e4 e5 2. Cf3"), in the reader's letters.
export function MoveList({ startFen, sans }: { startFen: string; sans: string[] }) {
  const t = useT('board');
  const locale = useLocale();
  const fields = startFen.split(' ');
  const blackFirst = fields[1] === 'b';
  const firstNumber = Number(fields[5]) || 1;
  const rows: { n: number; white?: string; black?: string }[] = [];
  sans.forEach((san, i) => {
    const ply = i + (blackFirst ? 1 : 0);
    const n = firstNumber + Math.floor(ply / 2);
    const written = writeSan(san, locale);
    if (ply % 2 === 0) rows.push({ n, white: written });
    else if (rows.at(-1)?.n === n) rows.at(-1)!.black = written;
    else rows.push({ n, white: '…', black: written });
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

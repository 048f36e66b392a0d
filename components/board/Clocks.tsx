import type { TFunction } from 'i18next';
import type { Clock } from '@/lib/rules';
import type { PieceColor } from '@/lib/chess/fen';
import { formatTime } from './announce';

const colorName = (c: PieceColor) => (c === 'w' ? 'white' : 'black');

/** The two chess clocks: the side to move's is marked, and marked running while it runs. */
export function Clocks({ t, clock, turn, running }: { t: TFunction; clock: Clock; turn: PieceColor; running: boolean }) {
  return (
    <div className="clocks" role="group" aria-label={t('clock.label')}>
      {(['white', 'black'] as const).map((c) => (
        <p key={c} className={['clock', colorName(turn) === c && 'clock-active', running && colorName(turn) === c && 'clock-running'].filter(Boolean).join(' ')} data-testid={`clock-${c}`}>
          <span className="clock-name">{t(`clock.${c}`)}</span>{' '}
          <span role="timer" className="clock-time">
            {formatTime(clock[c])}
          </span>
        </p>
      ))}
    </div>
  );
}

import type { TFunction } from 'i18next';
import type { HandMode } from '@/lib/board/model';

/** What the hand does on a touch-move board (touch, j'adoube, move), and the pieces touched since the last move. */
export function HandModes({ t, name, mode, touched, disabled, onChoose }: { t: TFunction; name: string; mode: HandMode; touched: string[]; disabled: boolean; onChoose: (m: HandMode) => void }) {
  return (
    <fieldset className="hand-modes" disabled={disabled}>
      <legend>{t('hand.legend')}</legend>
      {(['touch', 'adjust', 'move'] as const).map((m) => (
        <label key={m}>
          <input type="radio" name={name} value={m} checked={mode === m} onChange={() => onChoose(m)} /> {t(`hand.${m}`)}
        </label>
      ))}
      <p className="hand-touched">{touched.length ? t('hand.touched', { list: touched.join(', ') }) : t('hand.none')}</p>
    </fieldset>
  );
}

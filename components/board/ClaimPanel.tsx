import { useId } from 'react';
import type { TFunction } from 'i18next';
import type { BoardClaim } from '@/lib/board/model';

/** The scoresheet field for the move about to be played, and the claim buttons. */
export function ClaimPanel({ t, written, disabled, onWrite, onClaim }: { t: TFunction; written: string; disabled: boolean; onWrite: (text: string) => void; onClaim: (c: BoardClaim) => void }) {
  const id = useId();
  return (
    <div className="claim-panel" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="move-list-title">
        {t('claim.title')}
      </p>
      <label htmlFor={id}>{t('claim.write')}</label>
      <input
        id={id}
        className="claim-written"
        value={written}
        onChange={(e) => onWrite(e.target.value)}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        disabled={disabled}
      />
      <p id={`${id}-hint`} className="move-input-hint">
        {t('claim.writeHint')}
      </p>
      <div className="live-board-controls">
        <button type="button" className="button" onClick={() => onClaim('threefold')} disabled={disabled}>
          {t('claim.threefold')}
        </button>
        <button type="button" className="button" onClick={() => onClaim('fifty-moves')} disabled={disabled}>
          {t('claim.fifty')}
        </button>
      </div>
    </div>
  );
}

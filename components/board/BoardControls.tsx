import type { TFunction } from 'i18next';
import type { BoardAction } from '@/lib/board/model';

export interface ControlsProps {
  t: TFunction;
  /** an exercise: Try again and Hint; a free board: Undo and Reset */
  exercise: boolean;
  started: boolean;
  canHint: boolean;
  canUndo: boolean;
  canReset: boolean;
  /** the clocks' button, when the board has clocks: shown once the game is on */
  clock: { running: boolean; disabled: boolean } | null;
  act: (a: BoardAction) => void;
  onRetry: () => void;
  /** turning the board round needs no engine */
  onFlip: () => void;
}

/** The buttons under a board. Try again and Reset take the keyboard after the end of a game (useFocusRescue). */
export function BoardControls({ t, exercise, started, canHint, canUndo, canReset, clock, act, onRetry, onFlip }: ControlsProps) {
  return (
    <div className="live-board-controls">
      {exercise ? (
        <>
          {started && (
            <button type="button" className="button" onClick={onRetry} data-focus-after-end>
              {t('scenario.retry')}
            </button>
          )}
          {started && (
            <button type="button" className="button" onClick={() => act({ type: 'hint' })} disabled={!canHint}>
              {t('scenario.hint')}
            </button>
          )}
        </>
      ) : (
        <>
          <button type="button" className="button" onClick={() => act({ type: 'takeBack' })} disabled={!canUndo}>
            {t('controls.undo')}
          </button>
          <button type="button" className="button" onClick={() => act({ type: 'restart' })} disabled={!canReset} data-focus-after-end>
            {t('controls.reset')}
          </button>
        </>
      )}
      <button type="button" className="button" onClick={onFlip}>
        {t('controls.flip')}
      </button>
      {clock && started && (
        <button type="button" className="button" disabled={clock.disabled} onClick={() => act({ type: 'pressClock' })}>
          {t(clock.running ? 'clock.pause' : 'clock.resume')}
        </button>
      )}
    </div>
  );
}

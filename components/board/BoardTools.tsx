'use client';

// The coach's tools on a board: projector mode (a large board and large type, high contrast, for a class; Escape
// leaves it) and Share (the title and a link that opens exactly this board, copied for the clipboard, with a text
// field to copy by hand when the browser refuses).
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale } from '@/components/site/I18nProvider';
import { useT } from '@/components/site/useT';

export interface Projector {
  on: boolean;
  set: (on: boolean) => void;
  /** for the board's figure: Escape leaves projector mode (when nothing on the board used it) */
  onKeyDown: (e: KeyboardEvent) => void;
  className: string;
}

/** Projector mode of one board; `initial` comes from a link, `onChange` keeps a link up to date. */
export function useProjector(initial = false, onChange?: (on: boolean) => void): Projector {
  const [on, setOn] = useState(initial);
  const set = useCallback(
    (next: boolean) => {
      setOn(next);
      onChange?.(next);
    },
    [onChange],
  );
  // The page behind does not scroll under the board.
  useEffect(() => {
    if (!on) return;
    document.documentElement.classList.add('projector-open');
    return () => document.documentElement.classList.remove('projector-open');
  }, [on]);
  const onKeyDown = useCallback(
    (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !on || e.defaultPrevented) return;
      e.preventDefault();
      set(false);
      // the keyboard stays on the board's tools, where the mode is turned on again
      const figure = e.currentTarget as HTMLElement;
      requestAnimationFrame(() => figure.querySelector<HTMLElement>('[data-projector-toggle]')?.focus());
    },
    [on, set],
  );
  return { on, set, onKeyDown, className: on ? 'projector' : '' };
}

/** What a board that has these tools is given: projector mode at first (from a link), told when it changes, and
 * `shareable: false` for no Share button (the free board has its own share link). */
export interface CoachProps {
  projector?: boolean;
  onProjector?: (on: boolean) => void;
  shareable?: boolean;
}

export type ShareKind = 'exercise' | 'case' | 'board';

/** What a board shares: its title, what it is, and its free-board query ("?edition=…&scenario=…"). */
export interface ShareSpec {
  kind: ShareKind;
  title: string;
  query: string;
}

export function BoardTools({ projector, share }: { projector: Projector; share?: ShareSpec }) {
  const t = useT('coach');
  const locale = useLocale();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [status, setStatus] = useState<{ text: string; failed: boolean; copy?: string }>({ text: '', failed: false });

  const toggle = () => {
    const next = !projector.on;
    projector.set(next);
    setStatus({ text: t(next ? 'projector.on' : 'projector.off'), failed: false });
  };

  const copy = async () => {
    if (!share) return;
    const url = `${window.location.origin}/${locale}/board/${share.query}`;
    const text = `${t(`share.${share.kind}`, { title: share.title })}\n${url}`;
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setStatus({ text: t('share.copied'), failed: false });
    } catch {
      setStatus({ text: t('share.failed'), failed: true, copy: text });
      requestAnimationFrame(() => {
        field.current?.focus();
        field.current?.select();
      });
    }
  };

  return (
    <div className="board-tools">
      <div className="board-tools-buttons">
        <button type="button" className="button" aria-pressed={projector.on} onClick={toggle} data-projector-toggle>
          {t('projector.enter')}
        </button>
        {share && (
          <button type="button" className="button" onClick={() => void copy()} data-testid="share-board">
            {t('share.button')}
          </button>
        )}
      </div>
      <p role="status" aria-live="polite" className={status.failed ? 'board-tools-status refused' : 'board-tools-status'} data-testid="board-tools-status">
        {status.text}
      </p>
      {status.copy && (
        <p className="board-tools-copy">
          <label htmlFor={id}>{t('share.field')}</label>
          <textarea id={id} ref={field} readOnly rows={2} value={status.copy} onFocus={(e) => e.currentTarget.select()} data-testid="share-text" />
        </p>
      )}
    </div>
  );
}

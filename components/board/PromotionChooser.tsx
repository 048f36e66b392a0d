'use client';

import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { PieceColor as Color } from '@/lib/chess/fen';
import { defaultPieces } from 'react-chessboard';
import { useT } from '@/components/site/useT';
import type { Promotion } from '@/lib/board/moves';
import styles from './PromotionChooser.module.css';

const CHOICES: Promotion[] = ['q', 'r', 'b', 'n'];
const CONTROL = 'button, input, select, textarea, a[href], [tabindex="0"]';

// The pieces a pawn may become (Article 3.7), as a modal <dialog> (showModal): the rest of the page is inert for
// the pointer, the keyboard and screen readers; focus starts on the queen and Tab and Shift+Tab cycle through the
// choices and Cancel; Escape or a click on the backdrop cancels the move (the model's cancelPromotion), and on
// closing the keyboard goes back to where it was when the chooser opened (a square of the board, the typed-move
// field), or else to `fallbackFocus`.
export function PromotionChooser({
  color,
  square,
  onChoose,
  fallbackFocus,
}: {
  color: Color;
  square: string;
  onChoose: (p: Promotion | null) => void;
  fallbackFocus?: () => void;
}) {
  const t = useT('board');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const fallback = useRef(fallbackFocus);
  useEffect(() => {
    fallback.current = fallbackFocus;
  });

  // A layout effect, so that the dialog is modal before the browser paints, and closed (and focus given back)
  // before React takes it out of the page.
  useLayoutEffect(() => {
    const root = dialog.current;
    if (!root) return;
    // Only a control counts: after a click on the board, focus sits on <main> (tabindex -1), not a place to go back to.
    const active = document.activeElement;
    const before = active instanceof HTMLElement && active.matches(CONTROL) && !root.contains(active) ? active : null;
    if (!root.open) root.showModal();
    root.querySelector<HTMLButtonElement>('button')?.focus();
    return () => {
      if (root.open) root.close();
      if (before && before.isConnected && !before.matches(':disabled')) before.focus();
      else fallback.current?.();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onChoose(null);
      return;
    }
    // A modal dialog lets Tab leave for the browser's own controls: it cycles inside instead.
    if (e.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>('button:not(:disabled)')];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid="promotion-chooser"
      onKeyDown={onKeyDown}
      // The browser's own cancel (Escape where no keydown reached us, a phone's back gesture) cancels the move too.
      onCancel={(e) => {
        e.preventDefault();
        onChoose(null);
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onChoose(null);
      }}
    >
      <div className={styles.body}>
        <p id={titleId} className="promotion-title">
          {t('promotion.title', { square })}
        </p>
        <div className="promotion-choices">
          {CHOICES.map((p) => {
            const Piece = defaultPieces[`${color}${p.toUpperCase()}`]!;
            return (
              <button key={p} type="button" className="promotion-choice" data-promotion={p} onClick={() => onChoose(p)}>
                <span className="promotion-piece" aria-hidden="true">
                  <Piece />
                </span>
                <span>{t(`glossary:piece.${p}`)}</span>
              </button>
            );
          })}
        </div>
        <button type="button" className="button promotion-cancel" onClick={() => onChoose(null)}>
          {t('promotion.cancel')}
        </button>
      </div>
    </dialog>
  );
}

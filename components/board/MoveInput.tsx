'use client';

import { useId, useState } from 'react';
import { useT } from '@/components/site/useT';

// Keyboard-only move entry in algebraic notation; the board decides whether the move is legal.
export function MoveInput({ onPlay }: { onPlay: (text: string) => boolean }) {
  const t = useT('board');
  const [text, setText] = useState('');
  const inputId = useId();
  const hintId = useId();
  return (
    <form
      className="move-input"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim() && onPlay(text)) setText('');
      }}
    >
      <label htmlFor={inputId}>{t('moveInput.label')}</label>
      <div className="move-input-row">
        <input
          id={inputId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={hintId}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          inputMode="text"
        />
        <button type="submit" className="button button-primary">
          {t('moveInput.submit')}
        </button>
      </div>
      <p id={hintId} className="move-input-hint">
        {t('moveInput.hint')}
      </p>
    </form>
  );
}

'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/** The live region every board speaks through; an identical message is repeated by a changing invisible suffix. */
export function Announcer({ message }: { message: { text: string; refused: boolean; n: number } }) {
  const ref = useRef<HTMLParagraphElement>(null);
  // The result of an action on the board is seen with the board: when the board is on screen and the message is
  // not (a phone, the board at the bottom of the screen), the page scrolls just enough to show the message.
  useEffect(() => {
    const el = ref.current;
    if (!el || !message.text) return;
    const board = el.closest('.live-board')?.querySelector('.live-board-board');
    if (!board) return;
    const b = board.getBoundingClientRect();
    const m = el.getBoundingClientRect();
    const height = window.innerHeight;
    if (b.bottom > 0 && b.top < height && (m.top < 0 || m.bottom > height)) el.scrollIntoView({ block: 'nearest' });
  }, [message]);
  return (
    <p
      ref={ref}
      className={['live-board-message', message.refused && 'refused', !message.text && 'quiet'].filter(Boolean).join(' ')}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="announcer"
    >
      {message.text}
      <span hidden>{message.n % 2 ? '\u200b' : ''}</span>
    </p>
  );
}

export function useAnnouncer() {
  const [message, setMessage] = useState<{ text: string; refused: boolean; n: number }>({ text: '', refused: false, n: 0 });
  const say = useCallback((text: string, refused = false) => setMessage((m) => ({ text, refused, n: m.n + 1 })), []);
  return { message, say };
}

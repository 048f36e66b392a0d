'use client';

import { useEffect, type RefObject } from 'react';

// Touch on react-chessboard, as Chrome sees it:
// - a piece dragged with a finger: unless its touchmoves are cancelled, Chrome treats the gesture as a possible
//   scroll and sends the final touchend as not cancelable; the board's square then calls preventDefault() on it and
//   Chrome logs "Ignored attempt to cancel a touchend event with cancelable=false". Cancelling the touchmoves of a
//   piece (which cannot scroll the page anyway: pieces have touch-action: none) keeps the touchend cancelable.
// - a swipe that starts on an empty square scrolls the page; its touchend is not cancelable, and the square would
//   take it for a tap (the finger ends over the same square of the scrolled board): a scroll is not a tap, so that
//   touchend does not reach the board.
export function useTouchGuards(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onPiece = (e: TouchEvent) => e.target instanceof Element && e.target.closest('[data-piece]') !== null;
    let fromPiece = false;
    const onStart = (e: TouchEvent) => {
      fromPiece = onPiece(e);
    };
    const onMove = (e: TouchEvent) => {
      if (e.cancelable && onPiece(e)) e.preventDefault();
    };
    // Never for a touch that began on a piece: that is a drag, and its end must reach the drag-and-drop library.
    const onEnd = (e: TouchEvent) => {
      if (!e.cancelable && !fromPiece) e.stopPropagation();
    };
    root.addEventListener('touchstart', onStart, { capture: true, passive: true });
    root.addEventListener('touchmove', onMove, { passive: false });
    root.addEventListener('touchend', onEnd, { capture: true });
    return () => {
      root.removeEventListener('touchstart', onStart, { capture: true });
      root.removeEventListener('touchmove', onMove);
      root.removeEventListener('touchend', onEnd, { capture: true });
    };
  }, [ref]);
}

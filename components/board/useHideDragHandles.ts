'use client';

import { useEffect, type RefObject } from 'react';

// react-chessboard makes every piece a focusable drag handle (role="button", tabindex="0") with English
// instructions. Keyboard users move with the board's own square buttons instead, so the handles are taken out
// of the tab order and hidden from assistive technology; dragging with a pointer is unaffected.
export function useHideDragHandles(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const hide = () => {
      root.querySelectorAll<HTMLElement>('[aria-roledescription="draggable"]').forEach((el) => {
        if (el.getAttribute('tabindex') !== '-1') el.setAttribute('tabindex', '-1');
        if (el.getAttribute('aria-hidden') !== 'true') el.setAttribute('aria-hidden', 'true');
        if (el.hasAttribute('aria-describedby')) el.removeAttribute('aria-describedby');
      });
    };
    hide();
    const observer = new MutationObserver(hide);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['tabindex', 'aria-hidden', 'aria-describedby'] });
    return () => observer.disconnect();
  }, [ref]);
}

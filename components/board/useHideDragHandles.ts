'use client';

import { useEffect, type RefObject } from 'react';

// react-chessboard makes every piece a focusable drag handle (role="button", tabindex="0") with English
// instructions. Keyboard users move with the board's own square buttons instead, so the handles are taken out
// of the tab order and hidden from assistive technology; dragging with a pointer is unaffected. Its drag library
// (dnd-kit, bundled without a way to pass translations) also puts an English live region and instructions at the end
// of the page ("Picked up draggable item e2…"): the board's own announcer says what happened in the reader's
// language, so those are silenced.
// (rendered beside the board once it has mounted: the live region "DndLiveRegion-N", the instructions "dnd-…")
const DND_TEXTS = '[id^="DndLiveRegion-"], [id^="dnd-"]';

function silenceDndTexts(scope: ParentNode) {
  scope.querySelectorAll<HTMLElement>(DND_TEXTS).forEach((el) => {
    if (el.getAttribute('aria-hidden') !== 'true') el.setAttribute('aria-hidden', 'true');
    if (el.hasAttribute('aria-live')) el.setAttribute('aria-live', 'off');
    if (el.hasAttribute('role')) el.removeAttribute('role');
  });
}

export function useHideDragHandles(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    // the board's outer element holds them (the setup board's palette has none of its own: the page)
    const scope = root.closest<HTMLElement>('[data-board]') ?? document.body;
    const silence = () => silenceDndTexts(scope);
    silence();
    const texts = new MutationObserver(silence);
    texts.observe(scope, { childList: true, subtree: true });
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
    return () => {
      observer.disconnect();
      texts.disconnect();
    };
  }, [ref]);
}

'use client';

import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

// A button that disables itself (a correct claim, the last hint, taking back the last move, the clock button when a
// flag falls) or disappears would drop the keyboard on <body>. When that happens inside `ref`, focus goes to
// `target()`: the board's next sensible control.
export function useFocusRescue(ref: RefObject<HTMLElement | null>, target: () => HTMLElement | null) {
  const targetRef = useRef(target);
  // Updated during the commit, before the observer below runs, so `target` sees the state that disabled the button.
  useLayoutEffect(() => {
    targetRef.current = target;
  });
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    let last: HTMLElement | null = null;
    const onFocusIn = (e: FocusEvent) => {
      last = e.target instanceof HTMLElement ? e.target : null;
    };
    const check = () => {
      const lost = last;
      if (!lost) return;
      // Only when the keyboard has nowhere else to be (focus moved elsewhere on the page is left alone).
      const active = document.activeElement;
      const dropped = !active || active === document.body || active === lost;
      if (!dropped || (lost.isConnected && !lost.matches(':disabled'))) return;
      last = null;
      const next = targetRef.current();
      if (next && next !== lost && root.contains(next)) next.focus();
    };
    root.addEventListener('focusin', onFocusIn);
    const observer = new MutationObserver(check);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
    return () => {
      root.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, [ref]);
}

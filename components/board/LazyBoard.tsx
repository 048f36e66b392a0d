'use client';

import { lazy, Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import type { BoardSpec } from './boardSpec';

const BoardOfKind = lazy(() => import('./BoardOfKind'));

interface Gate {
  open: boolean;
  promise: Promise<void>;
  resolve: () => void;
}

function gate(): Gate {
  const g = { open: false } as Gate;
  g.promise = new Promise<void>((resolve) => {
    g.resolve = () => {
      g.open = true;
      resolve();
    };
  });
  return g;
}

// How far below (or above) the screen a board starts loading, so that it is live by the time it is reached.
const MARGIN = '400px 0px';

/**
 * One board of a lesson as an island. The server prerenders the board in full but with a light static picture of
 * its position (BoardSurface); in the browser the island keeps that HTML as it is, and loads no board code, until
 * the board nears the screen or the reader reaches it (focus, pointer). Then the board's code loads and React
 * brings the prerendered HTML to life, so nothing moves. A click before that is not lost (see onClick).
 */
export function LazyBoard({ spec }: { spec: BoardSpec }) {
  const ref = useRef<HTMLDivElement>(null);
  const [g] = useState(gate);
  useEffect(() => {
    const el = ref.current;
    if (!el || g.open) return;
    const inside = (e: Event) => e.target instanceof Node && el.contains(e.target);
    const open = (e?: Event) => {
      if (!e || inside(e)) g.resolve();
    };
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), { rootMargin: MARGIN });
    io.observe(el);
    // A click before the board is live is done again once it is: on the square tapped on the picture, or on the
    // control clicked (React drops an event aimed at HTML it has not brought to life yet).
    let replay: (() => void) | null = null;
    const onClick = (e: MouseEvent) => {
      if (!inside(e)) return;
      const square = squareAt(e);
      const control = (e.target as Element).closest<HTMLElement>('button, input, select, label, summary');
      replay = square
        ? () => el.querySelector<HTMLElement>(`.board-key[id$="-key-${square}"]`)?.click()
        : control && (() => control.isConnected && control.click());
    };
    // The window hears these before React, which stops them at the page while the board is not live.
    window.addEventListener('focusin', open, true);
    window.addEventListener('pointerdown', open, true);
    window.addEventListener('click', onClick, true);
    const stop = () => {
      io.disconnect();
      live.disconnect();
      window.removeEventListener('focusin', open, true);
      window.removeEventListener('pointerdown', open, true);
      window.removeEventListener('click', onClick, true);
    };
    const live = new MutationObserver(() => {
      if (!el.querySelector('.board-key')) return;
      stop();
      replay?.();
    });
    live.observe(el, { childList: true, subtree: true });
    return stop;
  }, [g]);
  return (
    <div ref={ref} className="live-board-island">
      <Suspense fallback={null}>
        <Wait gate={g}>
          <BoardOfKind spec={spec} />
        </Wait>
      </Suspense>
    </div>
  );
}

// In the browser, holds the board back (and its prerendered HTML as it is) until the gate opens.
function Wait({ gate: g, children }: { gate: Gate; children: ReactNode }) {
  if (typeof window !== 'undefined' && !g.open) use(g.promise);
  return children;
}

/** The square under a pointer on a static picture (see StaticPicture), or null elsewhere. */
function squareAt(e: MouseEvent): string | null {
  const picture = (e.target as Element | null)?.closest<HTMLElement>('.board-static');
  if (!picture) return null;
  const box = picture.getBoundingClientRect();
  const col = Math.floor(((e.clientX - box.left) / box.width) * 8);
  const row = Math.floor(((e.clientY - box.top) / box.height) * 8);
  if (col < 0 || col > 7 || row < 0 || row > 7) return null;
  const white = picture.dataset.orientation !== 'black';
  return `${'abcdefgh'[white ? col : 7 - col]}${white ? 8 - row : row + 1}`;
}

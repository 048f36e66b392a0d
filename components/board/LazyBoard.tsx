'use client';

import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import type { BoardSpec } from './boardSpec';

const load = () => import('./BoardOfKind');
type Board = ComponentType<{ spec: BoardSpec }>;
// On the server the board is written in place, inside the page's HTML. A lazy component there would suspend (its
// import resolves a moment later), and React would write the board after the page, in a hidden <div>, moved into
// place by an inline script in a later frame: until then (and without scripts, never) the board is out of reach of
// the keyboard, and a reader who tabs to it right after the page arrives lands nowhere. So the server requires the
// board's code at once; the browser bundle never sees that branch (Next replaces `typeof window` when it builds).
const BoardOnServer: Board | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  typeof window === 'undefined' ? (require('./BoardOfKind') as typeof import('./BoardOfKind')).default : null;
// In the browser, after a client-side navigation: the board's code loads, then the board is drawn.
const BoardInBrowser = lazy(load);

// How far below (or above) the screen a board starts loading, so that it is live by the time it is reached.
const MARGIN = '400px 0px';
// The controls of a board outside its squares, in the same order in the prerendered and the live board.
const CONTROLS = 'button, input, select, textarea, summary, a[href]';

/** A control the reader changed before the board was live (its place among the board's controls, and its state). */
interface Carried {
  index: number;
  tag: string;
  value?: string;
  checked?: boolean;
}

/** What the reader did to a board before it was live, to be done again on the live board. */
interface Pending {
  /** the control focused or clicked (its place among the board's controls), or the static picture */
  control: number | 'picture' | null;
  focused: boolean;
  /** a square clicked on the static picture, and the one a drag on it started from */
  square: string | null;
  from: string | null;
  clicked: boolean;
}

/**
 * One board of a lesson as an island. The server prerenders the whole board with a light static picture of its
 * position (BoardSurface). In the browser that HTML is kept as it is, not hydrated, and no board code is loaded,
 * until the board nears the screen or the reader reaches it (focus, pointer); then the board's code loads and the
 * live board takes the prerendered one's place at the same size, so nothing moves. The keyboard and a first click
 * are not lost: focus goes to the same control of the live board (from the picture, to its first square), and a
 * click made meanwhile is made again there.
 */
export function LazyBoard({ spec }: { spec: BoardSpec }) {
  return <Island load={load} server={BoardOnServer} browser={BoardInBrowser} props={{ spec }} near />;
}

/**
 * A prerendered island whose code loads when it is reached (see LazyBoard): `near` also when it nears the screen,
 * `atOnce` (read in the browser) at once. Used by the lesson boards and the free board (LazyBoardPage).
 */
export function Island<P extends object>({
  load,
  server,
  browser: InBrowser,
  props,
  near = false,
  atOnce,
  prepare,
}: {
  load: () => Promise<{ default: ComponentType<P> }>;
  /** the island's component on the server (null in the browser) */
  server: ComponentType<P> | null;
  /** the same, lazy, for the browser after a client-side navigation */
  browser: ComponentType<P>;
  props: P;
  near?: boolean;
  atOnce?: () => boolean;
  /** run on the prerendered island once the page's scripts are there, before its code loads */
  prepare?: (el: HTMLElement) => void;
}) {
  const Server = server;
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  // The prerendered board is in the page (the page was loaded, not reached by a client-side navigation).
  const [prerendered] = useState(() => typeof document !== 'undefined' && !!document.getElementById(id)?.firstElementChild);
  const [Live, setLive] = useState<ComponentType<P> | null>(null);
  const pending = useRef<Pending>({ control: null, focused: false, square: null, from: null, clicked: false });
  const carried = useRef<Carried[]>([]);

  useLayoutEffect(() => {
    if (prerendered && ref.current) prepare?.(ref.current);
    // once, on the prerendered HTML
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el || !prerendered || Live) return;
    const inside = (e: Event) => e.target instanceof Element && el.contains(e.target);
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      void load().then((m) => {
        // A select changed, a box ticked, a field typed in on the prerendered board: the live board takes them.
        carried.current = changedControls(el);
        setLive(() => m.default);
      });
    };
    const note = (e: Event, clicked: boolean) => {
      if (inside(e)) noteTarget(e.target as Element, clicked, e);
    };
    const noteTarget = (target: Element, clicked: boolean, e?: Event) => {
      const p = pending.current;
      if (target.closest('.board-static')) p.control = 'picture';
      else {
        const control = target.closest<HTMLElement>(CONTROLS);
        p.control = control ? controlsOf(el).indexOf(control) : null;
      }
      if (clicked) {
        p.clicked = true;
        p.square = e instanceof MouseEvent ? squareAt(e) : null;
      } else p.focused = true;
      start();
    };
    const onFocus = (e: FocusEvent) => note(e, false);
    const onClick = (e: MouseEvent) => note(e, true);
    const onPointer = (e: Event) => inside(e) && start();
    // A drag on the picture (a click whose press was on another square) is made again as two clicks: from, to.
    const onPress = (e: PointerEvent) => {
      if (!inside(e)) return;
      pending.current.from = squareAt(e);
      start();
    };
    const io = near ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: MARGIN }) : null;
    io?.observe(el);
    if (atOnce?.()) start();
    el.addEventListener('focusin', onFocus);
    el.addEventListener('click', onClick);
    el.addEventListener('pointerdown', onPress);
    // A pointer over the board (before its click) or a touch starts loading its code. A pointer that was already
    // resting on the board when the page's scripts arrived sends no pointerover; its first move still counts.
    el.addEventListener('pointerover', onPointer);
    el.addEventListener('pointermove', onPointer, { passive: true });
    el.addEventListener('touchstart', onPointer, { passive: true });
    // A control changed wakes the board too, whatever came before (a control clicked is not focused in every
    // browser); the live board takes the change (see changedControls).
    el.addEventListener('change', onPointer);
    // The page's scripts arrive after its first paint: a reader who tabbed to the board before then is already in it.
    if (document.activeElement && document.activeElement !== el && el.contains(document.activeElement)) noteTarget(document.activeElement, false);
    return () => {
      io?.disconnect();
      el.removeEventListener('focusin', onFocus);
      el.removeEventListener('click', onClick);
      el.removeEventListener('pointerdown', onPress);
      el.removeEventListener('pointerover', onPointer);
      el.removeEventListener('pointermove', onPointer);
      el.removeEventListener('touchstart', onPointer);
      el.removeEventListener('change', onPointer);
    };
  }, [Live, prerendered, near, atOnce, load]);

  // Once live (its squares there, which for the free board with a link is once the engine has read it), the
  // controls the reader changed take the same values, but for the one clicked (the click is made again below).
  useLayoutEffect(() => {
    const el = ref.current;
    const carry = carried.current;
    if (!Live || !el || !carry.length) return;
    carried.current = [];
    const clicked = pending.current.clicked ? pending.current.control : null;
    let frame = 0;
    let tries = 0;
    const restore = () => {
      if (!el.querySelector('.board-key[tabindex="0"]') && tries++ < 1200) return void (frame = requestAnimationFrame(restore));
      restoreControls(el, carry.filter((c) => c.index !== clicked));
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [Live]);

  // Once live: the keyboard and the click go where they went on the prerendered board.
  useLayoutEffect(() => {
    const el = ref.current;
    const p = pending.current;
    if (!Live || !el || (!p.focused && !p.clicked)) return;
    let tries = 0;
    const redo = () => {
      const key = el.querySelector<HTMLElement>('.board-key[tabindex="0"]');
      if (!key && tries++ < 60) return void requestAnimationFrame(redo);
      const focusedHere = document.activeElement === document.body || document.activeElement === null;
      const control = typeof p.control === 'number' ? controlsOf(el)[p.control] : null;
      if (p.focused && focusedHere) (p.control === 'picture' ? key : control)?.focus();
      if (p.clicked) {
        const click = (square: string) => el.querySelector<HTMLElement>(`.board-key[id$="-key-${square}"]`)?.click();
        if (p.square && p.from && p.from !== p.square) click(p.from);
        if (p.square) click(p.square);
        else control?.click();
      }
      pending.current = { control: null, focused: false, square: null, from: null, clicked: false };
    };
    redo();
  }, [Live]);

  if (Live) {
    return (
      <div ref={ref} key="live" className="live-board-island">
        <Live {...props} />
      </div>
    );
  }
  if (prerendered) {
    // The prerendered HTML stays as the server wrote it: React does not hydrate what is inside.
    return <div ref={ref} key="prerendered" id={id} className="live-board-island" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  }
  // On the server: the board itself, in place (see BoardOnServer); after a client-side navigation, once loaded.
  return (
    <div ref={ref} key="prerendered" id={id} className="live-board-island">
      {Server ? (
        <Server {...props} />
      ) : (
        <Suspense fallback={null}>
          <InBrowser {...props} />
        </Suspense>
      )}
    </div>
  );
}

/** A board's controls outside its squares, in document order. */
function controlsOf(el: Element): HTMLElement[] {
  return [...el.querySelectorAll<HTMLElement>(CONTROLS)].filter((c) => !c.closest('.live-board-board'));
}

/** The controls whose state differs from the one they were prerendered with (read-only and disabled ones aside). */
function changedControls(el: Element): Carried[] {
  return controlsOf(el).flatMap((c, index): Carried[] => {
    const tag = c instanceof HTMLInputElement ? `input:${c.type}` : c.tagName.toLowerCase();
    if (c instanceof HTMLSelectElement && !c.disabled && [...c.options].some((o) => o.selected !== o.defaultSelected)) return [{ index, tag, value: c.value }];
    if (c instanceof HTMLInputElement && !c.disabled && (c.type === 'checkbox' || c.type === 'radio')) return c.checked !== c.defaultChecked ? [{ index, tag, checked: c.checked }] : [];
    if ((c instanceof HTMLInputElement || c instanceof HTMLTextAreaElement) && !c.disabled && !c.readOnly && c.value !== c.defaultValue) return [{ index, tag, value: c.value }];
    return [];
  });
}

/**
 * Gives the live board's controls the states the reader chose on the prerendered ones, as the reader would: through
 * the events React listens to, so the board's state follows (a select's change, a field's input, a box's click).
 */
function restoreControls(el: Element, carry: Carried[]): void {
  const controls = controlsOf(el);
  for (const c of carry) {
    const live = controls[c.index];
    const tag = live instanceof HTMLInputElement ? `input:${live.type}` : live?.tagName.toLowerCase();
    if (!live || tag !== c.tag || (live as HTMLInputElement).disabled) continue;
    if (c.checked !== undefined) {
      if ((live as HTMLInputElement).checked !== c.checked) live.click();
      continue;
    }
    const field = live as HTMLSelectElement | HTMLInputElement | HTMLTextAreaElement;
    if (c.value === undefined || field.value === c.value) continue;
    // The prototype's setter, not the element's: React watches the element's own to tell its changes from ours.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, c.value);
    field.dispatchEvent(new Event(live instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
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

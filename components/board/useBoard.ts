'use client';

import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { createBoardStore } from '@/lib/board/store';
import { initBoard, isTicking, type BoardAction, type BoardConfig, type BoardState, type HandMode } from '@/lib/board/model';
import { turnOf } from '@/lib/chess/fen';
import type { Orientation } from '@/lib/chess/squares';
import type { Edition } from '@/lib/rules';
import type { Locale } from '@/lib/languages';
import { useEngine } from './useEngine';

/** How long the learner's move stays alone on the board before the opponent's scripted replies. */
const REPLY_PAUSE_MS = 700;
const TICK_MS = 200;

/**
 * A board's state (lib/board/model.ts) for a component: `act` runs an action, loading the rules engine first when it
 * is not there yet (then it returns null: the action is played once the engine has come). The page's edition and
 * language reach the board as actions, and the board's two timers (the pause before the opponent's replies, the
 * running clock) live in one effect.
 */
export function useBoard(config: () => BoardConfig, edition: Edition, locale: Locale, orientation?: Orientation, hand?: HandMode) {
  const { engine, load } = useEngine();
  const [store] = useState(() => createBoardStore(initBoard(config(), edition, locale, orientation, hand)));
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const { dispatch } = store;

  /** The engine, loaded (once per page) and given to the board. */
  const ready = useCallback(async () => {
    if (!store.get().engine) dispatch({ type: 'engineLoaded', engine: await load() });
  }, [dispatch, load, store]);
  const act = useCallback(
    (a: BoardAction): BoardState | null => {
      if (store.get().engine) return dispatch(a);
      void ready().then(() => dispatch(a));
      return null;
    },
    [dispatch, ready, store],
  );
  /** First contact with the board (pointer or focus): the engine is loaded then, before the first move. */
  const wake = useCallback(() => void ready(), [ready]);

  // The engine may already be on the page (another board loaded it, or the page brought it).
  useEffect(() => {
    if (engine) dispatch({ type: 'engineLoaded', engine });
  }, [dispatch, engine]);
  useEffect(() => void dispatch({ type: 'changeEdition', edition }), [dispatch, edition]);
  useEffect(() => void dispatch({ type: 'changeLanguage', locale }), [dispatch, locale]);

  const pending = state.pending;
  const ticking = isTicking(state);
  const turn = state.game ? turnOf(state.game.state.ruling.fen) : null;
  useEffect(() => {
    if (pending) {
      const h = window.setTimeout(() => dispatch({ type: 'showReplies' }), REPLY_PAUSE_MS);
      return () => window.clearTimeout(h);
    }
    if (!ticking) return;
    let last = performance.now();
    const h = window.setInterval(() => {
      const now = performance.now();
      dispatch({ type: 'tick', seconds: (now - last) / 1000 });
      last = now;
    }, TICK_MS);
    return () => window.clearInterval(h);
  }, [dispatch, pending, ticking, turn]);

  return { state, current: store.get, act, dispatch, ready, wake };
}

'use client';

import { useCallback, useState } from 'react';
import type * as EngineModule from '@/lib/board/boardEngine';

export type Engine = typeof EngineModule;

let engine: Engine | null = null;
let pending: Promise<Engine> | null = null;

/** Loads the rules engine once per page. */
export function loadEngine(): Promise<Engine> {
  pending ??= import('@/lib/board/boardEngine').then((m) => (engine = m));
  return pending;
}

/** The engine when loaded, and a function that loads it (boards call it on the first interaction). */
export function useEngine(): { engine: Engine | null; load: () => Promise<Engine> } {
  const [current, setCurrent] = useState<Engine | null>(engine);
  const load = useCallback(
    () =>
      loadEngine().then((m) => {
        setCurrent(m);
        return m;
      }),
    [],
  );
  return { engine: current ?? engine, load };
}

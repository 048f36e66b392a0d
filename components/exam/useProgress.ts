'use client';
// The reader's progress for a component, loaded after the page is up: lib/exam/progress (and the schema library it
// reads storage with) stays out of a page's first load. Null until it has loaded; then the stored record, kept
// current as it changes (in this tab or another).
import { useEffect, useState } from 'react';

type ProgressApi = typeof import('@/lib/exam/progress');
export type ProgressState = { api: ProgressApi; snapshot: ReturnType<ProgressApi['getSnapshot']> };

export function useProgress(): ProgressState | null {
  const [state, setState] = useState<ProgressState | null>(null);
  useEffect(() => {
    let live = true;
    let unsubscribe = () => {};
    void import('@/lib/exam/progress').then((api) => {
      if (!live) return;
      const update = () => setState({ api, snapshot: api.getSnapshot() });
      update();
      unsubscribe = api.subscribe(update);
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  return state;
}

'use client';

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
// The registry, not lib/rules: importing the engine's index would bring the whole engine into the first load of
// every page with a board.
import { currentEdition, type Edition } from '@/lib/editions';
import { useHydrated } from '@/components/site/useHydrated';

interface EditionState {
  edition: Edition;
  setEdition: (e: Edition) => void;
  /** the edition the page was prerendered with */
  initial: Edition;
}

const EditionContext = createContext<EditionState | null>(null);

/**
 * The edition of the Laws every board on the page follows. A lesson page wraps its lesson in it with the route's
 * edition; the free board page with the link's. Without a provider, boards use the newest edition.
 */
export function EditionProvider({ edition, children }: { edition: Edition; children: ReactNode }) {
  const [current, setEdition] = useState<Edition>(edition);
  const value = useMemo(() => ({ edition: current, setEdition, initial: edition }), [current, edition]);
  return <EditionContext.Provider value={value}>{children}</EditionContext.Provider>;
}

export function useEdition(): EditionState {
  const ctx = useContext(EditionContext);
  const [local, setLocal] = useState<Edition>(currentEdition);
  return ctx ?? { edition: local, setEdition: setLocal, initial: currentEdition };
}

/**
 * The edition a board follows. A board is prerendered with the page's edition and may come to life (hydrate) after
 * the reader has chosen another: it first renders as prerendered, then follows the choice.
 */
export function useBoardEdition(): EditionState {
  const state = useEdition();
  const hydrated = useHydrated();
  return hydrated ? state : { ...state, edition: state.initial };
}

'use client';

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
// The list of editions only (lib/rules/types re-exported by lib/rules): importing the index would bring the whole engine
// into the first load of every page with a board.
import { EDITIONS, type Edition } from '@/lib/rules/types';
import { toEngineEdition } from '@/lib/board/editions';

interface EditionState {
  edition: Edition;
  setEdition: (e: Edition) => void;
}

const EditionContext = createContext<EditionState | null>(null);

/**
 * The edition of the Laws every board on the page follows. A lesson page wraps its lesson in it with the route's
 * edition; the free board page with the link's. Without a provider, boards use the newest edition.
 */
export function EditionProvider({ edition, children }: { edition?: string; children: ReactNode }) {
  const [current, setEdition] = useState<Edition>(() => toEngineEdition(edition));
  const value = useMemo(() => ({ edition: current, setEdition }), [current]);
  return <EditionContext.Provider value={value}>{children}</EditionContext.Provider>;
}

export function useEdition(): EditionState {
  const ctx = useContext(EditionContext);
  const [local, setLocal] = useState<Edition>(EDITIONS[EDITIONS.length - 1]!);
  return ctx ?? { edition: local, setEdition: setLocal };
}

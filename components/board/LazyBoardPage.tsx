'use client';

import { lazy, type ComponentType } from 'react';
import type { LocalScenario as Scenario } from '@/lib/scenarios/types';
import { Island } from './LazyBoard';
import { drawLinkPicture } from './drawLinkPicture';

type Props = { scenarios: readonly Scenario[] };
const load = () => import('./BoardPage').then((m) => ({ default: m.BoardPage as ComponentType<Props> }));
// On the server the free board is written in place, as the lesson boards are (see LazyBoard).
const BoardPageOnServer: ComponentType<Props> | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  typeof window === 'undefined' ? (require('./BoardPage') as typeof import('./BoardPage')).BoardPage : null;
const BoardPageInBrowser = lazy(load);

// A shared link is read by the rules engine, which shows its position or says what is wrong with it: the board
// comes to life at once, its picture showing the link's position meanwhile (drawLinkPicture, without the engine).
// Without a link, the start position is the prerendered picture until the reader reaches it.
const hasLink = () => window.location.search.length > 1;

/**
 * The free board as an island (see LazyBoard): the page's first paint is the prerendered board, whose code (the
 * board, i18next) loads on the reader's first pointer, touch or focus on the board or its controls, or at once for
 * a shared link; focus and a first click are carried over to the live board.
 */
export function LazyBoardPage({ scenarios }: Props) {
  return <Island load={load} server={BoardPageOnServer} browser={BoardPageInBrowser} props={{ scenarios }} atOnce={hasLink} prepare={drawLinkPicture} />;
}

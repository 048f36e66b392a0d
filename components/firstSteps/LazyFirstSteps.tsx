'use client';

import { lazy, type ComponentType } from 'react';
import { Island } from '@/components/board/LazyBoard';
import type { FirstStepsStrings, StageView } from './types';
// The player's styles come with the page, not with its lazily loaded code: without them the prerendered stage is
// drawn with other sizes and margins until that code arrives, and the board then jumps (on a busy machine, under a
// piece already held: a drag aimed at a7 played a6).
import './FirstSteps.module.css';
import '@/components/board/BoardMarks.module.css';

type Props = { stages: StageView[]; s: FirstStepsStrings; locale: string };
const load = () => import('./FirstStepsPlayer').then((m) => ({ default: m.FirstStepsPlayer as ComponentType<Props> }));
// On the server the player is written in place, as the lesson boards are (see LazyBoard).
const OnServer: ComponentType<Props> | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  typeof window === 'undefined' ? (require('./FirstStepsPlayer') as typeof import('./FirstStepsPlayer')).FirstStepsPlayer : null;
const InBrowser = lazy(load);

// A link to a stage opens it at once; otherwise the player comes to life when it nears the screen (it is the page).
const hasLink = () => window.location.search.length > 1;

/**
 * First steps as an island (see LazyBoard): the first paint is the prerendered first level with its board as a
 * picture; the player's code (board, i18next) loads once the page is up, and the rules engine when the level starts.
 */
export function LazyFirstSteps(props: Props) {
  return <Island load={load} server={OnServer} browser={InBrowser} props={props} near atOnce={hasLink} />;
}

'use client';

import { EngineBoard } from './EngineBoard';
import type { Orientation } from '@/lib/chess/squares';

export interface LiveBoardProps {
  /** Stable id, unique on the page; tests and content checks refer to it. */
  id: string;
  /** What the board is for, in the lesson's language. */
  title: string;
  /** Starting position (FEN); the initial position when left out. */
  fen?: string;
  orientation?: Orientation;
}

// A free board on which the learner plays both sides; the rules engine decides what is legal and says why a move
// is not, citing the articles of the page's edition.
export function LiveBoard(props: LiveBoardProps) {
  return <EngineBoard {...props} />;
}

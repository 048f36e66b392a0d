'use client';

import { useMemo } from 'react';
import { EngineBoard } from './EngineBoard';
import type { LinkMove } from '@/lib/board/link';

// A game with two chess clocks, a scoresheet where the move about to be played is written, and claim buttons
// (threefold repetition, fifty moves). The engine rules; a correct claim ends the game, an incorrect one adjusts the
// clocks as the chosen edition says and, with a written move, obliges the player to play it.
export function ClaimBoard({
  id,
  title,
  fen,
  moves,
  white = 300,
  black = 300,
}: {
  id: string;
  title: string;
  fen?: string;
  /** moves already played, in coordinates separated by spaces or commas ("g1f3 g8f6") */
  moves?: string;
  /** clock readings in seconds */
  white?: number;
  black?: number;
}) {
  const played = useMemo<LinkMove[]>(
    () =>
      (moves ?? '')
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((m) => ({ from: m.slice(0, 2), to: m.slice(2, 4), ...(m[4] ? { promotion: m[4] as LinkMove['promotion'] } : {}) })),
    [moves],
  );
  const clock = useMemo(() => ({ white, black }), [white, black]);
  return <EngineBoard id={id} title={title} fen={fen} moves={played} claims clock={clock} />;
}

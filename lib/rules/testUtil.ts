/** Helpers for the rules engine tests. */
import { adjudicate } from './adjudicate';
import type { CaseEvent, Clock, Edition, Mode, Ruling, TimeControl } from './types';

export const mv = (san: string): CaseEvent => ({ type: 'move', san });
export const sq = (from: string, to: string, promotion?: string): CaseEvent => ({
  type: 'move',
  from,
  to,
  ...(promotion ? { promotion } : {}),
});
export const touch = (square: string): CaseEvent => ({ type: 'touch', square });
export const moves = (line: string): CaseEvent[] => line.trim().split(/\s+/).map(mv);

export function run(
  edition: Edition,
  events: CaseEvent[],
  opts: { start?: string; mode?: Mode; clock?: Clock; timeControl?: TimeControl } = {},
): Ruling {
  return adjudicate({
    edition,
    mode: opts.mode ?? 'standard',
    start: opts.start ?? 'startpos',
    ...(opts.clock ? { clock: opts.clock } : {}),
    ...(opts.timeControl ? { timeControl: opts.timeControl } : {}),
    events,
  });
}

/** The ruling entry for event `i` (the last one if there are several). */
export function at(r: Ruling, i: number) {
  const all = r.rulings.filter((x) => x.event === i);
  return all[all.length - 1];
}

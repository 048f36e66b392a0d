/** Helpers for the rules engine tests. */
import { loadText } from '../laws/corpus';
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

/**
 * The text of a paragraph of an edition's Laws as the course holds it (the Portuguese of 1997, the English of the
 * others), for tests that quote the paragraph a ruling cites.
 */
export function lawText(edition: Edition, id: string): string {
  const text = loadText(edition, edition === '1997' ? 'pt' : 'en');
  const p = text?.parts.flatMap((part) => part.paragraphs).find((x) => x.id === id);
  if (!p?.text) throw new Error(`no paragraph ${id} in the ${edition} text`);
  return p.text.replace(/\s+/g, ' ');
}

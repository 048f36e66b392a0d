// Stars for a level done: three for the fewest moves with no refused move at the first try, fewer for each move,
// refusal or try more. Lichess's learn section counts moves only; a refusal counts here too, since the engine
// explains every one and the point of a level is the rule, not luck.
import type { Level } from './schema';

export type Stars = 1 | 2 | 3;

/** The moves for three stars: the level's `par`, else the moves of its stored solution. */
export const parOf = (level: Pick<Level, 'par' | 'solution'>): number => level.par ?? Math.max(1, level.solution.filter((a) => 'move' in a).length);

/** Refusals a level asks for (its goal is a refused move, such as castling when it is not allowed) are no mistake. */
const expectedRefusals = (level: Pick<Level, 'goal'>) => level.goal.filter((p) => 'refusal' in p).length;

export function starsFor(level: Pick<Level, 'par' | 'solution' | 'goal'>, done: { moves: number; refusals: number; tries: number }): Stars {
  const extra = Math.max(0, done.moves - parOf(level)) + Math.max(0, done.refusals - expectedRefusals(level)) + Math.max(0, done.tries - 1);
  return extra === 0 ? 3 : extra <= 2 ? 2 : 1;
}

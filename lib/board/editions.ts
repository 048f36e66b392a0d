// The list of editions only (lib/rules/types re-exported by lib/rules): importing the index would bring the whole engine
// into the first load of every page with a board.
import { EDITIONS, type Edition } from '@/lib/rules/types';

/** The engine's edition for an edition id of the site (a year in force): the same year, else the latest before it. */
export function toEngineEdition(id: string | undefined): Edition {
  const newest = EDITIONS[EDITIONS.length - 1]!;
  if (!id) return newest;
  if ((EDITIONS as readonly string[]).includes(id)) return id as Edition;
  const year = Number(id);
  const before = EDITIONS.filter((e) => Number(e) <= year);
  return before.length ? before[before.length - 1]! : newest;
}

// One entry point for a case read from JSON (the command line; later the page's forms): it checks the case, runs
// the calculator it names and returns plain JSON. Everything a case can get wrong is a RatingsError of one line.
import { RatingsError } from './errors';
import { arbiterTitle, readArbiterTitleInput } from './arbiterTitle';
import { initialRating } from './initialRating';
import { normCheck, readNormInput } from './norm';
import { performance } from './performance';
import { ratingChange } from './ratingChange';
import * as read from './read';
import type { WorkingLine } from './working';

export const CALCS = ['rating-change', 'initial-rating', 'performance', 'norm', 'arbiter-title'] as const;
export type Calc = (typeof CALCS)[number];

const texts = (working: WorkingLine[]) => working.map((w) => w.text);

function readGames(x: unknown): { opponent: number | null; score: read.GameScore; event?: string | number }[] {
  const games = read.array(x, '"games"');
  return games.map((g0, i) => {
    const what = `game ${i + 1}`;
    const g = read.object(g0, what);
    read.known(g, ['opponent', 'score', 'event'], what);
    if (g.opponent !== undefined && g.opponent !== null && typeof g.opponent !== 'number')
      throw new RatingsError(`${what}: "opponent" must be the opponent's rating (null or left out for an unrated opponent), not ${JSON.stringify(g.opponent)}`);
    if (g.event !== undefined && typeof g.event !== 'string' && typeof g.event !== 'number')
      throw new RatingsError(`${what}: "event" must be a name or a number`);
    return {
      opponent: (g.opponent as number | null | undefined) ?? null,
      score: read.gameScore(g.score, `${what}: "score"`),
      ...(g.event === undefined ? {} : { event: g.event as string | number }),
    };
  });
}

/** Runs a case; throws RatingsError for a case that cannot be read. */
export function calculate(x: unknown): Record<string, unknown> {
  const c = read.object(x, 'the case');
  if (!(CALCS as readonly unknown[]).includes(c.calc))
    throw new RatingsError(`"calc" must be one of ${CALCS.join(', ')}, not ${JSON.stringify(c.calc)}`);
  const calc = c.calc as Calc;
  switch (calc) {
    case 'rating-change': {
      read.known(c, ['calc', 'rating', 'games', 'k', 'age', 'gamesRated', 'reached2400', 'gamesInPeriod', 'list'], 'a rating-change case');
      const r = ratingChange({
        rating: read.rating(c.rating, '"rating"'),
        games: readGames(c.games),
        k: read.optional(c.k, (v) => read.integer(v, '"k"', 1, 40)),
        age: read.optional(c.age, (v) => read.integer(v, '"age"', 1, 120)),
        gamesRated: read.optional(c.gamesRated, (v) => read.integer(v, '"gamesRated"', 0, 100000)),
        reached2400: read.optional(c.reached2400, (v) => read.boolean(v, '"reached2400"')),
        gamesInPeriod: read.optional(c.gamesInPeriod, (v) => read.integer(v, '"gamesInPeriod"', 1, 1000)),
        list: read.list(c.list),
      });
      return { calc, ...r, working: texts(r.working) };
    }
    case 'initial-rating': {
      read.known(c, ['calc', 'games', 'list'], 'an initial-rating case');
      const r = initialRating({ games: readGames(c.games), list: read.list(c.list) });
      return { calc, ...r, working: texts(r.working) };
    }
    case 'performance': {
      read.known(c, ['calc', 'games'], 'a performance case');
      const r = performance({ games: readGames(c.games) });
      return { calc, ...r, working: texts(r.working) };
    }
    case 'norm': {
      const r = normCheck(readNormInput(c));
      return { calc, ...r, working: texts(r.working) };
    }
    case 'arbiter-title': {
      const r = arbiterTitle(readArbiterTitleInput(c));
      return { calc, ...r, working: texts(r.working) };
    }
  }
}

import type { RatingArticles } from './articles';
import { line, type WorkingLine } from './working';

export interface KFactorInput {
  rating: number;
  /** A K the arbiter already knows (the list publishes it, B.02 7.1.2); the 700 rule still applies. */
  k?: number;
  /** The age the player reaches in the year of the rating period (that year minus the year of birth). */
  age?: number;
  /** Games rated for the player before this event, over their whole career. */
  gamesRated?: number;
  /** Whether the player's published rating has ever reached 2400. */
  reached2400?: boolean;
  /** Games the player has on the list for this rating period, this event included (for the 700 rule). */
  gamesInPeriod: number;
}

export interface KFactor {
  k: number;
  /** K before the 700 rule. */
  baseK: number;
  working: WorkingLine[];
}

/** K, the development coefficient, with the condition of B.02 8.3.3 (or 7.3.3) that sets it. */
export function kFactor(input: KFactorInput, a: RatingArticles): KFactor {
  const working: WorkingLine[] = [];
  let baseK: number;
  if (input.k !== undefined) {
    baseK = input.k;
    working.push(line('k.given', a.k, { k: baseK }, `K = ${baseK}, as given`));
  } else if (input.gamesRated !== undefined && input.gamesRated < 30) {
    baseK = 40;
    working.push(line('k.new', a.k, { k: 40, gamesRated: input.gamesRated }, `K = 40: new to the list, ${input.gamesRated} games rated before this event, fewer than 30`));
  } else if (input.age !== undefined && input.age <= 18 && input.rating < 2300) {
    baseK = 40;
    working.push(line('k.junior', a.k, { k: 40, age: input.age, rating: input.rating }, `K = 40: ${input.age} this year, so until the end of the year of the 18th birthday, and rated ${input.rating}, under 2300`));
  } else if (input.rating >= 2400 || input.reached2400) {
    baseK = 10;
    working.push(
      input.rating >= 2400
        ? line('k.2400', a.k, { k: 10, rating: input.rating }, `K = 10: rated ${input.rating}, 2400 or more`)
        : line('k.was2400', a.k, { k: 10, rating: input.rating }, `K = 10: the published rating once reached 2400, and K stays 10 although it is now ${input.rating}`),
    );
  } else {
    baseK = 20;
    const reasons: string[] = [];
    if (input.age !== undefined && input.age <= 18) reasons.push(`${input.age} this year but rated ${input.rating}, not under 2300`);
    working.push(line('k.20', a.k, { k: 20, rating: input.rating }, `K = 20: rated ${input.rating}, under 2400${reasons.length ? ` (${reasons.join('; ')})` : ''}`));
  }
  if (input.k === undefined && input.gamesRated === undefined)
    working.push(line('k.assumed-established', a.k, { gamesRated: null }, 'Games rated before this event not given: taken as 30 or more'));
  if (input.k === undefined && input.age === undefined && baseK !== 40 && input.rating < 2300)
    working.push(line('k.assumed-adult', a.k, { age: null }, 'Age not given: the K of 40 for players up to the year of their 18th birthday is not considered'));

  let k = baseK;
  const n = input.gamesInPeriod;
  if (n * baseK > 700) {
    k = Math.floor(700 / n);
    working.push(line('k.700', a.k, { k, baseK, games: n }, `${n} games × ${baseK} = ${n * baseK}, over 700: K = ${k}, the largest whole number with K × ${n} not over 700 (${k * n})`));
  }
  return { k, baseK, working };
}


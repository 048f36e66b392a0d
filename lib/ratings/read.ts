// Reading untrusted input (a case file, a form): every problem is one RatingsError whose message names the field and
// says what it must be, citing the article where the limit comes from.
import { LIST_CEILING, LIST_FLOOR, RATING_LISTS, type RatingList } from './articles';
import { RatingsError } from './errors';

export type Obj = Record<string, unknown>;

export function object(x: unknown, what: string): Obj {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) throw new RatingsError(`${what} must be an object`);
  return x as Obj;
}

export function array(x: unknown, what: string): unknown[] {
  if (!Array.isArray(x)) throw new RatingsError(`${what} must be an array`);
  return x;
}

export function integer(x: unknown, what: string, min: number, max: number): number {
  if (typeof x !== 'number' || !Number.isInteger(x)) throw new RatingsError(`${what} must be a whole number, not ${JSON.stringify(x)}`);
  if (x < min || x > max) throw new RatingsError(`${what} must be from ${min} to ${max}, not ${x}`);
  return x;
}

export const optional = <T>(x: unknown, read: (x: unknown) => T): T | undefined => (x === undefined ? undefined : read(x));

/** A rating on the list: a whole number from 1400 (below it a player is shown as unrated, B.02 7.2.1). */
export function rating(x: unknown, what: string): number {
  if (typeof x !== 'number' || !Number.isInteger(x)) throw new RatingsError(`${what} must be a whole number, not ${JSON.stringify(x)}`);
  if (x < LIST_FLOOR)
    throw new RatingsError(`${what} ${x} is not on the rating list: below ${LIST_FLOOR} a player is shown as unrated (B.02 7.2.1); leave the rating out for an unrated player`);
  if (x > LIST_CEILING) throw new RatingsError(`${what} ${x} is above any rating on the list (the calculators stop at ${LIST_CEILING})`);
  return x;
}

export function boolean(x: unknown, what: string): boolean {
  if (typeof x !== 'boolean') throw new RatingsError(`${what} must be true or false`);
  return x;
}

/** What a game ended with: a point, a half or nothing over the board; "+" or "-" for a game won or lost by forfeit. */
export type GameScore = 0 | 0.5 | 1 | '+' | '-';
export const isForfeit = (s: GameScore): s is '+' | '-' => s === '+' || s === '-';

export function gameScore(x: unknown, what: string): GameScore {
  if (x === 0 || x === 0.5 || x === 1 || x === '+' || x === '-') return x;
  throw new RatingsError(`${what} must be 1, 0.5 or 0 (or "+" or "-" for a game won or lost by forfeit), not ${JSON.stringify(x)}`);
}

export function list(x: unknown): RatingList {
  if (x === undefined) return 'standard';
  if (typeof x === 'string' && (RATING_LISTS as readonly string[]).includes(x)) return x as RatingList;
  throw new RatingsError(`"list" must be one of ${RATING_LISTS.join(', ')}, not ${JSON.stringify(x)}`);
}

/** Refuse fields the calculator does not know, so a misspelt option is not silently ignored. */
export function known(o: Obj, fields: readonly string[], what: string): void {
  const extra = Object.keys(o).filter((k) => !fields.includes(k));
  if (extra.length) throw new RatingsError(`${what} has an unknown field ${JSON.stringify(extra[0])} (known: ${fields.join(', ')})`);
}

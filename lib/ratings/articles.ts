import { cite, type Cite } from './cite';

/** Which list a rating calculation is for: the standard regulations or the rapid and blitz ones. */
export const RATING_LISTS = ['standard', 'rapid', 'blitz'] as const;
export type RatingList = (typeof RATING_LISTS)[number];

/**
 * The same rules are numbered differently in the two parts of B.02 (the rapid and blitz regulations have no rate of
 * play for 60 minutes and renumber from there). Every calculation cites through this table.
 */
export interface RatingArticles {
  unplayed: Cite;
  newPlayer: Cite;
  belowFloor: Cite;
  scoreToDifference: Cite;
  differenceToScore: Cite;
  zeroScore: Cite;
  hypothetical: Cite;
  initialFormula: Cite;
  difference: Cite;
  deltaR: Cite;
  sigma: Cite;
  change: Cite;
  k: Cite;
  rounding: Cite;
}

const articles = (regulation: 'B.02' | 'B.02-RB', n: Record<keyof RatingArticles, string>): RatingArticles =>
  Object.fromEntries(Object.entries(n).map(([key, article]) => [key, cite(regulation, article)])) as unknown as RatingArticles;

const RAPID_BLITZ = articles('B.02-RB', {
  unplayed: '4.1', newPlayer: '6.1.4', belowFloor: '6.2.1', scoreToDifference: '7.1.1', differenceToScore: '7.1.2',
  zeroScore: '7.2.2', hypothetical: '7.2.3', initialFormula: '7.2.4', difference: '7.3.1', deltaR: '7.3.2b',
  sigma: '7.3.2c', change: '7.3.2d', k: '7.3.3', rounding: '7.3.4',
});

export const RATING_ARTICLES: Record<RatingList, RatingArticles> = {
  standard: articles('B.02', {
    unplayed: '5.1', newPlayer: '7.1.4', belowFloor: '7.2.1', scoreToDifference: '8.1.1', differenceToScore: '8.1.2',
    zeroScore: '8.2.1', hypothetical: '8.2.2', initialFormula: '8.2.3', difference: '8.3.1', deltaR: '8.3.2b',
    sigma: '8.3.2c', change: '8.3.2d', k: '8.3.3', rounding: '8.3.4',
  }),
  rapid: RAPID_BLITZ,
  blitz: RAPID_BLITZ,
};

/** The lowest rating on a list (B.02 7.1.4, 7.2.1): below it a player is shown as unrated. */
export const LIST_FLOOR = 1400;
/**
 * The highest rating the calculators accept. No article sets one; no FIDE rating has come near 3000, so a number
 * above it is taken as a typing slip rather than computed.
 */
export const LIST_CEILING = 3000;

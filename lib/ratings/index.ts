// The ratings, performance and norm calculators of FIDE B.02 and B.01 (with their tables as data), and the arbiter
// title check of B.06.1. Pure TypeScript.
export { calculate, CALCS, type Calc } from './calculate';
export { cite, citeText, type Cite, type RegulationId } from './cite';
export { RatingsError } from './errors';
export { RATING_ARTICLES, RATING_LISTS, LIST_FLOOR, LIST_CEILING, type RatingList } from './articles';
export { kFactor } from './kFactor';
export { ratingChange, type RatingChangeInput, type RatingChangeResult } from './ratingChange';
export { initialRating, type InitialRatingInput, type InitialRatingResult } from './initialRating';
export { arbiterTitle, readArbiterTitleInput, ageOn, ARBITER_TITLES, EVENT_SYSTEMS, EVENT_KINDS, RATES, ROLES, CHIEF_TITLES, type ArbiterTitleInput, type ArbiterTitleResult, type ArbiterEventInput, type ArbiterCheck } from './arbiterTitle';
export { performance, type PerformanceResult } from './performance';
export { normCheck, readNormInput, scoreNeededFor, type NormInput, type NormResult, type Requirement } from './norm';
export { EXPECTED_SCORE, expectedScore, expectedScoreRow } from './tables/expectedScore';
export { RATING_DIFFERENCE, dpFor } from './tables/ratingDifference';
export { scoreText } from './rounding';
export { ANNEX, annexTable } from './tables/normScores';
export * from './tables/titles';
export type { WorkingLine } from './working';

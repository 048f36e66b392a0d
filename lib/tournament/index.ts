/** The tournament library: TRF in and out, C.07 (2024) tie-breaks with their working, standings, round-robin tables. */
export * from './types';
export { parseTrf, writeTrf, TrfError, HEADER_CODES } from './trf';
export { pointsOf, roundPoints, adjustedScore, unplayedCategory, isVur, detectSystem } from './scoring';
export { makeContext, type Options, type Context } from './context';
export { TIE_BREAKS, parseTieBreak, parseTieBreakList, TieBreakError, type TieBreakId, type TieBreakSpec, type TieBreakInfo } from './registry';
export { computeStandings, type Standings, type Row, type TieStep } from './standings';
export { toTsv, toCsv, toTrf, formatValue } from './export';
export type { Working, WorkingItem, ScoreSource } from './working';
export type { DeResult, DeStep } from './tiebreaks/directEncounter';

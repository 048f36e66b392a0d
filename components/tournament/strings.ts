// The calculator's UI strings travel to the browser as plain JSON (locales/{locale}/tournament.json), without
// i18next, as the exam's do.
import type en from '@/locales/en/tournament.json';
import type rrEn from '@/locales/en/roundRobin.json';
import type exEn from '@/locales/en/exercises.json';
import { formatValue } from '@/lib/tournament/export';

export type TournamentStrings = typeof en;

export { fill } from '@/components/exam/strings';

/** A tie-break value as the reader writes numbers (a decimal comma in Portuguese and Galician); files keep the point. */
export const shownValue = (s: TournamentStrings, v: number) => formatValue(v).replace('.', s.decimalSeparator);

export type RoundRobinStrings = typeof rrEn;
export type ExercisesStrings = typeof exEn;

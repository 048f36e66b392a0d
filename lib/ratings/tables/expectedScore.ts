import { cite } from '../cite';
import { RATING_REGULATIONS, type Printing } from '../sources';

/**
 * Conversion of a rating difference D into the scoring probability PD of the higher (H) and the lower (L) rated
 * player: B.02 8.1.2 (standard), printed again with the same values as B.02 rapid and blitz 7.1.2. Probabilities in
 * hundredths. The last row is printed "> 735 | 1.0 .00"; for whole-number differences that is 736 and up.
 */
export interface ExpectedScoreRow {
  min: number;
  max: number | null;
  high: number;
  low: number;
}

export const EXPECTED_SCORE: readonly ExpectedScoreRow[] = [
  { min: 0, max: 3, high: 50, low: 50 },
  { min: 4, max: 10, high: 51, low: 49 },
  { min: 11, max: 17, high: 52, low: 48 },
  { min: 18, max: 25, high: 53, low: 47 },
  { min: 26, max: 32, high: 54, low: 46 },
  { min: 33, max: 39, high: 55, low: 45 },
  { min: 40, max: 46, high: 56, low: 44 },
  { min: 47, max: 53, high: 57, low: 43 },
  { min: 54, max: 61, high: 58, low: 42 },
  { min: 62, max: 68, high: 59, low: 41 },
  { min: 69, max: 76, high: 60, low: 40 },
  { min: 77, max: 83, high: 61, low: 39 },
  { min: 84, max: 91, high: 62, low: 38 },
  { min: 92, max: 98, high: 63, low: 37 },
  { min: 99, max: 106, high: 64, low: 36 },
  { min: 107, max: 113, high: 65, low: 35 },
  { min: 114, max: 121, high: 66, low: 34 },
  { min: 122, max: 129, high: 67, low: 33 },
  { min: 130, max: 137, high: 68, low: 32 },
  { min: 138, max: 145, high: 69, low: 31 },
  { min: 146, max: 153, high: 70, low: 30 },
  { min: 154, max: 162, high: 71, low: 29 },
  { min: 163, max: 170, high: 72, low: 28 },
  { min: 171, max: 179, high: 73, low: 27 },
  { min: 180, max: 188, high: 74, low: 26 },
  { min: 189, max: 197, high: 75, low: 25 },
  { min: 198, max: 206, high: 76, low: 24 },
  { min: 207, max: 215, high: 77, low: 23 },
  { min: 216, max: 225, high: 78, low: 22 },
  { min: 226, max: 235, high: 79, low: 21 },
  { min: 236, max: 245, high: 80, low: 20 },
  { min: 246, max: 256, high: 81, low: 19 },
  { min: 257, max: 267, high: 82, low: 18 },
  { min: 268, max: 278, high: 83, low: 17 },
  { min: 279, max: 290, high: 84, low: 16 },
  { min: 291, max: 302, high: 85, low: 15 },
  { min: 303, max: 315, high: 86, low: 14 },
  { min: 316, max: 328, high: 87, low: 13 },
  { min: 329, max: 344, high: 88, low: 12 },
  { min: 345, max: 357, high: 89, low: 11 },
  { min: 358, max: 374, high: 90, low: 10 },
  { min: 375, max: 391, high: 91, low: 9 },
  { min: 392, max: 411, high: 92, low: 8 },
  { min: 412, max: 432, high: 93, low: 7 },
  { min: 433, max: 456, high: 94, low: 6 },
  { min: 457, max: 484, high: 95, low: 5 },
  { min: 485, max: 517, high: 96, low: 4 },
  { min: 518, max: 559, high: 97, low: 3 },
  { min: 560, max: 619, high: 98, low: 2 },
  { min: 620, max: 735, high: 99, low: 1 },
  { min: 736, max: null, high: 100, low: 0 },
];

export const EXPECTED_SCORE_PRINTINGS = [
  { cite: cite('B.02', '8.1.2'), source: { file: RATING_REGULATIONS, lines: [356, 415] } },
  { cite: cite('B.02-RB', '7.1.2'), source: { file: RATING_REGULATIONS, lines: [827, 910] } },
] satisfies readonly Printing[];

/** The row of a whole-number difference (its absolute value). */
export function expectedScoreRow(difference: number): ExpectedScoreRow {
  const d = Math.abs(difference);
  const row = EXPECTED_SCORE.find((r) => d >= r.min && (r.max === null || d <= r.max));
  if (!row || !Number.isInteger(d)) throw new RangeError(`a rating difference is a whole number, not ${difference}`);
  return row;
}

/** PD in hundredths for the player whose rating is `difference` points above the opponent's (negative: below). */
export const expectedScore = (difference: number): number => {
  const row = expectedScoreRow(difference);
  return difference >= 0 ? row.high : row.low;
};

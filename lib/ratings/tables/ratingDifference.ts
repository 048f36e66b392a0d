import { cite } from '../cite';
import { RATING_REGULATIONS, TITLE_REGULATIONS, type Printing } from '../sources';

/**
 * Conversion of a fractional score p into a rating difference dp, as printed three times with the same values:
 * B.02 8.1.1 (standard), B.02 rapid and blitz 7.1.1, and B.01 1.4.9 (norms and performance). p is in hundredths
 * (100 = 1.0, 83 = .83); for a score of 1.0 or 0 dp is "indeterminate but shown notionally as 800" (B.02 8.1).
 * Printed in six columns of p running down from 1.0 to .00; kept here in that order.
 */
export const RATING_DIFFERENCE: readonly (readonly [p: number, dp: number])[] = [
  [100, 800], [99, 677], [98, 589], [97, 538], [96, 501], [95, 470], [94, 444], [93, 422], [92, 401], [91, 383],
  [90, 366], [89, 351], [88, 336], [87, 322], [86, 309], [85, 296], [84, 284], [83, 273], [82, 262], [81, 251],
  [80, 240], [79, 230], [78, 220], [77, 211], [76, 202], [75, 193], [74, 184], [73, 175], [72, 166], [71, 158],
  [70, 149], [69, 141], [68, 133], [67, 125], [66, 117], [65, 110], [64, 102], [63, 95], [62, 87], [61, 80],
  [60, 72], [59, 65], [58, 57], [57, 50], [56, 43], [55, 36], [54, 29], [53, 21], [52, 14], [51, 7],
  [50, 0], [49, -7], [48, -14], [47, -21], [46, -29], [45, -36], [44, -43], [43, -50], [42, -57], [41, -65],
  [40, -72], [39, -80], [38, -87], [37, -95], [36, -102], [35, -110], [34, -117], [33, -125], [32, -133], [31, -141],
  [30, -149], [29, -158], [28, -166], [27, -175], [26, -184], [25, -193], [24, -202], [23, -211], [22, -220], [21, -230],
  [20, -240], [19, -251], [18, -262], [17, -273], [16, -284], [15, -296], [14, -309], [13, -322], [12, -336], [11, -351],
  [10, -366], [9, -383], [8, -401], [7, -422], [6, -444], [5, -470], [4, -501], [3, -538], [2, -589], [1, -677],
  [0, -800],
];

/** The three printings of the table, each with its article and its lines in the sources. */
export const RATING_DIFFERENCE_PRINTINGS = [
  { cite: cite('B.02', '8.1.1'), source: { file: RATING_REGULATIONS, lines: [139, 352] } },
  { cite: cite('B.02-RB', '7.1.1'), source: { file: RATING_REGULATIONS, lines: [607, 820] } },
  { cite: cite('B.01', '1.4.9'), source: { file: TITLE_REGULATIONS, lines: [402, 620] } },
] satisfies readonly Printing[];

const BY_P = new Map(RATING_DIFFERENCE.map(([p, dp]) => [p, dp]));

/** dp for a fractional score in whole hundredths (0–100). */
export function dpFor(pHundredths: number): number {
  const dp = BY_P.get(pHundredths);
  if (dp === undefined) throw new RangeError(`p must be a whole number of hundredths from 0 to 100, not ${pHundredths}`);
  return dp;
}

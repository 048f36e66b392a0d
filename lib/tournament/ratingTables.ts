/**
 * The conversion tables of the FIDE Rating Regulations (B.02, Arbiters' Manual 2025, 8.1.1 and 8.1.2;
 * ../shared/sources/regulations/en-2025-manual-06-rating-regulations-B02.txt, PDF page 160), which
 * C.07 10.2 (TPR) and 10.3 (PTP) refer to.
 */

/** 8.1.1: rating difference dp for a fractional score p = index / 100 (p = .00 … 1.0). */
export const DP: readonly number[] = [-800, -677, -589, -538, -501, -470, -444, -422, -401, -383, -366, -351, -336, -322, -309, -296, -284, -273, -262, -251, -240, -230, -220, -211, -202, -193, -184, -175, -166, -158, -149, -141, -133, -125, -117, -110, -102, -95, -87, -80, -72, -65, -57, -50, -43, -36, -29, -21, -14, -7, 0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800];

/** 8.1.2: [upper end of the rating-difference band, scoring probability of the higher-rated player in hundredths]; above 735: 1.00. */
export const PD_UPPER: readonly (readonly [number, number])[] = [[3, 50], [10, 51], [17, 52], [25, 53], [32, 54], [39, 55], [46, 56], [53, 57], [61, 58], [68, 59], [76, 60], [83, 61], [91, 62], [98, 63], [106, 64], [113, 65], [121, 66], [129, 67], [137, 68], [145, 69], [153, 70], [162, 71], [170, 72], [179, 73], [188, 74], [197, 75], [206, 76], [215, 77], [225, 78], [235, 79], [245, 80], [256, 81], [267, 82], [278, 83], [290, 84], [302, 85], [315, 86], [328, 87], [344, 88], [357, 89], [374, 90], [391, 91], [411, 92], [432, 93], [456, 94], [484, 95], [517, 96], [559, 97], [619, 98], [735, 99]];

/** The fractional score rounded to hundredths (0.5 up), as the dp table is printed. */
export const pHundredths = (score: number, games: number) => Math.floor((score / games) * 100 + 0.5 + 1e-9);

/** dp for a fractional score given in hundredths. */
export const dpOf = (hundredths: number) => DP[Math.max(0, Math.min(100, hundredths))]!;

/** Scoring probability, in hundredths, of a player whose rating exceeds the opponent's by d (negative: lower). Full scale, no 400 cut. */
export function pdHundredths(d: number): number {
  const a = Math.abs(Math.round(d));
  const h = a < PD_BY_DIFFERENCE.length ? PD_BY_DIFFERENCE[a]! : 100;
  return d >= 0 ? h : 100 - h;
}

/** 8.1.2 unfolded: the higher-rated player's probability for each difference 0 … 735. */
const PD_BY_DIFFERENCE: readonly number[] = (() => {
  const out: number[] = [];
  let from = 0;
  for (const [upper, v] of PD_UPPER) {
    for (let d = from; d <= upper; d++) out.push(v);
    from = upper + 1;
  }
  return out;
})();

// The roundings the regulations prescribe, done on whole numbers (a numerator and a denominator) so that no binary
// fraction ever decides a half.

/** num / den to the nearest whole number, a half upward (B.01 1.4.7b; B.01 1.4.9 for percentages). den > 0. */
export const ratioHalfUp = (num: number, den: number): number => Math.floor((2 * num + den) / (2 * den));

/** A score over a number of games as a whole percentage, 0.5% upward (B.01 1.4.9). */
export const percentHalfUp = (score: number, games: number): number => ratioHalfUp(Math.round(score * 200), 2 * games);

/** Hundredths to the nearest whole number, 0.5 away from zero (B.02 8.3.4). */
export const hundredthsHalfAway = (hundredths: number): number =>
  Math.sign(hundredths) * Math.floor((Math.abs(hundredths) + 50) / 100);

/** Hundredths to one decimal, 0.05 away from zero: 322 → 3.2, −125 → −1.3. */
export const hundredthsToOneDecimal = (hundredths: number): number =>
  (Math.sign(hundredths) * Math.floor((Math.abs(hundredths) + 5) / 10)) / 10;

/** Hundredths as a decimal string with two places: 34 → "0.34", −8 → "−0.08" (ASCII minus). */
export const hundredthsText = (h: number): string => `${h < 0 ? '-' : ''}${Math.floor(Math.abs(h) / 100)}.${String(Math.abs(h) % 100).padStart(2, '0')}`;

/** A score in halves of a point, written as a chess score: 6.5 → "6½", 0.5 → "½". */
export const scoreText = (score: number): string => {
  const whole = Math.floor(score);
  if (score - whole < 0.5) return `${whole}`;
  return whole === 0 ? '½' : `${whole}½`;
};

/** A signed number with one decimal: 3.2 → "+3.2", −1 → "−1.0" (ASCII signs). */
export const signedOneDecimal = (x: number): string => `${x > 0 ? '+' : x < 0 ? '-' : ''}${Math.abs(x).toFixed(1)}`;

/** Hundredths as an exact signed decimal, with no more places than it needs: 320 → "+3.2", −125 → "-1.25", 0 → "0". */
export const signedHundredths = (h: number): string => {
  const sign = h > 0 ? '+' : h < 0 ? '-' : '';
  const abs = Math.abs(h);
  const frac = abs % 100;
  const fracText = frac === 0 ? '' : frac % 10 === 0 ? `.${frac / 10}` : `.${String(frac).padStart(2, '0')}`;
  return `${sign}${Math.floor(abs / 100)}${fracText}`;
};

/** A fraction p in whole hundredths as the tables print it: 100 → "1.0", 83 → ".83", 5 → ".05". */
export const pText = (hundredths: number): string => (hundredths >= 100 ? '1.0' : `.${String(hundredths).padStart(2, '0')}`);

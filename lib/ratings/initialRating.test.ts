import { describe, expect, it } from 'vitest';
import { RatingsError } from './errors';
import { initialRating } from './initialRating';

// Hand-worked: five games against 1650 (won), 1720 (drawn), 1800 (lost), 1900 (won), 1580 (won): 3½ points.
// Ra = (8650 + 1800 + 1800) / (5 + 2) = 12250 / 7 = 1750 (8.2.2); p = (3½ + 1) / 7 = 64.29% → .64, dp = 102
// (8.1.1); Ru = 1750 + 102 = 1852 (8.2.3).
const five = [
  { opponent: 1650, score: 1 as const },
  { opponent: 1720, score: 0.5 as const },
  { opponent: 1800, score: 0 as const },
  { opponent: 1900, score: 1 as const },
  { opponent: 1580, score: 1 as const },
];

describe('initial rating (B.02 8.2)', () => {
  it('five games: Ru = Ra + dp = 1750 + 102 = 1852', () => {
    const r = initialRating({ games: five });
    expect(r).toMatchObject({ rating: 1852, average: 1750, gamesCounted: 5, score: 3.5, percentage: 64, dp: 102 });
    expect(r.working.map((w) => w.text)).toEqual([
      'Ra = (8650 + 1800 + 1800) / (5 + 2) = 12250 / 7 = 1750: the rated opponents and two hypothetical opponents rated 1800 (B.02 8.2.2)',
      "p = (3½ + 1) / (5 + 2) = 4½ / 7 = 64%: the two hypothetical games count as draws (rounded to the table's whole hundredth, 0.5 up) (B.02 8.2.2)",
      'p = .64 gives dp = 102 (B.02 8.1.1)',
      'Ru = Ra + dp = 1750 + 102 = 1852, rounded: 1852 (B.02 8.2.3)',
    ]);
  });
  it('a forfeit and an unrated opponent are not counted (5.1, 8.2.2)', () => {
    const r = initialRating({ games: [...five, { opponent: 1700, score: '+' }, { opponent: null, score: 1 }] });
    expect(r).toMatchObject({ rating: 1852, gamesCounted: 5 });
    expect(r.working.map((w) => w.cite.article)).toEqual(expect.arrayContaining(['5.1', '8.2.2']));
  });
  it('a zero score in the first event is disregarded (8.2.1)', () => {
    const zero = [1600, 1700, 1800].map((opponent) => ({ opponent, score: 0 as const, event: 'A' }));
    const r = initialRating({ games: [...zero, ...five.map((g) => ({ ...g, event: 'B' }))] });
    expect(r).toMatchObject({ rating: 1852, gamesCounted: 5 });
    expect(r.working[0]).toMatchObject({ step: 'initial.zero', cite: { article: '8.2.1' } });
  });
  it('but a zero in a later event counts: Ra = 17350 / 10 = 1735, p = 4½ / 10 = 45%, dp −36, Ru = 1699', () => {
    const zero = [1600, 1700, 1800].map((opponent) => ({ opponent, score: 0 as const, event: 'B' }));
    const r = initialRating({ games: [...five.map((g) => ({ ...g, event: 'A' })), ...zero] });
    expect(r).toMatchObject({ rating: 1699, average: 1735, gamesCounted: 8, percentage: 45, dp: -36 });
  });
  it('fewer than 5 games against rated opponents: no rating yet (7.1.4)', () => {
    const r = initialRating({ games: five.slice(0, 4) });
    expect(r).toMatchObject({ rating: null, gamesCounted: 4 });
    expect(r.why).toMatch(/at least 5/);
    expect(r.working.at(-1)!.cite.article).toBe('7.1.4');
  });
  it('the maximum initial rating is 2200 (8.2.3)', () => {
    // Five wins against 2300: Ra = 15100 / 7 = 2157.14; p = 6 / 7 = 85.71% → .86, dp 309; 2466.14 → 2466 → 2200.
    const r = initialRating({ games: Array.from({ length: 5 }, () => ({ opponent: 2300, score: 1 as const })) });
    expect(r).toMatchObject({ rating: 2200, average: 2157.14, percentage: 86, dp: 309 });
  });
  it('under 1400 no rating is published (7.1.4)', () => {
    // ½ of 5 against 1400: Ra = 10600 / 7 = 1514.29; p = 1½ / 7 = 21.43% → .21, dp −230; 1284.29 → 1284.
    const r = initialRating({ games: [0.5, 0, 0, 0, 0].map((score) => ({ opponent: 1400, score: score as 0 | 0.5 })) });
    expect(r).toMatchObject({ rating: null, percentage: 21, dp: -230 });
    expect(r.why).toMatch(/1284, under 1400/);
  });
  it('Ru is rounded to the nearest whole number (a half upward)', () => {
    // 1700 × 5 + 1704 = 10204; Ra = 13804 / 8 = 1725.5; p = 4 / 8 = 50%, dp 0: Ru = 1725.5 → 1726.
    const games = [1700, 1700, 1700, 1700, 1700, 1704].map((opponent, i) => ({ opponent, score: (i % 2 ? 1 : 0) as 0 | 1 }));
    expect(initialRating({ games })).toMatchObject({ rating: 1726, average: 1725.5, dp: 0 });
  });
  it('rapid and blitz cite their own numbers (7.2)', () => {
    const r = initialRating({ games: five, list: 'blitz' });
    expect(r.rating).toBe(1852);
    expect(r.working.at(-1)!.cite).toEqual({ regulation: 'B.02-RB', article: '7.2.4' });
  });
  it('refuses a rating under the list', () => {
    expect(() => initialRating({ games: [{ opponent: 1200, score: 1 }] })).toThrow(RatingsError);
  });
});

import { describe, expect, it } from 'vitest';
import { performance } from './performance';
import { percentHalfUp } from './rounding';

describe('percentages (B.01 1.4.9: "rounded to the nearest whole number. 0.5% is rounded up")', () => {
  it('the Table for Direct Titles examples: 5.5/8 = 69% and 3.5/8 = 44%', () => {
    // B.01, Table for Direct Titles, note 2: "+4=3-1+1 forfeit win = 5.5/8 = 69%", "+3=1-4 + 1 Bye = 3.5/8 = 44%".
    expect(percentHalfUp(5.5, 8)).toBe(69);
    expect(percentHalfUp(3.5, 8)).toBe(44);
  });
  it('exact halves go up: 5 / 8 = 62.5% → 63; 1 / 8 = 12.5% → 13', () => {
    expect(percentHalfUp(5, 8)).toBe(63);
    expect(percentHalfUp(1, 8)).toBe(13);
  });
});

describe('performance rating (B.01 1.4.8: Rp = Ra + dp)', () => {
  it('6½ of 9 against an average of 2378: Rp = 2378 + 166 = 2544', () => {
    // Hand-worked: 2400 + 2350 + 2300 + 2450 + 2380 + 2420 + 2310 + 2290 + 2500 = 21400; / 9 = 2377.78 → 2378 (1.4.7b).
    // p = 6½ / 9 = 72.2% → 72% (1.4.9), dp = 166; Rp = 2544.
    const ratings = [2400, 2350, 2300, 2450, 2380, 2420, 2310, 2290, 2500];
    const scores = [1, 0.5, 1, 0.5, 1, 0.5, 1, 0.5, 0.5] as const;
    const r = performance({ games: ratings.map((opponent, i) => ({ opponent, score: scores[i]! })) });
    expect(r).toMatchObject({ performance: 2544, average: 2378, score: 6.5, percentage: 72, dp: 166, gamesCounted: 9 });
    expect(r.working.map((w) => w.text)).toContain('Ra = 21400 / 9 = 2377.78, rounded (0.5 up): 2378 (B.01 1.4.7)');
  });
  it('an unrated opponent counts as 1400 (1.4.6d); a forfeit is left out (1.4.2c)', () => {
    const r = performance({ games: [{ opponent: null, score: 1 }, { opponent: 1800, score: 0.5 }, { opponent: 2000, score: '+' }] });
    // (1400 + 1800) / 2 = 1600; 1½ / 2 = 75%, dp 193: 1793.
    expect(r).toMatchObject({ average: 1600, gamesCounted: 2, percentage: 75, dp: 193, performance: 1793 });
  });
  it('a perfect score uses the notional 800 (B.02 8.1)', () => {
    const r = performance({ games: [{ opponent: 2000, score: 1 }] });
    expect(r.performance).toBe(2800);
    expect(r.working.map((w) => w.text).join('\n')).toMatch(/notional/);
  });
  it('refuses an event with no game over the board', () => {
    expect(() => performance({ games: [{ opponent: 2000, score: '-' }] })).toThrow(/at least one/);
  });
});

import { describe, expect, it } from 'vitest';
import { RatingsError } from './errors';
import { ratingChange } from './ratingChange';

const texts = (r: { working: { text: string }[] }) => r.working.map((w) => w.text);

describe('rating change of one game (B.02 8.3)', () => {
  it('2187 draws with 2301: D = −114, PD .34, ΔR +0.16, × 20 = +3.2', () => {
    // Hand-worked: 2187 − 2301 = −114, in the row 114–121 of 8.1.2 (.66 / .34): the lower rated player expects .34.
    // ΔR = 0.5 − 0.34 = 0.16; K = 20 (under 2400, 8.3.3); 0.16 × 20 = 3.2; for the period 3 (8.3.4): 2190.
    const r = ratingChange({ rating: 2187, games: [{ opponent: 2301, score: 0.5 }] });
    expect(r).toMatchObject({ k: 20, change: 3.2, roundedChange: 3, newRating: 2190, gamesCounted: 1 });
    expect(r.games[0]).toMatchObject({ difference: -114, differenceUsed: -114, expected: 0.34, change: 3.2, counted: true });
    expect(texts(r)).toContain('Game 1: |D| = 114 is in the row 114–121: PD = 0.34 for the lower rated player (B.02 8.1.2)');
    expect(r.working.map((w) => w.cite.article)).toEqual(expect.arrayContaining(['8.3.3', '8.3.1', '8.1.2', '8.3.2b', '8.3.2c', '8.3.2d', '8.3.4']));
  });
});

describe('an event with a forfeit (B.02 5.1)', () => {
  it('1850 in five rounds, round 3 won by forfeit: four games rated, +14', () => {
    // Hand-worked, K = 20:
    //   R1 1920, won:   D = −70  (69–76)   PD .40  ΔR +0.60
    //   R2 1780, drawn: D = +70  (69–76)   PD .60  ΔR −0.10
    //   R3 forfeit win: unplayed, not counted (5.1)
    //   R4 2010, lost:  D = −160 (154–162) PD .29  ΔR −0.29
    //   R5 1845, won:   D = +5   (4–10)    PD .51  ΔR +0.49
    //   ΣΔR = 0.70; × 20 = +14.0; new rating 1864.
    const r = ratingChange({
      rating: 1850,
      games: [
        { opponent: 1920, score: 1 },
        { opponent: 1780, score: 0.5 },
        { opponent: 1900, score: '+' },
        { opponent: 2010, score: 0 },
        { opponent: 1845, score: 1 },
      ],
    });
    expect(r.games.map((g) => g.expected)).toEqual([0.4, 0.6, null, 0.29, 0.51]);
    expect(r.games.map((g) => g.change)).toEqual([12, -2, null, -5.8, 9.8]);
    expect(r).toMatchObject({ k: 20, sumDelta: 0.7, change: 14, roundedChange: 14, newRating: 1864, gamesCounted: 4 });
    expect(r.games[2]).toMatchObject({ counted: false, reason: expect.stringMatching(/forfeit/) });
    expect(texts(r)).toContain('Game 3: won by forfeit: unplayed games are not counted (B.02 5.1)');
  });
  it('a game against an unrated opponent does not change a rated player\'s rating (8.3.1)', () => {
    const r = ratingChange({ rating: 1850, games: [{ opponent: null, score: 1 }] });
    expect(r).toMatchObject({ change: 0, gamesCounted: 0, newRating: 1850 });
    expect(r.games[0]!.counted).toBe(false);
  });
});

describe('K (B.02 8.3.3)', () => {
  const games = [
    { opponent: 1500, score: 1 as const },
    { opponent: 1720, score: 0.5 as const },
    { opponent: 1690, score: 0 as const },
  ];
  it('a player under 18 rated under 2300 has K = 40: 1650, aged 15, −1.6', () => {
    // Hand-worked: D = +150 (146–153) PD .70, won: +0.30; D = −70 (69–76) PD .40, drawn: +0.10;
    // D = −40 (40–46) PD .44, lost: −0.44. ΣΔR = −0.04; × 40 = −1.6; the period rounds it to −2 (8.3.4).
    const r = ratingChange({ rating: 1650, age: 15, gamesRated: 120, games });
    expect(r).toMatchObject({ k: 40, sumDelta: -0.04, change: -1.6, roundedChange: -2, newRating: 1648 });
    expect(r.working[0]!.step).toBe('k.junior');
  });
  it('the same games at 19 (past the year of the 18th birthday): K = 20, −0.8', () => {
    const r = ratingChange({ rating: 1650, age: 19, gamesRated: 120, games });
    expect(r).toMatchObject({ k: 20, change: -0.8, roundedChange: -1 });
  });
  it('a junior rated 2300 or more has K = 20', () => {
    expect(ratingChange({ rating: 2310, age: 16, games: [{ opponent: 2300, score: 1 }] }).k).toBe(20);
  });
  it('a player new to the list (fewer than 30 games rated before) has K = 40', () => {
    expect(ratingChange({ rating: 1700, gamesRated: 25, games: [{ opponent: 1700, score: 1 }] }).k).toBe(40);
  });
  it('K = 10 at 2400 and after the published rating once reached 2400', () => {
    expect(ratingChange({ rating: 2400, games: [{ opponent: 2400, score: 1 }] }).k).toBe(10);
    expect(ratingChange({ rating: 2390, reached2400: true, games: [{ opponent: 2400, score: 1 }] }).k).toBe(10);
  });
  it('the 700 rule: 20 games at K 40 is 800, so K = 35', () => {
    const r = ratingChange({ rating: 1700, gamesRated: 10, gamesInPeriod: 20, games: [{ opponent: 1700, score: 1 }] });
    expect(r.k).toBe(35);
    expect(texts(r)).toContain('20 games × 40 = 800, over 700: K = 35, the largest whole number with K × 20 not over 700 (700) (B.02 8.3.3)');
    // 18 games × 40 = 720: K = 38 (38 × 18 = 684, 39 × 18 = 702).
    expect(ratingChange({ rating: 1700, k: 40, gamesInPeriod: 18, games: [{ opponent: 1700, score: 1 }] }).k).toBe(38);
  });
});

describe('the 400-point rule (B.02 8.3.1)', () => {
  it('2450 beats 1980: D = 470 counts as 400, PD .92, +0.8 at K 10', () => {
    const r = ratingChange({ rating: 2450, games: [{ opponent: 1980, score: 1 }] });
    expect(r.games[0]).toMatchObject({ difference: 470, differenceUsed: 400, expected: 0.92, change: 0.8 });
    expect(texts(r)[0]).toBe('K = 10: rated 2450, 2400 or more (B.02 8.3.3)');
    expect(texts(r)).toContain('Game 1: D = 2450 − 1980 = 470 (B.02 8.3.1)');
    expect(texts(r)).toContain('Game 1: more than 400: counted as 400 (B.02 8.3.1)');
  });
  it('and loses: −0.92 × 10 = −9.2', () => {
    expect(ratingChange({ rating: 2450, games: [{ opponent: 1980, score: 0 }] }).change).toBe(-9.2);
  });
  it('the lower rated 1980 who wins: D = −470 counts as −400, PD .08, +0.92 × 20 = +18.4', () => {
    const r = ratingChange({ rating: 1980, games: [{ opponent: 2450, score: 1 }] });
    expect(r.games[0]).toMatchObject({ differenceUsed: -400, expected: 0.08, change: 18.4 });
  });
});

describe('rounding (B.02 8.3.4: 0.5 away from zero)', () => {
  it('−0.5 becomes −1 and +0.5 becomes +1', () => {
    // D = ±35 (33–39): PD .55 / .45. A draw: ∓0.05 × 10 = ∓0.5.
    expect(ratingChange({ rating: 2450, games: [{ opponent: 2415, score: 0.5 }] })).toMatchObject({ change: -0.5, roundedChange: -1, newRating: 2449 });
    expect(ratingChange({ rating: 2415, reached2400: true, games: [{ opponent: 2450, score: 0.5 }] })).toMatchObject({ change: 0.5, roundedChange: 1, newRating: 2416 });
  });
});

describe('rapid and blitz (B.02, rapid and blitz regulations, 7.3)', () => {
  it('the same arithmetic, cited by the rapid and blitz numbers', () => {
    const r = ratingChange({ rating: 2187, list: 'rapid', games: [{ opponent: 2301, score: 0.5 }] });
    expect(r.change).toBe(3.2);
    expect(r.working.every((w) => w.cite.regulation === 'B.02-RB')).toBe(true);
    expect(texts(r)).toContain('Rating change = 0.16 × 20 = +3.2 (B.02 (rapid and blitz) 7.3.2d)');
  });
});

describe('impossible input is refused with a clear message, never computed', () => {
  const bad: [string, () => unknown, RegExp][] = [
    ['a rating under 1400', () => ratingChange({ rating: 1399, games: [{ opponent: 1500, score: 1 }] }), /1399 is not on the rating list: below 1400.*7\.2\.1/],
    ['an opponent above any rating', () => ratingChange({ rating: 2000, games: [{ opponent: 3100, score: 1 }] }), /3100 is above any rating/],
    ['a score of 2 in one game', () => ratingChange({ rating: 2000, games: [{ opponent: 2000, score: 2 as never }] }), /"score" must be 1, 0.5 or 0/],
    ['no games', () => ratingChange({ rating: 2000, games: [] }), /"games" is empty/],
    ['fewer games in the period than in the event', () => ratingChange({ rating: 2000, gamesInPeriod: 1, games: [{ opponent: 2000, score: 1 }, { opponent: 2000, score: 1 }] }), /cannot be fewer/],
  ];
  for (const [name, run, message] of bad)
    it(name, () => {
      expect(run).toThrow(RatingsError);
      expect(run).toThrow(message);
    });
});

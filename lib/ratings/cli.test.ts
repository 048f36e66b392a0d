import { describe, it, expect } from 'vitest';
import { cliRunner, expectOneLineFailure } from '../cli/testing';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CLI = join(__dirname, 'cli.ts');
const cli = cliRunner(CLI);

describe('ratings command line', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ratings-cli-'));
  it('rating-change from a file: K, the change to one decimal and each game', () => {
    const file = join(dir, 'case.json');
    writeFileSync(file, JSON.stringify({ calc: 'rating-change', rating: 2187, games: [{ opponent: 2301, score: 0.5 }, { opponent: 1700, score: 1 }] }));
    const r = cli([file]);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout);
    // 0.16 × 20 = 3.2; 487 counts as 400: 1 − 0.92 = 0.08 × 20 = 1.6; 4.8 in all.
    expect(out).toMatchObject({
      k: 20,
      change: 4.8,
      games: [
        { difference: -114, expected: 0.34, change: 3.2 },
        { difference: 487, differenceUsed: 400, expected: 0.92, change: 1.6 },
      ],
    });
    expect(out.working).toContain('Rating change = 0.24 × 20 = +4.8 (B.02 8.3.2d)');
  });
  it('initial-rating from standard input, a forfeit not counted', () => {
    const games = [[1650, 1], [1720, 0.5], [1800, 0], [1900, 1], [1580, 1], [1700, '+']].map(([opponent, score]) => ({ opponent, score }));
    const r = cli(['-'], JSON.stringify({ calc: 'initial-rating', games }));
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ rating: 1852, average: 1750, gamesCounted: 5 });
  });
  it('norm: the requirements with their B.01 paragraphs, null while a game remains', () => {
    const games = [
      ['GM', 2511, 'ESP', 0.5], ['IM', 2420, 'FRA', 1], ['FM', 2350, 'POR', 0.5], ['IM', 2405, 'ENG', 0.5], [undefined, 2280, 'ESP', 1],
      ['GM', 2530, 'GER', 0], ['IM', 2390, 'ESP', 1], ['FM', 2310, 'POR', 0], ['WGM', 2300, 'BRA', null],
    ].map(([title, rating, federation, score]) => ({ title, rating, federation, score }));
    const r = cli(['-'], JSON.stringify({ calc: 'norm', title: 'IM', rounds: 9, federation: 'POR', games }));
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ norm: null, average: 2388, scoreNeeded: 5.5, score: 4.5, neededFromRemaining: 1 });
    expect(out.requirements[1]).toMatchObject({ rule: '1.4.3', met: true, why: '5 federations other than POR (BRA, ENG, ESP, FRA, GER): at least 2 needed' });
  });
  it('performance', () => {
    const r = cli(['-'], JSON.stringify({ calc: 'performance', games: [{ opponent: 2000, score: 1 }, { opponent: 2100, score: 0.5 }] }));
    expect(r.status).toBe(0);
    // 4100 / 2 = 2050; 75%, dp 193: 2243.
    expect(JSON.parse(r.stdout)).toMatchObject({ performance: 2243, average: 2050 });
  });
  it('arbiter-title: the events that count as FA norms, each check with its B.06.1 paragraph', () => {
    const ev = { system: 'swiss', rate: 'standard', rounds: 9, players: 120, rated: 70, federations: 4, end: '2024-08-10', role: 'deputy', chief: 'A', chiefTitle: 'IA' };
    const r = cli(['-'], JSON.stringify({ calc: 'arbiter-title', title: 'FA', born: '1990-05-10', applied: '2025-06-01', registeredNA: true,
      seminar: { date: '2023-11-20', exam: 85 }, events: [ev, { ...ev, system: 'round-robin', players: 10, rated: 10, end: '2024-03-02' }, { ...ev, rate: 'rapid', players: 60, rated: 35 }] }));
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ titleMet: true, events: [{ counts: true, as: '3.8.1' }, { counts: true, as: '3.8.2' }, { counts: true, as: '3.9.2' }] });
    expect(out.working).toContain('Event 1: a Swiss event with 70 rated players, at least 20 needed (B.06 3.8.1)');
  });
  const bad: [string, string, RegExp][] = [
    ['bad JSON', '{"calc": ', /bad JSON/],
    ['not an object', '[1, 2]', /the case must be an object/],
    ['unknown calculation', '{"calc": "elo"}', /"calc" must be one of rating-change, initial-rating, performance, norm, arbiter-title/],
    ['an arbiter title with a day not in the calendar', '{"calc": "arbiter-title", "title": "FA", "born": "1990-02-30", "applied": "2025-06-01", "events": []}', /"born" 1990-02-30 is not a day of the calendar/],
    ['a score above one game', '{"calc": "rating-change", "rating": 2000, "games": [{"opponent": 2000, "score": 1.5}]}', /game 1: "score" must be 1, 0.5 or 0/],
    ['a rating out of the list', '{"calc": "rating-change", "rating": 1200, "games": [{"opponent": 2000, "score": 1}]}', /not on the rating list/],
    ['a misspelt option', '{"calc": "rating-change", "rating": 2000, "kk": 20, "games": []}', /unknown field "kk"/],
    ['a K out of range', '{"calc": "rating-change", "rating": 2000, "k": 60, "games": [{"opponent": 2000, "score": 1}]}', /"k" must be from 1 to 40/],
    ['a norm in too few rounds', '{"calc": "norm", "title": "GM", "rounds": 7, "federation": "POR", "games": []}', /at least 9 games/],
    ['a norm with a game too few', '{"calc": "norm", "title": "GM", "rounds": 9, "federation": "POR", "games": []}', /"games" has 0 entries for 9 rounds/],
  ];
  for (const [name, input, message] of bad) {
    it(`exits 2 with one line on standard error: ${name}`, () => {
      expectOneLineFailure(cli(['-'], input), message);
    });
  }
  it('exits 2 for a missing file', () => {
    const r = cli([join(dir, 'nope.json')]);
    expect(r.status).toBe(2);
    expect(r.stderr.split('\n').filter(Boolean)).toHaveLength(1);
  });
});

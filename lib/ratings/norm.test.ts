import { describe, expect, it } from 'vitest';
import { SOURCE_CHECK, checkAgainstSources, sourceLines } from '@/lib/laws/sources';
import { RatingsError } from './errors';
import { normCheck, type NormGameInput, type NormInput } from './norm';
import { TITLE_REGULATIONS } from './sources';

const texts = (r: { working: { text: string }[] }) => r.working.map((w) => w.text);
const rules = (r: { requirements: { rule: string }[] }) => r.requirements.map((q) => q.rule);
const unmet = (r: { requirements: { rule: string; met: boolean | null }[] }) => r.requirements.filter((q) => q.met !== true).map((q) => q.rule);

// An IM norm for a Portuguese player in a 9-round Swiss. Hand-worked:
//   opponents 2511 GM ESP ½, 2420 IM FRA 1, 2350 FM POR ½, 2405 IM ENG ½, 2280 ESP 1, 2530 GM GER 0, 2390 IM ESP 1,
//   2310 FM POR 1, 2300 WGM BRA ½ → 6 points.
//   1.4.3: ESP, FRA, ENG, GER, BRA besides POR (≥ 2). 1.4.4: POR 2 ≤ 5 (3/5 of 9 rounded down); ESP 3 ≤ 6 (2/3).
//   1.4.5a: 8 title-holders ≥ 5. 1.4.5c: 5 IMs or GMs ≥ 3. No one under the IM floor of 2050.
//   1.4.7: 21496 / 9 = 2388.44 → 2388. 1.4.8a: ≥ 2230. Annex, 9 rounds, IM: 2370–2406 → 5½.
//   1.4.8: 6 / 9 = 66.67% → 67%, dp 125: Rp = 2388 + 125 = 2513 ≥ 2450. Norm; ½ over, so it counts as 9 games.
const imGames: NormGameInput[] = [
  { title: 'GM', rating: 2511, federation: 'ESP', score: 0.5 },
  { title: 'IM', rating: 2420, federation: 'FRA', score: 1 },
  { title: 'FM', rating: 2350, federation: 'POR', score: 0.5 },
  { title: 'IM', rating: 2405, federation: 'ENG', score: 0.5 },
  { rating: 2280, federation: 'ESP', score: 1 },
  { title: 'GM', rating: 2530, federation: 'GER', score: 0 },
  { title: 'IM', rating: 2390, federation: 'ESP', score: 1 },
  { title: 'FM', rating: 2310, federation: 'POR', score: 1 },
  { title: 'WGM', rating: 2300, federation: 'BRA', score: 0.5 },
];
const im = (games: NormGameInput[], extra: Partial<NormInput> = {}): NormInput => ({ title: 'IM', rounds: games.length, federation: 'POR', games, ...extra });

describe('norm check (B.01 1.4)', () => {
  it('an IM norm: average 2388, 5½ needed, 6 scored, Rp 2513', () => {
    const r = normCheck(im(imGames));
    expect(r).toMatchObject({ norm: true, average: 2388, scoreNeeded: 5.5, score: 6, neededFromRemaining: null, performance: 2513, gamesCounted: 9, countsAsGames: 9 });
    expect(r.tableRow).toEqual({ rounds: 9, score: 5.5, averages: [2370, 2406] });
    expect(rules(r)).toEqual(['1.4.1a', '1.4.3', '1.4.4', '1.4.5a', '1.4.5c', '1.4.8a', '1.4.8b', '1.4.8']);
    expect(r.requirements.every((q) => q.met === true)).toBe(true);
    expect(r.requirements.find((q) => q.rule === '1.4.3')!.why).toBe('5 federations other than POR (BRA, ENG, ESP, FRA, GER): at least 2 needed');
    expect(r.requirements.find((q) => q.rule === '1.4.4')!.why).toBe('2 of 9 opponents from POR, at most 5 (3/5, rounded down); most from one federation: 3 from ESP, at most 6 (2/3, rounded down)');
    expect(texts(r)).toEqual([
      'Ra = (2511 + 2420 + 2350 + 2405 + 2280 + 2530 + 2390 + 2310 + 2300) / 9 = 21496 / 9 = 2388.44, rounded (0.5 up): 2388 (B.01 1.4.7)',
      '9 games, IM column, average 2388 in the row 2370–2406: 5½ points needed (B.01 Annex, 9 rounds)',
      'Score needed: 5½ of 9 = 61% (at least 35%, 1.4.8b), dp 80 (1.4.9): 2388 + 80 = 2468, at least 2450 (B.01 1.4.8)',
      'Scored 6 of 9: p = .67, dp = 125, Rp = 2388 + 125 = 2513 (B.01 1.4.8)',
    ]);
  });

  describe('a norm decided by the last round', () => {
    // Round 8 lost instead of won: 4½ after 8 rounds, the last opponent (WGM 2300 BRA) already paired.
    // Average unchanged, 2388; 5½ needed: 1 point from the last game. A win: 5½ / 9 = 61%, dp 80, Rp 2468 ≥ 2450.
    // A draw: 5 / 9 = 56%, dp 43, Rp 2431 < 2450.
    const before = imGames.map((g, i) => (i === 7 ? { ...g, score: 0 as const } : i === 8 ? { ...g, score: null } : g));
    it('before it: norm undecided, 1 point needed from the last game', () => {
      const r = normCheck(im(before));
      expect(r).toMatchObject({ norm: null, average: 2388, scoreNeeded: 5.5, score: 4.5, neededFromRemaining: 1, gamesRemaining: 1, performance: null });
      expect(r.requirements.find((q) => q.rule === '1.4.8')).toMatchObject({ rule: '1.4.8', met: null, why: '4½ so far of 5½ needed: 1 from the 1 game to come' });
      expect(texts(r)).toContain('4½ so far; 5½ needed: 1 from the last 1 game (B.01 1.4.8)');
    });
    it('a win makes it', () => {
      const r = normCheck(im(before.map((g, i) => (i === 8 ? { ...g, score: 1 } : g))));
      expect(r).toMatchObject({ norm: true, score: 5.5, performance: 2468 });
    });
    it('a draw does not', () => {
      const r = normCheck(im(before.map((g, i) => (i === 8 ? { ...g, score: 0.5 } : g))));
      expect(r).toMatchObject({ norm: false, score: 5, performance: 2431 });
      expect(unmet(r)).toEqual(['1.4.8']);
    });
    it('two games left: 2 needed is still possible, 3 is out of reach', () => {
      // Round 7 lost: ½ + 1 + ½ + ½ + 1 + 0 + 0 = 3½ after 7; 5½ needed: 2 from 2 games, still possible.
      const r = normCheck(im(imGames.map((g, i) => (i === 6 ? { ...g, score: 0 } : i >= 7 ? { ...g, score: null } : g))));
      expect(r).toMatchObject({ norm: null, score: 3.5, neededFromRemaining: 2 });
      // Rounds 5 and 7 lost: 2½ after 7; 3 from 2 games cannot be had: decided already.
      const lost = normCheck(im(imGames.map((g, i) => (i === 6 || i === 4 ? { ...g, score: 0 } : i >= 7 ? { ...g, score: null } : g))));
      expect(lost).toMatchObject({ norm: false, score: 2.5, neededFromRemaining: 3 });
    });
  });

  it('a GM norm with two opponents under the floor: only the lowest is raised', () => {
    // Hand-worked, Spanish player: 2600 GM FRA ½, 2580 GM GER ½, 2560 GM ENG 1, 2450 IM NED 1, 2150 ESP 1, 2100 FM ITA 1,
    // 2550 GM USA ½, 2480 IM FRA ½, 2620 GM ARM 1 → 7 points.
    // Floor 2200 (1.4.6b): 2150 and 2100 are under it; only the lowest, 2100, is raised to 2200 (1.4.6c).
    // Sum 22190 / 9 = 2465.56 → 2466 (it would be 22140 / 9 = 2460 without the floor). Annex 9 rounds, GM: 2434–2474 → 6½.
    // 7 / 9 = 77.78% → 78%, dp 220: Rp 2686 ≥ 2600. Norm.
    const r = normCheck({
      title: 'GM', rounds: 9, federation: 'ESP',
      games: [
        { title: 'GM', rating: 2600, federation: 'FRA', score: 0.5 },
        { title: 'GM', rating: 2580, federation: 'GER', score: 0.5 },
        { title: 'GM', rating: 2560, federation: 'ENG', score: 1 },
        { title: 'IM', rating: 2450, federation: 'NED', score: 1 },
        { rating: 2150, federation: 'ESP', score: 1 },
        { title: 'FM', rating: 2100, federation: 'ITA', score: 1 },
        { title: 'GM', rating: 2550, federation: 'USA', score: 0.5 },
        { title: 'IM', rating: 2480, federation: 'FRA', score: 0.5 },
        { title: 'GM', rating: 2620, federation: 'ARM', score: 1 },
      ],
    });
    expect(r).toMatchObject({ norm: true, average: 2466, scoreNeeded: 6.5, score: 7, performance: 2686 });
    expect(texts(r).slice(0, 3)).toEqual([
      'Round 6: rated 2100, the lowest-rated opponent below the GM norm floor of 2200: raised to 2200 (1.4.6b) (B.01 1.4.6c)',
      'Round 5: rated 2150, also below 2200, but no more than one opponent is raised: counted as 2150 (B.01 1.4.6c)',
      'Ra = (2600 + 2580 + 2560 + 2450 + 2150 + 2200 + 2550 + 2480 + 2620) / 9 = 22190 / 9 = 2465.56, rounded (0.5 up): 2466 (B.01 1.4.7)',
    ]);
    expect(r.requirements.find((q) => q.rule === '1.4.5b')!.why).toBe('5 of the opponents are GMs, at least 3 needed (1/3 of 9, rounded up, minimum 3)');
  });

  it("B.01's own example: two unrated opponents in an IM norm, one counted as 2050 and the other as 1400", () => {
    // B.01 1.4.6, commentary: "Of the two unrated players, one will be assumed to have a rating of 2050 and the other 1400".
    // Rounds 5 and 8 unrated: 2511 + 2420 + 2350 + 2405 + 2050 + 2530 + 2390 + 1400 + 2300 = 20356; / 9 = 2261.78 → 2262.
    // Annex, 9 rounds, IM: 2230–2283 → 7. 6 scored: 67%, dp 125, Rp 2387 < 2450: no norm.
    const games = imGames.map((g, i) => (i === 4 ? { federation: 'ESP', score: 1 as const } : i === 7 ? { federation: 'POR', score: 1 as const } : g));
    const r = normCheck(im(games));
    expect(r.working.filter((w) => w.step === 'norm.floor' || w.step === 'norm.unrated').map((w) => w.values)).toEqual([
      { round: 5, rating: null, floor: 2050 },
      { round: 8, rating: 1400 },
    ]);
    expect(r).toMatchObject({ norm: false, average: 2262, scoreNeeded: 7, score: 6, performance: 2387 });
    expect(unmet(r)).toEqual(['1.4.8']);
  });

  it('one foreign federation only: 1.4.3 not met, whatever the score', () => {
    const games = imGames.map((g) => ({ ...g, federation: g.federation === 'POR' ? 'POR' : 'ESP' }));
    const r = normCheck(im(games));
    expect(r.norm).toBe(false);
    expect(unmet(r)).toEqual(['1.4.3', '1.4.4']); // and 7 from ESP, more than 2/3 of 9
  });

  it('an event exempt under 1.4.3a (national championship) needs no foreigners', () => {
    const games = imGames.map((g) => ({ ...g, federation: 'POR' }));
    const r = normCheck(im(games, { exemption: '1.4.3a' }));
    expect(r.norm).toBe(true);
    expect(rules(r)).toContain('1.4.3a');
  });

  it('a game lost by forfeit leaves 8 games: no norm (1.4.1a, 1.4.2c)', () => {
    const r = normCheck(im(imGames.map((g, i) => (i === 3 ? { ...g, score: '-' } : g))));
    expect(r).toMatchObject({ norm: false, gamesCounted: 8 });
    expect(unmet(r)).toContain('1.4.1a');
  });

  it('a pairing-allocated bye in 9 rounds: the 8 games count as a 9-game norm (1.4.1c)', () => {
    // Round 3 a bye: 21496 − 2350 = 19146; / 8 = 2393.25 → 2393. 5½ of 8. Needed: 5 / 8 = 62.5% → 63%, dp 95,
    // 2488 ≥ 2450 (4½ / 8 = 56%, dp 43, 2436, is not enough). Norm; ½ over, so 9 games.
    const r = normCheck(im(imGames.map((g, i) => (i === 2 ? { score: 'bye' } : g))));
    expect(r).toMatchObject({ norm: true, average: 2393, scoreNeeded: 5, score: 5.5, gamesCounted: 8, countsAsGames: 9, tableRow: null });
    expect(rules(r)[0]).toBe('1.4.1c');
  });

  it('a last-round forfeit the player needed for 9 games: the norm counts if it holds with that game lost (1.4.2c)', () => {
    // 10 rounds: round 3 a bye, round 10 won by forfeit against an IM 2400 FRA: 8 games played.
    // As if round 10 were lost: 19146 + 2400 = 21546 / 9 = 2394; 5½ needed (2370–2406); 5½ scored: Rp 2474. Norm.
    const games: NormGameInput[] = [...imGames.map((g, i) => (i === 2 ? { score: 'bye' as const } : g)), { title: 'IM', rating: 2400, federation: 'FRA', score: '+' }];
    const r = normCheck(im(games));
    expect(r).toMatchObject({ norm: true, average: 2394, scoreNeeded: 5.5, score: 5.5, gamesCounted: 9 });
    expect(rules(r)[0]).toBe('1.4.2c');
    expect(texts(r)).toContain('Round 10, the last, was won by forfeit and is needed for 9 games: the norm counts if it holds with that game lost — it does (B.01 1.4.2c)');
  });

  it('a full point over the score needed counts as one more game (1.4.1d)', () => {
    // The IM norm with round 6 won: 7 points, 5½ needed, 1½ over: counts as 10 games.
    const r = normCheck(im(imGames.map((g, i) => (i === 5 ? { ...g, score: 1 } : g))));
    expect(r).toMatchObject({ norm: true, score: 7, countsAsGames: 10 });
  });

  it('17 rounds at an average of 2710: 6 points are enough, below the last row the Annex prints', () => {
    const feds = ['ESP', 'FRA', 'GER', 'ENG', 'NED', 'ITA'];
    const games: NormGameInput[] = Array.from({ length: 17 }, (_, i) => ({ title: 'GM', rating: 2710, federation: feds[i % 6]!, score: i < 12 ? 0.5 : 0 }));
    // 6 / 17 = 35.29% (≥ 35%, 1.4.8b) → 35% (1.4.9), dp −110: 2710 − 110 = 2600 (1.4.8). The table's last row: 6½, ≥2687.
    const r = normCheck({ title: 'GM', rounds: 17, federation: 'POR', games });
    expect(r).toMatchObject({ norm: true, average: 2710, scoreNeeded: 6, score: 6, performance: 2600, countsAsGames: 13 });
    expect(r.tableRow).toEqual({ rounds: 17, score: 6.5, averages: [2687, null] });
    expect(r.working.map((w) => w.step)).toContain('norm.table-short');
  });

  it('a round not yet paired: the average waits for it', () => {
    const r = normCheck(im(imGames.map((g, i) => (i === 8 ? { score: null } : g))));
    expect(r).toMatchObject({ norm: null, average: null, scoreNeeded: null, neededFromRemaining: null, gamesRemaining: 1 });
    expect(r.requirements.at(-1)).toMatchObject({ rule: '1.4.7', met: null });
  });
});

describe('impossible norm cases are refused with a clear message', () => {
  const bad: [string, unknown, RegExp][] = [
    ['a 5-round event', { title: 'IM', rounds: 5, federation: 'POR', games: [] }, /at least 9 games \(B\.01 1\.4\.1a\)/],
    ['a title not gained by norms', { title: 'FM', rounds: 9, federation: 'POR', games: [] }, /"title" must be GM, IM, WGM or WIM/],
    ['fewer games than rounds', { ...im(imGames), rounds: 10 }, /"games" has 9 entries for 10 rounds/],
    ['a score of 2', im(imGames.map((g, i) => (i === 0 ? { ...g, score: 2 as never } : g))), /round 1: "score" must be/],
    ['an opponent rated under the list', im(imGames.map((g, i) => (i === 0 ? { ...g, rating: 1200 } : g))), /round 1: "rating" 1200 is not on the rating list/],
    ['a federation that is not a code', im(imGames.map((g, i) => (i === 0 ? { ...g, federation: 'es' } : g))), /three-letter/],
    ['a double round-robin', { ...im(imGames), doubleRoundRobin: true }, /double round-robin/],
  ];
  for (const [name, input, message] of bad)
    it(name, () => {
      expect(() => normCheck(input as NormInput)).toThrow(RatingsError);
      expect(() => normCheck(input as NormInput)).toThrow(message);
    });
});

describe.skipIf(!checkAgainstSources)(`${SOURCE_CHECK} the norm rules`, () => {
  it('every rule a requirement names is a paragraph of B.01 as printed', () => {
    const text = sourceLines(TITLE_REGULATIONS);
    const paragraph = (id: string) => {
      const [, num, letter] = id.match(/^([\d.]+?)([a-f]?)$/)!;
      const at = text.findIndex((l) => l.trim().startsWith(`${num} `) || l.trim() === num);
      if (at < 0) return false;
      if (!letter) return true;
      return text.slice(at, at + 40).some((l) => l.trim().startsWith(`${letter}. `) || l.trim().startsWith(`${letter}.  `));
    };
    for (const id of ['1.4.1a', '1.4.1b', '1.4.1c', '1.4.1d', '1.4.2c', '1.4.3', '1.4.3a', '1.4.3d', '1.4.4', '1.4.5a', '1.4.5b', '1.4.5c', '1.4.5d', '1.4.5e', '1.4.6b', '1.4.6c', '1.4.6d', '1.4.7', '1.4.8', '1.4.8a', '1.4.8b', '1.4.9', '1.7'])
      expect(paragraph(id), id).toBe(true);
  });
});

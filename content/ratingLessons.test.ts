// The ratings lessons (content/arbiter/, part "ratings") state numbers: every one of them is recomputed here by
// lib/ratings or is a number the regulation prints, so a wrong figure in any language fails. A lesson's worked
// example is a case below; its results must appear in the lesson, in each language.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lessonsOfPart } from '@/lib/arbiter/lessons';
import { locales } from '@/lib/languages';
import { sourceText } from '@/lib/regulations/corpus';
import { arbiterTitle, dpFor, expectedScoreRow, initialRating, normCheck, performance, ratingChange, scoreNeededFor, type ArbiterTitleInput } from '@/lib/ratings';
import type { NormGameInput } from '@/lib/ratings/norm';
import { proseOf } from './mdxTree';

const lesson = (locale: string, slug: string) => readFileSync(join(__dirname, 'arbiter', locale, `${slug}.mdx`), 'utf8');

/**
 * The numbers a reader sees in a lesson's prose (links and <Reg> citations excluded), as absolute values. An article
 * named in the prose ("the options of 4.9", "table 8.1.2", "B.06.1") is not a figure.
 */
function numbersIn(text: string, articles: Set<string>): number[] {
  const prose = proseOf(text).join(' ');
  const out: number[] = [];
  for (const m of prose.matchAll(/(?<![\w.])\d+(?:[.,]\d+)*/g)) {
    const token = m[0];
    if ((token.match(/[.,]/g) ?? []).length > 1 || (token.includes('.') && articles.has(token))) continue;
    out.push(Number(token.replace(',', '.')));
  }
  return out;
}

const rows = (...ds: number[]) => ds.flatMap((d) => {
  const r = expectedScoreRow(d);
  return [r.min, r.max ?? r.min, r.high / 100, r.low / 100];
});
const abs = (xs: (number | null | undefined)[]) => xs.filter((x): x is number => typeof x === 'number').map((x) => Math.round(Math.abs(x) * 100) / 100);

interface LessonFacts {
  /** Numbers computed by lib/ratings for the lesson's examples; `shown` must each appear in every language. */
  computed: () => { all: number[]; shown: number[] };
  /** Numbers the regulations print (with the paragraph), dates, counts of the example: allowed as they are. */
  printed: number[];
}

const FACTS: Record<string, LessonFacts> = {
  'rating-change': {
    computed: () => {
      const event = ratingChange({ rating: 1935, age: 25, gamesRated: 200, games: [
        { opponent: 2012, score: 0.5 }, { opponent: 1870, score: 1 }, { opponent: 2380, score: 0 }, { opponent: 1790, score: 1 },
        { opponent: null, score: 1 }, { opponent: 1990, score: '+' },
      ] });
      expect(event.k).toBe(20);
      const junior = ratingChange({ rating: 1720, age: 16, gamesRated: 80, games: [{ opponent: 1800, score: 1 }] });
      const busy = ratingChange({ rating: 1720, age: 16, gamesRated: 80, gamesInPeriod: 25, games: [{ opponent: 1800, score: 1 }] });
      expect([junior.k, busy.k]).toEqual([40, 28]);
      const g = event.games.filter((x) => x.counted);
      const delta = g.map((x) => (typeof x.score === 'number' ? x.score : 0) - x.expected!);
      const all = abs([
        1935, 25, 2012, 1870, 2380, 1790, 1990, event.k, event.sumDelta, event.change, event.newRating, event.gamesCounted,
        ...g.flatMap((x) => [x.difference, x.differenceUsed, x.expected, x.change]), ...delta,
        ...rows(...g.map((x) => x.differenceUsed!)),
        1720, 16, 1800, junior.k, junior.games[0]!.difference, junior.games[0]!.expected, 1 - junior.games[0]!.expected!, junior.change, junior.roundedChange, junior.newRating,
        ...rows(junior.games[0]!.difference!), busy.k, 25 * 40, busy.change,
      ]);
      return { all, shown: abs([event.sumDelta, event.change, event.newRating, junior.change, junior.newRating, busy.k, busy.change, ...g.map((x) => x.expected)]) };
    },
    // B.02 from 1 March 2024; scores 1, 0.5, 0; K 40 / 30 games / 18th birthday / 2300, 20 / 2400, 10, 700 (8.3.3);
    // 400 (8.3.1); rounding 0.5 (8.3.4); rounds 1–6 of the example; "six rounds", "four rated games".
    printed: [1, 2024, 0, 0.5, 40, 30, 18, 2300, 20, 2400, 10, 700, 400, 2, 3, 4, 5, 6],
  },
  'initial-rating': {
    computed: () => {
      const games = [
        { opponent: 1650, score: 1 }, { opponent: 1720, score: 0.5 }, { opponent: 1880, score: 0.5 }, { opponent: 1590, score: 1 },
        { opponent: 1760, score: 0.5 }, { opponent: 2010, score: 0 }, { opponent: null, score: 1 }, { opponent: 1700, score: '+' },
      ] as const;
      const first = initialRating({ games: [...games] });
      const zero = initialRating({ games: [
        ...[1820, 1700, 1900].map((opponent) => ({ opponent, score: 0 as const, event: 'A' })),
        ...([[1600, 1], [1750, 0.5], [1680, 0], [1550, 1], [1800, 0.5]] as const).map(([opponent, score]) => ({ opponent, score, event: 'B' })),
      ] });
      const rp = performance({ games: [...games] });
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      const exact = (score: number, n: number) => Math.round((10000 * score) / n) / 100;
      const all = abs([
        ...games.map((g) => g.opponent), first.gamesCounted, first.score, sum([1650, 1720, 1880, 1590, 1760, 2010]), first.gamesCounted + 2,
        sum([1650, 1720, 1880, 1590, 1760, 2010]) + 3600, first.average, first.score + 1, exact(first.score + 1, first.gamesCounted + 2),
        first.percentage, first.dp, first.average! + first.dp!, first.rating, 8,
        1820, 1700, 1900, 3, 1600, 1750, 1680, 1550, zero.gamesCounted, zero.score, sum([1600, 1750, 1680, 1550, 1800]),
        sum([1600, 1750, 1680, 1550, 1800]) + 3600, zero.gamesCounted + 2, zero.average, zero.score + 1, exact(zero.score + 1, zero.gamesCounted + 2),
        zero.percentage, zero.dp, Math.round((zero.average! + zero.dp!) * 100) / 100, zero.rating,
        rp.gamesCounted, rp.score, sum([1650, 1720, 1880, 1590, 1760, 2010, 1400]), Math.round((12010 / 7) * 100) / 100, rp.average,
        exact(rp.score, rp.gamesCounted), rp.percentage, rp.dp, rp.performance,
      ]);
      expect([first.rating, zero.rating, rp.performance, rp.average]).toEqual([1819, 1761, 1818, 1716]);
      return { all, shown: abs([first.average, first.dp, first.rating, zero.average, zero.rating, rp.average, rp.dp, rp.performance]) };
    },
    // B.02 from 1 March 2024 and B.01 from 1 January 2024; 5 games, 26 months, 1400 (7.1.4); 1800 and two
    // hypothetical draws (8.2.2); 2200 (8.2.3); 0.5 upward (B.01 1.4.7b); rounds 1–8; the "+ 1" of the two draws.
    printed: [1, 2024, 0, 0.5, 5, 26, 1400, 1800, 2, 2200, 4, 6, 7],
  },
  norms: {
    computed: () => {
      const played: NormGameInput[] = [
        { title: 'GM', rating: 2512, federation: 'ESP', score: 0.5 }, { title: 'IM', rating: 2431, federation: 'FRA', score: 1 },
        { title: 'FM', rating: 2310, federation: 'POR', score: 0.5 }, { rating: 1985, federation: 'ESP', score: 1 },
        { title: 'IM', rating: 2398, federation: 'ENG', score: 0.5 }, { title: 'GM', rating: 2545, federation: 'GER', score: 0 },
        { title: 'WGM', rating: 2290, federation: 'BRA', score: 1 }, { title: 'FM', rating: 2040, federation: 'POR', score: 1 },
      ];
      const last = (score: NormGameInput['score']) => normCheck({ title: 'IM', rounds: 9, federation: 'POR', games: [...played, { title: 'IM', rating: 2405, federation: 'ESP', score }] });
      const open = last(null), draw = last(0.5), loss = last(0);
      expect([open.norm, open.scoreNeeded, open.neededFromRemaining, draw.norm, loss.norm]).toEqual([null, 6, 0.5, true, false]);
      const ratings = [2512, 2431, 2310, 1985, 2398, 2545, 2290, 2040, 2405];
      const sum = ratings.reduce((a, b) => a + b, 0) - 1985 + 2050;
      const unfloored = ratings.reduce((a, b) => a + b, 0);
      const noFloor = Math.round(unfloored / 9);
      expect(scoreNeededFor('IM', 9, noFloor)).toBe(6.5);
      const req = (rule: string) => open.requirements.find((r) => r.rule === rule)!.values;
      const all = abs([
        ...ratings, 2050, sum, Math.round((sum / 9) * 100) / 100, open.average, open.score, open.scoreNeeded, open.neededFromRemaining,
        Math.round((6 / 9) * 10000) / 100, 67, dpFor(67), draw.performance, Math.round((5.5 / 9) * 10000) / 100, 61, dpFor(61), loss.performance,
        open.tableRow!.averages[0], open.tableRow!.averages[1], unfloored, noFloor, noFloor + dpFor(67), (3 * 9) / 5,
        req('1.4.3').count as number, req('1.4.4').ownCount as number, req('1.4.4').maxOwn as number, req('1.4.4').topCount as number, req('1.4.4').maxOne as number,
        req('1.4.5a').count as number, req('1.4.5a').needed as number, req('1.4.5c').count as number, req('1.4.5c').needed as number, 9, 8,
      ]);
      return { all, shown: abs([open.average, draw.performance, loss.performance, open.scoreNeeded, noFloor, sum]) };
    },
    // B.01 from 1 January 2024: 9 games (1.4.1a), 8 (1.4.1c), 3/5 and 2/3 (1.4.4), 50%, 1/3 and 3 (1.4.5), floors
    // 2200, 2050, 2000, 1850 and 1400 (1.4.6), averages 2380, 2230, 2180, 2030 (1.4.8a), performances 2600, 2450, 2400,
    // 2250 and 35% (1.4.8), 27 games and 2500, 2400, 2300, 2200 (1.5), 2300, 2200, 2100, 2000 and 30 games after
    // 1 July 2017 (1.3), direct titles 2300 … 1800 (0.6.2); rounds 1–9 of the example; 0.5 upward.
    printed: [1, 2024, 0, 0.5, 9, 8, 3, 5, 2, 50, 2200, 2050, 2000, 1850, 1400, 2380, 2230, 2180, 2030, 2600, 2450, 2400, 2250, 35, 27, 2500, 2300, 2100, 1900, 1800, 30, 2017, 4, 6, 7],
  },
  'rated-game': {
    computed: () => {
      // Time for 60 moves: base + 60 × increment (B.02 1.1; B.02 rapid and blitz 1.1), in minutes.
      const total = (base: number, incrementSeconds: number) => base + (60 * incrementSeconds) / 60;
      // The standard minimum by the higher rating of the two (B.02 1.1).
      const minimum = (higher: number) => (higher >= 2400 ? 120 : higher >= 1800 ? 90 : 60);
      const kind = (t: number) => (t > 3 && t <= 10 ? 'blitz' : t > 10 && t < 60 ? 'rapid' : 'standard');
      const rates = [[90, 30], [60, 30], [45, 15], [25, 10], [40, 20], [7, 3], [15, 10], [3, 2]] as const;
      const totals = rates.map(([b, i]) => total(b, i));
      expect(totals).toEqual([120, 90, 60, 35, 60, 10, 25, 5]);
      expect(totals.map(kind)).toEqual(['standard', 'standard', 'standard', 'rapid', 'standard', 'blitz', 'rapid', 'blitz']);
      expect([minimum(2410), total(60, 30) >= minimum(2410), total(45, 15) >= minimum(1799)]).toEqual([120, false, true]);
      return { all: abs([...rates.flat(), ...totals, 2410, 1750, minimum(2410)]), shown: abs([120, 90, 35, 25, 5]) };
    },
    // B.02 from 1 March 2024: 60 moves, 2400 → 120, 1800 → 90, below 1800 → 60 minutes (1.1), 30 moves (1.2), 12 hours
    // (3.1), one move each (5.1); rapid and blitz: more than 10 and less than 60, more than 3 and not more than 10
    // minutes (1.1), 15 and 30 rounds a day (3.1).
    printed: [1, 2024, 60, 2400, 120, 1800, 90, 30, 12, 10, 3, 15],
  },
  'arbiter-titles': {
    computed: () => {
      const open = { name: 'Open', system: 'swiss', rate: 'standard', rounds: 9, players: 120, rated: 70, federations: 4, end: '2024-08-10', role: 'deputy', chief: 'A', chiefTitle: 'IA' } as const;
      const closed = { name: 'Closed', system: 'round-robin', rate: 'standard', rounds: 9, players: 10, rated: 10, federations: 1, end: '2024-03-02', role: 'chief', chief: 'Me', chiefTitle: 'none' } as const;
      const rapid = { name: 'Rapid', system: 'swiss', rate: 'rapid', rounds: 9, players: 60, rated: 35, federations: 2, end: '2023-12-10', role: 'arbiter', chief: 'B', chiefTitle: 'FA' } as const;
      const fa: ArbiterTitleInput = { title: 'FA', born: '1990-05-10', applied: '2025-06-01', registeredNA: true, seminar: { date: '2023-11-20', exam: 85 }, events: [open, closed, rapid] };
      const r = arbiterTitle(fa);
      expect([r.titleMet, ...r.events.map((e) => e.as)]).toEqual([true, '3.8.1', '3.8.2', '3.9.2']);
      const age = r.requirements.find((x) => x.key === 'age-title')!.values.age as number;
      const by = r.requirements.find((x) => x.key === 'application-window')!.values.by as string;
      expect(by).toBe('2025-08-10');
      const short = arbiterTitle({ ...fa, events: [{ ...open, rated: 19 }, closed, rapid] });
      expect([short.titleMet, short.events[0]!.counts]).toEqual([false, false]);
      const ia = arbiterTitle({ title: 'IA', born: '1990-05-10', applied: '2025-06-01', faAwarded: '2020-01-10', active: true, seminar: { date: '2024-11-20', ready: true }, events: [open, closed, rapid] });
      expect(ia.events.map((e) => e.counts)).toEqual([false, false, false]);
      const dateParts = ['1990-05-10', '2025-06-01', '2023-11-20', '2024-08-10', '2024-03-02', '2023-12-10', by].flatMap((d) => [Number(d.slice(0, 4)), Number(d.slice(8))]);
      const all = abs([...dateParts, 85, age, 19, ...[open, closed, rapid].flatMap((e) => [e.rounds, e.players, e.rated, e.federations])]);
      return { all, shown: abs([age, 85, 70, 35]) };
    },
    // B.06.1 of 1 July 2021: FA 18 and 19 (2.9.3, 5.4.2), IA 21 (5.5.2); 1 seminar and 3 or 4 tournament norms, 5 for IA
    // from 1 January 2024 (2.2, 5.4.3, 5.5.3); 80% (3.7); 20, 10, 6 rated (3.8); 5 rounds, 4 boards, 10 or 6 teams, 60%
    // (3.9.1); 30 rated and 9 rounds (3.9.2); 7 rounds, 5 or 6 (3.10); 2 and 3 federations (2.6.2); 100 players, 30%, 7
    // rounds (2.5, 4.9.1); 2 norms and 1 norm (4.8.1, 4.8.4); 9 rounds, 7 or 8 (4.10); 6, 4 and 1 years (5.3).
    printed: [1, 2021, 2024, 18, 19, 21, 3, 4, 5, 80, 20, 10, 6, 60, 30, 9, 7, 2, 100, 8],
  },
};

describe('ratings lessons: every number recomputed', () => {
  it('every ratings lesson has its facts here', () => {
    expect(lessonsOfPart('ratings').map((l) => l.slug).sort()).toEqual(Object.keys(FACTS).sort());
  });
  for (const [slug, facts] of Object.entries(FACTS)) {
    for (const locale of locales) {
      it(`${slug} (${locale}): each number is computed or printed in the regulations, and the results are stated`, () => {
        const { all, shown } = facts.computed();
        const allowed = new Set([...all, ...facts.printed]);
        const meta = lessonsOfPart('ratings').find((l) => l.slug === slug)!;
        const articles = new Set(meta.sources.flatMap((id) => sourceText(id).paragraphs.map((p) => p.id)));
        const numbers = numbersIn(lesson(locale, slug), articles);
        expect(numbers.filter((n) => !allowed.has(n)), `${locale}/${slug}.mdx states numbers that are neither computed nor printed`).toEqual([]);
        const present = new Set(numbers);
        expect(shown.filter((n) => !present.has(n)), `${locale}/${slug}.mdx leaves out a result`).toEqual([]);
      });
    }
  }
});


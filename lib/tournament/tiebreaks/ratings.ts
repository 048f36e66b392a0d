/**
 * Ratings-based tie-breaks, C.07 (2024) Article 10: ARO (10.1), TPR (10.2), PTP (10.3), APRO (10.4),
 * APPO (10.5). Only games played over the board count; an unrated opponent (rating 0) is left out
 * (Article 10 asks the tournament's rules to say how unrated players are handled).
 */
import { memoised, opponentOf, type Context } from '../context';
import { applyCuts, type Modifier } from '../modifiers';
import { dpOf, pdHundredths, pHundredths } from '../ratingTables';
import { isPlayed, roundPoints } from '../scoring';
import type { Participant } from '../types';
import type { Working, WorkingItem } from '../working';

/** Rounded to the nearest whole number, 0.5 up (10.1, 10.4, 10.5). */
const roundHalfUp = (x: number) => Math.floor(x + 0.5 + 1e-9);

function ratedGames(ctx: Context, p: Participant): WorkingItem[] {
  const items: WorkingItem[] = [];
  for (const e of p.rounds) {
    if (ctx.unplayed === 'annex-2007' && !isPlayed(e)) {
      // 2007 annex (seed 003, l. 686 and 5): a draw against oneself, so one's own rating, "divided by the number of rounds".
      items.push({ round: e.round, opponent: null, code: e.code, score: p.rating, source: 'self', points: ctx.t.points.draw, value: p.rating, ...(p.rating > 0 ? {} : { excluded: 'unrated' }) });
      continue;
    }
    if (!isPlayed(e) || e.opponent === null) continue;
    const o = opponentOf(ctx, e.opponent);
    items.push({ round: e.round, opponent: e.opponent, code: e.code, score: o.rating, source: 'rating', points: roundPoints(ctx.t, e), value: o.rating, ...(o.rating > 0 ? {} : { excluded: 'unrated' }) });
  }
  return items;
}

const live = (items: WorkingItem[]) => items.filter((i) => !i.cut && !i.excluded);

export function averageRatingOfOpponents(ctx: Context, p: Participant, mod?: Modifier): Working {
  const items = ratedGames(ctx, p);
  if (mod) applyCuts(items, mod, (i) => i.value, false);
  const counted = live(items);
  const sum = counted.reduce((s, i) => s + i.value, 0);
  const value = counted.length ? roundHalfUp(sum / counted.length) : 0;
  const articles = ['10.1'];
  if (mod) articles.push(mod.kind === 'C' ? (mod.n === 1 ? '14.1' : '14.2') : mod.n === 1 ? '14.3' : '14.4');
  return { value, items, articles, facts: { sum, games: counted.length } };
}

/** 10.2: ARO + dp(p), p = points over the board / games, rounded to hundredths for the table (B.02 8.1.1). */
export function performance(ctx: Context, p: Participant): Working {
  return memoised(ctx, 'TPR', p, (): Working => {
    const aro = averageRatingOfOpponents(ctx, p);
    const counted = live(aro.items);
    if (!counted.length) return { value: 0, items: aro.items, articles: ['10.2'], facts: { games: 0 } };
    const score = counted.reduce((s, i) => s + (i.points ?? 0), 0) / ctx.t.points.win;
    const h = pHundredths(score, counted.length);
    const dp = dpOf(h);
    return { value: aro.value + dp, items: aro.items, articles: ['10.2', '10.1'], facts: { aro: aro.value, score, games: counted.length, p: h / 100, dp } };
  });
}

/**
 * 10.3: the lowest rating whose expected score (B.02 8.1.2, full scale) is at least the score made;
 * for a zero score, 800 below the lowest-rated opponent.
 */
export function perfectPerformance(ctx: Context, p: Participant): Working {
  return memoised(ctx, 'PTP', p, (): Working => {
    const items = ratedGames(ctx, p);
    const counted = live(items);
    if (!counted.length) return { value: 0, items, articles: ['10.3'], facts: { games: 0 } };
    const ratings = counted.map((i) => i.value);
    // In hundredths of a point, so that the comparison is exact.
    const target = Math.round((counted.reduce((s, i) => s + (i.points ?? 0), 0) / ctx.t.points.win) * 100);
    const lowest = Math.min(...ratings);
    if (target === 0) return { value: lowest - 800, items, articles: ['10.3'], facts: { score: 0, lowest } };
    const expected = (r: number) => ratings.reduce((s, ri) => s + pdHundredths(r - ri), 0);
    let lo = lowest - 800;
    let hi = Math.max(...ratings) + 736;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (expected(mid) >= target) hi = mid;
      else lo = mid + 1;
    }
    return { value: lo, items, articles: ['10.3'], facts: { score: target / 100, expected: expected(lo) / 100 } };
  });
}

function averageOver(ctx: Context, p: Participant, article: string, f: (o: Participant) => Working, mod?: Modifier): Working {
  const items: WorkingItem[] = [];
  for (const e of p.rounds) {
    if (!isPlayed(e) || e.opponent === null) continue;
    const w = f(opponentOf(ctx, e.opponent));
    const none = w.facts?.games === 0;
    items.push({ round: e.round, opponent: e.opponent, code: e.code, score: w.value, source: 'performance', value: w.value, ...(none ? { excluded: 'no-rated-games' } : {}) });
  }
  if (mod) applyCuts(items, mod, (i) => i.value, false);
  const counted = live(items);
  const sum = counted.reduce((s, i) => s + i.value, 0);
  return { value: counted.length ? roundHalfUp(sum / counted.length) : 0, items, articles: [article], facts: { sum, games: counted.length } };
}

export const averagePerformanceOfOpponents = (ctx: Context, p: Participant, mod?: Modifier) => averageOver(ctx, p, '10.4', (o) => performance(ctx, o), mod);
export const averagePerfectPerformanceOfOpponents = (ctx: Context, p: Participant, mod?: Modifier) => averageOver(ctx, p, '10.5', (o) => perfectPerformance(ctx, o), mod);

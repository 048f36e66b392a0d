/**
 * Buchholz and its relatives, C.07 (2024) Article 8: Buchholz (8.1), Average of Opponents' Buchholz
 * (8.2), Fore Buchholz (8.3), with the unplayed rounds of Article 16 and the modifiers of Article 14.
 */
import { makeContext, memoised, opponentOf, type Context } from '../context';
import { applyCuts, sumLive, type Modifier } from '../modifiers';
import { adjustedScore, isPlayed, isVur, pointsOf, roundPoints, unplayedCategory } from '../scoring';
import type { Participant, Tournament } from '../types';
import type { Working, WorkingItem } from '../working';

/**
 * One element per round: the opponent's score (adjusted, 16.3) for a game; in a Swiss, a dummy with
 * the participant's own score for an unplayed round (16.4); in a round robin a forfeit counts as a
 * game (15.2) and a round without an opponent counts nothing.
 */
export function opponentScores(ctx: Context, p: Participant): WorkingItem[] {
  const items: WorkingItem[] = [];
  const own = pointsOf(ctx.t, p);
  const annex = ctx.unplayed === 'annex-2007';
  for (const e of p.rounds) {
    const points = roundPoints(ctx.t, e);
    if (annex) {
      // 2007 annex: an unplayed game is a draw against oneself (seed 003, l. 686).
      if (isPlayed(e) && e.opponent !== null) {
        const adj = adjustedScore(ctx.t, opponentOf(ctx, e.opponent), ctx.system, true);
        items.push({ round: e.round, opponent: e.opponent, code: e.code, score: adj.value, source: adj.asDraws.length ? 'adjusted' : 'final', points, value: adj.value });
      } else {
        const self = adjustedScore(ctx.t, p, ctx.system, true).value;
        items.push({ round: e.round, opponent: null, code: e.code, score: self, source: 'self', points: ctx.t.points.draw, value: self });
      }
      continue;
    }
    const asGame = isPlayed(e) || (ctx.system === 'round-robin' && e.opponent !== null);
    if (asGame && e.opponent !== null) {
      const adj = adjustedScore(ctx.t, opponentOf(ctx, e.opponent), ctx.system);
      items.push({ round: e.round, opponent: e.opponent, code: e.code, score: adj.value, source: adj.asDraws.length ? 'adjusted' : 'final', points, value: adj.value });
    } else if (ctx.system === 'swiss') {
      items.push({ round: e.round, opponent: null, code: e.code, score: own, source: 'dummy', points, category: unplayedCategory(p, e) ?? undefined, vur: isVur(e), value: own });
    }
  }
  return items;
}

function articlesFor(ctx: Context, items: WorkingItem[], base: string, mod?: Modifier): string[] {
  const a = [base];
  if (mod) a.push(mod.kind === 'C' ? (mod.n === 1 ? '14.1' : '14.2') : mod.n === 1 ? '14.3' : '14.4');
  if (ctx.unplayed === 'annex-2007') {
    if (items.some((i) => i.source === 'self' || i.source === 'adjusted')) a.push('annex-2007.1');
  } else if (ctx.system === 'round-robin') {
    if (items.some((i) => i.code === '+' || i.code === '-')) a.push('15.2');
  } else {
    if (items.some((i) => i.source === 'adjusted')) a.push('16.3');
    if (items.some((i) => i.source === 'dummy')) a.push('16.4');
    if (items.some((i) => i.cut?.why === 'vur-first')) a.push('16.5.1');
  }
  return a;
}

/** 16.5.1 applies to Swiss tournaments under C.07 (2024); the 2007 annex has no such rule. */
export const vurFirst = (ctx: Context) => ctx.system === 'swiss' && ctx.unplayed === 'c07-2024';

export function buchholz(ctx: Context, p: Participant, mod?: Modifier): Working {
  const compute = (): Working => {
    const items = opponentScores(ctx, p);
    if (mod) applyCuts(items, mod, (i) => i.value, vurFirst(ctx));
    return { value: sumLive(items), items, articles: articlesFor(ctx, items, '8.1', mod) };
  };
  return mod ? compute() : memoised(ctx, 'BH', p, compute);
}

/** 8.3: the tournament as if every paired game of the final round had been drawn. */
export function foreContext(ctx: Context): Context {
  const hit = ctx.derived.get('fore');
  if (hit) return hit;
  const last = ctx.t.rounds;
  const t: Tournament = {
    ...ctx.t,
    participants: ctx.t.participants.map((p) => ({
      ...p,
      rounds: p.rounds.map((e) => (e.round === last && e.opponent !== null ? { ...e, code: '=' as const, colour: e.colour === '-' ? ('w' as const) : e.colour } : e)),
    })),
  };
  const c = makeContext(t, { system: ctx.system, unplayed: ctx.unplayed });
  ctx.derived.set('fore', c);
  return c;
}

export function foreBuchholz(ctx: Context, p: Participant, mod?: Modifier): Working {
  const fc = foreContext(ctx);
  const items = opponentScores(fc, opponentOf(fc, p.startNo));
  for (const i of items) if (i.source === 'final' || i.source === 'adjusted') i.source = 'fore';
  if (mod) applyCuts(items, mod, (i) => i.value, vurFirst(ctx));
  return { value: sumLive(items), items, articles: ['8.3', ...articlesFor(fc, items, '8.1', mod).slice(1)] };
}

/** 8.2: the average of the Buchholz of the opponents played over the board. */
export function averageOfOpponentsBuchholz(ctx: Context, p: Participant): Working {
  const items: WorkingItem[] = [];
  for (const e of p.rounds) {
    if (!isPlayed(e) || e.opponent === null) continue;
    const bh = buchholz(ctx, opponentOf(ctx, e.opponent)).value;
    items.push({ round: e.round, opponent: e.opponent, code: e.code, score: bh, source: 'buchholz', value: bh });
  }
  const value = items.length ? sumLive(items) / items.length : 0;
  return { value, items, articles: ['8.2', '8.1'], facts: { games: items.length } };
}

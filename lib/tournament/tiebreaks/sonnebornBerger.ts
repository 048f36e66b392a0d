/**
 * Tie-breaks on both the participant's and the opponents' results, C.07 (2024) Article 9:
 * Sonneborn-Berger (9.1, with Article 16 for unplayed rounds) and the Koya System (9.2).
 */
import { opponentOf, type Context } from '../context';
import { applyCuts, sumLive, type Modifier } from '../modifiers';
import { isPlayed, pointsOf, roundPoints } from '../scoring';
import type { Participant } from '../types';
import type { Working, WorkingItem } from '../working';
import { opponentScores, vurFirst } from './buchholz';

export function sonnebornBerger(ctx: Context, p: Participant, mod?: Modifier): Working {
  // Same opponents and scores as Buchholz (dummy for unplayed rounds, 16.4), times the points scored against each.
  const items = opponentScores(ctx, p);
  for (const i of items) i.value = (i.score ?? 0) * (i.points ?? 0);
  // 14.1.1.d: the least significant value is the contribution of the opponent with the lowest score
  // (of several, the lowest contribution); 16.5.1: of a VUR and that value, the higher is cut.
  if (mod) applyCuts(items, mod, (i) => i.score ?? 0, vurFirst(ctx));
  const articles = ['9.1'];
  if (mod) articles.push(mod.kind === 'C' ? (mod.n === 1 ? '14.1' : '14.2') : mod.n === 1 ? '14.3' : '14.4');
  if (ctx.system === 'round-robin' && items.some((i) => i.code === '+' || i.code === '-')) articles.push('15.2');
  if (ctx.unplayed === 'annex-2007') {
    if (items.some((i) => i.source === 'self' || i.source === 'adjusted')) articles.push('annex-2007.1');
  } else {
    if (items.some((i) => i.source === 'adjusted')) articles.push('16.3');
    if (items.some((i) => i.source === 'dummy')) articles.push('16.4');
  }
  if (items.some((i) => i.cut?.why === 'vur-first')) articles.push('16.5.1');
  return { value: sumLive(items), items, articles };
}

/**
 * 9.2: points scored against the participants who scored at least 50 % of the maximum possible
 * score. `limit` moves the line by half points (14.5): +0.5 lets fewer opponents count.
 * Games over the board count; forfeits only in a round robin (15.2).
 */
export function koya(ctx: Context, p: Participant, limit = 0): Working {
  // The maximum possible score: every round a win; in a round robin, every scheduled game (an odd
  // number of players leaves each one round without an opponent).
  const games = ctx.system === 'round-robin' ? Math.max(...ctx.t.participants.map((q) => q.rounds.filter((e) => e.opponent !== null).length)) : ctx.t.rounds;
  const max = games * ctx.t.points.win;
  const line = max / 2 + limit;
  const items: WorkingItem[] = [];
  for (const e of p.rounds) {
    if (e.opponent === null) continue;
    if (!isPlayed(e) && ctx.system !== 'round-robin') continue;
    const o = opponentOf(ctx, e.opponent);
    const score = pointsOf(ctx.t, o);
    const points = roundPoints(ctx.t, e);
    const counts = score >= line;
    items.push({ round: e.round, opponent: e.opponent, code: e.code, score, source: 'final', points, value: points, ...(counts ? {} : { excluded: 'below-limit' }) });
  }
  return { value: sumLive(items), items, articles: limit ? ['9.2', '14.5'] : ['9.2'], facts: { limit: line, maximum: max } };
}

/**
 * Type B tie-breaks on the participant's own record, C.07 (2024) Article 7: WIN (7.1), WON (7.2),
 * BPG (7.3), BWG (7.4), PS (7.5, with Cut: the scores after the first rounds, 14.1.1.c) and REP (7.6);
 * and the points themselves (PTS).
 */
import type { Context } from '../context';
import type { Modifier } from '../modifiers';
import { isPlayed, isRequestedBye, pointsOf, roundPoints } from '../scoring';
import type { Participant } from '../types';
import type { Working, WorkingItem } from '../working';

const WON = new Set(['1', 'W']);

export function points(ctx: Context, p: Participant): Working {
  const items = p.rounds.map((e) => ({ round: e.round, opponent: e.opponent, code: e.code, points: roundPoints(ctx.t, e), value: roundPoints(ctx.t, e) }));
  return { value: pointsOf(ctx.t, p), items, articles: [] };
}

function count(p: Participant, ctx: Context, article: string, test: (code: string, played: boolean, colour: string, pts: number) => boolean): Working {
  const items: WorkingItem[] = [];
  for (const e of p.rounds) {
    const pts = roundPoints(ctx.t, e);
    if (test(e.code, isPlayed(e), e.colour, pts)) items.push({ round: e.round, opponent: e.opponent, code: e.code, points: pts, value: 1 });
  }
  return { value: items.length, items, articles: [article] };
}

/** 7.1: rounds in which the participant obtained, with or without playing, as many points as a win. */
export const wins = (ctx: Context, p: Participant) => count(p, ctx, '7.1', (_c, _pl, _col, pts) => pts >= ctx.t.points.win);
/** 7.2: games won over the board. */
export const gamesWon = (ctx: Context, p: Participant) => count(p, ctx, '7.2', (c, played) => played && WON.has(c));
/** 7.3: games played over the board with Black. */
export const blackGames = (ctx: Context, p: Participant) => count(p, ctx, '7.3', (_c, played, col) => played && col === 'b');
/** 7.4: games won over the board with Black. */
export const blackWins = (ctx: Context, p: Participant) => count(p, ctx, '7.4', (c, played, col) => played && col === 'b' && WON.has(c));

/** 7.5: the sum of the scores after each round; Cut-n leaves out the scores after the first n rounds (14.1.1.c). */
export function progressive(ctx: Context, p: Participant, mod?: Modifier): Working {
  let running = 0;
  const items: WorkingItem[] = p.rounds.map((e) => {
    running += roundPoints(ctx.t, e);
    return { round: e.round, opponent: e.opponent, code: e.code, score: running, source: 'own', value: running };
  });
  const n = mod ? mod.n : 0;
  items.slice(0, n).forEach((i) => (i.cut = { why: 'first-rounds', article: n === 1 ? '14.1' : '14.2' }));
  return { value: items.reduce((s, i) => (i.cut ? s : s + i.value), 0), items, articles: mod ? ['7.5', n === 1 ? '14.1' : '14.2'] : ['7.5'] };
}

/** 7.6: the rounds less the half-point byes, zero-point byes and forfeit losses. */
export function roundsElected(ctx: Context, p: Participant): Working {
  const items: WorkingItem[] = p.rounds
    .filter((e) => isRequestedBye(e) || e.code === '-')
    .map((e) => ({ round: e.round, opponent: e.opponent, code: e.code, value: -1 }));
  return { value: ctx.t.rounds - items.length, items, articles: ['7.6'], facts: { rounds: ctx.t.rounds } };
}

/**
 * Direct Encounter, C.07 (2024) Article 6: the tied participants' scores in their games against each
 * other form separate standings (6.1; several games between two: their average, 6.1.2; forfeits
 * excluded in a Swiss, 6.1.1, but games in a round robin, 15.2). If all have met, these standings
 * rank them and the article is reapplied to any subset still tied (6.2); if not, a participant who
 * stays alone at the top whatever the missing games' outcome is ranked first, and so on, and the
 * article is reapplied to the rest (6.3).
 */
import type { Context } from '../context';
import { isPlayed, roundPoints } from '../scoring';
import type { Participant } from '../types';

export interface DeStep {
  /** 6.2 (all met) or 6.3 (not all met). */
  article: '6.2' | '6.3';
  members: number[];
  /** Each member's score against the others of this step. */
  scores: Record<number, number>;
  /** Pairs of members who have not met (no game that counts). */
  missing: [number, number][];
  /** What the step decided, best first; a group of several is still tied after it. */
  order: number[][];
}

export interface DeResult {
  /** Best first; a group of several is not separated by Direct Encounter. */
  order: number[][];
  steps: DeStep[];
  /** Each participant's score in the first step (0 when alone: nobody to compare with). */
  value: Map<number, number>;
}

function encounterScores(ctx: Context, members: Participant[]) {
  const set = new Set(members.map((m) => m.startNo));
  const scores: Record<number, number> = {};
  const met = new Set<string>();
  for (const p of members) {
    const byOpp = new Map<number, number[]>();
    for (const e of p.rounds) {
      if (e.opponent === null || !set.has(e.opponent)) continue;
      const counts = isPlayed(e) || (ctx.system === 'round-robin' && (e.code === '+' || e.code === '-'));
      if (!counts) continue;
      const list = byOpp.get(e.opponent) ?? [];
      list.push(roundPoints(ctx.t, e));
      byOpp.set(e.opponent, list);
    }
    let s = 0;
    for (const [o, pts] of byOpp) {
      s += pts.reduce((a, b) => a + b, 0) / pts.length;
      met.add(p.startNo < o ? `${p.startNo}-${o}` : `${o}-${p.startNo}`);
    }
    scores[p.startNo] = s;
  }
  const missing: [number, number][] = [];
  const nos = members.map((m) => m.startNo).sort((a, b) => a - b);
  for (let i = 0; i < nos.length; i++)
    for (let j = i + 1; j < nos.length; j++) if (!met.has(`${nos[i]}-${nos[j]}`)) missing.push([nos[i]!, nos[j]!]);
  return { scores, missing };
}

const EPS = 1e-9;

export function directEncounter(ctx: Context, group: Participant[]): DeResult {
  const steps: DeStep[] = [];
  const value = new Map<number, number>(group.map((p) => [p.startNo, 0]));
  const resolve = (members: Participant[]): number[][] => {
    if (members.length < 2) return [members.map((m) => m.startNo)];
    const { scores, missing } = encounterScores(ctx, members);
    if (steps.length === 0) for (const m of members) value.set(m.startNo, scores[m.startNo] ?? 0);
    const nos = members.map((m) => m.startNo);
    if (missing.length === 0) {
      const levels = [...new Set(nos.map((n) => scores[n]!))].sort((a, b) => b - a);
      const parts = levels.map((l) => nos.filter((n) => Math.abs(scores[n]! - l) < EPS));
      const step: DeStep = { article: '6.2', members: nos, scores, missing, order: parts };
      steps.push(step);
      if (parts.length === 1) return parts;
      const out: number[][] = [];
      for (const part of parts) out.push(...(part.length > 1 ? resolve(members.filter((m) => part.includes(m.startNo))) : [part]));
      return out;
    }
    // 6.3: alone at the top whatever the outcome of the missing games.
    const left = new Set(nos);
    const win = ctx.t.points.win;
    const missingOf = new Map<number, number>(nos.map((n) => [n, 0]));
    for (const [a, b] of missing) {
      missingOf.set(a, missingOf.get(a)! + 1);
      missingOf.set(b, missingOf.get(b)! + 1);
    }
    const maxOf = (n: number) => scores[n]! + win * missingOf.get(n)!;
    const ranked: number[][] = [];
    for (;;) {
      // Alone on top: more than every other's best case.
      const inPlay = [...left];
      const top = inPlay.find((i) => inPlay.every((j) => j === i || scores[i]! > maxOf(j) + EPS));
      if (top === undefined) break;
      ranked.push([top]);
      left.delete(top);
      if (left.size <= 1) break;
    }
    const rest = [...left];
    steps.push({ article: '6.3', members: nos, scores, missing, order: [...ranked, ...(rest.length ? [rest] : [])] });
    if (ranked.length === 0) return [nos];
    if (rest.length > 1) return [...ranked, ...resolve(members.filter((m) => left.has(m.startNo)))];
    return rest.length ? [...ranked, rest] : ranked;
  };
  const order = resolve(group);
  return { order, steps, value };
}

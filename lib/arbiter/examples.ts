// The worked examples of the arbiter lessons: small tournaments kept as data (content/arbiter/examples/{id}.json,
// typed as the calculator's crosstable rows) and every figure a lesson states about them, recomputed by
// lib/tournament. A lesson writes a figure as <Val ex="open" n="3" tb="BH-C1">8,5</Val>; the figure written must be
// the one computed, or the page's build and content/arbiter.test.ts fail. Server-only (reads content/).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { adjustedScore, computeStandings, parseTieBreakList, parseTrf, pointsOf, type Tournament } from '../tournament';
import { crosstableToTrf } from '../tournament/crosstable';
import type { UnplayedRules } from '../tournament/context';

export const exampleSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    // Where the example comes from, when it is not the course's own (the Arbiters' Manual's examples).
    source: z.string().optional(),
    system: z.enum(['swiss', 'round-robin']).optional(),
    players: z.array(z.object({ name: z.string().min(1), rating: z.string(), results: z.string() }).strict()).min(2),
  })
  .strict();

export type Example = z.infer<typeof exampleSchema>;

const dir = join(process.cwd(), 'content', 'arbiter', 'examples');
const cache = new Map<string, { example: Example; t: Tournament }>();

export function loadExample(id: string): { example: Example; t: Tournament } {
  let hit = cache.get(id);
  if (!hit) {
    const file = join(dir, `${id}.json`);
    if (!/^[a-z0-9-]+$/.test(id) || !existsSync(file)) throw new Error(`no worked example "${id}" (content/arbiter/examples/${id}.json)`);
    const example = exampleSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    if (example.id !== id) throw new Error(`content/arbiter/examples/${id}.json names the example "${example.id}"`);
    hit = { example, t: parseTrf(crosstableToTrf(example.players, id)) };
    cache.set(id, hit);
  }
  return hit;
}

/**
 * A figure about a participant of an example: a tie-break in C.07 notation ("BH-C1", "SB", "PTS"), "ADJ" (their score
 * as their opponents' tie-breaks count it, C.07 16.3), or "RANK:PTS,DE,BH" (their rank by that list). `unplayed`
 * chooses the 2007 annex's rules instead of C.07 (2024).
 */
export function exampleValue(id: string, startNo: number, what: string, unplayed: UnplayedRules = 'c07-2024'): number {
  const { example, t } = loadExample(id);
  const p = t.participants.find((x) => x.startNo === startNo);
  if (!p) throw new Error(`example "${id}" has no participant ${startNo}`);
  const options = { unplayed, ...(example.system ? { system: example.system } : {}) };
  if (what === 'ADJ') return adjustedScore(t, p, example.system ?? 'swiss', unplayed === 'annex-2007').value;
  if (what === 'PTS') return pointsOf(t, p);
  if (what.startsWith('RANK:')) {
    const s = computeStandings(t, parseTieBreakList(what.slice(5)).filter((x) => x.id !== 'PTS'), options);
    return s.rows.find((r) => r.participant.startNo === startNo)!.rank;
  }
  const s = computeStandings(t, parseTieBreakList(what), options);
  return s.rows.find((r) => r.participant.startNo === startNo)!.values[0]!;
}

/** A figure as a lesson writes it, read back: "8,5" or "8.5", "½", "2½", a minus sign. */
export function readStated(text: string): number | undefined {
  const s = text.trim().replace(/\u2212/g, '-').replace(/\s/g, '');
  const half = /^(-?\d*)½$/.exec(s);
  if (half) return (half[1] === '' || half[1] === '-' ? 0 : Math.abs(Number(half[1]))) * (s.startsWith('-') ? -1 : 1) + (s.startsWith('-') ? -0.5 : 0.5);
  if (!/^-?\d+([.,]\d+)?$/.test(s)) return undefined;
  return Number(s.replace(',', '.'));
}

/** Why a stated figure is wrong, or undefined when it is the computed one. */
export function statedProblem(id: string, startNo: number, what: string, stated: string, unplayed?: UnplayedRules): string | undefined {
  const value = readStated(stated);
  if (value === undefined) return `"${stated}" is not a number`;
  const computed = exampleValue(id, startNo, what, unplayed);
  // Averages are stated rounded (AOB: two decimals).
  return Math.abs(computed - value) < 0.005 ? undefined : `example "${id}", participant ${startNo}, ${what}: the lesson says ${stated}, lib/tournament computes ${computed}`;
}

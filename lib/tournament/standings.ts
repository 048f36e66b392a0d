/**
 * Final standings by an ordered tie-break list (C.07 4.2): points first, then each tie-break in turn
 * for the participants still tied; a tie the list cannot break is shared, tied participants taking the
 * better rank. Records which ties went to which tie-break.
 */
import { makeContext, type Options } from './context';
import { TIE_BREAKS, type TieBreakSpec } from './registry';
import { pointsOf } from './scoring';
import { directEncounter, type DeResult } from './tiebreaks/directEncounter';
import type { PairingSystem, Participant, Tournament } from './types';
import type { Working } from './working';

export interface Row {
  participant: Participant;
  rank: number;
  points: number;
  /** One per tie-break of the list, in its order. */
  values: number[];
  /** The working of each value (Direct Encounter: see `de`). */
  workings: (Working | null)[];
  /** For each DE in the list, the Direct Encounter of the participant's tie group (null: not tied then). */
  de: (DeResult | null)[];
}

export interface TieStep {
  /** Index in the list, and the tie-break as written. */
  index: number;
  tieBreak: string;
  /** The tied groups it was applied to, and what became of each (best first). */
  groups: { before: number[]; after: number[][] }[];
}

export interface Standings {
  specs: TieBreakSpec[];
  system: PairingSystem;
  /** In rank order (ties: start-number order). */
  rows: Row[];
  steps: TieStep[];
  /** Groups still tied after the whole list. */
  unresolved: number[][];
}

const EPS = 1e-9;

function splitBy(group: Participant[], value: (p: Participant) => number): Participant[][] {
  const sorted = [...group].sort((a, b) => value(b) - value(a) || a.startNo - b.startNo);
  const out: Participant[][] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (last && Math.abs(value(last[0]!) - value(p)) < EPS) last.push(p);
    else out.push([p]);
  }
  return out;
}

export function computeStandings(t: Tournament, specs: TieBreakSpec[], options: Options = {}): Standings {
  const ctx = makeContext(t, options);
  const rows = new Map<number, Row>();
  for (const p of t.participants) rows.set(p.startNo, { participant: p, rank: 0, points: pointsOf(t, p), values: [], workings: [], de: [] });
  specs.forEach((spec, k) => {
    const info = TIE_BREAKS[spec.id];
    for (const p of t.participants) {
      const row = rows.get(p.startNo)!;
      if (info.compute) {
        const w = info.compute(ctx, p, spec.modifier);
        row.values[k] = w.value;
        row.workings[k] = w;
      } else {
        row.values[k] = 0;
        row.workings[k] = null;
      }
      row.de[k] = null;
    }
  });
  let groups = splitBy(t.participants, (p) => rows.get(p.startNo)!.points);
  const steps: TieStep[] = [];
  specs.forEach((spec, k) => {
    const step: TieStep = { index: k, tieBreak: spec.text, groups: [] };
    const next: Participant[][] = [];
    for (const g of groups) {
      if (g.length < 2) {
        next.push(g);
        continue;
      }
      let parts: Participant[][];
      if (spec.id === 'DE') {
        const de = directEncounter(ctx, g);
        for (const p of g) {
          const row = rows.get(p.startNo)!;
          row.de[k] = de;
          row.values[k] = de.value.get(p.startNo) ?? 0;
        }
        parts = de.order.map((nos) => nos.map((n) => ctx.byNo.get(n)!).sort((a, b) => a.startNo - b.startNo));
      } else parts = splitBy(g, (p) => rows.get(p.startNo)!.values[k]!);
      step.groups.push({ before: g.map((p) => p.startNo), after: parts.map((x) => x.map((p) => p.startNo)) });
      next.push(...parts);
    }
    steps.push(step);
    groups = next;
  });
  const ordered: Row[] = [];
  let position = 1;
  for (const g of groups) {
    for (const p of [...g].sort((a, b) => a.startNo - b.startNo)) {
      const row = rows.get(p.startNo)!;
      row.rank = position;
      ordered.push(row);
    }
    position += g.length;
  }
  return { specs, system: ctx.system, rows: ordered, steps, unresolved: groups.filter((g) => g.length > 1).map((g) => g.map((p) => p.startNo)) };
}

// A computed regulation question's case, worked out by the course's calculators at build and test time, as board
// questions are ruled by the engine: tie-breaks and ranks by lib/tournament (C.07), Berger tables by its round-robin
// tables (C.05 Annex 1), ratings, performances and norms by lib/ratings (B.02, B.01). The right choice is the one
// equal to the result; a case the calculator refuses is a problem of the question, reported with its reason.
import { computeStandings, parseTieBreakList, parseTrf } from '@/lib/tournament';
import { crosstableToTrf } from '@/lib/tournament/crosstable';
import { seatInRound } from '@/lib/tournament/roundRobin';
import { calculate } from '@/lib/ratings';
import type { ComputedQuestion, RegulationCase } from './schema';

/** What the calculator gives for the case (a number), or throws with the calculator's reason. */
export function computeCase(c: RegulationCase): number {
  switch (c.calc) {
    case 'tiebreak': {
      const trf = crosstableToTrf(c.crosstable.map((r, i) => ({ name: `Player ${i + 1}`, rating: r.rating ? String(r.rating) : '', results: r.results })));
      const t = parseTrf(trf);
      const specs = parseTieBreakList(c.tieBreaks);
      const s = computeStandings(t, specs, c.system ? { system: c.system } : {});
      const row = s.rows.find((r) => r.participant.startNo === c.player);
      if (!row) throw new Error(`no player ${c.player} in the crosstable`);
      if (c.value === 'rank') return row.rank;
      const k = specs.findIndex((x) => x.text === c.value);
      if (k === -1) throw new Error(`"${c.value}" is not in the list ${c.tieBreaks}`);
      return row.values[k]!;
    }
    case 'berger': {
      const seat = seatInRound(c.players, c.player, c.round, { double: c.double ?? false });
      if (seat.opponent === null) throw new Error(`player ${c.player} has the bye in round ${c.round}`);
      if (c.value === 'opponent') return seat.opponent;
      if (c.value === 'board') return seat.board!;
      return seat.colour === 'w' ? c.player : seat.opponent;
    }
    case 'ratings': {
      const result = calculate(c.case);
      const [head, index, field] = c.value.split('.');
      const v = index === undefined ? result[head!] : (result[head!] as Record<string, unknown>[] | undefined)?.[Number(index)]?.[field!];
      if (typeof v !== 'number') throw new Error(`the result has no number at "${c.value}" (${JSON.stringify(v)})`);
      return v;
    }
  }
}

const same = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/** The calculator's value and the indices of the choices equal to it. */
export function checkComputed(q: Pick<ComputedQuestion, 'case' | 'choices'>): { value: number; correct: number[] } {
  const value = computeCase(q.case);
  return { value, correct: q.choices.flatMap((c, i) => (same(c, value) ? [i] : [])) };
}

/**
 * The numbers a prompt must state for the case to be the one the reader is asked about: every whole number given
 * outside the games and the crosstable (the rating, K, the players, the round, the player…), which the reader cannot
 * see in the case's table.
 */
export function statedNumbers(c: RegulationCase): number[] {
  const out: number[] = [];
  const walk = (x: unknown, key: string) => {
    if (key === 'games' || key === 'crosstable') return;
    if (typeof x === 'number') out.push(x);
    else if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) walk(v, k);
  };
  walk(c, '');
  return out;
}

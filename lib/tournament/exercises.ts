/**
 * Exercises an arbiter candidate answers and the calculators check at once: who has White in a round of
 * a round robin (the Berger tables), a Buchholz Cut-1 on a small crosstable, and a ranking by a tie-break
 * list (C.07 2024). Each is made from a seed, so the same seed gives the same exercise; the right answer
 * and its working come from the calculators, never from the exercise's own arithmetic.
 */
import { random, generateSwiss } from './generate';
import { parseTieBreakList, type TieBreakSpec } from './registry';
import { bergerTable, type Pairing } from './roundRobin';
import { computeStandings, type Row, type Standings } from './standings';
import type { Tournament } from './types';

export type ExerciseKind = 'white' | 'bh-c1' | 'rank';

export interface WhiteExercise {
  kind: 'white';
  seed: number;
  /** Players of the round robin (4–16: the sizes Annex 1 prints). */
  n: number;
  round: number;
  /** The two players asked about, lower number first. */
  a: number;
  b: number;
  /** The board of the Berger table where they meet, and the whole round for the working. */
  pairing: Pairing;
  pairings: Pairing[];
  bye: number | null;
}

export interface BuchholzExercise {
  kind: 'bh-c1';
  seed: number;
  tournament: Tournament;
  player: number;
  specs: TieBreakSpec[];
  /** The player's row: BH-C1's value and its working. */
  row: Row;
}

export interface RankExercise {
  kind: 'rank';
  seed: number;
  tournament: Tournament;
  list: string;
  standings: Standings;
  /** The start numbers in rank order (the list breaks every tie). */
  order: number[];
}

export type Exercise = WhiteExercise | BuchholzExercise | RankExercise;

const pickInt = (rnd: () => number, lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));

export function whiteExercise(seed: number): WhiteExercise {
  const rnd = random(seed * 7919 + 11);
  const n = pickInt(rnd, 4, 16);
  const table = bergerTable(n);
  const rp = table[pickInt(rnd, 0, table.length - 1)]!;
  const pairing = rp.pairings[pickInt(rnd, 0, rp.pairings.length - 1)]!;
  return {
    kind: 'white',
    seed,
    n,
    round: rp.round,
    a: Math.min(pairing.white, pairing.black),
    b: Math.max(pairing.white, pairing.black),
    pairing,
    pairings: rp.pairings,
    bye: rp.bye,
  };
}

const NAMES = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elena', 'Fábio', 'Gisela', 'Hugo'];

/** A small Swiss (6 players, 4 rounds, every game played) with the course's names. */
function smallSwiss(seed: number): Tournament {
  const t = generateSwiss({ players: 6, rounds: 4, seed });
  t.participants.forEach((p, i) => (p.name = NAMES[i]!));
  return t;
}

export function buchholzExercise(seed: number): BuchholzExercise {
  const tournament = smallSwiss(seed * 31 + 5);
  const specs = parseTieBreakList('BH-C1');
  const standings = computeStandings(tournament, specs, { system: 'swiss' });
  const player = pickInt(random(seed * 13 + 1), 1, tournament.participants.length);
  const row = standings.rows.find((r) => r.participant.startNo === player)!;
  return { kind: 'bh-c1', seed, tournament, player, specs, row };
}

const LISTS = ['PTS, DE, BH-C1, SB', 'PTS, BH-C1, BH, SB', 'PTS, WIN, BH-C1, SB'];

/**
 * A crosstable with players tied on points that the list separates entirely (so the order is one). Seeds are
 * tried in turn from the one given until such a crosstable comes (most seeds give one; the search is bounded).
 */
export function rankExercise(seed: number): RankExercise {
  const list = LISTS[Math.abs(seed) % LISTS.length]!;
  const specs = parseTieBreakList(list);
  for (let k = 0; k < 200; k++) {
    const tournament = smallSwiss(seed * 47 + 3 + k * 1009);
    const standings = computeStandings(tournament, specs, { system: 'swiss' });
    const points = standings.rows.map((r) => r.points);
    const tied = new Set(points).size < points.length;
    if (tied && standings.unresolved.length === 0) return { kind: 'rank', seed, tournament, list, standings, order: standings.rows.map((r) => r.participant.startNo) };
  }
  throw new Error(`no crosstable with a tie the list "${list}" breaks near seed ${seed}`);
}

export function makeExercise(kind: ExerciseKind, seed: number): Exercise {
  return kind === 'white' ? whiteExercise(seed) : kind === 'bh-c1' ? buchholzExercise(seed) : rankExercise(seed);
}

/** Why an answer could not be read, for the page to word in the reader's language. */
export type AnswerProblem = 'empty' | 'number' | 'order';

export type Checked = { ok: boolean; problem?: undefined } | { ok?: undefined; problem: AnswerProblem };

/** A number as the reader types it: "7", "7.5", "7,5", "7½". */
export function readNumber(text: string): number | null {
  const t = text.trim().replace(',', '.').replace(/^½$/, '0.5').replace(/^(\d+)\s*½$/, '$1.5');
  return /^\d+(?:\.\d+)?$/.test(t) ? Number(t) : null;
}

/** Start numbers in order: "3, 1, 2", "3 1 2", "3-1-2", "3 > 1 > 2". */
export function readOrder(text: string): number[] | null {
  const parts = text.trim().split(/[\s,;>–-]+/).filter(Boolean);
  if (!parts.length || parts.some((p) => !/^\d{1,3}$/.test(p))) return null;
  return parts.map(Number);
}

export function checkAnswer(ex: Exercise, text: string): Checked {
  if (!text.trim()) return { problem: 'empty' };
  if (ex.kind === 'rank') {
    const order = readOrder(text);
    if (!order) return { problem: 'order' };
    const all = [...ex.order].sort((a, b) => a - b);
    if (order.length !== all.length || [...order].sort((a, b) => a - b).join() !== all.join()) return { problem: 'order' };
    return { ok: order.join() === ex.order.join() };
  }
  const n = readNumber(text);
  if (n === null) return { problem: 'number' };
  if (ex.kind === 'white') return { ok: n === ex.pairing.white };
  return { ok: Math.abs(n - ex.row.values[0]!) < 1e-9 };
}

/** The right answer as a page writes it (numbers with a point; the page changes the separator). */
export function rightAnswer(ex: Exercise): string {
  if (ex.kind === 'white') return String(ex.pairing.white);
  if (ex.kind === 'rank') return ex.order.join(', ');
  return String(ex.row.values[0]);
}

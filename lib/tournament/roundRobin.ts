/**
 * Round-robin tools: the Berger tables (Arbiters' Manual 2025, C.05 Annex 1, printed pages 198–199;
 * chapter 4 "Types of tournaments", p. 105) for any number of players, single or double, and the
 * Varma tables for restricted drawing of lots (C.05 Annex 2, headed "Restricted Drawing of Lots (C06)", printed
 * pages 200–201).
 *
 * Construction: with N players (N even; an odd number of players uses the table of N = n + 1 and the
 * highest number is the bye), round 1 pairs 1–N, 2–(N−1), …; each next round adds N/2 to every number
 * but N (counting 1…N−1 round a circle), board by board, and N changes colour. This rebuilds every
 * row the Manual prints (tested against them).
 */

export interface Pairing {
  board: number;
  white: number;
  black: number;
}

export interface RoundPairings {
  round: number;
  pairings: Pairing[];
  /** With an odd number of players, the one without an opponent (who would have met number N). */
  bye: number | null;
}

export class RoundRobinError extends Error {}

function checkSize(n: number) {
  if (!Number.isInteger(n) || n < 2) throw new RoundRobinError(`a round robin needs at least 2 players (got ${n})`);
  if (n > 1000) throw new RoundRobinError(`too many players for a round robin (${n})`);
}

/** The pairings of round r (1 … N−1) of a single round robin of n players, as the Berger table prints them. */
export function bergerRound(n: number, r: number): Pairing[] {
  return bergerRoundWithBye(n, r).pairings;
}

function bergerRoundWithBye(n: number, r: number): RoundPairings {
  checkSize(n);
  const N = n % 2 ? n + 1 : n;
  if (!Number.isInteger(r) || r < 1 || r > N - 1) throw new RoundRobinError(`round ${r} does not exist: ${n} players play rounds 1 to ${N - 1}`);
  const shift = ((r - 1) * (N / 2)) % (N - 1);
  const move = (x: number) => (x === N ? N : ((x - 1 + shift) % (N - 1)) + 1);
  const pairings: Pairing[] = [];
  let bye: number | null = null;
  for (let i = 1; i <= N / 2; i++) {
    let white = move(i);
    let black = move(N + 1 - i);
    // The board of N: N is Black in odd rounds, White in even rounds.
    if (i === 1 && r % 2 === 0) [white, black] = [black, white];
    if (N !== n && (white === N || black === N)) {
      bye = white === N ? black : white;
      continue;
    }
    pairings.push({ board: pairings.length + 1, white, black });
  }
  return { round: r, pairings, bye };
}

export interface TableOptions {
  /** Double round robin: a second cycle with colours reversed (C.05; chapter 4). */
  double?: boolean;
  /**
   * In a double round robin, play the last two rounds of the first cycle in reverse order, as the
   * Manual recommends "to avoid three consecutive games with the same colour". Default: true.
   */
  swapLastTwo?: boolean;
}

/** The whole table: every round, with its pairings (white first) and, for an odd number, the bye. */
export function bergerTable(n: number, options: TableOptions = {}): RoundPairings[] {
  checkSize(n);
  const N = n % 2 ? n + 1 : n;
  const first = Array.from({ length: N - 1 }, (_, i) => bergerRoundWithBye(n, i + 1));
  if (!options.double) return first;
  const cycle = [...first];
  if ((options.swapLastTwo ?? true) && cycle.length >= 2) {
    const last = cycle.pop()!;
    const before = cycle.pop()!;
    cycle.push(last, before);
  }
  const second = first.map((rp) => ({ ...rp, pairings: rp.pairings.map((p) => ({ board: p.board, white: p.black, black: p.white })) }));
  return [...cycle, ...second].map((rp, i) => ({ ...rp, round: i + 1 }));
}

export interface Seat {
  round: number;
  /** The opponent, or null for the bye. */
  opponent: number | null;
  colour: 'w' | 'b' | null;
  board: number | null;
}

/** Who `player` meets in round `round`, and with which colour. */
export function seatInRound(n: number, player: number, round: number, options: TableOptions = {}): Seat {
  checkSize(n);
  if (!Number.isInteger(player) || player < 1 || player > n) throw new RoundRobinError(`player ${player} is not between 1 and ${n}`);
  const table = bergerTable(n, options);
  const rp = table[round - 1];
  if (!rp) throw new RoundRobinError(`round ${round} does not exist: the table has rounds 1 to ${table.length}`);
  const p = rp.pairings.find((x) => x.white === player || x.black === player);
  if (!p) return { round, opponent: null, colour: null, board: null };
  return { round, opponent: p.white === player ? p.black : p.white, colour: p.white === player ? 'w' : 'b', board: p.board };
}

/**
 * Varma tables (C.05 Annex 2, Restricted Drawing of Lots, as printed): for 9/10 to 23/24 players, four groups
 * of pairing numbers; players of one federation drawn into one group do not meet in the last three
 * rounds, when the numbers allow.
 */
export const VARMA: Record<string, readonly (readonly number[])[]> = {
  '9/10': [[3, 4, 8], [5, 7, 9], [1, 6], [2, 10]],
  '11/12': [[4, 5, 9, 10], [2, 6, 7], [1, 8, 12], [3, 11]],
  '13/14': [[4, 5, 6, 11, 12], [1, 2, 8, 9], [7, 10, 13], [3, 14]],
  '15/16': [[5, 6, 7, 12, 13, 14], [1, 2, 3, 9, 10], [8, 11, 15], [4, 16]],
  '17/18': [[5, 6, 7, 8, 14, 15, 16], [1, 2, 3, 10, 11, 12], [9, 13, 17], [4, 18]],
  '19/20': [[6, 7, 8, 9, 15, 16, 17, 18], [1, 2, 3, 11, 12, 13, 14], [5, 10, 19], [4, 20]],
  '21/22': [[6, 7, 8, 9, 10, 17, 18, 19, 20], [1, 2, 3, 4, 12, 13, 14, 15], [11, 16, 21], [5, 22]],
  '23/24': [[6, 7, 8, 9, 10, 11, 19, 20, 21, 22], [1, 2, 3, 4, 13, 14, 15, 16, 17], [12, 18, 23], [5, 24]],
};

/** The Varma table for n players (9 to 24), with the numbers above n (the bye) left out. */
export function varmaGroups(n: number): number[][] {
  if (!Number.isInteger(n) || n < 9 || n > 24) throw new RoundRobinError(`the Varma tables cover 9 to 24 players (got ${n})`);
  const even = n % 2 ? n + 1 : n;
  const key = `${even - 1}/${even}`;
  return VARMA[key]!.map((g) => g.filter((x) => x <= n));
}

export interface Contingent {
  federation: string;
  players: string[];
}

/** One step of the restricted drawing of lots, as data a page writes in the reader's language. */
export type VarmaStep =
  /** A contingent takes a large envelope (a group): those with enough numbers left, and the one drawn. */
  | { kind: 'envelope'; federation: string; players: number; group: number; left: number[]; fits: number[]; split: boolean }
  /** A player draws a number from the contingent's envelope. */
  | { kind: 'draw'; federation: string; player: string; number: number; group: number };

export interface VarmaAllocation {
  /** The order in which the contingents draw (C.05 Annex 2, direction 2): largest first, then by FIDE code; players by name. */
  order: { federation: string; players: string[] }[];
  /** Each player's pairing number and group (1–4). */
  numbers: { federation: string; player: string; number: number; group: number }[];
  /** Contingents that could not all be placed in one group (they take numbers from the next groups). */
  split: string[];
  /** Every envelope taken and every number drawn, in order. */
  steps: VarmaStep[];
}

/**
 * The restricted drawing of lots (C.05 Annex 2, directions 2–4) with the Varma table for n players. Where the
 * procedure draws lots (the envelope a contingent takes, the number each player draws), `draw(k)` picks one of
 * k choices (default: the first; pass a random one for a real draw). Each contingent takes a group with
 * enough numbers left for all of its players when one exists; otherwise it fills the group with most
 * numbers left and continues in the next.
 */
export function varmaAllocate(n: number, contingents: Contingent[], draw: (k: number) => number = () => 0): VarmaAllocation {
  const total = contingents.reduce((s, c) => s + c.players.length, 0);
  if (total !== n) throw new RoundRobinError(`the contingents have ${total} players, the table is for ${n}`);
  const groups = varmaGroups(n).map((g) => [...g]);
  const order = [...contingents]
    .map((c) => ({ federation: c.federation, players: [...c.players].sort((a, b) => a.localeCompare(b)) }))
    .sort((a, b) => b.players.length - a.players.length || (a.federation < b.federation ? -1 : a.federation > b.federation ? 1 : 0));
  const numbers: VarmaAllocation['numbers'] = [];
  const split: string[] = [];
  const steps: VarmaStep[] = [];
  const pick = (k: number) => Math.max(0, Math.min(k - 1, Math.floor(draw(k))));
  for (const c of order) {
    let left = [...c.players];
    while (left.length) {
      const fits = groups.map((g, i) => ({ g, i })).filter(({ g }) => g.length >= left.length);
      let chosen: { g: number[]; i: number };
      if (fits.length) chosen = fits[pick(fits.length)]!;
      else {
        chosen = groups.map((g, i) => ({ g, i })).reduce((a, b) => (b.g.length > a.g.length ? b : a));
        if (!split.includes(c.federation)) split.push(c.federation);
      }
      steps.push({ kind: 'envelope', federation: c.federation, players: left.length, group: chosen.i + 1, left: [...chosen.g], fits: fits.map((f) => f.i + 1), split: !fits.length });
      const take = left.slice(0, chosen.g.length);
      left = left.slice(take.length);
      for (const player of take) {
        const [number] = chosen.g.splice(pick(chosen.g.length), 1);
        numbers.push({ federation: c.federation, player, number: number!, group: chosen.i + 1 });
        steps.push({ kind: 'draw', federation: c.federation, player, number: number!, group: chosen.i + 1 });
      }
    }
  }
  return { order, numbers, split, steps };
}

/** Why a list of players cannot be read: the line (1-based) and what is wrong, for the page to word. */
export type RosterProblem =
  | { kind: 'federation'; line: number; value: string }
  | { kind: 'duplicate'; line: number; value: string }
  | { kind: 'size'; count: number };

export class RosterError extends Error {
  constructor(readonly problem: RosterProblem) {
    super(problem.kind === 'size' ? `the Varma tables cover 9 to 24 players (got ${problem.count})` : `line ${problem.line}: ${problem.kind} "${problem.value}"`);
  }
}

/**
 * The players of a Varma draw, one a line: the federation's FIDE code (three letters), then the name
 * ("BRA Silva", "ESP, Abad"). A line with only a code is a player named after it ("BRA 2"). Blank lines
 * are skipped. Refuses a code that is not three letters, a name given twice, and a field outside 9–24.
 */
export function parseRoster(text: string): Contingent[] {
  const byFed = new Map<string, string[]>();
  const names = new Set<string>();
  let count = 0;
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    const m = /^([^\s,;:]+)[\s,;:]*(.*)$/u.exec(line)!;
    const code = m[1]!.toUpperCase();
    if (!/^[A-Z]{3}$/.test(code)) throw new RosterError({ kind: 'federation', line: i + 1, value: m[1]! });
    const players = byFed.get(code) ?? [];
    const name = m[2]!.trim() || `${code} ${players.length + 1}`;
    if (names.has(name.toLocaleLowerCase())) throw new RosterError({ kind: 'duplicate', line: i + 1, value: name });
    names.add(name.toLocaleLowerCase());
    players.push(name);
    byFed.set(code, players);
    count++;
  });
  if (count < 9 || count > 24) throw new RosterError({ kind: 'size', count });
  return [...byFed].map(([federation, players]) => ({ federation, players }));
}

/** The round in which two players meet (every meeting, for a double round robin), with the colours. */
export function meetings(n: number, a: number, b: number, options: TableOptions = {}): { round: number; pairing: Pairing }[] {
  checkSize(n);
  for (const x of [a, b]) if (!Number.isInteger(x) || x < 1 || x > n) throw new RoundRobinError(`player ${x} is not between 1 and ${n}`);
  if (a === b) throw new RoundRobinError(`a player does not meet themself (${a})`);
  return bergerTable(n, options).flatMap((rp) => rp.pairings.filter((p) => (p.white === a && p.black === b) || (p.white === b && p.black === a)).map((pairing) => ({ round: rp.round, pairing })));
}

/** Annex 1 prints the tables for 3 to 16 players; the same construction gives the larger ones. */
export const BERGER_PRINTED_MAX = 16;

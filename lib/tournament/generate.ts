/**
 * Deterministic generated tournaments for property tests and the benchmark: a Swiss paired by score
 * (adjacent players of the sorted list, no rematches, a pairing-allocated bye for the lowest without
 * one) with half-point byes, forfeits and withdrawals; and complete round robins (Berger table).
 * Not a FIDE pairing system: only a realistic shape of data.
 */
import { bergerRound } from './roundRobin';
import { STANDARD_POINTS, type Participant, type ResultCode, type RoundEntry, type Tournament } from './types';

export function random(seed: number): () => number {
  let s = seed % 2147483647 || 1;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}

function blank(n: number, rnd: () => number): Participant[] {
  return Array.from({ length: n }, (_, i) => ({
    startNo: i + 1,
    name: `Player ${i + 1}`,
    sex: '',
    title: '',
    rating: Math.round(2600 - (i * 1200) / n - rnd() * 50),
    federation: 'FID',
    fideId: '',
    birth: '',
    declaredPoints: null,
    declaredRank: null,
    rounds: [] as RoundEntry[],
    line: 0,
  }));
}

const game = (rnd: () => number, diff: number): ['1' | '=' | '0', '1' | '=' | '0'] => {
  const x = rnd() + diff / 2000;
  return x > 0.62 ? ['1', '0'] : x > 0.32 ? ['=', '='] : ['0', '1'];
};

export interface SwissOptions {
  players: number;
  rounds: number;
  seed?: number;
  /** Chance per player and round of a requested half-point bye; of a forfeit per game. */
  byes?: number;
  forfeits?: number;
  /** How many players withdraw (after a random round). */
  withdrawals?: number;
}

export function generateSwiss(o: SwissOptions): Tournament {
  const rnd = random(o.seed ?? 7);
  const ps = blank(o.players, rnd);
  const pts = new Map(ps.map((p) => [p.startNo, 0]));
  const met = new Set<string>();
  const hadBye = new Set<number>();
  const gone = new Map<number, number>();
  for (let w = 0; w < (o.withdrawals ?? 0); w++) gone.set(1 + Math.floor(rnd() * o.players), 2 + Math.floor(rnd() * Math.max(1, o.rounds - 2)));
  const add = (p: Participant, e: Omit<RoundEntry, 'round'>, round: number, points: number) => {
    p.rounds.push({ round, ...e });
    pts.set(p.startNo, pts.get(p.startNo)! + points);
  };
  for (let r = 1; r <= o.rounds; r++) {
    const available: Participant[] = [];
    for (const p of ps) {
      if ((gone.get(p.startNo) ?? Infinity) <= r) add(p, { opponent: null, colour: '-', code: 'Z' }, r, 0);
      else if (r < o.rounds && rnd() < (o.byes ?? 0)) add(p, { opponent: null, colour: '-', code: 'H' }, r, 0.5);
      else available.push(p);
    }
    available.sort((a, b) => pts.get(b.startNo)! - pts.get(a.startNo)! || b.rating - a.rating);
    if (available.length % 2) {
      const i = available.map((p) => hadBye.has(p.startNo)).lastIndexOf(false);
      const [p] = available.splice(i < 0 ? available.length - 1 : i, 1);
      hadBye.add(p!.startNo);
      add(p!, { opponent: null, colour: '-', code: 'U' }, r, 1);
    }
    while (available.length) {
      const a = available.shift()!;
      let j = available.findIndex((b) => !met.has(`${Math.min(a.startNo, b.startNo)}-${Math.max(a.startNo, b.startNo)}`));
      if (j < 0) j = 0;
      const [b] = available.splice(j, 1);
      met.add(`${Math.min(a.startNo, b!.startNo)}-${Math.max(a.startNo, b!.startNo)}`);
      const white = (a.rounds.filter((e) => e.colour === 'w').length <= b!.rounds.filter((e) => e.colour === 'w').length) === (r % 2 === 1) ? a : b!;
      const black = white === a ? b! : a;
      if (rnd() < (o.forfeits ?? 0)) {
        add(white, { opponent: black.startNo, colour: 'w', code: '+' }, r, 1);
        add(black, { opponent: white.startNo, colour: 'b', code: '-' }, r, 0);
        continue;
      }
      const [rw, rb] = game(rnd, white.rating - black.rating);
      const val = (c: ResultCode) => (c === '1' ? 1 : c === '=' ? 0.5 : 0);
      add(white, { opponent: black.startNo, colour: 'w', code: rw }, r, val(rw));
      add(black, { opponent: white.startNo, colour: 'b', code: rb }, r, val(rb));
    }
  }
  return { headers: [{ code: '012', value: `Generated Swiss ${o.players}×${o.rounds}`, line: 0 }], participants: ps, rounds: o.rounds, points: { ...STANDARD_POINTS }, warnings: [] };
}

/** A complete round robin (Berger tables), `cycles` times, every game played; odd n: the bye is a zero-point round. */
export function generateRoundRobin(n: number, seed = 3, cycles = 1): Tournament {
  const rnd = random(seed);
  const ps = blank(n, rnd);
  const size = n % 2 ? n + 1 : n;
  let round = 0;
  for (let c = 0; c < cycles; c++)
    for (let r = 1; r < size; r++) {
      round++;
      const pairs = bergerRound(n, r);
      const seen = new Set<number>();
      for (const { white, black } of pairs) {
        const [w, b] = c % 2 ? [black, white] : [white, black];
        const [rw, rb] = game(rnd, 0);
        ps[w - 1]!.rounds.push({ round, opponent: b, colour: 'w', code: rw });
        ps[b - 1]!.rounds.push({ round, opponent: w, colour: 'b', code: rb });
        seen.add(w).add(b);
      }
      for (const p of ps) if (!seen.has(p.startNo)) p.rounds.push({ round, opponent: null, colour: '-', code: 'Z' });
    }
  return { headers: [{ code: '012', value: `Generated round robin ${n}`, line: 0 }], participants: ps, rounds: round, points: { ...STANDARD_POINTS }, warnings: [] };
}

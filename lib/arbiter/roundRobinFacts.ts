// What a lesson may state about a round-robin table, recomputed by lib/tournament's Berger tables: a lesson writes
// <Rr n="6" r="5" p="3" what="opponent">6</Rr> and the build (and content/arbiter.test.ts) check the number.
import { bergerTable, seatInRound } from '../tournament/roundRobin';

export const RR_FACTS = ['opponent', 'white', 'board', 'bye', 'rounds', 'meets'] as const;
export type RrFact = (typeof RR_FACTS)[number];

/**
 * In the Berger table for `n` players (double: both cycles), round `r`: player `p`'s opponent, the number of the one
 * with White in `p`'s game, `p`'s board, the player with the bye (odd n), the number of rounds of the table, or the
 * (first) round in which `p` meets `q`.
 */
export function rrFact(n: number, r: number, p: number, what: string, double = false, q = 0): number {
  const table = bergerTable(n, { double });
  if (what === 'rounds') return table.length;
  if (what === 'meets') {
    const round = table.find((x) => x.pairings.some((g) => (g.white === p && g.black === q) || (g.white === q && g.black === p)));
    if (!round) throw new Error(`players ${p} and ${q} do not meet in the table for ${n}`);
    return round.round;
  }
  if (what === 'bye') {
    const bye = table[r - 1]?.bye;
    if (bye == null) throw new Error(`round ${r} of the table for ${n} has no bye`);
    return bye;
  }
  const seat = seatInRound(n, p, r, { double });
  if (seat.opponent === null) throw new Error(`player ${p} has the bye in round ${r} of the table for ${n}`);
  if (what === 'opponent') return seat.opponent;
  if (what === 'white') return seat.colour === 'w' ? p : seat.opponent;
  if (what === 'board') return seat.board!;
  throw new Error(`unknown round-robin fact "${what}" (known: ${RR_FACTS.join(', ')})`);
}

/** Why a stated fact is wrong, or undefined. */
export function rrProblem(props: Record<string, string | undefined>, stated: string): string | undefined {
  const num = (k: string) => (props[k] === undefined ? 0 : Number(props[k]));
  const { what = '' } = props;
  let computed: number;
  try {
    computed = rrFact(num('n'), num('r'), num('p'), what, props.double === 'true', num('q'));
  } catch (e) {
    return (e as Error).message;
  }
  return String(computed) === stated.trim() ? undefined : `Berger table for ${props.n}${props.double === 'true' ? ' (double)' : ''}, round ${props.r}, player ${props.p}, ${what}: the lesson says ${stated}, lib/tournament computes ${computed}`;
}

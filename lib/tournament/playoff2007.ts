/**
 * The twelve play-off cases of the 2007 annex on tie-breaks (seed 003, "Apostila curso 2011", 6(k).1–6(k).12,
 * content/regulations/tiebreak-annex-2007/pt.json) as data, and the questions the course asks on them. Players tied
 * are named by their place on the tie-break ("HT" in the seed): 1 is the highest. Where a case's answer is a
 * round of a round robin, the Berger table answers it (C.05 Annex 1); the rest is the case's own rule.
 * C.07 (2024) Article 3 prescribes none of this: it leaves format, pairing numbers, colours and time limits to
 * each tournament's regulations.
 */
import { bergerTable } from './roundRobin';

/** What the seed's cases fix, as printed (tie-break places; groups and pairings). */
export const PLAYOFF_2007 = {
  /** 6(k).1: an Armageddon drawn goes to Black. */
  1: { tied: 2, armageddonDrawWinner: 'black' as const },
  /** 6(k).2: a round robin of three; pairing no. 1 the highest HT, no. 3 the second (so no. 2 the third). */
  2: { tied: 3, pairingNumberOfPlace: [1, 3, 2] },
  /** 6(k).3: a knockout, 1x4 and 2x3. */
  3: { tied: 4, pairs: [[1, 4], [2, 3]] },
  /** 6(k).4: a round robin of five, paired 1x4, 2x5, 3 (without a game). */
  4: { tied: 5, firstRound: [[1, 4], [2, 5]], firstRoundRest: 3 },
  /** 6(k).5: two groups of three, 1, 4, 5 and 2, 3, 6. */
  5: { tied: 6, groups: [[1, 4, 5], [2, 3, 6]] },
  /** 6(k).6: pairing numbers in order of HT: 1, 5, 2, 6, 3, 7, 4. */
  6: { tied: 7, pairingNumberOfPlace: [1, 5, 2, 6, 3, 7, 4] },
  /** 6(k).7: a knockout 1x8, 2x7, 3x6 (the seed prints no fourth pair). */
  7: { tied: 8, pairs: [[1, 8], [2, 7], [3, 6]] },
  /** 6(k).8: three groups of three: A 1, 5, 9; B 2, 6, 7; C 3, 4, 8. */
  8: { tied: 9, groups: [[1, 5, 9], [2, 6, 7], [3, 4, 8]] },
  /** 6(k).10: from eleven tied, places 9 and below are eliminated; the 8 left play as in 7. */
  10: { from: 11, kept: 8 },
} as const;

/** A question on a case: the choices (places on the tie-break, group letters, pairing numbers or colours) and the answer. */
export interface PlayoffQuestion {
  case: number;
  /** How many players are tied in the question. */
  tied: number;
  /** The place on the tie-break the question is about (when it is about one player). */
  place?: number;
  /** What the choices are. */
  choices: { kind: 'place' | 'group' | 'number' | 'colour'; values: (number | string)[] };
  answer: number | string;
  /** The facts the working shows (the rule applied, the Berger round where one is used). */
  facts: Record<string, string | number>;
}

const places = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const opponentIn = (pairs: readonly (readonly number[])[], place: number) => {
  const pair = pairs.find((p) => p.includes(place))!;
  return pair[0] === place ? pair[1]! : pair[0]!;
};
const GROUP = ['A', 'B', 'C'];

/** The course's question on each case that has a computable answer (cases 9, 11 and 12 have none). */
export function playoffQuestions(): PlayoffQuestion[] {
  const c = PLAYOFF_2007;
  // 6(k).2: who has no game in round 1 of the round robin of three? The Berger table for 3 (bye: number 4).
  const r1 = bergerTable(3)[0]!;
  const restNumber = r1.bye!;
  const restPlace = (c[2].pairingNumberOfPlace as readonly number[]).indexOf(restNumber) + 1;
  const round1 = r1.pairings.map((p) => `${p.white}–${p.black}`).join(', ');
  // 6(k).4 pairs 1x4, 2x5 with 3 resting: not round 1 of the Berger table for 5 (the course says so).
  const b5 = bergerTable(5)[0]!;
  // 6(k).5: of these, the one in the group of the 4th.
  const group4 = c[5].groups.find((g) => (g as readonly number[]).includes(4))!;
  const mates = [2, 3, 5, 6].filter((x) => (group4 as readonly number[]).includes(x));
  return [
    { case: 1, tied: 2, choices: { kind: 'colour', values: ['white', 'black'] }, answer: c[1].armageddonDrawWinner, facts: {} },
    { case: 2, tied: 3, choices: { kind: 'place', values: places(3) }, answer: restPlace, facts: { round1, number: restNumber, numbers: c[2].pairingNumberOfPlace.join(', ') } },
    { case: 3, tied: 4, place: 2, choices: { kind: 'place', values: [1, 3, 4] }, answer: opponentIn(c[3].pairs, 2), facts: { pairs: c[3].pairs.map((p) => p.join('x')).join(', ') } },
    { case: 4, tied: 5, choices: { kind: 'place', values: places(5) }, answer: c[4].firstRoundRest, facts: { pairs: c[4].firstRound.map((p) => p.join('x')).join(', '), berger: b5.pairings.map((p) => `${p.white}–${p.black}`).join(', '), bergerRest: b5.bye! } },
    { case: 5, tied: 6, place: 4, choices: { kind: 'place', values: [2, 3, 5, 6] }, answer: mates.length === 1 ? mates[0]! : NaN, facts: { groups: c[5].groups.map((g) => g.join(', ')).join(' / ') } },
    { case: 6, tied: 7, place: 2, choices: { kind: 'number', values: places(7) }, answer: c[6].pairingNumberOfPlace[1]!, facts: { numbers: c[6].pairingNumberOfPlace.join(', ') } },
    { case: 7, tied: 8, place: 3, choices: { kind: 'place', values: [1, 2, 4, 5, 6, 7, 8] }, answer: opponentIn(c[7].pairs, 3), facts: { pairs: c[7].pairs.map((p) => p.join('x')).join(', ') } },
    { case: 8, tied: 9, place: 7, choices: { kind: 'group', values: GROUP }, answer: GROUP[c[8].groups.findIndex((g) => (g as readonly number[]).includes(7))]!, facts: { groups: c[8].groups.map((g, i) => `${GROUP[i]}: ${g.join(', ')}`).join('; ') } },
    { case: 10, tied: 13, place: 8, choices: { kind: 'place', values: [1, 2, 7, 9, 13] }, answer: opponentIn(c[7].pairs, 8), facts: { kept: c[10].kept, out: c[10].kept + 1 } },
  ];
}

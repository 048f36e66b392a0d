/**
 * The Berger and Varma tables rebuilt and checked against the rows the Arbiters' Manual 2025 prints
 * (C.05 Annex 1, printed pages 198–199; C.06, printed page 201). Two tables are copied here so a plain
 * clone checks them; with the raw sources present every printed row is checked.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { bergerRound, bergerTable, RoundRobinError, seatInRound, VARMA, varmaAllocate, varmaGroups } from './roundRobin';
import { checkAgainstSources, SOURCE_CHECK, sourcePath } from '../laws/sources';

const row = (pairs: { white: number; black: number }[]) => pairs.map((p) => `${p.white}-${p.black}`).join(', ');

// Copied from the Manual, p. 198.
const FIVE_OR_SIX = ['1-6, 2-5, 3-4', '6-4, 5-3, 1-2', '2-6, 3-1, 4-5', '6-5, 1-4, 2-3', '3-6, 4-2, 5-1'];
const NINE_OR_TEN = [
  '1-10, 2-9, 3-8, 4-7, 5-6',
  '10-6, 7-5, 8-4, 9-3, 1-2',
  '2-10, 3-1, 4-9, 5-8, 6-7',
  '10-7, 8-6, 9-5, 1-4, 2-3',
  '3-10, 4-2, 5-1, 6-9, 7-8',
  '10-8, 9-7, 1-6, 2-5, 3-4',
  '4-10, 5-3, 6-2, 7-1, 8-9',
  '10-9, 1-8, 2-7, 3-6, 4-5',
  '5-10, 6-4, 7-3, 8-2, 9-1',
];

describe('Berger tables', () => {
  it('6 players: every row of p. 198', () => FIVE_OR_SIX.forEach((r, i) => expect(row(bergerRound(6, i + 1))).toBe(r)));
  it('10 players: every row of p. 198', () => NINE_OR_TEN.forEach((r, i) => expect(row(bergerRound(10, i + 1))).toBe(r)));
  it('an odd number uses the next table; the player who would meet the highest number has the bye', () => {
    const t = bergerTable(5);
    expect(t).toHaveLength(5);
    expect(t.map((r) => r.bye)).toEqual([1, 4, 2, 5, 3]);
    expect(row(t[1]!.pairings)).toBe('5-3, 1-2');
    expect(seatInRound(9, 7, 4)).toEqual({ round: 4, opponent: null, colour: null, board: null });
  });
  it('who plays whom with which colours: player 3 of 10 in round 5 has White against 10', () => {
    expect(seatInRound(10, 3, 5)).toEqual({ round: 5, opponent: 10, colour: 'w', board: 1 });
    expect(seatInRound(10, 1, 5)).toEqual({ round: 5, opponent: 5, colour: 'b', board: 3 });
  });
  it('every player meets every other exactly once; colours balanced (first half one White more, p. 105)', () => {
    for (const n of [3, 4, 7, 8, 13, 14, 19, 20]) {
      const t = bergerTable(n);
      const seen = new Set<string>();
      const whites = new Map<number, number>();
      for (const r of t)
        for (const p of r.pairings) {
          const k = `${Math.min(p.white, p.black)}-${Math.max(p.white, p.black)}`;
          expect(seen.has(k)).toBe(false);
          seen.add(k);
          whites.set(p.white, (whites.get(p.white) ?? 0) + 1);
        }
      expect(seen.size).toBe((n * (n - 1)) / 2);
      const games = n % 2 ? n - 1 : n - 1;
      for (let x = 1; x <= n; x++) expect(Math.abs(2 * (whites.get(x) ?? 0) - games)).toBeLessThanOrEqual(1 + (n % 2));
    }
  });
  it('double round robin: the second cycle reverses colours, the first cycle\'s last two rounds swapped (p. 199)', () => {
    const t = bergerTable(4, { double: true });
    expect(t.map((r) => row(r.pairings))).toEqual(['1-4, 2-3', '2-4, 3-1', '4-3, 1-2', '4-1, 3-2', '3-4, 2-1', '4-2, 1-3']);
    const plain = bergerTable(4, { double: true, swapLastTwo: false });
    expect(plain.map((r) => row(r.pairings)).slice(0, 3)).toEqual(['1-4, 2-3', '4-3, 1-2', '2-4, 3-1']);
    // No player has three games in a row with the same colour across the cycles once swapped.
    for (let x = 1; x <= 4; x++) {
      const colours = t.map((r) => (r.pairings.find((p) => p.white === x) ? 'w' : 'b')).join('');
      expect(colours).not.toMatch(/www|bbb/);
    }
  });
  it('refuses what does not exist', () => {
    expect(() => bergerRound(6, 6)).toThrow(RoundRobinError);
    expect(() => bergerTable(1)).toThrow(/at least 2/);
    expect(() => seatInRound(6, 7, 1)).toThrow(/between 1 and 6/);
  });
});

describe.skipIf(!checkAgainstSources)(`${SOURCE_CHECK} the Berger tables of C.05 Annex 1`, () => {
  const text = readFileSync(sourcePath('sources/regulations/en-2025-manual-08-09-tournament-rules-C01-C05-C07.txt'), 'utf8');
  const start = text.indexOf('Annex 1: Details of Berger Table');
  const end = text.indexOf('Restricted Drawing of Lots');
  const section = text.slice(start, end).split('\n');
  const tables = new Map<number, string[]>();
  let size = 0;
  for (const line of section) {
    const head = /^(\d+) or (\d+) players:/.exec(line.trim());
    if (head) {
      size = Number(head[2]);
      tables.set(size, []);
      continue;
    }
    const rd = /^Rd (\d+): (.*?)\.?\s*$/.exec(line.trim());
    if (rd && size) tables.get(size)!.push(rd[2]!.replace(/\.\s+/g, ', '));
  }
  it('finds the tables for 4 to 16 players', () => expect([...tables.keys()]).toEqual([4, 6, 8, 10, 12, 14, 16]));
  for (const n of [4, 6, 8, 10, 12, 14, 16])
    it(`${n - 1} or ${n} players: every printed round`, () => {
      const printed = tables.get(n)!;
      expect(printed).toHaveLength(n - 1);
      printed.forEach((r, i) => expect(row(bergerRound(n, i + 1)), `round ${i + 1}`).toBe(r));
    });
  it('the Varma tables as printed on p. 201', () => {
    const v = text.slice(text.indexOf('The following Varma Tables'), text.indexOf('Tie-Break Regulations (effective'));
    for (const [key, groups] of Object.entries(VARMA)) {
      const at = v.indexOf(`${key} players`);
      expect(at, key).toBeGreaterThan(-1);
      const block = v.slice(at, v.indexOf(' players', at + key.length + 9) > 0 ? v.indexOf(' players', at + key.length + 9) : undefined);
      const nums = [...block.slice(key.length + 8).matchAll(/\d+\. \(?([\d, ]+)\)/g)].map((m) => m[1]!.split(',').map((x) => Number(x.trim())));
      expect(nums.slice(0, 4), key).toEqual(groups.map((g) => [...g]));
    }
  });
});

describe('Varma tables', () => {
  it('every table holds each number once', () => {
    for (const [key, groups] of Object.entries(VARMA)) {
      const n = Number(key.split('/')[1]);
      expect(groups.flat().sort((a, b) => a - b), key).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    }
  });
  it('19 players use the 19/20 table without number 20', () => expect(varmaGroups(19)[3]).toEqual([4]));
  it('the largest contingent draws first and stays in one group; the groups keep its players apart in the last three rounds', () => {
    const a = varmaAllocate(12, [
      { federation: 'ESP', players: ['Zea', 'Abad', 'Mora'] },
      { federation: 'BRA', players: ['Silva', 'Costa', 'Lima', 'Souza'] },
      { federation: 'POR', players: ['Pinto', 'Reis'] },
      { federation: 'GAL', players: ['Otero'] },
      { federation: 'ARG', players: ['Paz', 'Rios'] },
    ]);
    expect(a.order.map((c) => c.federation)).toEqual(['BRA', 'ESP', 'ARG', 'POR', 'GAL']);
    expect(a.order[0]!.players).toEqual(['Costa', 'Lima', 'Silva', 'Souza']);
    expect(a.split).toEqual([]);
    const bra = a.numbers.filter((x) => x.federation === 'BRA');
    expect(new Set(bra.map((x) => x.group)).size).toBe(1);
    expect(bra.map((x) => x.number).sort((p, q) => p - q)).toEqual([4, 5, 9, 10]);
    expect(new Set(a.numbers.map((x) => x.number)).size).toBe(12);
    // The numbers of one group never meet in the last three rounds of the Berger table.
    const last3 = bergerTable(12).slice(-3).flatMap((r) => r.pairings);
    for (const fed of ['BRA', 'ESP', 'ARG', 'POR']) {
      const nums = new Set(a.numbers.filter((x) => x.federation === fed).map((x) => x.number));
      expect(last3.some((p) => nums.has(p.white) && nums.has(p.black)), fed).toBe(false);
    }
  });
  it('refuses a table it does not have', () => expect(() => varmaGroups(26)).toThrow(/9 to 24/));
});

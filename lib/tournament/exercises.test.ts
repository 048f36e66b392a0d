import { describe, expect, it } from 'vitest';
import { bergerRound, meetings, parseRoster, RosterError, varmaAllocate } from './roundRobin';
import { checkAnswer, makeExercise, readNumber, readOrder, rightAnswer, type BuchholzExercise, type RankExercise, type WhiteExercise } from './exercises';
import { computeStandings } from './standings';
import { parseTieBreakList } from './registry';

describe('exercises', () => {
  it('the same seed gives the same exercise', () => {
    for (const kind of ['white', 'bh-c1', 'rank'] as const) expect(JSON.stringify(makeExercise(kind, 5))).toBe(JSON.stringify(makeExercise(kind, 5)));
  });
  it('who is White: the pair meets on that board of that round of the Berger table', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const ex = makeExercise('white', seed) as WhiteExercise;
      expect(ex.n).toBeGreaterThanOrEqual(4);
      expect(ex.n).toBeLessThanOrEqual(16);
      const p = bergerRound(ex.n, ex.round).find((x) => x.board === ex.pairing.board)!;
      expect([p.white, p.black].sort((a, b) => a - b)).toEqual([ex.a, ex.b]);
      expect(checkAnswer(ex, String(p.white))).toEqual({ ok: true });
      expect(checkAnswer(ex, String(p.black))).toEqual({ ok: false });
      expect(meetings(ex.n, ex.a, ex.b)).toEqual([{ round: ex.round, pairing: p }]);
    }
  });
  it('Buchholz Cut-1: the calculator\'s value is the answer, in either decimal notation', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const ex = makeExercise('bh-c1', seed) as BuchholzExercise;
      const value = computeStandings(ex.tournament, parseTieBreakList('BH-C1'), { system: 'swiss' }).rows.find((r) => r.participant.startNo === ex.player)!.values[0]!;
      expect(ex.row.values[0]).toBe(value);
      expect(checkAnswer(ex, rightAnswer(ex))).toEqual({ ok: true });
      expect(checkAnswer(ex, rightAnswer(ex).replace('.', ','))).toEqual({ ok: true });
      expect(checkAnswer(ex, String(value + 0.5))).toEqual({ ok: false });
      // Cut-1 removes exactly one opponent's score: the least one.
      const items = ex.row.workings[0]!.items;
      expect(items.filter((i) => i.cut)).toHaveLength(1);
      expect(items.find((i) => i.cut)!.value).toBe(Math.min(...items.map((i) => i.value)));
    }
  });
  it('rank by the list: a tie on points broken completely; the order must name every player once', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const ex = makeExercise('rank', seed) as RankExercise;
      expect(ex.standings.unresolved).toEqual([]);
      expect(new Set(ex.standings.rows.map((r) => r.points)).size).toBeLessThan(6);
      expect(checkAnswer(ex, ex.order.join(' '))).toEqual({ ok: true });
      expect(checkAnswer(ex, [...ex.order].reverse().join(', '))).toEqual({ ok: false });
      expect(checkAnswer(ex, ex.order.slice(1).join(','))).toEqual({ problem: 'order' });
    }
  });
  it('reads answers as people type them, and says when it cannot', () => {
    expect(readNumber('7,5')).toBe(7.5);
    expect(readNumber('7½')).toBe(7.5);
    expect(readNumber(' 12 ')).toBe(12);
    expect(readNumber('seven')).toBeNull();
    expect(readOrder('3 > 1 > 2')).toEqual([3, 1, 2]);
    expect(readOrder('3, x')).toBeNull();
    const ex = makeExercise('white', 1);
    expect(checkAnswer(ex, '  ')).toEqual({ problem: 'empty' });
    expect(checkAnswer(ex, 'White')).toEqual({ problem: 'number' });
  });
});

describe('Varma: the players typed, the draw with its steps', () => {
  const roster = ['BRA Silva', 'BRA Costa', 'bra, Lima', 'BRA Souza', 'ESP Zea', 'ESP Abad', 'ESP Mora', 'POR Pinto', 'POR Reis', 'GAL Otero', 'ARG Paz', 'ARG Rios'].join('\n');
  it('reads one player a line, the federation first', () => {
    const c = parseRoster(roster);
    expect(c.map((x) => [x.federation, x.players.length])).toEqual([['BRA', 4], ['ESP', 3], ['POR', 2], ['GAL', 1], ['ARG', 2]]);
    expect(parseRoster(Array.from({ length: 9 }, () => 'FRA').join('\n'))[0]!.players).toEqual(['FRA 1', 'FRA 2', 'FRA 3', 'FRA 4', 'FRA 5', 'FRA 6', 'FRA 7', 'FRA 8', 'FRA 9']);
  });
  it('refuses what it cannot read, with the line', () => {
    const bad = (text: string) => {
      try {
        parseRoster(text);
      } catch (e) {
        if (e instanceof RosterError) return e.problem;
      }
      return null;
    };
    expect(bad(roster.replace('POR Reis', 'PORT Reis'))).toEqual({ kind: 'federation', line: 9, value: 'PORT' });
    expect(bad(roster.replace('ARG Rios', 'ARG Paz'))).toEqual({ kind: 'duplicate', line: 12, value: 'Paz' });
    expect(bad('BRA A\nBRA B')).toEqual({ kind: 'size', count: 2 });
  });
  it('shows every envelope and every number drawn, in the order of direction 2', () => {
    const a = varmaAllocate(12, parseRoster(roster));
    expect(a.steps.filter((s) => s.kind === 'envelope').map((s) => s.federation)).toEqual(['BRA', 'ESP', 'ARG', 'POR', 'GAL']);
    expect(a.steps.filter((s) => s.kind === 'draw')).toHaveLength(12);
    const first = a.steps[0]!;
    expect(first).toEqual({ kind: 'envelope', federation: 'BRA', players: 4, group: 1, left: [4, 5, 9, 10], fits: [1], split: false });
  });
  it('a contingent larger than any group is split, and says so', () => {
    const big = varmaAllocate(10, parseRoster(['RUS A', 'RUS B', 'RUS C', 'RUS D', 'RUS E', 'IND F', 'IND G', 'USA H', 'CHN I', 'FRA J'].join('\n')));
    expect(big.split).toEqual(['RUS']);
    expect(big.steps[0]).toMatchObject({ kind: 'envelope', federation: 'RUS', split: true });
  });
});

/**
 * C.07 (2024) tie-breaks against the worked examples of the FIDE Arbiters' Manual 2025 ("Tiebreak
 * Examples for Unplayed Games", printed pages 211–212, PDF pages 220–221 of
 * ../shared/sources/regulations/en-2025-manual-08-09-tournament-rules-C01-C05-C07.txt).
 */
import { describe, expect, it } from 'vitest';
import { computeStandings, parseTieBreakList, parseTrf } from './index';
import { makeContext } from './context';
import { adjustedScore, pointsOf } from './scoring';
import { buchholz } from './tiebreaks/buchholz';
import { sonnebornBerger } from './tiebreaks/sonnebornBerger';
import { parseModifier } from './modifiers';
import { trf, type RowSpec } from './testUtil';

const C1 = parseModifier('C1')!;

/**
 * Example 1 (p. 211): GM Laxman R.R., ten rounds, withdrew from round 4 through illness. The Manual
 * prints his line only: opponents, their final points and his results. Each opponent's other nine
 * rounds are written here as byes counted at face value (zero-point byes first, a half-point bye,
 * then full-point byes: categories 16.2.3 and 16.2.1, 16.3.1), which gives each opponent the final
 * score the Manual prints without changing it.
 */
function laxman() {
  // [name, rating, final points, Laxman's result]; round 4 is his zero-point bye.
  const opponents: [string, number, number, '1' | '=' | '0'][] = [
    ['Arpan Das', 1947, 5, '1'],
    ['Priansh Das', 1910, 5, '1'],
    ['Tahbaz Arash', 2425, 6.5, '0'],
    ['Galas Bernadette', 2012, 4.5, '1'],
    ['Abhay Bandewar', 2025, 6, '='],
    ['Barath Kalyan M', 2040, 5, '1'],
    ['John Veny Akkarakaran', 2112, 6.5, '='],
    ['Daaevik Wadhawan', 1997, 5.5, '1'],
    ['Ritviz Parab', 2391, 6, '1'],
  ];
  const rounds = [1, 2, 3, 5, 6, 7, 8, 9, 10];
  const back = { '1': '0', '=': '=', '0': '1' } as const;
  const lax: RowSpec = { no: 1, name: 'Laxman R.R.', rounds: Array(10).fill('0 - Z') };
  const rows: RowSpec[] = [lax];
  opponents.forEach(([name, rating, final, res], i) => {
    const no = i + 2;
    const round = rounds[i]!;
    const colour = round % 2 ? 'w' : 'b';
    lax.rounds[round - 1] = `${no} ${colour} ${res}`;
    const theirs = back[res];
    const fill = final - (theirs === '1' ? 1 : theirs === '=' ? 0.5 : 0);
    const full = Math.floor(fill);
    const half = fill - full > 0 ? 1 : 0;
    const others = [...Array(9 - full - half).fill('0 - Z'), ...Array(half).fill('0 - H'), ...Array(full).fill('0 - F')];
    const line: string[] = [];
    for (let r = 1; r <= 10; r++) line.push(r === round ? `1 ${colour === 'w' ? 'b' : 'w'} ${theirs}` : others.shift()!);
    rows.push({ no, name, rating, rounds: line });
  });
  return parseTrf(trf(rows));
}

describe('Manual example 1 (p. 211): Laxman, a voluntary unplayed round 4', () => {
  const t = laxman();
  const ctx = makeContext(t);
  const lax = t.participants[0]!;
  it('reads the crosstable: Laxman 7/9, his opponents with the points the Manual prints', () => {
    expect(ctx.system).toBe('swiss');
    expect(pointsOf(t, lax)).toBe(7);
    expect(t.participants.slice(1).map((p) => pointsOf(t, p))).toEqual([5, 5, 6.5, 4.5, 6, 5, 6.5, 5.5, 6]);
  });
  it('Buchholz 57: the dummy opponent of round 4 has Laxman\'s own 7 points (16.4)', () => {
    const w = buchholz(ctx, lax);
    expect(w.value).toBe(57);
    const dummy = w.items.find((i) => i.round === 4)!;
    expect(dummy).toMatchObject({ opponent: null, source: 'dummy', score: 7, vur: true, category: '16.2.3' });
    expect(w.articles).toContain('16.4');
  });
  it('Buchholz Cut-1 50: the VUR\'s 7 is cut, not the least significant 4.5 (16.5.1)', () => {
    const w = buchholz(ctx, lax, C1);
    expect(w.value).toBe(50);
    const cut = w.items.filter((i) => i.cut);
    expect(cut).toHaveLength(1);
    expect(cut[0]).toMatchObject({ round: 4, value: 7, cut: { why: 'vur-first', article: '16.5.1' } });
  });
  it('Sonneborn-Berger 37.25 (1×5 + 1×5 + 0×6.5 + 0×7 + 1×4.5 + 0.5×6 + 1×5 + 0.5×6.5 + 1×5.5 + 1×6)', () => {
    const w = sonnebornBerger(ctx, lax);
    expect(w.value).toBe(37.25);
    expect(w.items.map((i) => i.value)).toEqual([5, 5, 0, 0, 4.5, 3, 5, 3.25, 5.5, 6]);
  });
  it('SB-C1 (hand-checked, 16.5.1 for SB): the VUR gives 0, lower than the least significant 4.5, so 4.5 is cut: 32.75', () => {
    const w = sonnebornBerger(ctx, lax, C1);
    expect(w.value).toBe(32.75);
    expect(w.items.find((i) => i.cut)).toMatchObject({ opponent: 5, value: 4.5, cut: { why: 'least' } });
  });
  it('the command-line list gives the same figures', () => {
    const s = computeStandings(t, parseTieBreakList('PTS,BH,BH-C1,SB'));
    const row = s.rows.find((r) => r.participant.startNo === 1)!;
    expect(row.values).toEqual([7, 57, 50, 37.25]);
    expect(row.rank).toBe(1);
  });
});

/**
 * Example 2 (p. 212): five lines of a five-round Swiss, as printed (players #4, #1, #3, #12, #13).
 * The other players appear only as their opponents; their lines hold those games and nothing else.
 */
function example2() {
  return parseTrf(
    trf([
      { no: 1, name: 'Alyx', rating: 2200, rounds: ['9 w 1', '13 b =', '2 w =', '15 b 1', '4 w ='] },
      { no: 2, name: 'Player 2', rounds: ['', '', '1 b =', '', '3 b ='] },
      { no: 3, name: 'Charline', rating: 2100, rounds: ['11 w =', '6 b 1', '8 w 1', '4 b =', '2 w ='] },
      { no: 4, name: 'David', rating: 2050, rounds: ['12 b 1', '0 - H', '13 w 1', '3 w =', '1 b ='] },
      { no: 5, name: 'Player 5', rounds: ['13 w 0'] },
      { no: 6, name: 'Player 6', rounds: ['', '3 w 0'] },
      { no: 8, name: 'Player 8', rounds: ['', '', '3 b 0', '13 w 1'] },
      { no: 9, name: 'Player 9', rounds: ['1 b 0'] },
      { no: 11, name: 'Player 11', rounds: ['3 b ='] },
      { no: 12, name: 'Nick', rating: 1650, rounds: ['4 w 0', '0 - U', '14 - +'] },
      { no: 13, name: 'Opal', rating: 1600, rounds: ['5 b 1', '1 w =', '4 b 0', '8 b 0', '14 w 0'] },
      { no: 14, name: 'Player 14', rounds: ['', '', '12 - -', '', '13 b 1'] },
      { no: 15, name: 'Player 15', rounds: ['', '', '', '1 w 0'] },
    ]),
  );
}

describe('Manual example 2 (p. 212): BH-C1 of #4 with a requested half-point bye', () => {
  const t = example2();
  const ctx = makeContext(t);
  const no = (n: number) => t.participants.find((p) => p.startNo === n)!;
  it('reads the five printed lines with the scores printed: 3.5, 3.5, 3.5, 2.0, 1.5', () => {
    expect([1, 3, 4, 12, 13].map((n) => pointsOf(t, no(n)))).toEqual([3.5, 3.5, 3.5, 2, 1.5]);
  });
  it('#12 withdrew after round 3: for the opponents his score is 0 + 1 + 1 + 0.5 + 0.5 = 3.0 (16.3.1, 16.3.2)', () => {
    const adj = adjustedScore(t, no(12), 'swiss');
    expect(adj.value).toBe(3);
    expect(adj.asDraws.map((d) => d.round)).toEqual([4, 5]);
  });
  it('BH-C1(#4) = 3.5 + 3.5 + 3.0 + 1.5 = 11.5: the half-point bye (a dummy at 3.5) is cut first (16.4, 16.5)', () => {
    const w = buchholz(ctx, no(4), C1);
    expect(w.value).toBe(11.5);
    expect(w.items.find((i) => i.round === 2)).toMatchObject({ opponent: null, source: 'dummy', score: 3.5, vur: true, category: '16.2.3', cut: { why: 'vur-first' } });
    expect(w.items.find((i) => i.opponent === 12)).toMatchObject({ score: 3, source: 'adjusted' });
    expect(buchholz(ctx, no(4)).value).toBe(15);
  });
});

/** Properties that hold for any tournament of a shape, checked on generated ones. */
import { describe, expect, it } from 'vitest';
import { computeStandings, parseTieBreakList, parseTrf, writeTrf } from './index';
import { makeContext } from './context';
import { generateRoundRobin, generateSwiss } from './generate';
import { pointsOf } from './scoring';
import { buchholz } from './tiebreaks/buchholz';
import { sonnebornBerger } from './tiebreaks/sonnebornBerger';
import { progressive } from './tiebreaks/ownRecord';

const ALL = 'PTS,DE,WIN,WON,BPG,BWG,PS,PS-C1,REP,BH,BH-C1,BH-C2,BH-M1,BH-M2,AOB,FB,FB-C1,SB,SB-C1,KS,ARO,ARO-C1,TPR,PTP,APRO,APPO';

describe('complete round robins without forfeits', () => {
  for (const [n, seed, cycles] of [[4, 1, 1], [5, 2, 1], [8, 3, 1], [9, 4, 1], [10, 5, 2], [13, 6, 1]] as const)
    it(`${n} players${cycles > 1 ? ', double' : ''}: every Buchholz is ${cycles > 1 ? 'twice ' : ''}the total of all points minus the player's own`, () => {
      const t = generateRoundRobin(n, seed, cycles);
      const ctx = makeContext(t);
      expect(ctx.system).toBe('round-robin');
      const total = t.participants.reduce((s, p) => s + pointsOf(t, p), 0);
      expect(total).toBe((cycles * n * (n - 1)) / 2);
      for (const p of t.participants) expect(buchholz(ctx, p).value).toBe(cycles * (total - pointsOf(t, p)));
    });
  it('the Sonneborn-Berger points of all players add up to Σ over games of (winner\'s score) + ½ Σ over draws of both scores', () => {
    const t = generateRoundRobin(8, 9);
    const ctx = makeContext(t);
    const score = new Map(t.participants.map((p) => [p.startNo, pointsOf(t, p)]));
    let expected = 0;
    for (const p of t.participants)
      for (const e of p.rounds) if (e.opponent) expected += (e.code === '1' ? 1 : e.code === '=' ? 0.5 : 0) * score.get(e.opponent)!;
    expect(t.participants.reduce((s, p) => s + sonnebornBerger(ctx, p).value, 0)).toBeCloseTo(expected, 9);
  });
});

describe('any Swiss', () => {
  const t = generateSwiss({ players: 41, rounds: 9, seed: 11, byes: 0.03, forfeits: 0.03, withdrawals: 2 });
  it('writes a TRF that reads back to the same tournament', () => {
    const again = parseTrf(writeTrf(t));
    expect(again.participants.map((p) => p.rounds)).toEqual(t.participants.map((p) => p.rounds));
    expect(again.participants.map((p) => pointsOf(again, p))).toEqual(t.participants.map((p) => pointsOf(t, p)));
  });
  it('standings: points never rise down the table, ranks never fall, tied participants share the better rank', () => {
    const s = computeStandings(t, parseTieBreakList(ALL));
    s.rows.forEach((r, i) => {
      if (i === 0) return expect(r.rank).toBe(1);
      const prev = s.rows[i - 1]!;
      expect(r.points).toBeLessThanOrEqual(prev.points);
      expect(r.rank).toBeGreaterThanOrEqual(prev.rank);
      expect(r.rank === prev.rank || r.rank === i + 1).toBe(true);
    });
  });
  it('the progressive score is Σ over rounds of (rounds − r + 1) × points of round r', () => {
    const ctx = makeContext(t);
    for (const p of t.participants) {
      const byRound = p.rounds.map((e, i) => (t.rounds - i) * (e.code === '1' || e.code === '+' || e.code === 'U' ? 1 : e.code === '=' || e.code === 'H' ? 0.5 : 0));
      expect(progressive(ctx, p).value).toBe(byRound.reduce((a, b) => a + b, 0));
    }
  });
  it('a cut never raises the value; Cut-2 removes at least what Cut-1 does; Median-1 lies between', () => {
    const s = computeStandings(t, parseTieBreakList('BH,BH-C1,BH-C2,BH-M1,SB,SB-C1'));
    for (const r of s.rows) {
      const [bh, c1, c2, m1, sb, sbc1] = r.values as [number, number, number, number, number, number];
      expect(c1).toBeLessThanOrEqual(bh);
      expect(c2).toBeLessThanOrEqual(c1);
      expect(m1).toBeLessThanOrEqual(c1);
      expect(sbc1).toBeLessThanOrEqual(sb);
      expect(r.workings[1]!.items.filter((i) => i.cut)).toHaveLength(1);
      expect(r.workings[2]!.items.filter((i) => i.cut)).toHaveLength(2);
    }
  });
  it('start numbers do not matter: renumbering the players reverses nothing in the ranking', () => {
    const n = t.participants.length;
    const re = (x: number) => n + 1 - x;
    const t2 = { ...t, participants: t.participants.map((p) => ({ ...p, startNo: re(p.startNo), rounds: p.rounds.map((e) => ({ ...e, opponent: e.opponent === null ? null : re(e.opponent) })) })).sort((a, b) => a.startNo - b.startNo) };
    const list = parseTieBreakList('PTS,BH-C1,BH,SB,WIN');
    const a = computeStandings(t, list).rows.map((r) => [r.participant.name, r.rank, ...r.values]);
    const b = computeStandings(t2, list).rows.map((r) => [r.participant.name, r.rank, ...r.values]);
    const byName = (x: (string | number)[][]) => [...x].sort((p, q) => String(p[0]).localeCompare(String(q[0])));
    expect(byName(b)).toEqual(byName(a));
  });
});

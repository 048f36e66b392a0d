/**
 * Tie-breaks on two small tournaments worked by hand (the figures in the comments are the
 * working): a Swiss with a forfeit, a half-point bye, pairing-allocated byes and a withdrawal, and a
 * five-player round robin (Berger table for 5/6, number 6 the bye) with a forfeit.
 */
import { describe, expect, it } from 'vitest';
import { computeStandings, parseTieBreakList, parseTrf } from './index';
import { makeContext } from './context';
import { adjustedScore, pointsOf, unplayedCategory } from './scoring';
import { trf } from './testUtil';
import { ROUND_ROBIN, SWISS } from './fixtures';

describe('hand-checked Swiss with a forfeit, byes and a withdrawal', () => {
  const t = parseTrf(SWISS);
  const ctx = makeContext(t);
  const p = (n: number) => t.participants[n - 1]!;
  const table = (list: string) => {
    const s = computeStandings(t, parseTieBreakList(list));
    return Object.fromEntries(s.rows.map((r) => [r.participant.startNo, r.values]));
  };
  it('points, categories and adjusted scores', () => {
    expect(ctx.system).toBe('swiss');
    expect(t.participants.map((x) => pointsOf(t, x))).toEqual([3.5, 2.5, 2.5, 1.5, 0.5, 2]);
    expect(t.participants.map((x) => adjustedScore(t, x, 'swiss').value)).toEqual([3.5, 2.5, 2.5, 1.5, 1.5, 2]);
    expect(unplayedCategory(p(2), p(2).rounds[1]!)).toBe('16.2.3');
    expect(unplayedCategory(p(3), p(3).rounds[0]!)).toBe('16.2.2');
    expect(unplayedCategory(p(3), p(3).rounds[3]!)).toBe('16.2.1');
    expect(unplayedCategory(p(5), p(5).rounds[2]!)).toBe('16.2.5');
    expect(unplayedCategory(p(6), p(6).rounds[0]!)).toBe('16.2.4');
  });
  it('Buchholz: #1 1.5+1.5+2.5+2.5 = 8; #2 1.5+2.5(dummy)+2+3.5 = 9.5; #3 2.5(dummy)+1.5+3.5+2.5(dummy) = 10; #4 3.5+2.5+1.5(dummy)+2 = 9.5; #5 2.5+3.5+0.5+0.5 = 7; #6 2+2+2.5+1.5 = 8', () => {
    const v = table('BH');
    expect([1, 2, 3, 4, 5, 6].map((n) => v[n]![0])).toEqual([8, 9.5, 10, 9.5, 7, 8]);
  });
  it('Buchholz Cut-1: a VUR is cut before the least significant value (16.5.1): #2 cuts its bye (2.5) not 1.5; #6 its forfeit loss (2)', () => {
    const v = table('BH-C1');
    expect([1, 2, 3, 4, 5, 6].map((n) => v[n]![0])).toEqual([6.5, 7, 8.5, 8, 6.5, 6]);
  });
  it('Buchholz Cut-2 and Median-1: #5 cuts both VURs (0.5, 0.5): 6; M1 of #1 cuts 1.5 and 2.5: 4', () => {
    const v = table('BH-C2,BH-M1');
    expect(v[5]![0]).toBe(6);
    expect(v[1]![1]).toBe(4);
  });
  it('Sonneborn-Berger: #1 1.5+1.5+2.5+1.25 = 6.75; #2 0.75+1.25+2+1.75 = 5.75; #3 2.5+0.75+0+2.5 = 5.75; #4 0+1.25+1.5+0 = 2.75; #5 1.25; #6 0+2+0+1.5 = 3.5', () => {
    const v = table('SB');
    expect([1, 2, 3, 4, 5, 6].map((n) => v[n]![0])).toEqual([6.75, 5.75, 5.75, 2.75, 1.25, 3.5]);
  });
  it('SB-C1 (16.5.1): #2 cuts the bye\'s 1.25 (higher than 0.75 of the lowest opponent): 4.5; #6 keeps the forfeit\'s 0 and cuts 1.5: 2', () => {
    const v = table('SB-C1');
    expect(v[2]![0]).toBe(4.5);
    expect(v[6]![0]).toBe(2);
  });
  it('Fore Buchholz: round 4\'s paired games as draws (#4 2, #6 1.5): #1 2+1.5+2.5+2.5 = 8.5, #3 2.5+2+3.5+2.5 = 10.5', () => {
    const v = table('FB');
    expect(v[1]![0]).toBe(8.5);
    expect(v[3]![0]).toBe(10.5);
  });
  it('own record: WIN, WON, BPG, BWG, PS, PS-C1, REP', () => {
    const v = table('WIN,WON,BPG,BWG,PS,PS-C1,REP');
    expect(v[1]).toEqual([3, 3, 2, 1, 9.5, 8.5, 4]);
    expect(v[3]).toEqual([2, 0, 2, 0, 6.5, 5.5, 4]);
    expect(v[5]).toEqual([0, 0, 1, 0, 2, 1.5, 2]);
    expect(v[6]).toEqual([2, 1, 1, 1, 4, 4, 3]);
  });
  it('Koya (Swiss: line at 2 of 4 points): #1 scored 1 against #3 and 0.5 against #2: 1.5', () => {
    expect(table('KS')[1]![0]).toBe(1.5);
  });
  it('ratings: ARO #1 (1700+1600+1800+1900)/4 = 1750, TPR 3.5/4 = .875 → p .88, dp 336: 2086; #3 ARO 1850, 0.5/2 → dp −193: 1657', () => {
    const v = table('ARO,TPR');
    expect(v[1]).toEqual([1750, 2086]);
    expect(v[3]).toEqual([1850, 1657]);
    expect(v[6]).toEqual([1800, 1800]);
  });
  it('PTP: #6 scored 1 of 2 against 1900 and 1700: the lowest rating with expected score ≥ 1 is 1799', () => {
    // At 1799: D −101 and +99 both in the 99–106 band: .36 + .64 = 1.00; at 1798: −102 (.36) and +98 (.63) = .99.
    const v = table('PTP');
    const w = computeStandings(t, parseTieBreakList('PTP')).rows.find((r) => r.participant.startNo === 6)!.workings[0]!;
    expect(w.facts?.expected).toBeGreaterThanOrEqual(1);
    expect(v[6]![0]).toBe(1799);
  });
  it('ranks PTS, DE, BH-C1: #2 and #3 did not meet and neither is sure to top them (6.3), so BH-C1 decides: #3 second, #2 third', () => {
    const s = computeStandings(t, parseTieBreakList('PTS,DE,BH-C1'));
    expect(s.rows.map((r) => [r.participant.startNo, r.rank])).toEqual([[1, 1], [3, 2], [2, 3], [6, 4], [4, 5], [5, 6]]);
    const de = s.steps[1]!;
    expect(de.groups).toEqual([{ before: [2, 3], after: [[2, 3]] }]);
    expect(s.rows.find((r) => r.participant.startNo === 2)!.de[1]!.steps[0]).toMatchObject({ article: '6.3', missing: [[2, 3]] });
    expect(s.steps[2]!.groups).toEqual([{ before: [2, 3], after: [[3], [2]] }]);
  });
  it('a tie the list cannot break is shared, both taking the better rank', () => {
    const s = computeStandings(t, parseTieBreakList('PTS,DE'));
    expect(s.rows.filter((r) => r.points === 2.5).map((r) => r.rank)).toEqual([2, 2]);
    expect(s.rows.find((r) => r.participant.startNo === 6)!.rank).toBe(4);
    expect(s.unresolved).toEqual([[2, 3]]);
  });
});

describe('the same Swiss under the 2007 annex (seed 003, l. 686: an unplayed game is a draw against oneself)', () => {
  // Scores for tie-breaks, every unplayed game a draw: #1 3.5, #2 2.5, #3 1.5 (+ and U become ½),
  // #4 1 (U), #5 1.5 (Z, Z), #6 2 (- and U: ½ + ½).
  const t = parseTrf(SWISS);
  const s = computeStandings(t, parseTieBreakList('BH,BH-C1,SB,ARO'), { unplayed: 'annex-2007' });
  const v = Object.fromEntries(s.rows.map((r) => [r.participant.startNo, r.values]));
  it('BH: #1 1 + 1.5 + 1.5 + 2.5 = 6.5; #2 1.5 + 2.5 (itself) + 2 + 3.5 = 9.5; #3 1.5 (itself) + 1 + 3.5 + 1.5 (itself) = 7.5', () => {
    expect([v[1]![0], v[2]![0], v[3]![0]]).toEqual([6.5, 9.5, 7.5]);
  });
  it('BH-C1 has no rule for voluntary unplayed rounds: #2 cuts its lowest, 1.5: 8 (C.07 2024: 7)', () => expect(v[2]![1]).toBe(8));
  it('SB: #3 ½ × 1.5 + ½ × 1 + 0 + ½ × 1.5 = 2', () => expect(v[3]![2]).toBe(2));
  it('ARO over the rounds, an unplayed one at the player\'s own rating: #2 (1600 + 1900 + 1500 + 2000) / 4 = 1750', () => expect(v[2]![3]).toBe(1750));
  it('names the annex in the working', () => {
    const w = s.rows.find((r) => r.participant.startNo === 3)!.workings[0]!;
    expect(w.articles).toContain('annex-2007.1');
    expect(w.items[0]).toMatchObject({ opponent: null, source: 'self', score: 1.5 });
  });
});

describe('hand-checked round robin with a forfeit (15.2: a game like any other)', () => {
  const t = parseTrf(ROUND_ROBIN);
  const s = computeStandings(t, parseTieBreakList('PTS,DE,SB,KS,WIN,BH'));
  const v = Object.fromEntries(s.rows.map((r) => [r.participant.startNo, r.values]));
  it('is detected as a round robin', () => expect(s.system).toBe('round-robin'));
  it('SB: #1 2×½ + 2.5×1 + 2×1 + 0×1 = 5.5; #2 0×1 + 3.5×½ + 2×½ = 2.75; #3 1 + 0 + 0 + 2 = 3; #4 1.25 + 0 (forfeit win over #5: 0 points) + 0 + 1 = 2.25', () => {
    expect([1, 2, 3, 4, 5].map((n) => v[n]![2])).toEqual([5.5, 2.75, 3, 2.25, 0]);
  });
  it('KS: maximum 4 points (4 games), so opponents with 2 or more count: #2 ½ + 0 + ½ = 1, #4 ½ + 0 + ½ = 1', () => {
    expect(v[2]![3]).toBe(1);
    expect(v[4]![3]).toBe(1);
  });
  it('WIN counts the forfeit win of #4 (7.1: with or without playing)', () => expect(v[4]![4]).toBe(1));
  it('BH: the bye rounds count nothing; the forfeit counts #5 (0 points) as an opponent', () => {
    expect(v[4]![5]).toBe(2.5 + 0 + 3.5 + 2);
    expect(v[1]![5]).toBe(2 + 2.5 + 2 + 0);
  });
  it('#2 and #4 tie on 2 points; they drew (DE equal), SB 2.75 against 2.25 puts #2 third', () => {
    expect(s.rows.map((r) => [r.participant.startNo, r.rank])).toEqual([[1, 1], [3, 2], [2, 3], [4, 4], [5, 5]]);
    expect(s.rows.find((r) => r.participant.startNo === 2)!.de[1]!.steps[0]).toMatchObject({ article: '6.2', scores: { 2: 0.5, 4: 0.5 } });
  });
});

describe('Direct Encounter', () => {
  // Four players on 2 points each. Among themselves: A beat B and D, lost to C; B beat C and D;
  // D beat C. Separate standings A 2, B 2, C 1, D 1 (6.2), reapplied to {A, B} (A beat B) and {C, D} (D beat C).
  const t = parseTrf(
    trf([
      { no: 1, name: 'A', rounds: ['2 w 1', '3 b 0', '4 w 1', '0 - Z'] },
      { no: 2, name: 'B', rounds: ['1 b 0', '4 w 1', '3 w 1', '0 - Z'] },
      { no: 3, name: 'C', rounds: ['4 b 0', '1 w 1', '2 b 0', '0 - F'] },
      { no: 4, name: 'D', rounds: ['3 w 1', '2 b 0', '1 b 0', '0 - F'] },
    ]),
  );
  const s = computeStandings(t, parseTieBreakList('DE'));
  it('all met (6.2): separate standings, then Article 6 again for each subset still tied', () => {
    expect(s.rows.map((r) => r.points)).toEqual([2, 2, 2, 2]);
    expect(s.rows.map((r) => r.participant.startNo)).toEqual([1, 2, 4, 3]);
    expect(s.rows.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
    const de = s.rows[0]!.de[0]!;
    expect(de.steps.map((x) => x.order)).toEqual([[[1, 2], [3, 4]], [[1], [2]], [[4], [3]]]);
    expect(s.rows.map((r) => r.values[0])).toEqual([2, 2, 1, 1]);
  });
  it('6.3: in a Swiss, a tied participant sure to stay on top whatever the missing games is ranked first', () => {
    // #1, #2, #3 on 2 points; #1 beat #2 and has not met #3; #2 and #3 have not met either.
    // #1 has 1 and at most 2, #2 0 and at most 1, #3 0 and at most 2: nobody is sure of the top, so no rank.
    const t2 = parseTrf(
      trf([
        { no: 1, name: 'A', rounds: ['2 w 1', '0 - H', '0 - H'] },
        { no: 2, name: 'B', rounds: ['1 b 0', '0 - F', '0 - F'] },
        { no: 3, name: 'C', rounds: ['0 - F', '0 - F', '0 - Z'] },
      ]),
    );
    const r2 = computeStandings(t2, parseTieBreakList('DE'), { system: 'swiss' });
    expect(r2.unresolved).toEqual([[1, 2, 3]]);
    // With #3 out of the tie (three points), #1 is alone on top of {#1, #2}: all met, 6.2.
    const t3 = parseTrf(
      trf([
        { no: 1, name: 'A', rounds: ['2 w 1', '0 - H', '0 - H', '4 b 1'] },
        { no: 2, name: 'B', rounds: ['1 b 0', '0 - F', '0 - F', '3 w 1'] },
        { no: 3, name: 'C', rounds: ['4 w 1', '0 - F', '0 - F', '2 b 0'] },
        { no: 4, name: 'D', rounds: ['3 b 0', '0 - F', '0 - F', '1 w 0'] },
      ]),
    );
    // Points: #1 3, #2 3, #3 3, #4 2. Among #1–#3: #1 beat #2, #2 beat #3, #1 and #3 never met.
    // #1 has 1 (at most 2), #2 has 1 (no game missing), #3 has 0 (at most 1): #1's 1 is not above #2's 1.
    const r3 = computeStandings(t3, parseTieBreakList('DE'), { system: 'swiss' });
    const step = r3.rows[0]!.de[0]!.steps[0]!;
    expect(step).toMatchObject({ article: '6.3', scores: { 1: 1, 2: 1, 3: 0 }, missing: [[1, 3]] });
    expect(r3.unresolved).toEqual([[1, 2, 3]]);
  });
  it('6.3: ranks the participant who stays alone on top, then reapplies Article 6 to the others', () => {
    // All on 2 points. #1 beat #2 and #3 (2, nothing missing); #2 and #3 never met (0 each, at most 1).
    // #1 is first whatever happens; #2 and #3 (reapplied: still not met, nobody sure) stay tied.
    const t4 = parseTrf(
      trf([
        { no: 1, name: 'A', rounds: ['2 w 1', '3 b 1', '0 - Z', '0 - Z'] },
        { no: 2, name: 'B', rounds: ['1 b 0', '0 - F', '0 - F', '0 - Z'] },
        { no: 3, name: 'C', rounds: ['0 - F', '1 w 0', '0 - F', '0 - Z'] },
      ]),
    );
    const r4 = computeStandings(t4, parseTieBreakList('DE'), { system: 'swiss' });
    expect(r4.rows.map((r) => r.points)).toEqual([2, 2, 2]);
    expect(r4.rows.map((r) => [r.participant.startNo, r.rank])).toEqual([[1, 1], [2, 2], [3, 2]]);
    const de = r4.rows[0]!.de[0]!;
    expect(de.steps.map((x) => [x.article, x.order])).toEqual([['6.3', [[1], [2, 3]]], ['6.3', [[2, 3]]]]);
  });
});

/**
 * The Berger and Varma tables of C.05 pinned line by line to the Arbiters' Manual 2025 as the raw sources hold it
 * (sources/regulations/en-2025-manual-08-09-tournament-rules-C01-C05-C07.txt): each printed round of Annex 1 and each
 * group of the Varma tables (Annex 2) must be on the line named here and equal what lib/tournament builds. Without
 * the sources (a plain clone) these checks are skipped, and the test run says so.
 */
import { describe, expect, it } from 'vitest';
import { bergerRound, VARMA } from './roundRobin';
import { checkAgainstSources, SOURCE_CHECK, sourceLines } from '../laws/sources';

const FILE = 'sources/regulations/en-2025-manual-08-09-tournament-rules-C01-C05-C07.txt';

/** Annex 1: the heading line of each table ("3 or 4 players:") and the line of each round (a page break in 13/14). */
export const BERGER_LINES: Record<number, { heading: number; rounds: number[] }> = {
  4: { heading: 743, rounds: [744, 745, 746] },
  6: { heading: 748, rounds: [749, 750, 751, 752, 753] },
  8: { heading: 755, rounds: [756, 757, 758, 759, 760, 761, 762] },
  10: { heading: 764, rounds: [765, 766, 767, 768, 769, 770, 771, 772, 773] },
  12: { heading: 775, rounds: [776, 777, 778, 779, 780, 781, 782, 783, 784, 785, 786] },
  14: { heading: 790, rounds: [791, 792, 793, 794, 795, 796, 797, 802, 803, 804, 805, 806, 807] },
  16: { heading: 809, rounds: [810, 811, 812, 813, 814, 815, 816, 817, 818, 819, 820, 821, 822, 823, 824] },
};
/** Annex 2: the line of each table's heading ("9/10 players"); its four groups are on the next four lines. */
export const VARMA_LINES: Record<string, number> = { '9/10': 875, '11/12': 880, '13/14': 885, '15/16': 890, '17/18': 895, '19/20': 900, '21/22': 905, '23/24': 910 };
/** The odd-number rule (743 − 1) and the double round robin's recommendation (826–827). */
const ODD_LINE = 742;
const DOUBLE_LINES = [826, 827];

const row = (pairs: { white: number; black: number }[]) => pairs.map((p) => `${p.white}-${p.black}`).join(', ');

describe.skipIf(!checkAgainstSources)(`${SOURCE_CHECK} C.05 Annex 1 and 2, line by line`, () => {
  const lines = checkAgainstSources ? sourceLines(FILE) : [];
  const at = (n: number) => (lines[n - 1] ?? '').trim();

  it('the odd-number rule and the double round robin note are where the page cites them', () => {
    expect(at(ODD_LINE)).toBe('Where there is an odd number of players, the highest number counts as a bye.');
    expect(DOUBLE_LINES.map(at).join(' ')).toBe('For a double-round tournament it is recommended to reverse the order of the last two rounds of the first cycle. This is to avoid three consecutive games with the same colour.');
  });
  for (const [size, { heading, rounds }] of Object.entries(BERGER_LINES)) {
    const n = Number(size);
    it(`${n - 1} or ${n} players: heading on line ${heading}, every round on its line`, () => {
      expect(at(heading)).toBe(`${n - 1} or ${n} players:`);
      expect(rounds).toHaveLength(n - 1);
      rounds.forEach((line, i) => {
        // The Manual has one typo: "2-9. 3-8" in round 10 of 13/14 (a full stop for a comma).
        const printed = at(line).replace(/^Rd (\d+): /, (_, r: string) => (Number(r) === i + 1 ? '' : `wrong round ${r}: `)).replace(/\.$/, '').replace(/\. /g, ', ');
        expect(printed, `line ${line}`).toBe(row(bergerRound(n, i + 1)));
      });
    });
  }
  for (const [key, heading] of Object.entries(VARMA_LINES))
    it(`Varma ${key}: heading on line ${heading}, groups on the next four lines`, () => {
      expect(at(heading)).toBe(`${key} players`);
      const groups = [1, 2, 3, 4].map((k) => {
        const m = /^(\d)\. \(?([\d, ]+)\);?$/.exec(at(heading + k));
        expect(m?.[1], `line ${heading + k}`).toBe(String(k));
        return m![2]!.split(',').map((x) => Number(x.trim()));
      });
      expect(groups).toEqual(VARMA[key]!.map((g) => [...g]));
    });
});

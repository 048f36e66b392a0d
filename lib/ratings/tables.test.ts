// Every printed row of the rebuilt tables, tested twice: against what the articles say the row must be (so a
// mistyped cell fails), and against the printed cells in the raw sources, when they are found (so a row that is
// consistent but not what FIDE printed fails too).
import { describe, expect, it } from 'vitest';
import { SOURCE_CHECK, checkAgainstSources, sourceLines } from '@/lib/laws/sources';
import { scoreText } from './rounding';
import { scoreNeededFor } from './norm';
import { EXPECTED_SCORE, EXPECTED_SCORE_PRINTINGS, expectedScore } from './tables/expectedScore';
import { ANNEX, ANNEX_COLUMNS, ANNEX_FLOORS, ANNEX_PRINTED_AS, type AnnexRow } from './tables/normScores';
import { RATING_DIFFERENCE, RATING_DIFFERENCE_PRINTINGS, dpFor } from './tables/ratingDifference';
import {
  DIRECT_TITLE_MIN_RATING,
  NORM_REQUIREMENTS,
  NORM_REQUIREMENTS_SOURCE,
  NORM_TITLE_MIN_RATING,
  TITLE_BY_RATING,
  TITLE_RATINGS_SOURCE,
} from './tables/titles';
import type { SourceLines } from './sources';

const pText = (h: number) => (h === 100 ? '1.0' : `.${String(h).padStart(2, '0')}`);

describe('B.02 8.1.1 (and 7.1.1, B.01 1.4.9): fractional score p → rating difference dp', () => {
  it('has one row for every hundredth from 1.0 down to .00, in the printed order', () => {
    expect(RATING_DIFFERENCE.map(([p]) => p)).toEqual(Array.from({ length: 101 }, (_, i) => 100 - i));
  });
  for (const [p, dp] of RATING_DIFFERENCE) {
    it(`p ${pText(p)} → dp ${dp}: the mirror of table 8.1.2 ("the two tables are effectively mirror-images", 8.1)`, () => {
      // dp is the difference at which table 8.1.2 gives the expected score p; and the table is symmetric.
      expect(expectedScore(dp)).toBe(p);
      expect(dpFor(100 - p) + dp).toBe(0);
      expect(dpFor(p)).toBe(dp);
    });
  }
  it('grows with p (a better score never means a lower difference)', () => {
    const dps = [...RATING_DIFFERENCE].reverse().map(([, dp]) => dp);
    for (let i = 1; i < dps.length; i++) expect(dps[i]!).toBeGreaterThan(dps[i - 1]!);
  });
});

describe('B.02 8.1.2 (and 7.1.2): rating difference D → scoring probability PD', () => {
  it('covers every difference from 0 up, without a gap or an overlap', () => {
    expect(EXPECTED_SCORE[0]!.min).toBe(0);
    for (let i = 1; i < EXPECTED_SCORE.length; i++) expect(EXPECTED_SCORE[i]!.min).toBe(EXPECTED_SCORE[i - 1]!.max! + 1);
    expect(EXPECTED_SCORE.at(-1)!.max).toBeNull();
  });
  EXPECTED_SCORE.forEach((row, i) => {
    it(`${row.min}${row.max === null ? ' and up' : `–${row.max}`}: H ${pText(row.high)}, L ${pText(row.low)}`, () => {
      expect(row.high + row.low).toBe(100);
      expect(row.high).toBe(50 + i);
      // The mirror: dp for p = H (table 8.1.1) falls in this row.
      const dp = dpFor(row.high);
      expect(dp).toBeGreaterThanOrEqual(row.min);
      if (row.max !== null) expect(dp).toBeLessThanOrEqual(row.max);
      expect(expectedScore(row.min)).toBe(row.high);
      expect(expectedScore(-row.min)).toBe(row.low);
      if (row.max !== null) expect(expectedScore(row.max)).toBe(row.high);
    });
  });
});

/** What a player needs at every average from the title's minimum to 3000, grouped into rows as the Annex prints them. */
function computedAnnex(column: number, games: number): { score: number | null; min: number; max: number | null }[] {
  const title = ANNEX_COLUMNS[column]!;
  const rows: { score: number | null; min: number; max: number | null }[] = [];
  for (let avg = NORM_REQUIREMENTS[title].minAverage; avg <= 3000; avg++) {
    const s = scoreNeededFor(title, games, avg);
    const last = rows.at(-1);
    if (last && last.score === s) last.max = avg;
    else rows.push({ score: s, min: avg, max: avg });
  }
  rows.at(-1)!.max = null;
  return rows;
}

describe('B.01 Annex: the score a norm needs by number of rounds and average rating', () => {
  it('prints the tables for 7 and 9 to 19 rounds (the one for 8 is lost in the sources)', () => {
    expect(ANNEX.map((t) => t.rounds)).toEqual([7, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });
  for (const table of ANNEX) {
    const n = table.rounds;
    describe(`${n} rounds`, () => {
      it('the mix of opponents is what 1.4.3–1.4.5 give for that many opponents', () => {
        expect(table.singleRound.differentMO).toBe(Math.max(3, Math.ceil(n / 3)));
        expect(table.singleRound.differentTH).toBe(Math.ceil(n / 2));
        if (n === 7) {
          expect([table.minOtherFederations, table.singleRound.maxFromOneFederation, table.singleRound.maxFromOwnFederation]).toEqual([null, null, null]);
        } else {
          expect(table.minOtherFederations).toBe(2);
          expect(table.singleRound.maxFromOneFederation).toBe(Math.floor((2 * n) / 3));
          expect(table.singleRound.maxFromOwnFederation).toBe(Math.floor((3 * n) / 5));
        }
        if (table.doubleRound) {
          // 1.4.5f: in a double round-robin the counts are over the n / 2 different opponents, titles 1/2 rounded up.
          const players = n / 2;
          expect(table.doubleRound).toEqual({
            differentMO: Math.ceil(players / 2),
            differentTH: Math.ceil(players / 2),
            maxFromOneFederation: Math.floor((2 * players) / 3),
            maxFromOwnFederation: Math.floor((3 * players) / 5),
          });
        }
      });
      const computed = ANNEX_COLUMNS.map((_, c) => computedAnnex(c, n).filter((r) => r.score !== null));
      table.rows.forEach((row: AnnexRow, i) => {
        it(`row ${scoreText(row.score)}: ${row.averages.map(([min, max]) => (max === null ? `≥${min}` : `${min}–${max}`)).join(', ')}`, () => {
          ANNEX_COLUMNS.forEach((title, c) => {
            const [min, max] = row.averages[c]!;
            // The score needed at both ends of the printed range is the row's score (1.4.7–1.4.9).
            expect(scoreNeededFor(title, n, min), `${title} at ${min}`).toBe(row.score);
            if (max !== null) expect(scoreNeededFor(title, n, max), `${title} at ${max}`).toBe(row.score);
            // The row starts where the previous one ends, and the first at the minimum average (1.4.8a).
            if (i === 0) expect(min).toBe(NORM_REQUIREMENTS[title].minAverage);
            else expect(min).toBe(table.rows[i - 1]!.averages[c]![1]! + 1);
            const mine = computed[c]![i]!;
            expect(mine.score).toBe(row.score);
            expect(mine.min).toBe(min);
            // The last printed row is open; the articles agree, except in the one place checked below.
            if (!(n === 17 && max === null)) expect(mine.max).toBe(max);
          });
        });
      });
      if (n === 17) {
        it('the articles allow one row more than the table prints: 6 points from an average of 2710 (GM)', () => {
          // 6 / 17 = 35.3%, not under the 35% of 1.4.8b; rounded 35% (1.4.9), dp −110: 2710 − 110 = 2600 (1.4.8).
          // The Annex ends at 6½ (≥2687) and says the articles take precedence over it.
          ANNEX_COLUMNS.forEach((title, c) => {
            expect(computed[c]!.at(-1)!.score).toBe(6);
            expect(computed[c]!.at(-1)!.min).toBe(2710 - (2600 - NORM_REQUIREMENTS[title].performance.afterRounding));
          });
        });
      } else {
        it('and no row more: the articles need no less than the last printed row at any higher average', () => {
          ANNEX_COLUMNS.forEach((_, c) => expect(computed[c]!.length).toBe(table.rows.length));
        });
      }
    });
  }
});

describe('B.01 1.4.6b, 1.4.8, 1.4.8a: what each norm needs', () => {
  it('every Annex table prints the floors of 1.4.6b', () => {
    expect(ANNEX_COLUMNS.map((t) => NORM_REQUIREMENTS[t].floor)).toEqual([...ANNEX_FLOORS]);
  });
  it('the minimum performance after rounding is the one before rounding, rounded', () => {
    for (const t of ANNEX_COLUMNS) expect(NORM_REQUIREMENTS[t].performance.afterRounding).toBe(NORM_REQUIREMENTS[t].performance.beforeRounding + 0.5);
  });
  it('each minimum average is the minimum performance less the dp of .78 at 9 games (the first row of the table)', () => {
    // 0.5 Definitions: "GM performance is ≥ 2600 performance against opponents with average rating ≥ 2380", and so on.
    for (const t of ANNEX_COLUMNS) expect(NORM_REQUIREMENTS[t].performance.afterRounding - NORM_REQUIREMENTS[t].minAverage).toBe(220);
  });
});

// ——— Against the printed cells ———

const tokens = (s: SourceLines): string[] => {
  const [from, to] = s.lines;
  return sourceLines(s.file).slice(from - 1, to).join(' ').split(/\s+/).filter(Boolean);
};
const hasRun = (toks: string[], run: string[]) => toks.some((_, i) => run.every((t, j) => toks[i + j] === t));
const printedScore = (s: number) => scoreText(s);
const printedRange = ([min, max]: readonly [number, number | null]) => (max === null ? `≥${min}` : `${min}-${max}`);

describe.skipIf(!checkAgainstSources)(`${SOURCE_CHECK} the ratings tables`, () => {
  for (const printing of RATING_DIFFERENCE_PRINTINGS) {
    it(`${printing.cite.regulation} ${printing.cite.article}: every p and its dp, side by side`, () => {
      const toks = tokens(printing.source);
      for (const [p, dp] of RATING_DIFFERENCE) expect(hasRun(toks, [pText(p), String(dp)]), `${pText(p)} ${dp}`).toBe(true);
    });
  }
  for (const printing of EXPECTED_SCORE_PRINTINGS) {
    it(`${printing.cite.regulation} ${printing.cite.article}: every range with its H and L`, () => {
      const toks = tokens(printing.source);
      for (const r of EXPECTED_SCORE) {
        const run = r.max === null ? ['>', String(r.min - 1), pText(r.high), pText(r.low)] : [`${r.min}-${r.max}`, pText(r.high), pText(r.low)];
        expect(hasRun(toks, run), run.join(' ')).toBe(true);
      }
    });
  }
  for (const table of ANNEX) {
    it(`Annex, ${table.rounds} rounds: every row, and the floor and mix rows`, () => {
      const toks = tokens(table.source);
      expect(toks.join(' ')).toContain(`${table.rounds} rounds`);
      for (const row of table.rows) {
        const cells = row.averages.map((r, c) => {
          const defect = ANNEX_PRINTED_AS.find((d) => d.rounds === table.rounds && d.score === row.score && d.column === ANNEX_COLUMNS[c]);
          return defect ? defect.printed.split(' ') : [printedRange(r)];
        });
        const run = [printedScore(row.score), ...cells.flat()];
        expect(hasRun(toks, run), run.join(' ')).toBe(true);
      }
      expect(hasRun(toks, ANNEX_FLOORS.map(String))).toBe(true);
      const four = (x: number | null) => Array(4).fill(x === null ? 'Irrelevant' : String(x));
      const sr = table.singleRound;
      if (table.doubleRound) {
        const dr = table.doubleRound;
        const pairs = (a: number, b: number) => [a, b, a, b, a, b, a, b].map(String);
        expect(hasRun(toks, pairs(sr.differentMO, dr.differentMO))).toBe(true);
        expect(hasRun(toks, pairs(sr.differentTH, dr.differentTH))).toBe(true);
        expect(hasRun(toks, pairs(sr.maxFromOneFederation!, dr.maxFromOneFederation!))).toBe(true);
        expect(hasRun(toks, pairs(sr.maxFromOwnFederation!, dr.maxFromOwnFederation!))).toBe(true);
      } else {
        expect(hasRun(toks, [String(sr.differentMO), 'GM', String(sr.differentMO), 'IM', String(sr.differentMO), 'WGM', String(sr.differentMO), 'WIM'])).toBe(true);
        expect(hasRun(toks, ['TH', ...four(sr.differentTH)])).toBe(true);
        expect(hasRun(toks, ['fed.', ...four(sr.maxFromOneFederation)])).toBe(true);
        expect(hasRun(toks, ['own', 'fed.', ...four(sr.maxFromOwnFederation)])).toBe(true);
      }
      if (table.minOtherFederations !== null) expect(hasRun(toks, ['feds.', ...four(table.minOtherFederations)])).toBe(true);
    });
  }
  it('B.01 1.4.5b–e, 1.4.6b, 1.4.8 and 1.4.8a: the titles, floors, performances and averages of each norm', () => {
    const mo = tokens(NORM_REQUIREMENTS_SOURCE.mo).join(' ');
    expect(mo).toContain('For a GM norm at least 1/3 with a minimum 3 of the opponents must be GMs.');
    expect(mo).toContain('For an IM norm at least 1/3 with a minimum 3 of the opponents must be IMs or GMs.');
    expect(mo).toContain('For a WGM norm at least 1/3 with a minimum 3 of the opponents must be WGMs, IMs or GMs.');
    expect(mo).toContain('For a WIM norm at least 1/3 with a minimum 3 of the opponents must be WIMs, WGMs, IMs or GMs.');
    const floors = tokens(NORM_REQUIREMENTS_SOURCE.floor).join(' ');
    const names = { GM: 'Grandmaster', IM: 'International Master', WGM: 'Woman Grandmaster', WIM: 'Woman International Master' } as const;
    for (const t of ANNEX_COLUMNS) expect(floors).toContain(`${names[t]} norm ${NORM_REQUIREMENTS[t].floor}`);
    const perf = tokens(NORM_REQUIREMENTS_SOURCE.performance).join(' ');
    for (const t of ANNEX_COLUMNS) expect(perf).toContain(`${t} ${NORM_REQUIREMENTS[t].performance.beforeRounding} ${NORM_REQUIREMENTS[t].performance.afterRounding}`);
    expect(perf).toContain(`GM ${NORM_REQUIREMENTS.GM.minAverage}; IM ${NORM_REQUIREMENTS.IM.minAverage}; WGM ${NORM_REQUIREMENTS.WGM.minAverage}; WIM ${NORM_REQUIREMENTS.WIM.minAverage}`);
    expect(perf).toContain('The minimum score is 35% for all norms.');
  });
  it('B.01 0.6.2, 1.3 and 1.5.3: the ratings of direct titles, titles by rating and titles by norms', () => {
    const direct = tokens(TITLE_RATINGS_SOURCE.direct);
    for (const [t, r] of Object.entries(DIRECT_TITLE_MIN_RATING)) expect(hasRun(direct, [t, String(r)]), t).toBe(true);
    const byRating = tokens(TITLE_RATINGS_SOURCE.byRating).join(' ');
    const names = { FM: 'FIDE Master', CM: 'Candidate Master', WFM: 'Women FIDE Master', WCM: 'Women Candidate Master' } as const;
    for (const [t, r] of Object.entries(TITLE_BY_RATING)) expect(byRating).toContain(`${names[t as keyof typeof names]} ≥${r}`);
    const byNorms = tokens(TITLE_RATINGS_SOURCE.byNorms).join(' ');
    for (const [t, r] of Object.entries(NORM_TITLE_MIN_RATING)) expect(byNorms).toContain(`${t} ≥ ${r}`);
  });
});

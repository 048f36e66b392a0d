import { EDITIONS } from '../editions';
import { describe, it, expect } from 'vitest';
import { SOURCE_CHECK, checkAgainstSources, sourceLines } from '../laws/sources';
import { adjudicate } from './adjudicate';
import type { Ruling, RulingEntry } from './types';
import rows from '../../content/rules-table/rulings.json';

interface Row {
  id: string;
  edition: string;
  mode: string;
  case: unknown;
  expected: { ruling?: Partial<Ruling>; entry?: Partial<RulingEntry> };
  articles: string[];
  quote: string;
  source: string;
  lines: number[];
}

const table = rows as Row[];
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('table of rulings per edition, derived from the texts', () => {
  it('covers every edition and mode', () => {
    for (const e of EDITIONS) expect(table.some((r) => r.edition === e)).toBe(true);
    for (const m of ['standard', 'rapid', 'blitz']) expect(table.some((r) => r.mode === m)).toBe(true);
    expect(new Set(table.map((r) => r.id)).size).toBe(table.length);
  });
  for (const row of table) {
    it(`${row.id}: ${row.quote.slice(0, 70)}…`, () => {
      const ruling = adjudicate(row.case);
      if (row.expected.ruling) expect(ruling).toMatchObject(row.expected.ruling);
      if (row.expected.entry) expect(ruling.rulings[ruling.rulings.length - 1]).toMatchObject(row.expected.entry);
      const cited = new Set(ruling.rulings.flatMap((r) => r.articles));
      for (const a of row.articles) expect(cited, `article ${a} cited`).toContain(a);
    });
  }
});

// Each row's quote is copied from the raw sources; skipped (and counted so by the test reporter) when they are not found.
describe.skipIf(!checkAgainstSources)(`${SOURCE_CHECK} the quotes of the table of rulings`, () => {
  it.each(table.map((r) => [r.id, r] as const))('%s: the quote is copied exactly from its source lines', (_, row) => {
    const all = sourceLines(row.source);
    const text = norm(row.lines.map((n) => all[n - 1] ?? '').join(' '));
    expect(text).toContain(norm(row.quote));
  });
});

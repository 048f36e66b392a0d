import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

const SHARED = join(__dirname, '..', '..', '..', 'shared');
const table = rows as Row[];
const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('table of rulings per edition, derived from the texts', () => {
  it('covers every edition and mode', () => {
    for (const e of ['1997', '2001', '2009', '2018', '2023']) expect(table.some((r) => r.edition === e)).toBe(true);
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
    const file = join(SHARED, row.source);
    it.skipIf(!existsSync(file))(`${row.id}: the quote is copied exactly from ${row.source} l.${row.lines.join(',')}`, () => {
      const all = readFileSync(file, 'utf8').split('\n');
      const text = norm(row.lines.map((n) => all[n - 1] ?? '').join(' '));
      expect(text).toContain(norm(row.quote));
    });
  }
});

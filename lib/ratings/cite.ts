// Which regulation and which of its articles a table, a rule or a line of working comes from. Numbers are the
// printed ones of the FIDE Arbiters' Manual 2025 (files named in ./sources.ts), so a lesson, a question or a page
// can cite the same paragraph the calculator used.

/**
 * The regulations cited. "B.02" is the Rating Regulations for standard chess (from 1 March 2024); "B.02-RB" the
 * Rapid and Blitz Rating Regulations printed after them, numbered on their own (their table is 7.1.2 where the
 * standard one is 8.1.2); "B.01" the Title Regulations (from 1 January 2024) and "B.01-Annex" their Annex of
 * tables by number of rounds; "B.06" the Regulations for Arbiters.
 */
export type RegulationId = 'B.02' | 'B.02-RB' | 'B.01' | 'B.01-Annex' | 'B.06';

export interface Cite {
  regulation: RegulationId;
  /** The article as printed ("8.3.1", "1.4.6c", "8.1.2"); for the Annex, its table ("9 rounds"). */
  article: string;
}

export const cite = (regulation: RegulationId, article: string): Cite => ({ regulation, article });

const NAMES: Record<RegulationId, string> = {
  'B.02': 'B.02',
  'B.02-RB': 'B.02 (rapid and blitz)',
  'B.01': 'B.01',
  'B.01-Annex': 'B.01 Annex',
  'B.06': 'B.06',
};

/** "B.02 8.3.1", "B.02 (rapid and blitz) 7.3.1", "B.01 Annex, 9 rounds": how the working prints a citation. */
export const citeText = (c: Cite): string =>
  c.regulation === 'B.01-Annex' ? `${NAMES[c.regulation]}, ${c.article}` : `${NAMES[c.regulation]} ${c.article}`;

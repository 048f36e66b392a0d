/**
 * A crosstable typed by hand, one participant per row: name, rating and the rounds as short tokens
 * (`4w1` = against 4 with White, won; `5b=` drawn with Black; `3w+` / `3b-` forfeit won / lost;
 * `H` half-point bye, `F` full-point bye, `U` pairing-allocated bye, `Z` or `-` zero-point bye or
 * absent). It becomes TRF-16 text, so the reader checks it like a file and its line numbers map back to rows.
 */
import { TrfError } from './trf';

export interface HandRow {
  name: string;
  rating: string;
  results: string;
}

export class CrosstableError extends Error {
  constructor(
    /** 1-based row of the crosstable. */
    readonly row: number,
    readonly problem: string,
  ) {
    super(`row ${row}: ${problem}`);
  }
}

const TOKEN = /^(?:(\d{1,4})([wb])([10=+\-WDL])|([HFUZ-]))$/i;

/** Converts the rows to TRF-16 text: header line 012, then one 001 line per row (row k is start number k, line k + 1). */
export function crosstableToTrf(rows: HandRow[], title = 'Crosstable'): string {
  const lines = [`012 ${title}`];
  rows.forEach((r, i) => {
    const row = i + 1;
    const rating = r.rating.trim();
    if (rating !== '' && !/^\d{1,4}$/.test(rating)) throw new CrosstableError(row, `rating "${rating}" is not a whole number up to 9999`);
    let s = '001 ' + String(row).padStart(4) + '      ' + (r.name.trim() || `#${row}`).padEnd(33).slice(0, 33) + ' ' + (rating && rating !== '0' ? rating.padStart(4) : '    ');
    s = s.padEnd(89);
    const tokens = r.results.trim() === '' ? [] : r.results.trim().split(/[\s,;]+/);
    tokens.forEach((tok, k) => {
      const m = TOKEN.exec(tok);
      if (!m) throw new CrosstableError(row, `round ${k + 1}: "${tok}" is not a result (e.g. 4w1, 5b=, 3w+, 2b-, H, F, U, Z)`);
      if (m[4]) {
        const code = m[4].toUpperCase() === '-' ? 'Z' : m[4].toUpperCase();
        s += '  0000 - ' + code;
      } else {
        const res = m[3]!.toUpperCase();
        s += '  ' + m[1]!.padStart(4) + ' ' + m[2]!.toLowerCase() + ' ' + res;
      }
    });
    lines.push(s.trimEnd());
  });
  return lines.join('\n') + '\n';
}

/** The crosstable row a TRF error of crosstableToTrf's text is about (line 1 is the title). */
export const rowOfTrfError = (e: TrfError) => (e.line > 1 ? e.line - 1 : 0);

// Where each table was rebuilt from: the raw text of the FIDE Arbiters' Manual 2025, one file per chapter, in the
// project's shared sources folder (lib/laws/sources.ts names it). Lines are 1-based, as `sed -n` or an editor
// shows them; the tests read these lines and compare every rebuilt row with the printed cells.

export const RATING_REGULATIONS = 'sources/regulations/en-2025-manual-06-rating-regulations-B02.txt';
export const TITLE_REGULATIONS = 'sources/regulations/en-2025-manual-07-title-regulations-B01.txt';
export const ARBITER_REGULATIONS = 'sources/regulations/en-2025-manual-10-regulations-for-arbiters-B06.txt';

export interface SourceLines {
  file: string;
  /** First and last line, inclusive. */
  lines: [number, number];
}

/** One printing of a table: the article that prints it and its lines. */
export interface Printing {
  cite: import('./cite').Cite;
  source: SourceLines;
}

/**
 * The working of a tie-break value, as data a page can show the way an arbiter writes it: one item
 * per counted element (round, opponent or dummy, the score used and where it comes from), what a
 * modifier cut and why, and the C.07 (2024) articles applied. Words are left to the reader's language
 * (`explain.ts` writes them in English for the command line and the tests).
 */

/** Where the score of an element comes from. */
export type ScoreSource =
  /** the opponent's final score, no unplayed round to adjust */
  | 'final'
  /** the opponent's score adjusted under C.07 16.3 (some rounds evaluated as draws, 16.3.2) */
  | 'adjusted'
  /** a dummy opponent with the participant's own score (16.4) */
  | 'dummy'
  /** 2007 annex: the participant themself, the unplayed game counted as a draw */
  | 'self'
  /** the score as if the final round's paired games were draws (Fore Buchholz, 8.3) */
  | 'fore'
  | 'rating'
  | 'performance'
  | 'buchholz'
  | 'own';

export interface WorkingItem {
  round?: number;
  /** The opponent's start number; null for a dummy opponent or a round without one. */
  opponent: number | null;
  /** How the round went for the participant: a result code of the TRF (1 = 0 W D L + - H F U Z). */
  code?: string;
  /** The opponent's score, rating or performance used, and its source. */
  score?: number;
  source?: ScoreSource;
  /** The points the participant scored in that round (Sonneborn-Berger, Koya). */
  points?: number;
  /** The unplayed-round category of C.07 16.2 (16.2.1 … 16.2.5), when the round was not played. */
  category?: string;
  /** Voluntary unplayed round (16.1.2): a requested bye or a forfeit loss. */
  vur?: boolean;
  /** The element's contribution to the sum. */
  value: number;
  /** Why a modifier removed it: the least or most significant value (14.1–14.4), or a VUR first (16.5.1). */
  cut?: { why: 'least' | 'most' | 'vur-first' | 'first-rounds'; article: string };
  /** Why the element does not count at all (e.g. an unrated opponent in a ratings tie-break). */
  excluded?: string;
}

export interface Working {
  /** The value, unrounded (ratings tie-breaks: already rounded as C.07 says). */
  value: number;
  items: WorkingItem[];
  /** C.07 (2024) articles applied, e.g. ["8.1", "14.1", "16.4", "16.5.1"]. */
  articles: string[];
  /** Further facts: e.g. `{ aro: 2150, p: 0.61, dp: 80 }` for a performance. */
  facts?: Record<string, number | string>;
}

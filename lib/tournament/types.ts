/**
 * The data of an individual tournament as a TRF-16 file holds it (FIDE Tournament Report File,
 * the format of Swiss-Manager, Vega, JaVaFo and bbpPairings), and what the tie-break calculator reads.
 */

/**
 * A TRF-16 result code. Played over the board: `1` `=` `0` (rated) and `W` `D` `L` (played, not
 * rated). Forfeits: `+` won, `-` lost. Byes: `H` half-point, `F` full-point, `U` pairing-allocated,
 * `Z` zero-point (a known absence; every round after a withdrawal). A blank result reads as `Z`.
 */
export type ResultCode = '1' | '=' | '0' | 'W' | 'D' | 'L' | '+' | '-' | 'H' | 'F' | 'U' | 'Z';

export const RESULT_CODES: readonly ResultCode[] = ['1', '=', '0', 'W', 'D', 'L', '+', '-', 'H', 'F', 'U', 'Z'];

export type Colour = 'w' | 'b' | '-';

export interface RoundEntry {
  /** 1-based round number. */
  round: number;
  /** The opponent's start number, or null for a bye (TRF `0000` or blank). */
  opponent: number | null;
  colour: Colour;
  code: ResultCode;
}

export interface Participant {
  startNo: number;
  name: string;
  sex: string;
  title: string;
  /** FIDE rating; 0 when unrated. */
  rating: number;
  federation: string;
  fideId: string;
  birth: string;
  /** Points as written in the file (columns 81–84), or null when blank. The calculator uses the points of the results. */
  declaredPoints: number | null;
  declaredRank: number | null;
  /** One entry per round of the tournament, round 1 first (rounds missing from the line are `Z`). */
  rounds: RoundEntry[];
  /** The line of the file the participant came from (0 when typed by hand). */
  line: number;
}

/** Points awarded per kind of result (the tournament's point system). */
export interface PointSystem {
  win: number;
  draw: number;
  loss: number;
  forfeitWin: number;
  forfeitLoss: number;
  halfBye: number;
  fullBye: number;
  /** Pairing-allocated bye (`U`): a win unless the tournament says otherwise. */
  pairingBye: number;
  zeroBye: number;
}

export const STANDARD_POINTS: PointSystem = {
  win: 1,
  draw: 0.5,
  loss: 0,
  forfeitWin: 1,
  forfeitLoss: 0,
  halfBye: 0.5,
  fullBye: 1,
  pairingBye: 1,
  zeroBye: 0,
};

/** Swiss: C.07 Article 16 manages unplayed rounds. Round robin (pre-determined pairings): forfeits are games (15.2). */
export type PairingSystem = 'swiss' | 'round-robin';

export interface HeaderLine {
  code: string;
  value: string;
  line: number;
}

export interface Tournament {
  /** Header lines in file order (012 name, 022 city, …), verbatim. */
  headers: HeaderLine[];
  participants: Participant[];
  /** Number of rounds: the longest record, or the declared number when larger. */
  rounds: number;
  points: PointSystem;
  /** Lines the reader skipped (unknown codes), and mismatches it noticed, with their line numbers. */
  warnings: string[];
}

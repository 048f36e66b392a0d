/**
 * The case / ruling contract of ../shared/DESIGN.md §5.
 * Field names, event types, termination names and obligation kinds are fixed there.
 */

export const EDITIONS = ['1997', '2001', '2009', '2018', '2023'] as const;
export type Edition = (typeof EDITIONS)[number];

export const MODES = ['standard', 'rapid', 'blitz'] as const;
export type Mode = (typeof MODES)[number];

export type ColorName = 'white' | 'black';
export type Side = 'kingside' | 'queenside';

export interface Clock {
  white: number;
  black: number;
}

export type ClaimKind = 'threefold' | 'fifty-moves' | 'touch-move';

export type CaseEvent =
  /** A move made and the clock pressed: by SAN (must be legal), or by squares (may be illegal). */
  | {
      type: 'move';
      san?: string;
      from?: string;
      to?: string;
      promotion?: string;
      /**
       * Extension: `false` = the arbiter did not see it. A move that breaks a touch-move
       * obligation then stands until the opponent claims (Art. 4 claim, lost once the
       * claimant touches a piece). Default: the arbiter sees it and refuses it.
       */
      observed?: boolean;
    }
  | { type: 'touch'; square: string }
  | { type: 'adjust'; square: string }
  | { type: 'claim'; claim: ClaimKind; san?: string }
  | { type: 'flag'; color: ColorName }
  | { type: 'resign'; color: ColorName }
  /** Extension: both players agree to a draw. */
  | { type: 'agreement' }
  | { type: 'clock'; white: number; black: number };

export interface Case {
  edition: Edition | string;
  mode?: Mode;
  start?: string;
  clock?: Clock;
  events?: CaseEvent[];
}

export type Result = '1-0' | '0-1' | '1/2-1/2';

export type Termination =
  | 'checkmate'
  | 'stalemate'
  | 'dead-position'
  | 'agreement'
  | 'threefold'
  | 'fifty-moves'
  | 'fivefold'
  | 'seventy-five-moves'
  | 'time'
  | 'illegal-moves'
  | 'resignation';

export type Obligation =
  /** move the piece on `square` (castling on `notCastle` side excluded: rook touched before king) */
  | { kind: 'move'; square: string; notCastle?: Side }
  /** capture the piece on `square` (with the piece on `by`, when one of each colour was touched) */
  | { kind: 'capture'; square: string; by?: string }
  | { kind: 'castle'; side: Side }
  | { kind: 'king-move' }
  /** the move written on the scoresheet for an incorrect claim */
  | { kind: 'play'; san: string };

/** Stable identifiers of what the Laws decide about one event. */
export type Decision =
  | 'castling'
  | 'en-passant'
  | 'promotion'
  | 'checkmate'
  | 'stalemate'
  | 'dead-position'
  | 'fivefold'
  | 'seventy-five-moves'
  | 'illegal-move'
  | 'illegal-move-game-lost'
  | 'illegal-move-game-drawn'
  | 'pawn-promoted-to-queen'
  | 'move-refused'
  | 'touch-move-violation'
  | 'touch-move-obligation'
  | 'touch-no-obligation'
  | 'adjust'
  | 'claim-correct'
  | 'claim-incorrect'
  | 'claim-forfeited'
  | 'flag-fall-loss'
  | 'flag-fall-draw'
  | 'resignation'
  | 'resignation-draw'
  | 'agreement'
  | 'game-already-over';

/** Stable reason codes for a refused move (the UI translates them). */
export type RefusalReason =
  | 'bad-square'
  | 'no-piece'
  | 'not-your-turn'
  | 'same-square'
  | 'own-piece-on-target'
  | 'piece-cannot-move-so'
  | 'path-blocked'
  | 'leaves-king-in-check'
  | 'exposes-king-to-check'
  | 'castling-king-moved'
  | 'castling-rook-moved'
  | 'castling-in-check'
  | 'castling-through-check'
  | 'castling-into-check'
  | 'castling-blocked'
  | 'en-passant-expired'
  | 'promotion-required'
  | 'invalid-promotion'
  | 'touch-move'
  | 'written-move';

export interface RulingEntry {
  /** index of the event in `events` (0-based) */
  event: number;
  decision: Decision;
  /** article numbers in the numbering of the case's edition */
  articles: string[];
  reason?: RefusalReason;
  /** clock adjustment in seconds (signed) made by this ruling */
  clock?: Partial<Clock>;
  obligation?: Obligation;
  /** how many illegal moves this player has completed so far */
  count?: number;
  /** SAN of the move concerned, when useful */
  san?: string;
  note?: string;
}

export interface Ruling {
  status: 'ongoing' | 'over';
  result?: Result;
  termination?: Termination;
  fen: string;
  clock?: Clock;
  obligation?: Obligation;
  rulings: RulingEntry[];
}

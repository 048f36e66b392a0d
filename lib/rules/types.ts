/**
 * The case / ruling contract (lib/rules/README.md, "The contract"). Field names, event types, termination names and
 * obligation kinds are fixed there: tests, exercises and shared links depend on them.
 */

// The editions are the course's (lib/editions.ts): an edition the engine has no rules for fails the type check.
import type { Edition } from '../editions';
export { EDITIONS, type Edition } from '../editions';

export const MODES = ['standard', 'rapid', 'blitz'] as const;
export type Mode = (typeof MODES)[number];

export type ColorName = 'white' | 'black';
export type Side = 'kingside' | 'queenside';

export interface Clock {
  white: number;
  black: number;
}

export type ClaimKind = 'threefold' | 'fifty-moves' | 'touch-move' | 'illegal-move' | 'quickplay-finish';

/**
 * The arbiter's judgement on a quickplay-finish claim (10.2 / Guidelines III.5), an input the
 * engine cannot compute: the opponent "cannot win by normal means", is "making no effort to win
 * by normal means", is making efforts (the arbiter rejects the claim), or the arbiter postpones.
 */
export const QUICKPLAY_FINDINGS = ['cannot-win', 'no-effort', 'effort', 'postpone'] as const;
export type QuickplayFinding = (typeof QUICKPLAY_FINDINGS)[number];

/** Facts about the time control that some rules depend on (extension; every field optional). */
export interface TimeControl {
  /** seconds added to a player's clock with each move (default 0) */
  increment?: number;
  /**
   * the game is in the period in which all remaining moves must be completed, i.e. a
   * quickplay finish (default true); false = an earlier period of a multi-period control
   */
  lastPeriod?: boolean;
  /** 2018/2023: Guidelines III were announced for the event (III.2.1; default true) */
  guidelinesIII?: boolean;
  /**
   * the number of moves the period prescribes, counted from the start of the game (e.g. 40 in "40 moves in 90
   * minutes"); absent: all the moves (the last period). A flag that falls once the player has completed them does
   * not lose (6.9): the next period's time applies.
   */
  moves?: number;
}

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
      /** Extension: 2 = the move was made with two hands (4.1; 2018/2023 7.5.4). Default 1. */
      hands?: 1 | 2;
      /**
       * Extension: `false` = the move is made on the board but the clock not yet pressed, so it is not completed
       * (1997/2009 6.7a, 2001 6.8a, 2018/2023 6.2.1 and 7.5.1). An illegal move not completed is taken back without
       * penalty and replaced as Article 4 requires; a legal one is completed by the mover's `press-clock` event.
       */
      completed?: boolean;
    }
  /**
   * Extension: the player having the move presses his clock without making a move
   * (2018/2023 7.5.3). `color` must be the player having the move. `observed: false` as for
   * a move: neither the arbiter nor the opponent acts on it at once.
   */
  | { type: 'press-clock'; color: ColorName; observed?: boolean }
  /** `with`: a second piece touched at the same time (king and rook: 4.4a/4.4c, 2018/2023 4.4.1/4.4.3) */
  | { type: 'touch'; square: string; with?: string }
  | { type: 'adjust'; square: string }
  /**
   * A claim by the player having the move. "illegal-move": the opponent claims (in standard
   * play: anyone finds) an illegal move made with `observed: false`. "quickplay-finish": the
   * 10.2 / III.5 draw claim, with the arbiter's `finding`; `extraTime: true` = on postponement
   * the arbiter awards the opponent the two extra minutes the edition allows ("may").
   */
  | { type: 'claim'; claim: ClaimKind; san?: string; finding?: QuickplayFinding; extraTime?: boolean; by?: ColorName }
  /**
   * A flag has fallen. `"both"` = both flags are down and it is impossible to establish which
   * fell first (two separate flag events mean the order is known: the first one decides).
   * `finding`: the arbiter's final decision on a postponed quickplay-finish claim when the
   * claimant's flag falls (10.2b / III.5.2).
   */
  | { type: 'flag'; color: ColorName | 'both'; finding?: QuickplayFinding }
  | { type: 'resign'; color: ColorName }
  /**
   * Extension: the player who has just made a legal move, the opponent not yet replying, takes it back: he moves the
   * piece he released again, or puts it back, and may make another move instead (`san`, or `from` and `to`, legal or
   * not). 1997/2001 4.7, 2009 4.6, 2018/2023 4.7: a piece released on a square as (part of) a legal move cannot be
   * moved to another square on this move. Refused: the move taken back stands.
   */
  | { type: 'take-back'; color: ColorName; san?: string; from?: string; to?: string; promotion?: string }
  /** Extension: both players agree to a draw. */
  | { type: 'agreement' }
  | { type: 'clock'; white: number; black: number };

export interface Case {
  edition: Edition | string;
  mode?: Mode;
  start?: string;
  clock?: Clock;
  /** extension: increment, period and Guidelines III, for quickplay finishes and both flags */
  timeControl?: TimeControl;
  /**
   * extension, rapid and blitz: "adequate" = the supervision under which the Competition Rules apply (2009 A.3 /
   * B.2; 2018 A.3.1 / B.3.1; 2023 A.4 / B.2); default: without it (2009 A.4 / B.3; 2018 A.4 / B.4; 2023 A.5 / B.3)
   */
  supervision?: 'adequate' | 'inadequate';
  events?: CaseEvent[];
}

export const RESULTS = ['1-0', '0-1', '1/2-1/2'] as const;
export type Result = (typeof RESULTS)[number];

export const TERMINATIONS = [
  'checkmate',
  'stalemate',
  'dead-position',
  'agreement',
  'threefold',
  'fifty-moves',
  'fivefold',
  'seventy-five-moves',
  'time',
  'illegal-moves',
  'resignation',
  /** extension: drawn on a quickplay-finish claim (10.2 / Guidelines III.5) */
  'quickplay-finish',
] as const;
export type Termination = (typeof TERMINATIONS)[number];

export type Obligation =
  /**
   * move the piece on `square` (castling on `notCastle` side excluded: rook touched before king); `to`: to that square
   * only, the piece having been released there as (part of) a legal move (2009 4.6, 2018/2023 4.7)
   */
  | { kind: 'move'; square: string; notCastle?: Side; to?: string }
  /** capture the piece on `square` (with the piece on `by`, when one of each colour was touched) */
  | { kind: 'capture'; square: string; by?: string }
  | { kind: 'castle'; side: Side }
  | { kind: 'king-move' }
  /** the move written on the scoresheet for an incorrect claim */
  | { kind: 'play'; san: string };

/** Stable identifiers of what the Laws decide about one event. */
export const DECISIONS = [
  'castling',
  'en-passant',
  'promotion',
  'checkmate',
  'stalemate',
  'dead-position',
  'fivefold',
  'seventy-five-moves',
  'illegal-move',
  'illegal-move-game-lost',
  'illegal-move-game-drawn',
  /** an illegal move (or 7.5.3 / 7.5.4 action) nobody acted on: the opponent may still claim */
  'illegal-move-unclaimed',
  /** the deadline to claim it has passed: it stands and the game goes on */
  'illegal-move-stands',
  /** 2018 A.4.4 / 2023 A.5.4: an illegal position still on the board after the next move */
  'illegal-position-draw',
  /** pressing the clock without a move where the edition fixes no penalty (before 2018) */
  'clock-pressed-without-move',
  /** a move made with two hands where the edition fixes no penalty (before 2018) */
  'move-with-two-hands',
  'pawn-promoted-to-queen',
  'move-refused',
  'touch-move-violation',
  'touch-move-obligation',
  'touch-no-obligation',
  'adjust',
  'claim-correct',
  'claim-incorrect',
  'claim-forfeited',
  /** quickplay finish: the arbiter postpones his decision */
  'claim-postponed',
  /** the claim is not available here (mode, increment, period, two minutes or more left) */
  'claim-not-allowed',
  'flag-fall-loss',
  'flag-fall-draw',
  'resignation',
  'resignation-draw',
  /** both flags down, impossible to establish which fell first */
  'both-flags-continue',
  'both-flags-draw',
  'both-flags-no-rule',
  'agreement',
  /** 2018/2023 5.2.3: a draw agreed before both players have made a move is not valid; the game goes on */
  'agreement-invalid',
  /** a move made but not completed (the clock not pressed) is illegal: taken back without penalty, replaced as Article 4 requires */
  'illegal-move-not-completed',
  /** a flag falls after the player completed the moves the period prescribes (6.9 does not apply): the game goes on */
  'flag-fall-after-control',
  'game-already-over',
] as const;
export type Decision = (typeof DECISIONS)[number];

/** Stable reason codes for a refused move (the UI translates them). */
export const REFUSAL_REASONS = [
  'bad-square',
  'no-piece',
  'not-your-turn',
  'same-square',
  'own-piece-on-target',
  'piece-cannot-move-so',
  'path-blocked',
  'leaves-king-in-check',
  'exposes-king-to-check',
  'castling-king-moved',
  'castling-rook-moved',
  'castling-in-check',
  'castling-through-check',
  'castling-into-check',
  'castling-blocked',
  'en-passant-expired',
  'promotion-required',
  'invalid-promotion',
  'touch-move',
  'written-move',
  /** 2018/2023 7.5.3: the clock pressed without a move */
  'clock-pressed-without-move',
  /** 2018/2023 7.5.4: a (legal) move made with two hands */
  'move-with-two-hands',
  /** a piece released on a square as (part of) a legal move moved again (1997/2001 4.7, 2009 4.6, 2018/2023 4.7) */
  'released-piece',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

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

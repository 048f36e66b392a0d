/**
 * The state of a game being ruled on, and the few steps every kind of event shares: recording a ruling, ending the
 * game, playing a move, keeping the repetition history and the touch-move obligation. Each kind of event is ruled in
 * its own module (./events/); ./adjudicate.ts sequences them.
 */
import { BLACK, Board, WHITE, pieceType, KING, type Color, type Move } from './movegen';
import { canCheckmate, hasSufficientMaterialC4, isDeadPosition } from './deadPosition';
import { editionRules, modeRules, type EditionRules, type ModeRules } from './editionRules';
import { applyDelta } from './penalties';
import { positionKey } from './position';
import { resolveTouches, type Touch } from './touchMove';
import type { Clock, ColorName, Obligation, Result, Ruling, RulingEntry, Termination } from './types';
import type { NormalizedCase } from './validate';

export const colorName = (c: Color): ColorName => (c === WHITE ? 'white' : 'black');
export const colorIndex = (c: ColorName): Color => (c === 'white' ? WHITE : BLACK);
export const winFor = (c: ColorName): Result => (c === 'white' ? '1-0' : '0-1');

/**
 * An illegal move, or (2018/2023) a clock pressed without a move or a move made with two
 * hands, that nobody acted on when it was completed (`observed: false`). It can be claimed
 * until the edition's deadline; then it stands.
 */
export interface Unclaimed {
  kind: 'move' | 'press-clock' | 'two-hands';
  event: number;
  violator: Color;
  /** the position before it, reinstated on a claim; null when the move stays (two hands) */
  board: Board | null;
  historyLength: number;
  /** pieces the violator had touched before the irregularity (4.3 applies to the move replacing it) */
  touches: Touch[];
  /** articles the claim cites besides the edition's penalty (two hands with an illegal move) */
  extra: string[];
  from: number;
  to: number;
  promo: number;
  unpromoted: boolean;
  /** the opponent's move / touch that ends the right to claim (articles), null = no such deadline */
  onMove: string[] | null;
  onTouch: string[] | null;
  /** 2018 A.4.4 / 2023 A.5.4: checked once the next move is completed */
  illegalPositionDraw: string[] | null;
}

export interface PendingViolation {
  violator: Color;
  board: Board;
  historyLength: number;
  touches: Touch[];
  obligation: Obligation;
  articles: string[];
  forfeited: boolean;
}

export class Game {
  readonly rules: EditionRules;
  readonly mode: ModeRules;
  board: Board;
  history: string[];
  /** how many times each position key occurs in `history` */
  seen = new Map<string, number>();
  legal: Move[];
  touches: Touch[] = [];
  obligation: Obligation | null = null;
  obligationArticles: string[] = [];
  /** a pawn released on its promotion square, the promotion not finished: it must be promoted there (4.6c / 4.7) */
  released: { from: number; to: number } | null = null;
  illegalCount = [0, 0];
  clock?: Clock;
  over: { result: Result; termination: Termination; articles: string[] } | null = null;
  pending: PendingViolation | null = null;
  unclaimed: Unclaimed[] = [];
  /** a quickplay-finish claim whose decision the arbiter postponed */
  postponed: { claimant: Color; event: number } | null = null;
  readonly timeControl: NormalizedCase['timeControl'];
  readonly modeName: string;
  rulings: RulingEntry[] = [];
  /** whether each side has made at least one move in the game (5.2.3), known from the start position's counters */
  moved: [boolean, boolean];
  /**
   * per side, whether its last move is made but not completed (a move event with `completed: false`): it is completed
   * by its own player only, pressing the clock or making his next move (2018/2023 6.2.1, 6.2.1.2), never by the
   * opponent's reply (6.2.2: the clock may be pressed "even after the opponent has made his next move")
   */
  uncompleted: [boolean, boolean] = [false, false];
  /**
   * the last legal move played and the position before it, while the opponent has not yet replied: what a player who
   * takes his move back would undo (a `take-back` event, ./events/takeBack.ts)
   */
  lastMove: { mover: Color; move: Move; before: Board; historyLength: number; moved: [boolean, boolean] } | null = null;

  constructor(c: NormalizedCase) {
    this.rules = editionRules(c.edition);
    this.mode = modeRules(this.rules, c.mode, c.supervision);
    this.modeName = c.mode;
    this.timeControl = c.timeControl;
    this.board = Board.fromFen(c.start);
    this.history = [];
    this.pushKey(positionKey(this.board, this.rules.positionIdentity));
    this.legal = this.board.legalMoves();
    this.clock = c.clock ? { ...c.clock } : undefined;
    // a position with move number 2 or more has moves of both sides behind it; move 1 with Black to move, White's
    this.moved = [this.board.full > 1 || this.board.turn === BLACK, this.board.full > 1];
    // a case may start in a finished position
    this.checkAutomaticEnd(-1);
  }

  pushKey(key: string): void {
    this.history.push(key);
    this.seen.set(key, (this.seen.get(key) ?? 0) + 1);
  }

  truncateHistory(length: number): void {
    while (this.history.length > length) {
      const k = this.history.pop()!;
      this.seen.set(k, (this.seen.get(k) ?? 1) - 1);
    }
  }

  /**
   * An earlier position put back on the board (a claim upheld, a move made with two hands undone): its history and
   * legal moves with it, and no move left that a take-back could undo.
   */
  reinstate(board: Board, historyLength: number): void {
    this.board = board;
    this.lastMove = null;
    this.truncateHistory(historyLength);
    this.refreshLegal();
  }

  rule(entry: RulingEntry): void {
    this.rulings.push(entry);
  }

  end(result: Result, termination: Termination, articles: string[]): void {
    this.over = { result, termination, articles };
  }

  addClock(delta: Partial<{ white: number; black: number }>): void {
    this.clock = applyDelta(this.clock, delta);
  }

  /**
   * Checkmate, stalemate, dead position and (from 2014) fivefold / 75 moves, after a move. `brokeTouchMove`: the
   * move broke touch-move unseen, and from 2018 such a move ends nothing by itself (see
   * automaticEndNeedsTouchMoveKept); the articles that say so join `violation`, the ruling on that move.
   */
  checkAutomaticEnd(event: number, violation?: RulingEntry): void {
    const b = this.board;
    const art = this.rules.art;
    const record = (decision: RulingEntry['decision'], result: Result, termination: Termination, articles: string[]) => {
      this.end(result, termination, articles);
      if (event >= 0) this.rule({ event, decision, articles });
    };
    if (violation && this.rules.automaticEndNeedsTouchMoveKept) {
      const kept = this.legal.length === 0 ? [b.inCheck() ? art.checkmate : art.stalemate] : isDeadPosition(b) ? art.deadPosition : [];
      if (kept.length > 0) {
        violation.articles = [...violation.articles, ...kept];
        return;
      }
    }
    if (this.legal.length === 0) {
      if (b.inCheck()) record('checkmate', winFor(colorName((1 - b.turn) as Color)), 'checkmate', [art.checkmate]);
      else record('stalemate', '1/2-1/2', 'stalemate', [art.stalemate]);
      return;
    }
    if (isDeadPosition(b)) {
      record('dead-position', '1/2-1/2', 'dead-position', [...art.deadPosition]);
      return;
    }
    const key = this.history[this.history.length - 1]!;
    if (this.rules.fivefold && art.fivefold) {
      if ((this.seen.get(key) ?? 0) >= 5) {
        record('fivefold', '1/2-1/2', 'fivefold', [art.fivefold]);
        return;
      }
    }
    if (this.rules.seventyFive && art.seventyFive && b.half >= 150) {
      record('seventy-five-moves', '1/2-1/2', 'seventy-five-moves', [art.seventyFive]);
    }
  }

  setObligationFromTouches(): { decision: RulingEntry['decision']; articles: string[] } {
    const r = resolveTouches(this.board, this.touches, this.rules, this.legal);
    this.obligation = r.obligation;
    this.obligationArticles = r.articles;
    return r;
  }

  play(m: Move): void {
    const last = { mover: this.board.turn, move: m, before: this.board.clone(), historyLength: this.history.length, moved: [...this.moved] as [boolean, boolean] };
    this.moved[this.board.turn] = true;
    this.board.make(m);
    this.board.commit();
    this.afterBoardChange();
    this.lastMove = last;
  }

  /** After a move, a raw (illegal) move or a pass: record the position, new legal moves, no touches. */
  afterBoardChange(): void {
    this.pushKey(positionKey(this.board, this.rules.positionIdentity));
    this.refreshLegal();
    this.touches = [];
    this.obligation = null;
    this.obligationArticles = [];
    this.released = null;
    this.lastMove = null;
  }

  /**
   * Legal moves of the side to move. After an illegal move left on the board the other king
   * may stand in check: capturing it is not a move (2009 7.4a, 2018 1.4.1).
   */
  refreshLegal(): void {
    const b = this.board;
    this.legal = b.legalMoves();
    if (b.inCheck((1 - b.turn) as Color)) this.legal = this.legal.filter((m) => pieceType(m.captured) !== KING);
  }

  /** Can `c` win? (1997 blitz: needs sufficient material as in C4) */
  canWin(c: Color): boolean {
    return this.mode.sufficientMaterialC4 ? hasSufficientMaterialC4(this.board, c) : canCheckmate(this.board, c);
  }

  /** Moves `c` has completed in the game (counted from the start position's move number; a move whose clock is not pressed yet is not completed). */
  completedMoves(c: Color): number {
    const b = this.board;
    const made = c === WHITE ? b.full - 1 + (b.turn === BLACK ? 1 : 0) : b.full - 1;
    return made - (this.uncompleted[c] ? 1 : 0);
  }

  alreadyOver(i: number): void {
    this.rule({ event: i, decision: 'game-already-over', articles: this.over ? [...this.over.articles] : [] });
  }

  ruling(): Ruling {
    const r: Ruling = {
      status: this.over ? 'over' : 'ongoing',
      ...(this.over ? { result: this.over.result, termination: this.over.termination } : {}),
      fen: this.board.fen(),
      ...(this.clock ? { clock: this.clock } : {}),
      ...(this.obligation && !this.over ? { obligation: this.obligation } : {}),
      rulings: this.rulings,
    };
    return r;
  }
}

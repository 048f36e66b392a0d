/**
 * adjudicate(case) → ruling: what the Laws of the case's edition say about a sequence of
 * events (the contract in lib/rules/README.md). Pure: no I/O, no React, no Node-only APIs.
 */
import {
  BLACK,
  Board,
  F_EP,
  F_KSIDE,
  F_PROMO,
  F_QSIDE,
  KING,
  PAWN,
  QUEEN,
  WHITE,
  parseSquare,
  pieceColor,
  pieceType,
  rankOf,
  type Color,
  type Move,
} from './movegen';
import { diagnoseMove, reasonArticles } from './checkMove';
import { checkFifty, checkThreefold } from './claims';
import { canCheckmate, hasSufficientMaterialC4, isDeadPosition } from './deadPosition';
import { editionRules, type EditionRules, type ModeRules } from './editionRules';
import { applyDelta, incorrectClaimAdjustment, other } from './penalties';
import { positionKey } from './position';
import { complies, resolveTouches, touchesOfIllegalMove, type Touch } from './touchMove';
import type {
  Case,
  CaseEvent,
  Clock,
  ColorName,
  Obligation,
  QuickplayFinding,
  RefusalReason,
  Result,
  Ruling,
  RulingEntry,
  Termination,
  TimeControl,
} from './types';
import { CaseError, normalizeCase } from './validate';

const PROMO_LETTERS: Record<string, number> = { q: 5, r: 4, b: 3, n: 2 };
const colorName = (c: Color): ColorName => (c === WHITE ? 'white' : 'black');
const colorIndex = (c: ColorName): Color => (c === 'white' ? WHITE : BLACK);
const winFor = (c: ColorName): Result => (c === 'white' ? '1-0' : '0-1');

/**
 * An illegal move, or (2018/2023) a clock pressed without a move or a move made with two
 * hands, that nobody acted on when it was completed (`observed: false`). It can be claimed
 * until the edition's deadline; then it stands.
 */
interface Unclaimed {
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

const DRAW_FINDINGS: readonly QuickplayFinding[] = ['cannot-win', 'no-effort'];
const QUICKPLAY_BONUS = 120;

interface PendingViolation {
  violator: Color;
  board: Board;
  historyLength: number;
  touches: Touch[];
  obligation: Obligation;
  articles: string[];
  forfeited: boolean;
}

class Game {
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
  illegalCount = [0, 0];
  clock?: Clock;
  over: { result: Result; termination: Termination; articles: string[] } | null = null;
  pending: PendingViolation | null = null;
  unclaimed: Unclaimed[] = [];
  /** a quickplay-finish claim whose decision the arbiter postponed */
  postponed: { claimant: Color; event: number } | null = null;
  readonly timeControl: Required<TimeControl>;
  readonly modeName: string;
  rulings: RulingEntry[] = [];
  /** whether each side has made at least one move in the game (5.2.3), known from the start position's counters */
  moved: [boolean, boolean];

  constructor(c: ReturnType<typeof normalizeCase>) {
    this.rules = editionRules(c.edition);
    this.mode = this.rules.modes[c.mode];
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

  private pushKey(key: string): void {
    this.history.push(key);
    this.seen.set(key, (this.seen.get(key) ?? 0) + 1);
  }

  private truncateHistory(length: number): void {
    while (this.history.length > length) {
      const k = this.history.pop()!;
      this.seen.set(k, (this.seen.get(k) ?? 1) - 1);
    }
  }

  private rule(entry: RulingEntry): void {
    this.rulings.push(entry);
  }

  private end(result: Result, termination: Termination, articles: string[]): void {
    this.over = { result, termination, articles };
  }

  private addClock(delta: Partial<{ white: number; black: number }>): void {
    this.clock = applyDelta(this.clock, delta);
  }

  /** Checkmate, stalemate, dead position and (from 2014) fivefold / 75 moves, after a move. */
  private checkAutomaticEnd(event: number): void {
    const b = this.board;
    const art = this.rules.art;
    const record = (decision: RulingEntry['decision'], result: Result, termination: Termination, articles: string[]) => {
      this.end(result, termination, articles);
      if (event >= 0) this.rule({ event, decision, articles });
    };
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

  private setObligationFromTouches(): { decision: RulingEntry['decision']; articles: string[] } {
    const r = resolveTouches(this.board, this.touches, this.rules, this.legal);
    this.obligation = r.obligation;
    this.obligationArticles = r.articles;
    return r;
  }

  private play(m: Move): void {
    this.moved[this.board.turn] = true;
    this.board.make(m);
    this.board.commit();
    this.afterBoardChange();
  }

  /** After a move, a raw (illegal) move or a pass: record the position, new legal moves, no touches. */
  private afterBoardChange(): void {
    this.pushKey(positionKey(this.board, this.rules.positionIdentity));
    this.refreshLegal();
    this.touches = [];
    this.obligation = null;
    this.obligationArticles = [];
  }

  /**
   * Legal moves of the side to move. After an illegal move left on the board the other king
   * may stand in check: capturing it is not a move (2009 7.4a, 2018 1.4.1).
   */
  private refreshLegal(): void {
    const b = this.board;
    this.legal = b.legalMoves();
    if (b.inCheck((1 - b.turn) as Color)) this.legal = this.legal.filter((m) => pieceType(m.captured) !== KING);
  }

  /** Can `c` win? (1997 blitz: needs sufficient material as in C4) */
  private canWin(c: Color): boolean {
    return this.mode.sufficientMaterialC4 ? hasSufficientMaterialC4(this.board, c) : canCheckmate(this.board, c);
  }

  private alreadyOver(i: number): void {
    this.rule({ event: i, decision: 'game-already-over', articles: this.over ? [...this.over.articles] : [] });
  }

  // ---- events ------------------------------------------------------------------------

  move(i: number, e: Extract<CaseEvent, { type: 'move' }>): void {
    if (this.over) throw new CaseError(`event ${i}: a move after the end of the game (${this.over.termination})`);
    const b = this.board;
    const mover = b.turn;
    // a move by the would-be claimant ends his right to claim a touch-move violation
    if (this.pending && this.pending.violator !== mover) this.pending = null;
    // ... and, where the edition says so, his right to claim an illegal move left on the board
    const stood = this.expireUnclaimed(i, mover, 'move');
    this.moveEvent(i, e);
    // 2018 A.4.4 / 2023 A.5.4: an illegal position still on the board once this move is completed
    const draw = stood.find((u) => u.illegalPositionDraw)?.illegalPositionDraw;
    if (draw && !this.over && this.illegalPosition()) {
      this.end('1/2-1/2', 'illegal-moves', draw);
      this.rule({ event: i, decision: 'illegal-position-draw', articles: draw });
    }
  }

  private moveEvent(i: number, e: Extract<CaseEvent, { type: 'move' }>): void {
    const b = this.board;
    let legalMove: Move | undefined;
    let from = -1;
    let to = -1;
    let promo = 0;
    if (e.san !== undefined) {
      const p = b.parseSan(e.san, this.legal);
      if ('move' in p) legalMove = p.move;
      else if (p.error === 'unpromoted') {
        from = p.from;
        to = p.to;
      } else {
        throw new CaseError(`event ${i}: "${e.san}" is not a legal move in this position (${b.fen()}); give an illegal move by "from" and "to"`);
      }
    } else {
      from = parseSquare(e.from!);
      to = parseSquare(e.to!);
      promo = e.promotion ? (PROMO_LETTERS[e.promotion] ?? 0) : 0;
      if (!b.sq[from]) throw new CaseError(`event ${i}: there is no piece on ${e.from}`);
      legalMove = this.legal.find((m) => m.from === from && m.to === to && m.promotion === promo);
    }

    const twoHands = e.hands === 2;
    const observed = e.observed !== false;
    if (legalMove) {
      if (twoHands) this.twoHandsMove(i, legalMove, observed);
      else this.legalMoveEvent(i, legalMove, observed);
      return;
    }
    const piece = b.sq[from]!;
    const unpromoted =
      pieceType(piece) === PAWN &&
      !promo &&
      (rankOf(to) === 7 || rankOf(to) === 0) &&
      this.legal.some((m) => m.from === from && m.to === to && m.flags & F_PROMO);
    // 2018/2023: two hands and an illegal move count as one illegal move (7.5.4 cited with it)
    const extra = twoHands && this.rules.art.twoHands ? [this.rules.art.oneHand, this.rules.art.twoHands] : [];
    if (!observed && !this.arbiterIntervenesAnyway(from, to, promo, unpromoted)) {
      this.leaveIllegalMove(i, from, to, promo, unpromoted, extra);
    } else {
      this.penalizeIllegalMove(i, from, to, promo, unpromoted, extra);
    }
    // before 2018 a move with two hands breaks 4.1, with no penalty of its own
    if (twoHands && !this.rules.art.twoHands && !this.over) this.twoHandsNoPenalty(i);
  }

  /** The illegal move is dealt with now (by the arbiter, or on the opponent's immediate claim). */
  private penalizeIllegalMove(i: number, from: number, to: number, promo: number, unpromoted: boolean, extra: string[] = []): void {
    const mover = this.board.turn;
    if (unpromoted && this.rules.unpromotedBecomesQueen) {
      // 7.5.2: the pawn is replaced by a queen, and it is penalised as an illegal move
      const queenMove = this.legal.find((m) => m.from === from && m.to === to && m.promotion === QUEEN)!;
      this.play(queenMove);
      this.rule({ event: i, decision: 'pawn-promoted-to-queen', articles: [this.rules.art.unpromotedPawn], reason: 'promotion-required' });
      this.illegalPenalty(i, mover, false, undefined, extra);
      if (!this.over) this.checkAutomaticEnd(i);
      return;
    }
    this.illegalMoveEvent(i, from, to, promo, unpromoted, extra);
  }

  /**
   * 2009 A.4c: in rapid the arbiter rules on an illegal move only on a claim, "However, if both
   * Kings are in check or the promotion of a pawn is not completed, the arbiter shall intervene".
   */
  private arbiterIntervenesAnyway(from: number, to: number, promo: number, unpromoted: boolean): boolean {
    if (!this.mode.unclaimedIllegal.arbiterIntervenes) return false;
    if (unpromoted) return true;
    const after = this.board.clone();
    after.applyRaw(from, to, promo);
    return after.inCheck(WHITE) && after.inCheck(BLACK);
  }

  /** `observed: false`: the illegal move stays on the board until claimed or until it stands. */
  private leaveIllegalMove(i: number, from: number, to: number, promo: number, unpromoted: boolean, extra: string[]): void {
    const b = this.board;
    const target = b.sq[to]!;
    if (target && pieceType(target) === KING) {
      throw new CaseError(`event ${i}: a move that captures the king cannot be left on the board ("observed": false); the game cannot go on without it`);
    }
    const mover = b.turn;
    const diag = diagnoseMove(b, from, to, promo);
    const reason: RefusalReason = unpromoted ? 'promotion-required' : (diag?.reason ?? 'piece-cannot-move-so');
    const rule = this.mode.unclaimedIllegal;
    const why = reasonArticles(reason, this.rules, pieceType(b.sq[from]!));
    // on a claim the position before it is reinstated and the move penalised as if just made
    this.unclaimed.push({
      kind: 'move',
      event: i,
      violator: mover,
      board: b.clone(),
      historyLength: this.history.length,
      // the pieces touched before it still count for the replacing move when it is claimed (4.3 with 7.5.1)
      touches: [...this.touches],
      extra,
      from,
      to,
      promo,
      unpromoted,
      onMove: rule.onMove,
      onTouch: rule.onTouch,
      illegalPositionDraw: rule.illegalPositionDraw,
    });
    b.applyRaw(from, to, promo);
    this.afterBoardChange();
    // no checkmate, stalemate or dead position: the move producing it was not legal (5.1a, 5.1.1 …)
    this.rule({
      event: i,
      decision: 'illegal-move-unclaimed',
      reason,
      articles: [...new Set([...why, ...extra, ...rule.articles])],
      note: this.unclaimedNote(rule.onMove, rule.onTouch),
    });
  }

  private unclaimedNote(onMove: string[] | null, onTouch: string[] | null): string {
    if (onTouch) return 'it stands unless the opponent claims before touching a piece';
    if (onMove) return 'it stands unless the opponent claims before making his own move';
    return 'it stands until it is found: if found during the game the position before it is reinstated';
  }

  /** The opponent of a violator moves or touches a piece: the illegal moves he could claim stand. */
  private expireUnclaimed(i: number, actor: Color, how: 'move' | 'touch'): Unclaimed[] {
    const stood: Unclaimed[] = [];
    this.unclaimed = this.unclaimed.filter((u) => {
      const articles = u.violator === actor ? null : how === 'touch' ? u.onTouch : (u.onMove ?? u.onTouch);
      if (!articles) return true;
      stood.push(u);
      const what = u.kind === 'move' ? 'the illegal move' : u.kind === 'press-clock' ? 'the clock pressed without a move' : 'the move with two hands';
      this.rule({
        event: i,
        decision: 'illegal-move-stands',
        articles: [...articles],
        note: `${what} (event ${u.event}) was not claimed in time: it stands and the game continues`,
      });
      return false;
    });
    return stood;
  }

  /** A pawn on the first or last rank, or both kings in check (2018 A.4.4, 2023 A.5.4). */
  private illegalPosition(): boolean {
    const b = this.board;
    for (let f = 0; f < 8; f++) {
      for (const s of [f, 0x70 + f]) if (b.sq[s] && pieceType(b.sq[s]!) === PAWN) return true;
    }
    return b.inCheck(WHITE) && b.inCheck(BLACK);
  }

  /** A legal move made with two hands (4.1; 2018/2023 7.5.4: penalised as an illegal move). */
  private twoHandsMove(i: number, m: Move, observed: boolean): void {
    const art = this.rules.art;
    const mover = this.board.turn;
    const before = this.rulings.length;
    this.legalMoveEvent(i, m, observed);
    const refused = this.rulings.slice(before).some((r) => r.decision === 'move-refused');
    if (refused) return;
    if (!art.twoHands) {
      this.twoHandsNoPenalty(i);
      return;
    }
    if (this.over) {
      // the move ended the game, so the clock was not pressed (6.2.1.1): 7.5.4 does not apply
      this.rule({
        event: i,
        decision: 'move-with-two-hands',
        articles: [art.oneHand, art.twoHands, '6.2.1.1'],
        note: 'the move ended the game before the clock was pressed: no penalty',
      });
      return;
    }
    const why = [art.oneHand, art.twoHands];
    if (observed) {
      this.illegalPenalty(i, mover, false, 'move-with-two-hands', why);
      const last = this.rulings[this.rulings.length - 1];
      if (last && !this.over) last.note = 'the move stands; the penalty is that of an illegal move';
      return;
    }
    // a claim against a violation of 4.1 is lost once the claimant touches a piece (4.8)
    const forfeit = [art.touchClaimForfeit];
    this.unclaimed.push({
      kind: 'two-hands',
      event: i,
      violator: mover,
      board: null,
      historyLength: this.history.length,
      touches: [],
      extra: [],
      from: m.from,
      to: m.to,
      promo: m.promotion,
      unpromoted: false,
      onMove: forfeit,
      onTouch: forfeit,
      illegalPositionDraw: null,
    });
    this.rule({
      event: i,
      decision: 'illegal-move-unclaimed',
      reason: 'move-with-two-hands',
      articles: [...why, ...forfeit],
      note: this.unclaimedNote(forfeit, forfeit),
    });
  }

  /** Before 2018: 4.1 is broken but no penalty is fixed. */
  private twoHandsNoPenalty(i: number): void {
    const art = this.rules.art;
    const onRequest = this.mode.touchOnlyOnRequest ?? [];
    this.rule({
      event: i,
      decision: 'move-with-two-hands',
      articles: [art.oneHand, art.arbiterPenalties, ...onRequest],
      note:
        `no penalty is fixed for it in this edition; the arbiter may apply one of ${art.arbiterPenalties}` +
        (onRequest.length ? `, in this mode only if a player asks (${onRequest.join(', ')})` : ''),
    });
  }

  private legalMoveEvent(i: number, m: Move, observed: boolean): void {
    const b = this.board;
    const art = this.rules.art;
    if (this.obligation && !complies(m, this.obligation, this.writtenMove())) {
      const san = b.san(m, this.legal);
      if (this.obligation.kind === 'play') {
        this.rule({ event: i, decision: 'move-refused', reason: 'written-move', articles: [art.claimIncorrect], san, obligation: this.obligation });
        return;
      }
      const arbiterIntervenes = this.mode.touchOnlyOnRequest === null && observed;
      if (arbiterIntervenes) {
        this.rule({ event: i, decision: 'move-refused', reason: 'touch-move', articles: [...this.obligationArticles], san, obligation: this.obligation });
        return;
      }
      // the violation stands until the opponent claims it (before touching a piece)
      this.pending = {
        violator: b.turn,
        board: b.clone(),
        historyLength: this.history.length,
        touches: [...this.touches],
        obligation: this.obligation,
        articles: [...this.obligationArticles],
        forfeited: false,
      };
      this.rule({
        event: i,
        decision: 'touch-move-violation',
        reason: 'touch-move',
        articles: [...this.obligationArticles, ...(this.mode.touchOnlyOnRequest ?? [])],
        san,
        obligation: this.obligation,
      });
    }
    const special: RulingEntry | null =
      m.flags & (F_KSIDE | F_QSIDE)
        ? { event: i, decision: 'castling', articles: [art.castling] }
        : m.flags & F_EP
          ? { event: i, decision: 'en-passant', articles: [...art.enPassant] }
          : m.flags & F_PROMO
            ? { event: i, decision: 'promotion', articles: [art.promotion] }
            : null;
    if (special) special.san = b.san(m, this.legal);
    this.play(m);
    if (special) this.rule(special);
    this.checkAutomaticEnd(i);
  }

  private writtenMove(): Move | undefined {
    if (this.obligation?.kind !== 'play') return undefined;
    const p = this.board.parseSan(this.obligation.san, this.legal);
    return 'move' in p ? p.move : undefined;
  }

  private illegalMoveEvent(i: number, from: number, to: number, promo: number, unpromoted: boolean, extra: string[] = []): void {
    const b = this.board;
    const mover = b.turn;
    const diag = diagnoseMove(b, from, to, promo);
    const reason = unpromoted ? 'promotion-required' : (diag?.reason ?? 'piece-cannot-move-so');
    const moverIsOwner = pieceColor(b.sq[from]!) === mover;
    // 4.3 applies to the move replacing the illegal one (2009 7.4a; 2018/2023 7.5.1): the pieces touched before it
    // still count, in the order they were touched, and then the pieces the illegal move handled; the obligation is to
    // the first one that can be moved (or captured).
    const earlier = this.touches;
    const handled = moverIsOwner ? touchesOfIllegalMove(b, from, to) : [{ sq: from, piece: b.sq[from]! }];
    const touches = [...earlier, ...handled.filter((t) => !earlier.some((e) => e.sq === t.sq))];
    this.illegalPenalty(i, mover, true, reason, [...reasonArticles(reason, this.rules, pieceType(b.sq[from]!)), ...extra]);
    if (this.over) return;
    this.touches = touches;
    const r = this.setObligationFromTouches();
    const last = this.rulings[this.rulings.length - 1];
    if (last && last.event === i) {
      if (this.obligation) last.obligation = this.obligation;
      last.articles = [...new Set([...last.articles, ...this.rules.art.illegalReplacement, ...r.articles])];
    }
  }

  /** Records one completed illegal move by `mover` and applies the edition's penalty. */
  private illegalPenalty(i: number, mover: Color, reinstated: boolean, reason?: RefusalReason, why: string[] = []): void {
    const policy = this.mode.illegalMove;
    const count = ++this.illegalCount[mover]!;
    const opp = (1 - mover) as Color;
    const oppName = colorName(opp);
    const base = [...why, ...(reinstated ? [this.rules.art.illegalReinstate] : [])];
    const withReason = reason ? { reason } : {};
    if (policy.kind === 'reinstate') {
      this.rule({ event: i, decision: 'illegal-move', articles: [...new Set([...base, ...policy.articles])], count, ...withReason });
      return;
    }
    const lose = policy.kind === 'claim-win' || count >= policy.lossAt;
    if (lose) {
      const articles = [...new Set([...base, ...policy.articles])];
      const drawn =
        policy.kind === 'claim-win'
          ? (policy.sufficientMaterialC4 && !hasSufficientMaterialC4(this.board, opp)) || (policy.drawIfCannotMate && !canCheckmate(this.board, opp))
          : policy.drawIfCannotMate && !canCheckmate(this.board, opp);
      if (drawn) {
        this.end('1/2-1/2', 'illegal-moves', articles);
        this.rule({ event: i, decision: 'illegal-move-game-drawn', articles, count, ...withReason });
      } else {
        this.end(winFor(oppName), 'illegal-moves', articles);
        this.rule({ event: i, decision: 'illegal-move-game-lost', articles, count, ...withReason });
      }
      this.touches = [];
      this.obligation = null;
      return;
    }
    const delta = { [oppName]: policy.seconds } as Partial<Clock>;
    this.addClock(delta);
    this.rule({ event: i, decision: 'illegal-move', articles: [...new Set([...base, ...policy.articles])], clock: delta, count, ...withReason });
  }

  touch(i: number, e: { type: 'touch' | 'adjust'; square: string }): void {
    if (this.over) throw new CaseError(`event ${i}: a piece touched after the end of the game (${this.over.termination})`);
    const sq = parseSquare(e.square);
    const piece = this.board.sq[sq]!;
    if (!piece) throw new CaseError(`event ${i}: there is no piece on ${e.square}`);
    if (e.type === 'adjust') {
      this.rule({ event: i, decision: 'adjust', articles: [this.rules.art.adjust] });
      return;
    }
    // the player who could claim a touch-move violation touches a piece: right lost
    if (this.pending && this.pending.violator !== this.board.turn) this.pending.forfeited = true;
    this.expireUnclaimed(i, this.board.turn, 'touch');
    if (this.touches.some((t) => t.sq === sq)) {
      // touching the same piece again changes nothing
    } else {
      this.touches.push({ sq, piece });
    }
    if (this.obligation?.kind === 'play') {
      this.rule({ event: i, decision: 'touch-move-obligation', articles: [this.rules.art.claimIncorrect], obligation: this.obligation });
      return;
    }
    const r = this.setObligationFromTouches();
    this.rule({ event: i, decision: r.decision, articles: r.articles, ...(this.obligation ? { obligation: this.obligation } : {}) });
  }

  claim(i: number, e: Extract<CaseEvent, { type: 'claim' }>): void {
    if (this.over) {
      this.alreadyOver(i);
      return;
    }
    const art = this.rules.art;
    const b = this.board;
    const claimant = colorName(b.turn);
    if (e.claim === 'illegal-move') {
      this.illegalMoveClaim(i);
      return;
    }
    if (e.claim === 'quickplay-finish') {
      this.quickplayClaim(i, e.finding!, e.extraTime === true);
      return;
    }
    if (e.claim === 'touch-move') {
      const p = this.pending;
      if (p && p.violator !== b.turn) {
        if (p.forfeited || this.touches.length) {
          this.rule({ event: i, decision: 'claim-forfeited', articles: [art.touchClaimForfeit] });
          return;
        }
        this.board = p.board;
        this.truncateHistory(p.historyLength);
        this.legal = this.board.legalMoves();
        this.touches = p.touches;
        this.obligation = p.obligation;
        this.obligationArticles = p.articles;
        this.pending = null;
        this.rule({ event: i, decision: 'claim-correct', articles: [...p.articles], obligation: p.obligation, note: 'the move is taken back' });
        return;
      }
      this.rule({ event: i, decision: 'claim-incorrect', articles: [], note: 'no touch-move violation to claim' });
      return;
    }
    let written: Move | undefined;
    if (e.san !== undefined) {
      const p = b.parseSan(e.san, this.legal);
      if ('move' in p) written = p.move;
      else if (p.error === 'syntax') throw new CaseError(`event ${i}: the written move "${e.san}" cannot be read as SAN`);
    }
    if (this.rules.claimRightLostByTouch && this.touches.length) {
      this.rule({ event: i, decision: 'claim-forfeited', articles: [art.claimRightLost] });
      return;
    }
    const threefold = e.claim === 'threefold';
    if (e.san !== undefined && !written) {
      this.illegalWrittenMoveClaim(i, e.san, threefold ? art.threefoldAbout : art.fiftyAbout);
      return;
    }
    const check = threefold ? checkThreefold(b, this.history, this.seen, this.rules.positionIdentity, written) : checkFifty(b, written);
    const specific = threefold ? (written ? art.threefoldAbout : art.threefoldJust) : written ? art.fiftyAbout : art.fiftyJust;
    const san = written ? b.san(written, this.legal) : undefined;
    if (check.correct) {
      const articles = [specific, ...(threefold ? [art.samePosition] : []), art.claimCorrect];
      this.end('1/2-1/2', threefold ? 'threefold' : 'fifty-moves', articles);
      this.rule({ event: i, decision: 'claim-correct', articles, ...(san ? { san } : {}) });
      return;
    }
    const { delta, note } = incorrectClaimAdjustment(this.mode.incorrectClaim, claimant, this.clock);
    this.addClock(delta);
    const articles = [specific, ...this.mode.incorrectClaim.articles];
    if (san) {
      this.obligation = { kind: 'play', san };
      this.obligationArticles = [art.claimIncorrect];
    }
    this.rule({
      event: i,
      decision: 'claim-incorrect',
      articles,
      clock: delta,
      ...(san ? { san, obligation: this.obligation! } : {}),
      ...(note ? { note } : {}),
    });
  }

  /**
   * A claim based on a written move that is not legal here. The position after it cannot arise, so the claim is
   * incorrect, with the edition's penalty; the move cannot be made (Article 3), and Article 4 still binds the pieces
   * the claimant has touched (9.5b / 9.5.3: the move "must be made in accordance with Articles 3 and 4").
   */
  private illegalWrittenMoveClaim(i: number, san: string, specific: string): void {
    const claimant = colorName(this.board.turn);
    const { delta, note } = incorrectClaimAdjustment(this.mode.incorrectClaim, claimant, this.clock);
    this.addClock(delta);
    const touched = this.touches.length ? this.setObligationFromTouches() : null;
    const articles = [...new Set([specific, ...this.mode.incorrectClaim.articles, this.rules.art.claimIncorrect, ...(touched?.articles ?? [])])];
    this.rule({
      event: i,
      decision: 'claim-incorrect',
      articles,
      clock: delta,
      ...(this.obligation ? { obligation: this.obligation } : {}),
      note: [`the written move ${san} is not a legal move in this position, so it cannot be made`, note].filter(Boolean).join('; '),
    });
  }

  flag(i: number, c: ColorName | 'both', finding?: QuickplayFinding): void {
    if (this.over) {
      this.alreadyOver(i);
      return;
    }
    if (c === 'both') {
      this.bothFlags(i);
      return;
    }
    const q = this.rules.quickplay;
    const p = this.postponed;
    if (finding !== undefined && (!p || colorName(p.claimant) !== c)) {
      throw new CaseError(`event ${i}: "finding" on a flag event needs a postponed quickplay-finish claim by the player whose flag fell (${c})`);
    }
    if (p && colorName(p.claimant) === c && finding && DRAW_FINDINGS.includes(finding)) {
      // the arbiter declares the result of the postponed claim after the flag fall
      if (this.clock) this.clock = { ...this.clock, [c]: 0 };
      this.postponed = null;
      this.end('1/2-1/2', 'quickplay-finish', [...q.later]);
      this.rule({ event: i, decision: 'claim-correct', articles: [...q.later], note: `the claim of event ${p.event}, postponed, is decided after the flag fall: drawn` });
      return;
    }
    const opp = colorIndex(other(c));
    const articles = [this.rules.art.flag, ...this.mode.flagExtra];
    if (this.clock) this.clock = { ...this.clock, [c]: 0 };
    const note =
      p && colorName(p.claimant) === c
        ? { note: `the postponed quickplay-finish claim of event ${p.event} is not upheld (${q.later.join(', ')})` }
        : {};
    this.postponed = null;
    if (this.canWin(opp)) {
      this.end(winFor(other(c)), 'time', articles);
      this.rule({ event: i, decision: 'flag-fall-loss', articles, ...note });
    } else {
      this.end('1/2-1/2', 'time', articles);
      this.rule({ event: i, decision: 'flag-fall-draw', articles, ...note });
    }
  }

  /** Both flags down and impossible to establish which fell first. */
  private bothFlags(i: number): void {
    let rule = this.mode.bothFlags;
    const tc = this.timeControl;
    const g = this.rules.quickplay.guidelines;
    if (rule.kind === 'by-period' && rule.guidelinesIII && g) {
      // Guidelines III: only if announced (III.2.1), only without increment (III.2.2)
      if (!tc.guidelinesIII) rule = { kind: 'no-rule', articles: [g.announced] };
      else if (tc.increment > 0) rule = { kind: 'no-rule', articles: [g.scope] };
    }
    const zero = () => {
      if (this.clock) this.clock = { white: 0, black: 0 };
    };
    switch (rule.kind) {
      case 'continue':
        zero();
        this.rule({ event: i, decision: 'both-flags-continue', articles: [...rule.articles] });
        return;
      case 'draw':
        zero();
        this.end('1/2-1/2', 'time', [...rule.articles]);
        this.rule({ event: i, decision: 'both-flags-draw', articles: [...rule.articles] });
        return;
      case 'by-period':
        zero();
        if (tc.lastPeriod) {
          this.end('1/2-1/2', 'time', [...rule.last]);
          this.rule({ event: i, decision: 'both-flags-draw', articles: [...rule.last] });
        } else {
          this.rule({
            event: i,
            decision: 'both-flags-continue',
            articles: [...rule.earlier],
            note: 'not the last period: the game continues with the time of the next period',
          });
        }
        return;
      case 'no-rule':
        this.rule({
          event: i,
          decision: 'both-flags-no-rule',
          articles: [...rule.articles],
          note:
            'Guidelines III, the only rule for both flags fallen in this edition, do not apply here; ' +
            'an electronic clock shows which flag fell first (6.10.1): give that flag instead',
        });
        return;
    }
  }

  /** The player having the move presses his clock without making a move. */
  pressClock(i: number, e: Extract<CaseEvent, { type: 'press-clock' }>): void {
    if (this.over) throw new CaseError(`event ${i}: a clock pressed after the end of the game (${this.over.termination})`);
    const b = this.board;
    const mover = b.turn;
    if (e.color !== colorName(mover)) {
      throw new CaseError(`event ${i}: ${e.color} presses the clock, but it is ${colorName(mover)}'s move (only the player whose clock runs can press it)`);
    }
    const art = this.rules.art;
    if (!art.clockWithoutMove) {
      this.rule({
        event: i,
        decision: 'clock-pressed-without-move',
        articles: [art.clockPress, art.arbiterPenalties],
        note: `no penalty is fixed for it in this edition: ${e.color} still has the move; the arbiter may apply one of ${art.arbiterPenalties}`,
      });
      return;
    }
    const why = [art.clockWithoutMove];
    if (e.observed !== false) {
      this.illegalPenalty(i, mover, false, 'clock-pressed-without-move', why);
      const last = this.rulings[this.rulings.length - 1];
      if (last && !this.over) last.note = `${e.color} still has the move`;
      return;
    }
    const rule = this.mode.unclaimedIllegal;
    this.unclaimed.push({
      kind: 'press-clock',
      event: i,
      violator: mover,
      board: b.clone(),
      historyLength: this.history.length,
      touches: [...this.touches],
      extra: [],
      from: -1,
      to: -1,
      promo: 0,
      unpromoted: false,
      onMove: rule.onMove,
      onTouch: rule.onTouch,
      illegalPositionDraw: null,
    });
    // left to stand, the clock press passes the move to the opponent
    b.pass();
    this.afterBoardChange();
    this.rule({
      event: i,
      decision: 'illegal-move-unclaimed',
      reason: 'clock-pressed-without-move',
      articles: [...why, ...rule.articles],
      note: `${this.unclaimedNote(rule.onMove, rule.onTouch)}; meanwhile the opponent has the move`,
    });
  }

  /** The opponent claims (in standard play: anyone finds) an illegal move left on the board. */
  private illegalMoveClaim(i: number): void {
    const turn = this.board.turn;
    const k = this.unclaimed.findIndex((u) => u.violator !== turn || (u.onMove === null && u.onTouch === null));
    if (k < 0) {
      this.rule({ event: i, decision: 'claim-incorrect', articles: [], note: 'no illegal move to claim' });
      return;
    }
    const u = this.unclaimed[k]!;
    if (u.board) {
      // reinstating the position before it undoes everything after it
      this.unclaimed.splice(k);
      this.board = u.board;
      this.truncateHistory(u.historyLength);
      this.refreshLegal();
      this.touches = [];
      this.obligation = null;
      this.obligationArticles = [];
    } else {
      this.unclaimed.splice(k, 1);
    }
    const art = this.rules.art;
    const before = this.rulings.length;
    if (u.kind === 'move') {
      this.touches = [...u.touches];
      this.penalizeIllegalMove(i, u.from, u.to, u.promo, u.unpromoted, u.extra);
    } else if (u.kind === 'press-clock') {
      this.touches = u.touches;
      if (this.touches.length) this.setObligationFromTouches();
      this.illegalPenalty(i, u.violator, false, 'clock-pressed-without-move', [art.clockWithoutMove!]);
    } else {
      this.illegalPenalty(i, u.violator, false, 'move-with-two-hands', [art.oneHand, art.twoHands!]);
    }
    for (const r of this.rulings.slice(before)) r.note = `claimed: the irregularity of event ${u.event}${r.note ? `; ${r.note}` : ''}`;
  }

  /** The quickplay-finish draw claim (10.2; 2018/2023 Guidelines III.5), with the arbiter's finding. */
  private quickplayClaim(i: number, finding: QuickplayFinding, extraTime: boolean): void {
    const q = this.rules.quickplay;
    const tc = this.timeControl;
    const b = this.board;
    const claimant = colorName(b.turn);
    const opponent = other(claimant);
    const notAllowed = (articles: string[], note: string) => this.rule({ event: i, decision: 'claim-not-allowed', articles, note });
    const p = this.postponed;
    if (p) {
      // the arbiter's later decision on the postponed claim (10.2b / III.5.2), whoever has the move
      if (finding === 'postpone') {
        this.rule({ event: i, decision: 'claim-postponed', articles: [...q.later], note: `the claim of event ${p.event} stays postponed` });
        return;
      }
      this.postponed = null;
      if (DRAW_FINDINGS.includes(finding)) {
        this.end('1/2-1/2', 'quickplay-finish', [...q.later]);
        this.rule({ event: i, decision: 'claim-correct', articles: [...q.later], note: `the claim of event ${p.event}, postponed, is decided: drawn` });
      } else {
        this.rule({ event: i, decision: 'claim-incorrect', articles: [...q.later], note: `the claim of event ${p.event}, postponed, is not upheld; the game continues` });
      }
      return;
    }
    if (this.mode.quickplayExcluded) {
      notAllowed([...this.mode.quickplayExcluded], `the quickplay-finish claim does not apply in ${this.modeName}`);
      return;
    }
    if (q.guidelines && !tc.guidelinesIII) {
      notAllowed([q.guidelines.announced], 'Guidelines III were not announced for this event');
      return;
    }
    if (q.guidelines && tc.increment > 0) {
      notAllowed([q.guidelines.scope], 'Guidelines III apply only to games without increment');
      return;
    }
    if (!tc.lastPeriod) {
      notAllowed([q.phase], 'not a quickplay finish: this is not the period in which all remaining moves must be completed');
      return;
    }
    if (!this.clock) {
      throw new CaseError(`event ${i}: a quickplay-finish claim needs the clock times (the case's "clock", or a "clock" event)`);
    }
    const left = this.clock[claimant];
    if (left >= 120 || left <= 0) {
      notAllowed([q.claim], left <= 0 ? `${claimant}'s flag has fallen` : `${claimant} has ${left} s left: the claim needs less than two minutes`);
      return;
    }
    if (DRAW_FINDINGS.includes(finding)) {
      const articles = [q.claim, ...q.draw];
      this.end('1/2-1/2', 'quickplay-finish', articles);
      this.rule({ event: i, decision: 'claim-correct', articles });
      return;
    }
    if (finding === 'effort' && q.reject) {
      const delta = { [opponent]: QUICKPLAY_BONUS } as Partial<Clock>;
      this.addClock(delta);
      this.rule({ event: i, decision: 'claim-incorrect', articles: [q.claim, ...q.reject], clock: delta, note: 'the arbiter rejects the claim' });
      return;
    }
    // postponed (1997 has no rejection: "if not convinced he shall postpone his decision")
    this.postponed = { claimant: b.turn, event: i };
    const delta = extraTime ? ({ [opponent]: QUICKPLAY_BONUS } as Partial<Clock>) : undefined;
    if (delta) this.addClock(delta);
    this.rule({
      event: i,
      decision: 'claim-postponed',
      articles: [q.claim, ...q.postpone],
      ...(delta ? { clock: delta } : {}),
      note:
        (finding === 'effort' ? 'this edition has no rejection: the arbiter postpones his decision; ' : '') +
        (delta ? '' : 'the arbiter may award the opponent two extra minutes ("extraTime": true); ') +
        'the result is declared later or after a flag falls',
    });
  }

  resign(i: number, c: ColorName): void {
    if (this.over) {
      this.alreadyOver(i);
      return;
    }
    const articles = [this.rules.art.resignation];
    if (this.rules.resignDrawIfCannotMate && !canCheckmate(this.board, colorIndex(other(c)))) {
      this.end('1/2-1/2', 'resignation', articles);
      this.rule({ event: i, decision: 'resignation-draw', articles });
      return;
    }
    this.end(winFor(other(c)), 'resignation', articles);
    this.rule({ event: i, decision: 'resignation', articles });
  }

  agreement(i: number): void {
    if (this.over) {
      this.alreadyOver(i);
      return;
    }
    const articles = [this.rules.art.agreement];
    if (this.rules.agreementNeedsMoves && !(this.moved[WHITE] && this.moved[BLACK])) {
      this.rule({ event: i, decision: 'agreement-invalid', articles, note: 'both players must have made at least one move' });
      return;
    }
    this.end('1/2-1/2', 'agreement', articles);
    this.rule({ event: i, decision: 'agreement', articles });
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

/**
 * Rules on a case. Throws CaseError (one clear line) for a case that cannot be read:
 * bad JSON structure, unknown edition, bad FEN, an illegal SAN, an event that makes no sense.
 */
export function adjudicate(input: Case | unknown): Ruling {
  const c = normalizeCase(input);
  const g = new Game(c);
  c.events.forEach((e, i) => {
    switch (e.type) {
      case 'move':
        g.move(i, e);
        break;
      case 'touch':
      case 'adjust':
        g.touch(i, e);
        break;
      case 'claim':
        g.claim(i, e);
        break;
      case 'flag':
        g.flag(i, e.color, e.finding);
        break;
      case 'press-clock':
        g.pressClock(i, e);
        break;
      case 'resign':
        g.resign(i, e.color);
        break;
      case 'agreement':
        g.agreement(i);
        break;
      case 'clock':
        g.clock = { white: e.white, black: e.black };
        break;
    }
  });
  return g.ruling();
}

/** Same as adjudicate, but returns the error message instead of throwing (for the UI). */
export function tryAdjudicate(input: unknown): { ok: true; ruling: Ruling } | { ok: false; error: string } {
  try {
    return { ok: true, ruling: adjudicate(input) };
  } catch (err) {
    if (err instanceof CaseError) return { ok: false, error: err.message };
    throw err;
  }
}


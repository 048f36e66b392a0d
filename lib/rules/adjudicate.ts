/**
 * adjudicate(case) → ruling: what the Laws of the case's edition say about a sequence of
 * events (../shared/DESIGN.md §5). Pure: no I/O, no React, no Node-only APIs.
 */
import {
  BLACK,
  Board,
  F_EP,
  F_KSIDE,
  F_PROMO,
  F_QSIDE,
  PAWN,
  QUEEN,
  WHITE,
  parseSquare,
  pieceColor,
  pieceType,
  rankOf,
  type Color,
  type Move,
} from './board';
import { diagnoseMove, reasonArticles } from './checkMove';
import { checkFifty, checkThreefold } from './claims';
import { canCheckmate, hasSufficientMaterialC4, isDeadPosition } from './deadPosition';
import { editionRules, type EditionRules, type ModeRules } from './editions';
import { applyDelta, incorrectClaimAdjustment, other } from './penalties';
import { positionKey } from './position';
import { complies, resolveTouches, touchesOfIllegalMove, type Touch } from './touchMove';
import type { Case, CaseEvent, Clock, ColorName, Obligation, Result, Ruling, RulingEntry, Termination } from './types';
import { CaseError, normalizeCase } from './validate';

const PROMO_LETTERS: Record<string, number> = { q: 5, r: 4, b: 3, n: 2 };
const colorName = (c: Color): ColorName => (c === WHITE ? 'white' : 'black');
const colorIndex = (c: ColorName): Color => (c === 'white' ? WHITE : BLACK);
const winFor = (c: ColorName): Result => (c === 'white' ? '1-0' : '0-1');

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
  rulings: RulingEntry[] = [];

  constructor(c: ReturnType<typeof normalizeCase>) {
    this.rules = editionRules(c.edition);
    this.mode = this.rules.modes[c.mode];
    this.board = Board.fromFen(c.start);
    this.history = [];
    this.pushKey(positionKey(this.board, this.rules.positionIdentity));
    this.legal = this.board.legalMoves();
    this.clock = c.clock ? { ...c.clock } : undefined;
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
    this.board.make(m);
    this.board.commit();
    this.pushKey(positionKey(this.board, this.rules.positionIdentity));
    this.legal = this.board.legalMoves();
    this.touches = [];
    this.obligation = null;
    this.obligationArticles = [];
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

    if (legalMove) {
      this.legalMoveEvent(i, legalMove, e.observed !== false);
      return;
    }
    const piece = b.sq[from]!;
    const unpromoted =
      pieceType(piece) === PAWN &&
      !promo &&
      (rankOf(to) === 7 || rankOf(to) === 0) &&
      this.legal.some((m) => m.from === from && m.to === to && m.flags & F_PROMO);
    if (unpromoted && this.rules.unpromotedBecomesQueen) {
      // 7.5.2: the pawn is replaced by a queen, and it is penalised as an illegal move
      const queenMove = this.legal.find((m) => m.from === from && m.to === to && m.promotion === QUEEN)!;
      this.play(queenMove);
      this.rule({ event: i, decision: 'pawn-promoted-to-queen', articles: [this.rules.art.unpromotedPawn], reason: 'promotion-required' });
      this.illegalPenalty(i, mover, false);
      if (!this.over) this.checkAutomaticEnd(i);
      return;
    }
    this.illegalMoveEvent(i, from, to, promo, unpromoted);
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

  private illegalMoveEvent(i: number, from: number, to: number, promo: number, unpromoted: boolean): void {
    const b = this.board;
    const mover = b.turn;
    const diag = diagnoseMove(b, from, to, promo);
    const reason = unpromoted ? 'promotion-required' : (diag?.reason ?? 'piece-cannot-move-so');
    const moverIsOwner = pieceColor(b.sq[from]!) === mover;
    // 4.3 applies to the move replacing the illegal one: the pieces handled count as touched
    const touches = moverIsOwner ? touchesOfIllegalMove(b, from, to) : [{ sq: from, piece: b.sq[from]! }];
    this.illegalPenalty(i, mover, true, reason, reasonArticles(reason, this.rules, pieceType(b.sq[from]!)));
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
  private illegalPenalty(i: number, mover: Color, reinstated: boolean, reason?: RulingEntry['reason'], why: string[] = []): void {
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
      if (!('move' in p)) throw new CaseError(`event ${i}: the written move "${e.san}" is not a legal move in this position (${b.fen()})`);
      written = p.move;
    }
    if (this.rules.claimRightLostByTouch && this.touches.length) {
      this.rule({ event: i, decision: 'claim-forfeited', articles: [art.claimRightLost] });
      return;
    }
    const threefold = e.claim === 'threefold';
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

  flag(i: number, c: ColorName): void {
    if (this.over) {
      this.alreadyOver(i);
      return;
    }
    const opp = colorIndex(other(c));
    const articles = [this.rules.art.flag, ...this.mode.flagExtra];
    if (this.clock) this.clock = { ...this.clock, [c]: 0 };
    if (this.canWin(opp)) {
      this.end(winFor(other(c)), 'time', articles);
      this.rule({ event: i, decision: 'flag-fall-loss', articles });
    } else {
      this.end('1/2-1/2', 'time', articles);
      this.rule({ event: i, decision: 'flag-fall-draw', articles });
    }
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
        g.flag(i, e.color);
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


/**
 * Why a move is refused, for boards that explain refusals. Reason codes are stable
 * identifiers (see RefusalReason in types.ts); the UI translates them.
 */
import {
  BISHOP,
  Board,
  CASTLE_BK,
  CASTLE_BQ,
  CASTLE_WK,
  CASTLE_WQ,
  F_EP,
  F_KSIDE,
  F_PROMO,
  F_QSIDE,
  KING,
  KNIGHT,
  PAWN,
  QUEEN,
  ROOK,
  WHITE,
  fileOf,
  makePiece,
  parseSquare,
  pieceColor,
  pieceType,
  rankOf,
  sqName,
  type Color,
  type Move,
} from './movegen';
import { currentEdition } from '../editions';
import { editionRules, type EditionRules } from './editionRules';
import { complies } from './touchMove';
import type { Edition, Obligation, RefusalReason, Side } from './types';
import { checkFen } from './validate';

export interface LegalMoveResult {
  ok: true;
  san: string;
  fen: string;
  from: string;
  to: string;
  promotion?: 'q' | 'r' | 'b' | 'n';
  castling?: Side;
  enPassant: boolean;
  capture: boolean;
  articles: string[];
}

export interface RefusedMoveResult {
  ok: false;
  /** the main reason (first in the order of the Laws) */
  reason: RefusalReason;
  /** every reason that applies (castling can fail for several at once) */
  reasons: RefusalReason[];
  articles: string[];
}

export type CheckMoveResult = LegalMoveResult | RefusedMoveResult;

const PROMO_LETTERS: Record<string, number> = { q: QUEEN, r: ROOK, b: BISHOP, n: KNIGHT };
const PROMO_NAMES = ['', '', 'n', 'b', 'r', 'q'] as const;

/** Articles that explain a refusal reason in a given edition. */
export function reasonArticles(reason: RefusalReason, rules: EditionRules, pieceTypeCode = 0): string[] {
  const a = rules.art;
  switch (reason) {
    case 'own-piece-on-target':
      return [a.ownPiece];
    case 'piece-cannot-move-so': {
      const key = (['', 'p', 'n', 'b', 'r', 'q', 'k'] as const)[pieceTypeCode] ?? '';
      return key ? [a.pieceMove[key]] : [];
    }
    case 'path-blocked':
      return [a.noJumping];
    case 'leaves-king-in-check':
    case 'exposes-king-to-check':
      return [a.check];
    case 'castling-king-moved':
      return [a.castlingKingMoved];
    case 'castling-rook-moved':
      return [a.castlingRookMoved];
    case 'castling-in-check':
    case 'castling-through-check':
    case 'castling-into-check':
      return [a.castlingAttacked];
    case 'castling-blocked':
      return [a.castlingBlocked];
    case 'en-passant-expired':
      return [...a.enPassant];
    case 'promotion-required':
    case 'invalid-promotion':
      return [a.promotion];
    default:
      return [];
  }
}

/** Every reason why `color` cannot castle on `side` now (empty list: castling is legal). */
export function castlingRefusals(b: Board, color: Color, side: Side): RefusalReason[] {
  const reasons: RefusalReason[] = [];
  const home = color === WHITE ? 0x04 : 0x74;
  const kingside = side === 'kingside';
  const bit = color === WHITE ? (kingside ? CASTLE_WK : CASTLE_WQ) : kingside ? CASTLE_BK : CASTLE_BQ;
  const bothBits = color === WHITE ? CASTLE_WK | CASTLE_WQ : CASTLE_BK | CASTLE_BQ;
  const rookSq = kingside ? home + 3 : home - 4;
  if (b.sq[home] !== makePiece(KING, color)) {
    reasons.push('castling-king-moved');
  } else if (!(b.castling & bit)) {
    if (b.sq[rookSq] !== makePiece(ROOK, color)) reasons.push('castling-rook-moved');
    else if (!(b.castling & bothBits)) reasons.push('castling-king-moved');
    else reasons.push('castling-rook-moved');
  }
  const them = (1 - color) as Color;
  if (b.isAttacked(home, them) && b.sq[home] === makePiece(KING, color)) reasons.push('castling-in-check');
  const between = kingside ? [home + 1, home + 2] : [home - 1, home - 2, home - 3];
  if (between.some((s) => b.sq[s] !== 0)) reasons.push('castling-blocked');
  const cross = kingside ? home + 1 : home - 1;
  const land = kingside ? home + 2 : home - 2;
  if (b.isAttacked(cross, them)) reasons.push('castling-through-check');
  if (b.isAttacked(land, them)) reasons.push('castling-into-check');
  return reasons;
}

/** Reasons why castling is refused, for a FEN (the side is that of the player to move unless given). */
export function describeCastlingRefusal(
  fen: string,
  side: Side,
  options: { color?: 'white' | 'black'; edition?: Edition } = {},
): { reasons: RefusalReason[]; articles: string[] } {
  const b = Board.fromFen(checkFen(fen));
  const color: Color = options.color ? (options.color === 'white' ? 0 : 1) : b.turn;
  const reasons = castlingRefusals(b, color, side);
  const rules = editionRules(options.edition ?? currentEdition);
  const articles = [...new Set(reasons.flatMap((r) => reasonArticles(r, rules)))];
  return { reasons, articles };
}

function sliderPathClear(b: Board, from: number, to: number, step: number): boolean {
  for (let s = from + step; s !== to; s += step) if (b.sq[s]) return false;
  return true;
}

/**
 * Why the move from → to is not legal in this position (board-level; squares are 0x88).
 * Returns null when it is legal.
 */
export function diagnoseMove(b: Board, from: number, to: number, promotion = 0): RefusedMoveResult | null {
  const refuse = (reasons: RefusalReason[]): RefusedMoveResult => ({ ok: false, reason: reasons[0]!, reasons, articles: [] });
  if (from < 0 || to < 0) return refuse(['bad-square']);
  if (from === to) return refuse(['same-square']);
  const piece = b.sq[from]!;
  if (!piece) return refuse(['no-piece']);
  if (pieceColor(piece) !== b.turn) return refuse(['not-your-turn']);
  const us = b.turn;
  const type = pieceType(piece);
  const target = b.sq[to]!;
  const df = fileOf(to) - fileOf(from);
  const dr = rankOf(to) - rankOf(from);
  const legal = b.legalMoves(from);
  const isLegal = legal.some((m) => m.to === to && m.promotion === promotion);
  if (isLegal) return null;
  if (target && pieceColor(target) === us) {
    // king onto its own rook: not castling in standard chess
    return refuse(['own-piece-on-target']);
  }
  // castling attempt: the king two squares along its first rank from its original square
  if (type === KING && dr === 0 && Math.abs(df) === 2 && from === (us === WHITE ? 0x04 : 0x74)) {
    const reasons = castlingRefusals(b, us, df > 0 ? 'kingside' : 'queenside');
    return refuse(reasons.length ? reasons : ['exposes-king-to-check']);
  }
  let geometry: RefusalReason | null = null;
  const adf = Math.abs(df);
  const adr = Math.abs(dr);
  switch (type) {
    case KNIGHT:
      if (!((adf === 1 && adr === 2) || (adf === 2 && adr === 1))) geometry = 'piece-cannot-move-so';
      break;
    case KING:
      if (adf > 1 || adr > 1) geometry = 'piece-cannot-move-so';
      break;
    case BISHOP:
    case ROOK:
    case QUEEN: {
      const diag = adf === adr;
      const straight = df === 0 || dr === 0;
      const ok = type === BISHOP ? diag : type === ROOK ? straight : diag || straight;
      if (!ok) geometry = 'piece-cannot-move-so';
      else {
        const step = Math.sign(dr) * 16 + Math.sign(df);
        if (!sliderPathClear(b, from, to, step)) geometry = 'path-blocked';
      }
      break;
    }
    case PAWN: {
      const dir = us === WHITE ? 1 : -1;
      if (df === 0 && dr === dir) {
        if (target) geometry = 'piece-cannot-move-so';
      } else if (df === 0 && dr === 2 * dir && rankOf(from) === (us === WHITE ? 1 : 6)) {
        if (b.sq[from + 16 * dir]) geometry = 'path-blocked';
        else if (target) geometry = 'piece-cannot-move-so';
      } else if (adf === 1 && dr === dir) {
        if (!target && to !== b.ep) {
          const beside = to - 16 * dir;
          const enemyPawnBeside = b.sq[beside] === makePiece(PAWN, (1 - us) as Color);
          const fifthRank = rankOf(from) === (us === WHITE ? 4 : 3);
          geometry = enemyPawnBeside && fifthRank ? 'en-passant-expired' : 'piece-cannot-move-so';
        }
      } else {
        geometry = 'piece-cannot-move-so';
      }
      break;
    }
  }
  if (geometry) return refuse([geometry]);
  // geometry is right: promotion, then king safety
  if (type === PAWN && (rankOf(to) === 7 || rankOf(to) === 0)) {
    if (!promotion) return refuse(['promotion-required']);
    if (promotion === KING || promotion === PAWN) return refuse(['invalid-promotion']);
  } else if (promotion) {
    return refuse(['invalid-promotion']);
  }
  return refuse([b.inCheck() ? 'leaves-king-in-check' : 'exposes-king-to-check']);
}

export type ReadSanResult =
  | { ok: true; from: string; to: string; promotion?: 'q' | 'r' | 'b' | 'n'; promotionMissing: boolean }
  | { ok: false; reason: 'syntax' | 'ambiguous' }
  /** not a legal move; `from` and `to` when the text names one piece, so the refusal can be explained */
  | { ok: false; reason: 'illegal'; from?: string; to?: string };

/**
 * A move written in SAN, read by the engine's one SAN reader (Board.parseSan), as squares. "e8" for a pawn reaching
 * the last rank gives `promotionMissing`, so the board can ask for the piece.
 */
export function readSan(fen: string, text: string): ReadSanResult {
  const b = Board.fromFen(checkFen(fen));
  const p = b.parseSan(text);
  if ('move' in p) {
    const { from, to, promotion } = p.move;
    return { ok: true, from: sqName(from), to: sqName(to), ...(promotion ? { promotion: PROMO_NAMES[promotion] as 'q' | 'r' | 'b' | 'n' } : {}), promotionMissing: false };
  }
  if (p.error === 'unpromoted') return { ok: true, from: sqName(p.from), to: sqName(p.to), promotionMissing: true };
  if (p.error === 'illegal') {
    return { ok: false, reason: 'illegal', ...(p.from !== undefined && p.to !== undefined ? { from: sqName(p.from), to: sqName(p.to) } : {}) };
  }
  return { ok: false, reason: p.error };
}

/**
 * Checks a move on a board: the legal move (SAN, new FEN) or the reason it is refused.
 * With an obligation (touch-move or a written move), a legal move that breaks it is refused
 * with 'touch-move' or 'written-move'.
 */
export function checkMove(
  fen: string,
  from: string,
  to: string,
  promotion?: string,
  options: { edition?: Edition; obligation?: Obligation } = {},
): CheckMoveResult {
  const b = Board.fromFen(checkFen(fen));
  const rules = editionRules(options.edition ?? currentEdition);
  const f = parseSquare(from);
  const t = parseSquare(to);
  let promo = 0;
  if (promotion !== undefined && promotion !== '') {
    promo = PROMO_LETTERS[String(promotion).toLowerCase()] ?? -1;
    if (promo < 0) return { ok: false, reason: 'invalid-promotion', reasons: ['invalid-promotion'], articles: [rules.art.promotion] };
  }
  const refusal = diagnoseMove(b, f, t, promo);
  if (refusal) {
    const pt = f >= 0 && b.sq[f] ? pieceType(b.sq[f]!) : 0;
    refusal.articles = [...new Set(refusal.reasons.flatMap((r) => reasonArticles(r, rules, pt)))];
    return refusal;
  }
  const legal = b.legalMoves();
  const m = legal.find((x) => x.from === f && x.to === t && x.promotion === promo) as Move;
  if (options.obligation) {
    let written: Move | undefined;
    if (options.obligation.kind === 'play') {
      const p = b.parseSan(options.obligation.san, legal);
      written = 'move' in p ? p.move : undefined;
    }
    if (!complies(m, options.obligation, written)) {
      const reason: RefusalReason = options.obligation.kind === 'play' ? 'written-move' : 'touch-move';
      return { ok: false, reason, reasons: [reason], articles: [] };
    }
  }
  const san = b.san(m, legal);
  b.make(m);
  const articles: string[] = [];
  if (m.flags & (F_KSIDE | F_QSIDE)) articles.push(rules.art.castling);
  if (m.flags & F_EP) articles.push(...rules.art.enPassant);
  if (m.flags & F_PROMO) articles.push(rules.art.promotion);
  return {
    ok: true,
    san,
    fen: b.fen(),
    from: sqName(m.from),
    to: sqName(m.to),
    ...(m.promotion ? { promotion: PROMO_NAMES[m.promotion] as 'q' | 'r' | 'b' | 'n' } : {}),
    ...(m.flags & F_KSIDE ? { castling: 'kingside' as const } : m.flags & F_QSIDE ? { castling: 'queenside' as const } : {}),
    enPassant: !!(m.flags & F_EP),
    capture: !!m.captured,
    articles,
  };
}

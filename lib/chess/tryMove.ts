import { Chess, type Move, type Square, type PieceSymbol, type Color } from 'chess.js';

// Why a move attempted on a board is refused. Stable codes: the UI translates them.
export type Refusal =
  | 'no-piece'
  | 'not-your-turn'
  | 'own-piece-on-target'
  | 'game-over'
  | 'in-check'
  | 'leaves-king-in-check'
  | 'king-to-attacked-square'
  | 'castling-no-right'
  | 'castling-in-check'
  | 'castling-blocked'
  | 'castling-through-check'
  | 'castling-into-check'
  | 'path-blocked'
  | 'piece-cannot-move-so';

export type Promotion = 'q' | 'r' | 'b' | 'n';

export interface PlayedMove {
  san: string;
  from: Square;
  to: Square;
  color: Color;
  piece: PieceSymbol;
  captured?: PieceSymbol;
  promotion?: PieceSymbol;
  castle?: 'king' | 'queen';
  enPassant: boolean;
}

export type MoveOutcome =
  | { ok: true; move: PlayedMove; fen: string; check: boolean; checkmate: boolean; stalemate: boolean }
  | { ok: false; reason: Refusal };

export function isSquare(value: string): value is Square {
  return /^[a-h][1-8]$/.test(value);
}

function played(m: Move): PlayedMove {
  return {
    san: m.san,
    from: m.from,
    to: m.to,
    color: m.color,
    piece: m.piece,
    captured: m.captured,
    promotion: m.promotion,
    castle: m.isKingsideCastle() ? 'king' : m.isQueensideCastle() ? 'queen' : undefined,
    enPassant: m.isEnPassant(),
  };
}

function outcome(game: Chess, m: Move): MoveOutcome {
  return {
    ok: true,
    move: played(m),
    fen: game.fen(),
    check: game.inCheck(),
    checkmate: game.isCheckmate(),
    stalemate: game.isStalemate(),
  };
}

// True when a pawn move from `from` to `to` is legal and reaches the last rank, so a piece must be chosen.
export function needsPromotion(fen: string, from: Square, to: Square): boolean {
  return new Chess(fen).moves({ square: from, verbose: true }).some((m) => m.to === to && m.promotion);
}

// Squares the piece on `from` may legally move to (for highlighting).
export function legalTargets(fen: string, from: Square): Square[] {
  return [...new Set(new Chess(fen).moves({ square: from, verbose: true }).map((m) => m.to))];
}

// Plays from→to if legal; otherwise says why not, in terms a learner understands.
export function tryMove(fen: string, from: Square, to: Square, promotion: Promotion = 'q'): MoveOutcome {
  const game = new Chess(fen);
  const piece = game.get(from);
  if (!piece) return { ok: false, reason: 'no-piece' };
  if (piece.color !== game.turn()) return { ok: false, reason: 'not-your-turn' };
  if (game.isCheckmate() || game.isStalemate()) return { ok: false, reason: 'game-over' };
  const legal = game.moves({ square: from, verbose: true }).find((m) => m.to === to && (!m.promotion || m.promotion === promotion));
  if (legal) return outcome(game, game.move(legal));
  return { ok: false, reason: refusalReason(game, from, to) };
}

function refusalReason(game: Chess, from: Square, to: Square): Refusal {
  const piece = game.get(from)!;
  const target = game.get(to);
  if (piece.type === 'k' && isCastlingAttempt(piece.color, from, to)) return castlingRefusal(game, to);
  if (target && target.color === piece.color) return 'own-piece-on-target';
  if (!isPseudoLegal(game, from, to)) return isBlockedLine(game, from, to) ? 'path-blocked' : 'piece-cannot-move-so';
  if (piece.type === 'k') return 'king-to-attacked-square';
  return game.inCheck() ? 'in-check' : 'leaves-king-in-check';
}

function isCastlingAttempt(color: Color, from: Square, to: Square): boolean {
  const rank = color === 'w' ? '1' : '8';
  return from === `e${rank}` && (to === `g${rank}` || to === `c${rank}`);
}

function castlingRefusal(game: Chess, to: Square): Refusal {
  const color = game.turn();
  const rank = color === 'w' ? '1' : '8';
  const side = to[0] === 'g' ? 'k' : 'q';
  const rights = game.fen().split(' ')[2] ?? '-';
  const right = color === 'w' ? side.toUpperCase() : side;
  if (!rights.includes(right)) return 'castling-no-right';
  if (game.inCheck()) return 'castling-in-check';
  const between = side === 'k' ? ['f', 'g'] : ['b', 'c', 'd'];
  if (between.some((file) => game.get(`${file}${rank}` as Square))) return 'castling-blocked';
  const enemy: Color = color === 'w' ? 'b' : 'w';
  const crossed = `${side === 'k' ? 'f' : 'd'}${rank}` as Square;
  if (game.isAttacked(crossed, enemy)) return 'castling-through-check';
  return 'castling-into-check';
}

// A bishop, rook or queen aimed along its own kind of line, with a piece standing in between.
function isBlockedLine(game: Chess, from: Square, to: Square): boolean {
  const type = game.get(from)!.type;
  const df = to.charCodeAt(0) - from.charCodeAt(0);
  const dr = Number(to[1]) - Number(from[1]);
  const straight = df === 0 || dr === 0;
  const diagonal = Math.abs(df) === Math.abs(dr);
  const fits = (type === 'r' && straight) || (type === 'b' && diagonal) || (type === 'q' && (straight || diagonal));
  if (!fits) return false;
  const steps = Math.max(Math.abs(df), Math.abs(dr));
  for (let i = 1; i < steps; i++) {
    const sq = `${String.fromCharCode(from.charCodeAt(0) + Math.sign(df) * i)}${Number(from[1]) + Math.sign(dr) * i}` as Square;
    if (game.get(sq)) return true;
  }
  return false;
}

// Could the piece go there if its own king's safety were ignored? Tested on a copy without that king.
function isPseudoLegal(game: Chess, from: Square, to: Square): boolean {
  const piece = game.get(from)!;
  if (piece.type === 'k') {
    const df = Math.abs(from.charCodeAt(0) - to.charCodeAt(0));
    const dr = Math.abs(Number(from[1]) - Number(to[1]));
    return df <= 1 && dr <= 1 && (df > 0 || dr > 0);
  }
  const copy = new Chess();
  copy.load(game.fen(), { skipValidation: true });
  const king = copy.findPiece({ type: 'k', color: piece.color })[0];
  if (king) copy.remove(king);
  return copy.moves({ square: from, verbose: true }).some((m) => m.to === to);
}

// A move typed by the learner in SAN (English letters), e.g. Nf3, exd6, O-O, 0-0-0, e8=Q, e8Q.
export type TypedMove =
  | { ok: true; from: Square; to: Square; promotion?: Promotion; promotionMissing: boolean }
  | { ok: false; reason: 'unreadable' | 'illegal' };

const SAN_SHAPE = /^(?:[KQRBN][a-h]?[1-8]?x?[a-h][1-8]|[a-h](?:x[a-h])?[1-8](?:=[QRBN])?|O-O(?:-O)?)$/;

function normaliseSan(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, '')
    .replace(/0/g, 'O') // 0-0 is a common way to type O-O; squares never contain 0
    .replace(/e\.?p\.?$/i, '')
    .replace(/[+#!?]+$/, '')
    .replace(/^([a-h](?:x[a-h])?[18])=?([qrbnQRBN])$/, (_, base: string, p: string) => `${base}=${p.toUpperCase()}`);
}

const bare = (san: string) => san.replace(/[+#]$/, '');

export function readTypedMove(fen: string, text: string): TypedMove {
  const san = normaliseSan(text);
  if (!SAN_SHAPE.test(san)) return { ok: false, reason: 'unreadable' };
  const game = new Chess(fen);
  const promotionGiven = san.includes('=');
  const moves = game.moves({ verbose: true });
  const found =
    moves.find((m) => bare(m.san) === san) ??
    // "e8" for a promotion: the learner then chooses the piece.
    (promotionGiven ? undefined : moves.find((m) => m.promotion && bare(m.san).replace(/=[QRBN]$/, '') === san)) ??
    lenientMatch(fen, san);
  if (!found) return { ok: false, reason: 'illegal' };
  return {
    ok: true,
    from: found.from,
    to: found.to,
    promotion: promotionGiven ? (found.promotion as Promotion) : undefined,
    promotionMissing: Boolean(found.promotion) && !promotionGiven,
  };
}

// Over-specified moves such as "Ng1f3" are still understood.
function lenientMatch(fen: string, san: string): Move | undefined {
  try {
    return new Chess(fen).move(san, { strict: false });
  } catch {
    return undefined;
  }
}

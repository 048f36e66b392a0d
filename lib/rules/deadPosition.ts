/**
 * Can a player still checkmate? Used for the dead position (5.2b / 5.2.2 / 9.6), for flag
 * fall, illegal-move losses and (2023) resignation against a side that cannot be mated.
 *
 * Method (documented limits):
 * 1. Material, proven cases: a lone king cannot mate; a single knight, or bishops all on
 *    one square colour, cannot mate a king that has nothing else but (for bishops) bishops
 *    on that same colour. Queen, rook, two knights, bishop + knight or bishops on both
 *    colours can always (help)mate.
 * 2. Otherwise, if the pawns of both sides are all immobilised and there is nothing else but
 *    kings (and bishops), a breadth-first search over every position reachable by legal moves
 *    of both players (helpmate) looks for a checkmate. It answers "cannot" only when the whole
 *    reachable set is exhausted without finding one (cap: 12 000 positions).
 * 3. In every other case the answer is "can mate". So a position is never declared dead
 *    while a mate is possible; at worst a dead blocked position is not recognised.
 */
import { BISHOP, BLACK, Board, KNIGHT, PAWN, QUEEN, ROOK, WHITE, pieceType, type Color } from './movegen';

type Tri = 'yes' | 'no' | 'maybe';

const SEARCH_CAP = 12000;

type Material = ReturnType<Board['material']>;

function quick(b: Board, color: Color, mat: Material = b.material()): Tri {
  const { count, bishopsOn } = mat;
  const mine = count[color]!;
  const theirs = count[1 - color]!;
  if (mine[QUEEN]! + mine[ROOK]! > 0) return 'yes';
  if (mine[PAWN]! > 0) return 'maybe';
  const n = mine[KNIGHT]!;
  const light = bishopsOn[color]![1]!;
  const dark = bishopsOn[color]![0]!;
  if (n === 0 && light + dark === 0) return 'no';
  if (n >= 2 || (n >= 1 && light + dark >= 1) || (light >= 1 && dark >= 1)) return 'yes';
  const theirTotal = theirs[PAWN]! + theirs[KNIGHT]! + theirs[BISHOP]! + theirs[ROOK]! + theirs[QUEEN]!;
  if (n === 1) return theirTotal === 0 ? 'no' : 'maybe';
  // only bishops, all on one colour
  const myColour = light > 0 ? 1 : 0;
  const theirOtherBishops = bishopsOn[1 - color]![1 - myColour]!;
  const theirBlockers = theirs[PAWN]! + theirs[KNIGHT]! + theirs[ROOK]! + theirs[QUEEN]! + theirOtherBishops;
  return theirBlockers === 0 ? 'no' : 'maybe';
}

/** Kings, pawns (and bishops) only, and no pawn of either side can move at all. */
function lockedCandidate(b: Board): boolean {
  const { count } = b.material();
  if (count[WHITE]![PAWN]! + count[BLACK]![PAWN]! === 0) return false; // nothing can be locked
  for (const c of [WHITE, BLACK]) {
    if (count[c]![KNIGHT]! + count[c]![ROOK]! + count[c]![QUEEN]! > 0) return false;
  }
  for (const turn of [WHITE, BLACK] as Color[]) {
    const saved = b.turn;
    const savedEp = b.ep;
    b.turn = turn;
    if (turn !== saved) b.ep = -1;
    const pawnMove = b.pseudoMoves([]).some((m) => pieceType(m.piece) === PAWN);
    b.turn = saved;
    b.ep = savedEp;
    if (pawnMove) return false;
  }
  return true;
}

/** Breadth-first helpmate search. target: the side to be mated, or 'any'. */
function searchMate(start: Board, target: Color | 'any'): 'yes' | 'no' | 'unknown' {
  const seen = new Set<string>();
  const keyOf = (b: Board) => `${b.placement()}${b.turn}${b.ep}`;
  let frontier: Board[] = [start.clone()];
  seen.add(keyOf(start));
  while (frontier.length) {
    const next: Board[] = [];
    for (const b of frontier) {
      const moves = b.legalMoves();
      if (moves.length === 0) {
        if (b.inCheck() && (target === 'any' || b.turn === target)) return 'yes';
        continue;
      }
      for (const m of moves) {
        b.make(m);
        const k = keyOf(b);
        if (!seen.has(k)) {
          seen.add(k);
          if (seen.size > SEARCH_CAP) return 'unknown';
          const c = b.clone();
          c.commit();
          next.push(c);
        }
        b.unmake();
      }
    }
    frontier = next;
  }
  return 'no';
}

/** Can `color` checkmate the opponent's king by any possible series of legal moves? */
export function canCheckmate(b: Board, color: Color): boolean {
  const q = quick(b, color);
  if (q !== 'maybe') return q === 'yes';
  if (!lockedCandidate(b)) return true;
  return searchMate(b, (1 - color) as Color) !== 'no';
}

/** Neither player can checkmate the opponent's king with any series of legal moves. */
export function isDeadPosition(b: Board): boolean {
  // fast path: a rook or a queen on the board can always mate
  for (let s = 0; s < 120; s++) {
    if (s & 0x88) {
      s += 7;
      continue;
    }
    const t = b.sq[s]! & 7;
    if (t === ROOK || t === QUEEN) return false;
  }
  const mat = b.material();
  const w = quick(b, WHITE, mat);
  if (w === 'yes') return false;
  const bl = quick(b, BLACK, mat);
  if (bl === 'yes') return false;
  if (w === 'no' && bl === 'no') return true;
  if (!lockedCandidate(b)) return false;
  return searchMate(b, 'any') === 'no';
}

/**
 * 1997 blitz, Appendix C4 (001 l.366): "Para ganhar, o jogador deve ter material suficiente
 * para dar mate", e.g. two knights and king against a bare king are insufficient. Approximated
 * as: no pawn, rook or queen, and at most one minor piece, or two knights against a bare king.
 */
export function hasSufficientMaterialC4(b: Board, color: Color): boolean {
  if (!canCheckmate(b, color)) return false;
  const { count } = b.material();
  const mine = count[color]!;
  const theirs = count[1 - color]!;
  if (mine[PAWN]! + mine[ROOK]! + mine[QUEEN]! > 0) return true;
  const minors = mine[KNIGHT]! + mine[BISHOP]!;
  if (minors <= 1) return false;
  const theirBare = theirs[PAWN]! + theirs[KNIGHT]! + theirs[BISHOP]! + theirs[ROOK]! + theirs[QUEEN]! === 0;
  if (mine[BISHOP]! === 0 && mine[KNIGHT]! === 2 && theirBare) return false;
  return true;
}


/**
 * Can a player still checkmate? The Laws: a position is dead when "neither player can checkmate
 * the opponent's king by any possible series of legal moves" (2018/2023 5.2.2, 2009 5.2b), and
 * the same words decide flag fall (6.9), illegal-move losses and, from 2023, a resignation
 * against a side that cannot mate (5.1.2). "Any possible series of legal moves" means both
 * players cooperating: the question is whether a helpmate exists.
 *
 * API (tri-state):
 *   mateAbility(b, color)     'yes'  a mate by `color` is reachable (found, or a shortcut below says so)
 *                             'no'   proven impossible (material that can never mate, a sealed pawn
 *                                    structure, or every reachable position examined)
 *                             'unknown'  the bounded search gave up
 *   deadPositionAbility(b)    'yes' the position IS dead (neither side can mate), 'no' it is not,
 *                             'unknown' the bounded search gave up.
 * Boolean wrappers used by the engine, with `unknown` mapped conservatively so that nobody loses
 * what the Laws give them:
 *   canCheckmate(b, c)  = mateAbility !== 'no'    (unknown → true: the player keeps the win)
 *   isDeadPosition(b)   = deadPositionAbility === 'yes'  (unknown → false: the game goes on)
 *
 * A position without legal moves is final: checkmate counts as a mate by the side that gave it,
 * stalemate as no mate for anybody (so deadPositionAbility says 'yes' for a stalemate; the engine
 * rules stalemate before it asks).
 *
 * Method: a helpmate search over the legal moves of both sides, positions keyed by the placement,
 * side to move, castling rights and en-passant square. At every position:
 *   1. checkmate of the side to be mated → 'yes';
 *   2. a proven "cannot ever mate" for the side(s) concerned → that branch is closed (not expanded):
 *      a. material (these hold for every later position, since material only decreases and the
 *         side concerned has no pawn to promote). Pawnless, at most five men: the mate table
 *         (./mateTable.ts, an exhaustive enumeration) finds no mate in this material nor in any
 *         material captures can lead to. Otherwise: a lone king; a lone knight against a lone king;
 *         bishops all on one square colour against a king with nothing but bishops on that same
 *         colour (the mated king would stand on that colour; its orthogonal neighbours, of the
 *         other colour, can be neither attacked by those bishops nor blocked by its own pieces,
 *         and one king cannot cover them all);
 *      b. a sealed pawn structure: every pawn is blocked head-on by a pawn and none can capture, and,
 *         with the pawns taken as fixed, the squares each piece can ever reach (kings never on a
 *         square attacked by an enemy pawn) show that no piece can ever capture a pawn or stand where
 *         a pawn could capture it, no king can reach an enemy pawn that no enemy pawn protects, and
 *         no piece of the side can ever attack a square the enemy king can reach. Then the pawns
 *         never move (by induction over any series of legal moves), no promotion is possible, and
 *         the side can never even give check;
 *   3. the one argued shortcut, "mating material in a free, open position" → 'yes' (below);
 *   4. otherwise every legal move is tried.
 * The order of work: steps 3 and 2 on the root; step 3 after each legal move of the root (a check
 * answered, after which the other side is free); a greedy depth-first probe (at most 400 positions,
 * 60 plies) that tries captures, sacrifices to a pawn and king walks towards a pawn the king could
 * take, which finds the long but obvious ways into a pawn structure; then the breadth-first search
 * over every legal move, which alone can answer 'no'. It answers 'no' only when the whole reachable
 * set is exhausted (every branch ended in a stalemate, a mate of the wrong side or a proven
 * "cannot"), and 'unknown' when it would store more than NODE_CAP = 20 000 positions.
 *
 * Time (measured on the development machine, 2 shared cores, Node 20): the common case in a game
 * (material that mates, the side to move free) costs about 1 µs: one scan of the board, one of the
 * pawns and a look for one quiet move, without trying it. Searches that hit the cap take about
 * 100-120 ms, and 200-230 ms for a first call in a fresh process (worst seen: 233 ms); the hard
 * positions of deadPosition.test.ts that the search settles take at most about 150 ms, most of them
 * well under 2 ms. `npm run bench:rules` (a 200-move game, isDeadPosition after every move) moved
 * from about 3.2 ms to about 3.6 ms median.
 *
 * Shortcut 3, and why it may be trusted. At a position where
 *   (i)   the side has material that mates in an open position: pawnless with at most five men, the
 *         mate table says some legal position of this very material has the other side mated;
 *         otherwise a queen or a rook; a pawn with no pawn
 *         ahead of it on its file (it can promote); two knights, bishop and knight, or bishops on both
 *         colours; a knight, or bishops of one colour, when the opponent has something that can block
 *         its own king (a pawn, knight, rook, queen, or a bishop of the other colour);
 *   (ii)  the pawn structure is open: some pawn is neither blocked head-on by a pawn nor stuck
 *         behind such a pawn on its file, and the pawns blocked head-on do not occupy all eight files
 *         (a barrier across the board that kings cannot cross needs a fixed pawn on every file);
 *   (iii) the side to move is not in check and has a legal move that neither captures nor gives check,
 * the answer is 'yes'. The positions where such material cannot mate are of two kinds. Forcing ones:
 * a check, or a position whose only replies capture the mating material (Qg7+ Kxg7; a rook on g7
 * against a king on h8 with no other move): (iii) excludes them at the position where the shortcut
 * is applied, and the moves that lead there are real legal moves (a helpmate needs one line only),
 * so a forced loss of the material on the way is never papered over: the search plays it out.
 * (Being the mating side to move is not enough: that side may be in check with only replies that
 * hand the material over, hence (iii) whoever is to move.) Structural
 * ones: pieces that can never reach the enemy king because the pawns that separate them can never
 * move or be captured (a bishop behind its own pawns of its colour, a queen behind a locked wall):
 * (ii) excludes them while a pawn is still free and the fixed pawns cannot span the board, and
 * sealed structures are decided by 2b or by the search. Outside those, with the side to move free to
 * make a quiet move, both players cooperating can bring the pieces and kings together and set up one
 * of the classical mates of that material (with the opponent's own men blocking his king where
 * needed). This step is argued, not computed: it is the only place where the module trusts chess
 * knowledge instead of a search. A position it would get wrong has to hold pieces cut off for good
 * by pawns that can never move while another pawn is still free, and nothing that pawn can ever do
 * (advance, capture, promote, be captured) may open the structure. None is known to the author.
 *
 * Cost in the engine: isDeadPosition runs after every move, so step 3 is tried on the root first;
 * in an ordinary game it answers at once and the search never starts.
 */
import {
  BISHOP,
  BLACK,
  Board,
  KING,
  KNIGHT,
  PAWN,
  QUEEN,
  ROOK,
  WHITE,
  type Color,
  type Move,
} from './movegen';
import { mateInMaterial, mateReachable, TABLE_MAX_MEN, type Man } from './mateTable';

export type MateAbility = 'yes' | 'no' | 'unknown';

/** The side whose mate is looked for, or 'any' (either side mating: the dead-position question). */
type Target = Color | 'any';

/** The most positions one breadth-first search stores before it answers 'unknown'. */
export const NODE_CAP = 20000;
/** The greedy probe run before the breadth-first search: positions and depth (plies). */
const PROBE_BUDGET = 400;
const PROBE_DEPTH = 60;

// Local copies: an imported binding is a getter call in most bundles, and these are read in hot loops.
const P = PAWN;
const N = KNIGHT;
const B = BISHOP;
const R = ROOK;
const Q = QUEEN;
const K = KING;

const KNIGHT_OFFSETS = [33, 31, 18, 14, -33, -31, -18, -14];
const KING_OFFSETS = [1, -1, 16, -16, 15, 17, -15, -17];
const ROOK_DIRS = [1, -1, 16, -16];
const BISHOP_DIRS = [15, 17, -15, -17];

const isPawn = (sq: Int8Array, s: number): boolean => (sq[s]! & 7) === P;

/** The step of a pawn of `color` along its file: +16 for white, -16 for black. */
const forward = (color: number): number => (color === 0 ? 16 : -16);

/** A pawn of `pawnColor` attacks `x`. */
function pawnAttacks(sq: Int8Array, x: number, pawnColor: number): boolean {
  const pawn = P | (pawnColor << 3);
  const a = x - forward(pawnColor);
  return (!((a - 1) & 0x88) && sq[a - 1] === pawn) || (!((a + 1) & 0x88) && sq[a + 1] === pawn);
}

// ---- material ---------------------------------------------------------------------------

/**
 * Filled by scanMaterial: piece counts count[(color << 3) | type]; bishops[color * 2 + squareColour]
 * (1 = light square); the squares of the pawns.
 */
const count = new Int16Array(16);
const bishops = new Int16Array(4);
const pawnSquares = new Int16Array(64);
let pawnTotal = 0;

function scanMaterial(sq: Int8Array): void {
  count.fill(0);
  bishops.fill(0);
  pawnTotal = 0;
  for (let s = 0; s < 120; s++) {
    if (s & 0x88) {
      s += 7;
      continue;
    }
    const p = sq[s]!;
    if (!p) continue;
    count[p]!++;
    const t = p & 7;
    if (t === P) pawnSquares[pawnTotal++] = s;
    else if (t === B) bishops[(p >> 3) * 2 + (((s >> 4) + (s & 7)) & 1)]!++;
  }
}

const has = (color: number, type: number): number => count[(color << 3) | type]!;
const men = (color: number): number => has(color, P) + has(color, N) + has(color, B) + has(color, R) + has(color, Q);

/** Material with which `color` can never mate, now or later (step 2a). Reads scanMaterial. */
function materialCannot(color: number): boolean {
  if (has(color, P) + has(color, R) + has(color, Q) > 0) return false;
  const n = has(color, N);
  const light = bishops[color * 2 + 1]!;
  const dark = bishops[color * 2]!;
  const them = 1 - color;
  if (n === 0 && light + dark === 0) return true;
  if (n === 1 && light + dark === 0) return men(them) === 0;
  if (n === 0 && (light === 0 || dark === 0)) {
    const theirOtherBishops = bishops[them * 2 + (light > 0 ? 0 : 1)]!;
    return has(them, P) + has(them, N) + has(them, R) + has(them, Q) + theirOtherBishops === 0;
  }
  return false;
}

/**
 * The mate table (./mateTable.ts) on the material scanned: null when it does not apply (a pawn, or more than five
 * men), else per colour whether a mate by that colour can arise with this very material (`here`) and with it or any
 * material captures can lead to (`reachable`). Cached by material.
 */
type TableVerdict = { here: [boolean, boolean]; reachable: [boolean, boolean] } | null;
const tableCache = new Map<number, TableVerdict>();

function menOf(color: number): Man[] {
  const out: Man[] = [];
  const add = (m: Man, n: number) => {
    for (let i = 0; i < n; i++) out.push(m);
  };
  add('Q', has(color, Q));
  add('R', has(color, R));
  add('L', bishops[color * 2 + 1]!);
  add('D', bishops[color * 2]!);
  add('N', has(color, N));
  return out;
}

function tableVerdict(): TableVerdict {
  if (pawnTotal > 0) return null;
  let code = 0;
  let total = 2;
  for (let c = 0; c < 2; c++) {
    for (const n of [has(c, Q), has(c, R), bishops[c * 2 + 1]!, bishops[c * 2]!, has(c, N)]) {
      code = code * 16 + Math.min(n, 15);
      total += n;
    }
  }
  if (total > TABLE_MAX_MEN) return null;
  let v = tableCache.get(code);
  if (v === undefined) {
    const white = menOf(WHITE);
    const black = menOf(BLACK);
    v = {
      here: [mateInMaterial(white, black)!, mateInMaterial(black, white)!],
      reachable: [mateReachable(white, black)!, mateReachable(black, white)!],
    };
    tableCache.set(code, v);
  }
  return v;
}

/** A pawn of `color` with no pawn ahead of it on its file: it can promote. Reads scanMaterial. */
function hasFreePawn(sq: Int8Array, color: number): boolean {
  const pawn = P | (color << 3);
  const dir = forward(color);
  for (let i = 0; i < pawnTotal; i++) {
    const s = pawnSquares[i]!;
    if (sq[s] !== pawn) continue;
    let t = s + dir;
    while (!(t & 0x88) && !isPawn(sq, t)) t += dir;
    if (t & 0x88) return true;
  }
  return false;
}

/** Material that mates in an open position (condition (i) of shortcut 3). Reads scanMaterial. */
function mateMaterial(sq: Int8Array, color: number): boolean {
  if (has(color, Q) + has(color, R) > 0) return true;
  const n = has(color, N);
  const light = bishops[color * 2 + 1]!;
  const dark = bishops[color * 2]!;
  const them = 1 - color;
  if (n >= 2 || (n >= 1 && light + dark >= 1) || (light >= 1 && dark >= 1)) return true;
  if (n === 1 && men(them) > 0) return true;
  if (light + dark > 0) {
    const theirOther = bishops[them * 2 + (light > 0 ? 0 : 1)]!;
    if (has(them, P) + has(them, N) + has(them, R) + has(them, Q) + theirOther > 0) return true;
  }
  return has(color, P) > 0 && hasFreePawn(sq, color);
}

// ---- pawn structure ---------------------------------------------------------------------

/** The square ahead of the pawn on `s` holds a pawn (of either colour). */
function blockedByPawn(sq: Int8Array, s: number): boolean {
  const f = s + forward(sq[s]! >> 3);
  return !(f & 0x88) && isPawn(sq, f);
}

/** Condition (ii) of shortcut 3: some pawn is free and the pawns blocked head-on miss a file. Reads scanMaterial. */
function openStructure(sq: Int8Array): boolean {
  let someFree = false;
  let fixedFiles = 0;
  for (let i = 0; i < pawnTotal; i++) {
    const s = pawnSquares[i]!;
    if (blockedByPawn(sq, s)) {
      fixedFiles |= 1 << (s & 7);
      continue;
    }
    if (someFree) continue;
    // free unless a pawn blocked head-on stands ahead of it on its file
    const dir = forward(sq[s]! >> 3);
    let t = s + dir;
    while (!(t & 0x88) && !(isPawn(sq, t) && blockedByPawn(sq, t))) t += dir;
    if (t & 0x88) someFree = true;
  }
  return pawnTotal === 0 || (someFree && fixedFiles !== 0xff);
}

/** Every pawn blocked head-on by a pawn, no pawn capture possible, no en-passant square. */
function closedStrict(b: Board): boolean {
  if (b.ep >= 0) return false;
  const sq = b.sq;
  let anyPawn = false;
  for (let s = 0; s < 120; s++) {
    if (s & 0x88) {
      s += 7;
      continue;
    }
    if (!isPawn(sq, s)) continue;
    anyPawn = true;
    if (!blockedByPawn(sq, s)) return false;
    const c = sq[s]! >> 3;
    const ahead = s + forward(c);
    const l = sq[ahead - 1];
    const r = sq[ahead + 1];
    if (!((ahead - 1) & 0x88) && l && l >> 3 !== c) return false; // a capture, or a check by the pawn
    if (!((ahead + 1) & 0x88) && r && r >> 3 !== c) return false;
  }
  return anyPawn;
}

// buffers of sealedCannotCheck, indexed [color * 128 + square]
const pawnCover = new Uint8Array(256);
const pieceAttacks = new Uint8Array(256);
const kingReach = new Uint8Array(256);
const reached = new Uint8Array(128);
const queue = new Int16Array(128);

/**
 * Step 2b. For a position where closedStrict holds: null if some piece could ever interact with a
 * pawn (the structure may change), else, per colour, true when that colour can never give check.
 */
function sealedCannotCheck(b: Board): [boolean, boolean] | null {
  const sq = b.sq;
  pawnCover.fill(0);
  pieceAttacks.fill(0);
  kingReach.fill(0);
  for (let s = 0; s < 120; s++) {
    if (s & 0x88) {
      s += 7;
      continue;
    }
    if (!isPawn(sq, s)) continue;
    const c = sq[s]! >> 3;
    const ahead = s + forward(c);
    if (!((ahead - 1) & 0x88)) pawnCover[c * 128 + ahead - 1] = 1;
    if (!((ahead + 1) & 0x88)) pawnCover[c * 128 + ahead + 1] = 1;
  }
  for (let s = 0; s < 120; s++) {
    if (s & 0x88) {
      s += 7;
      continue;
    }
    const p = sq[s]!;
    const t = p & 7;
    if (!p || t === P) continue;
    const c = p >> 3;
    const e = (1 - c) * 128; // offset of the enemy's pawn cover
    const enemyPawn = P | ((1 - c) << 3);
    const att = c * 128;
    reached.fill(0);
    let head = 0;
    let tail = 0;
    queue[tail++] = s;
    reached[s] = 1;
    while (head < tail) {
      const r = queue[head++]!;
      if (t === K) {
        kingReach[c * 128 + r] = 1;
        for (const o of KING_OFFSETS) {
          const x = r + o;
          if (x & 0x88) continue;
          if (sq[x] === enemyPawn) {
            if (!pawnCover[e + x]) return null; // the king could take a pawn no pawn protects
            continue;
          }
          if (isPawn(sq, x) || pawnCover[e + x] || reached[x]) continue;
          reached[x] = 1;
          queue[tail++] = x;
        }
        continue;
      }
      if (pawnCover[e + r]) return null; // a pawn could take the piece there
      if (t === N) {
        for (const o of KNIGHT_OFFSETS) {
          const x = r + o;
          if (x & 0x88) continue;
          if (isPawn(sq, x)) {
            if (sq[x] === enemyPawn) return null;
            continue;
          }
          pieceAttacks[att + x] = 1;
          if (!reached[x]) {
            reached[x] = 1;
            queue[tail++] = x;
          }
        }
        continue;
      }
      const dirs = t === B ? BISHOP_DIRS : t === R ? ROOK_DIRS : KING_OFFSETS;
      for (const d of dirs) {
        for (let x = r + d; !(x & 0x88); x += d) {
          if (isPawn(sq, x)) {
            if (sq[x] === enemyPawn) return null;
            break;
          }
          pieceAttacks[att + x] = 1;
          if (!reached[x]) {
            reached[x] = 1;
            queue[tail++] = x;
          }
        }
      }
    }
  }
  const cannot = (c: number): boolean => {
    const att = c * 128;
    const reach = (1 - c) * 128;
    for (let x = 0; x < 128; x++) if (pieceAttacks[att + x] && kingReach[reach + x]) return false;
    return true;
  };
  return [cannot(WHITE), cannot(BLACK)];
}

// ---- the side to move ---------------------------------------------------------------------

/** Same rank, file or diagonal. */
function aligned(a: number, b: number): boolean {
  const df = (a & 7) - (b & 7);
  const dr = (a >> 4) - (b >> 4);
  return df === 0 || dr === 0 || df === dr || df === -dr;
}

/**
 * Condition (iii), quickly: a quiet move that is legal and gives no check without trying it. The
 * piece stands on no line through either king (it is not pinned and uncovers no check), it is not
 * in check (the caller has checked), and from its new, empty square it cannot attack the enemy
 * king: a knight not a knight's move away, a slider not on a line through that king, a pawn not
 * promoting and not attacking it. False means only "none found this way".
 */
function quietMoveAtHand(b: Board): boolean {
  const sq = b.sq;
  const us = b.turn;
  const own = b.kings[us];
  const enemy = b.kings[(1 - us) as Color];
  for (let s = 0; s < 120; s++) {
    if (s & 0x88) {
      s += 7;
      continue;
    }
    const p = sq[s]!;
    if (!p || p >> 3 !== us) continue;
    const t = p & 7;
    if (t === K || aligned(s, own) || aligned(s, enemy)) continue;
    if (t === P) {
      const to = s + forward(us);
      const r = to >> 4;
      if (to & 0x88 || sq[to] || r === 0 || r === 7) continue;
      const a = to + forward(us);
      if (a - 1 !== enemy && a + 1 !== enemy) return true;
    } else if (t === N) {
      for (const o of KNIGHT_OFFSETS) {
        const to = s + o;
        if (to & 0x88 || sq[to]) continue;
        const df = Math.abs((to & 7) - (enemy & 7));
        const dr = Math.abs((to >> 4) - (enemy >> 4));
        if (!((df === 1 && dr === 2) || (df === 2 && dr === 1))) return true;
      }
    } else {
      const dirs = t === B ? BISHOP_DIRS : t === R ? ROOK_DIRS : KING_OFFSETS;
      for (const d of dirs) {
        const to = s + d;
        if (!(to & 0x88) && !sq[to] && !aligned(to, enemy)) return true;
      }
    }
  }
  return false;
}

/** Condition (iii): not in check, and a legal move that neither captures nor gives check. */
function freeToMove(b: Board): boolean {
  const us = b.turn;
  const them = (1 - us) as Color;
  if (b.inCheck()) return false;
  if (quietMoveAtHand(b)) return true;
  const buf: Move[] = [];
  for (let s = 0; s < 120; s++) {
    if (s & 0x88) {
      s += 7;
      continue;
    }
    const p = b.sq[s]!;
    if (!p || p >> 3 !== us) continue;
    buf.length = 0;
    for (const m of b.pseudoMoves(buf, s)) {
      if (m.captured) continue;
      b.make(m);
      const ok = !b.isAttacked(b.kings[us], them) && !b.isAttacked(b.kings[them], us);
      b.unmake();
      if (ok) return true;
    }
  }
  return false;
}

/** Legal moves; a king is never captured (after an illegal move left on the board, 7.4a / 1.4.1). */
function legal(b: Board): Move[] {
  const moves = b.legalMoves();
  return moves.some((m) => (m.captured & 7) === K) ? moves.filter((m) => (m.captured & 7) !== K) : moves;
}

// ---- the search ---------------------------------------------------------------------------

/** Shortcut 3 at this position, for the target. */
function shortcutYes(b: Board, target: Target): boolean {
  const sq = b.sq;
  scanMaterial(sq);
  // small pawnless endings: the mate table says whether this very material can hold a mate
  const t = tableVerdict();
  const can = (c: Color) => (t ? t.here[c] : mateMaterial(sq, c));
  const material = target === 'any' ? can(WHITE) || can(BLACK) : can(target);
  return material && openStructure(sq) && freeToMove(b);
}

/** Step 2: no mate of the target is reachable from here (a proof, for every later position). */
function provenCannot(b: Board, target: Target): boolean {
  scanMaterial(b.sq);
  // small pawnless endings: no material captures can lead to holds a mate (the mate table)
  const t = tableVerdict();
  const noW = target !== BLACK && (t ? !t.reachable[WHITE] : materialCannot(WHITE));
  const noB = target !== WHITE && (t ? !t.reachable[BLACK] : materialCannot(BLACK));
  if (target === WHITE ? noW : target === BLACK ? noB : noW && noB) return true;
  if (!closedStrict(b)) return false;
  const sealed = sealedCannotCheck(b);
  if (!sealed) return false;
  if (target === 'any') return (noW || sealed[0]) && (noB || sealed[1]);
  return sealed[target];
}

const keyCodes = new Uint16Array(67);

/** The position's identity for the search: placement, side to move, castling rights, en-passant square. */
function keyOf(b: Board): string {
  const sq = b.sq;
  let i = 0;
  for (let s = 0; s < 120; s++) {
    if (s & 0x88) {
      s += 7;
      continue;
    }
    keyCodes[i++] = 48 + sq[s]!;
  }
  keyCodes[64] = 48 + b.turn;
  keyCodes[65] = 48 + b.castling;
  keyCodes[66] = 49 + b.ep;
  return String.fromCharCode.apply(null, keyCodes as unknown as number[]);
}

/** Moves that may break a structure first (captures, and moves to a square an enemy pawn attacks). */
function ordered(b: Board, moves: Move[]): Move[] {
  const sq = b.sq;
  const them = 1 - b.turn;
  const first: Move[] = [];
  const rest: Move[] = [];
  for (const m of moves) (m.captured || pawnAttacks(sq, m.to, them) ? first : rest).push(m);
  return first.length ? first.concat(rest) : moves;
}

/**
 * For the king of the side to move: the number of king steps from each square to a square next to
 * an enemy pawn that no enemy pawn protects (a pawn it could take), walking only on squares that
 * hold no pawn and are not attacked by an enemy pawn (pieces ignored). 99 where unreachable.
 */
function kingDistances(sq: Int8Array, us: number): Int8Array {
  const them = 1 - us;
  const enemyPawn = P | (them << 3);
  const walkable = (x: number): boolean => !isPawn(sq, x) && !pawnAttacks(sq, x, them);
  const dist = new Int8Array(128).fill(99);
  const todo: number[] = [];
  for (let s = 0; s < 120; s++) {
    if (s & 0x88) {
      s += 7;
      continue;
    }
    if (sq[s] !== enemyPawn || pawnAttacks(sq, s, them)) continue;
    for (const o of KING_OFFSETS) {
      const x = s + o;
      if (x & 0x88 || dist[x] === 0 || !walkable(x)) continue;
      dist[x] = 0;
      todo.push(x);
    }
  }
  for (let i = 0; i < todo.length; i++) {
    const r = todo[i]!;
    for (const o of KING_OFFSETS) {
      const x = r + o;
      if (x & 0x88 || dist[x] !== 99 || !walkable(x)) continue;
      dist[x] = dist[r]! + 1;
      todo.push(x);
    }
  }
  return dist;
}

/**
 * The probe's order. The mating side (either side when the target is 'any'): captures, then a
 * piece moved where an enemy pawn can take it (a sacrifice that opens the pawns), then king moves
 * towards a pawn the king could take, closest first, then the rest. The side to be mated: the same
 * sacrifices first, then king moves away from such pawns, captures last.
 */
function probeOrdered(b: Board, moves: Move[], target: Target): Move[] {
  const sq = b.sq;
  const defending = target !== 'any' && b.turn !== target;
  const them = 1 - b.turn;
  let dist: Int8Array | null = null;
  const score = (m: Move): number => {
    if (m.captured) return defending ? 200 : 0;
    const t = m.piece & 7;
    if (t === K) {
      dist ??= kingDistances(sq, b.turn);
      const d = dist[m.to]!;
      return defending ? 150 - Math.min(d, 40) : 2 + d;
    }
    if (t !== P && pawnAttacks(sq, m.to, them)) return 1;
    return 120;
  };
  return moves.map((m) => [score(m), m] as const).sort((x, y) => x[0] - y[0]).map((x) => x[1]);
}

/**
 * A depth-first probe for a mate or a shortcut-3 position, greedy by probeOrdered, within `budget`
 * positions: finds the long but obvious ways in (a king walking to a pawn it can take) that the
 * breadth-first search would reach only after the whole neighbourhood. It can only say 'yes'.
 */
function probe(root: Board, target: Target, budget: number): boolean {
  const b = root.clone();
  const visited = new Set<string>([keyOf(b)]);
  let nodes = 0;
  const dfs = (depth: number): boolean => {
    const moves = legal(b);
    if (moves.length === 0) return b.inCheck() && (target === 'any' || b.turn !== target);
    if (depth >= PROBE_DEPTH || provenCannot(b, target)) return false;
    for (const m of probeOrdered(b, moves, target)) {
      if (nodes >= budget) return false;
      b.make(m);
      const k = keyOf(b);
      let found = false;
      if (!visited.has(k)) {
        visited.add(k);
        nodes++;
        found = shortcutYes(b, target) || dfs(depth + 1);
      }
      b.unmake();
      if (found) return true;
    }
    return false;
  };
  return dfs(0);
}

/** Is a mate of the target reachable? 'yes' | 'no' | 'unknown' (search bounded by `cap` positions). */
function search(root: Board, target: Target, cap = NODE_CAP): MateAbility {
  if (shortcutYes(root, target)) return 'yes';
  if (provenCannot(root, target)) return 'no';
  // one ply first (a check answered, after which the other side is free), then the probe
  const first = legal(root);
  for (const m of first) {
    root.make(m);
    const yes = shortcutYes(root, target);
    root.unmake();
    if (yes) return 'yes';
  }
  if (probe(root, target, PROBE_BUDGET)) return 'yes';
  const seen = new Set<string>([keyOf(root)]);
  let frontier: Board[] = [root.clone()];
  while (frontier.length) {
    const next: Board[] = [];
    for (const b of frontier) {
      const moves = legal(b);
      if (moves.length === 0) {
        if (b.inCheck() && (target === 'any' || b.turn !== target)) return 'yes';
        continue;
      }
      if (provenCannot(b, target)) continue;
      for (const m of ordered(b, moves)) {
        b.make(m);
        const k = keyOf(b);
        if (!seen.has(k)) {
          seen.add(k);
          if (seen.size > cap) return 'unknown';
          if (shortcutYes(b, target)) return 'yes';
          const c = b.clone();
          next.push(c);
        }
        b.unmake();
      }
    }
    frontier = next;
  }
  return 'no';
}

/** Can `color` checkmate the opponent's king by any possible series of legal moves (a helpmate)? */
export function mateAbility(b: Board, color: Color): MateAbility {
  return search(b, color);
}

/** Is the position dead (neither side can mate)? 'yes' dead, 'no' not dead, 'unknown'. */
export function deadPositionAbility(b: Board): MateAbility {
  const r = search(b, 'any');
  return r === 'yes' ? 'no' : r === 'no' ? 'yes' : 'unknown';
}

/** Can `color` still checkmate? Unknown counts as yes: a player is not deprived of a win on a doubt. */
export function canCheckmate(b: Board, color: Color): boolean {
  return mateAbility(b, color) !== 'no';
}

/** Neither player can checkmate (a dead position)? Unknown counts as no: the game goes on. */
export function isDeadPosition(b: Board): boolean {
  return deadPositionAbility(b) === 'yes';
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

/**
 * Which pawnless materials of up to five men can hold a checkmate? For every such material and every side, decides
 * by exhaustive enumeration whether some legal position of exactly that material has that side checkmated, and
 * writes the answer to lib/rules/mateTable.json (read by lib/rules/deadPosition.ts, which proves "cannot checkmate"
 * with it instead of searching).
 *
 *   npx tsx scripts/mate-table.ts           writes the table (a few minutes on one core)
 *   npx tsx scripts/mate-table.ts --check   recomputes it and fails if the committed file differs
 *
 * A material is written as the mating side's men, "-", the mated side's men: "KQ-KN" = king and queen mating a king
 * and knight. Bishops carry the colour of their square, L (light) or D (dark): "KLN-KQ". Changing the colour of every
 * square (a reflection of the board) gives the same answer, so only the form whose string sorts first is stored.
 *
 * The enumeration goes from the mated king outwards: its square (up to the reflections of the board that keep square
 * colours), a piece of the mating side on a square that checks it (the path between them left empty), then every
 * placement of the other men. A position counts when the mated side, to move, is in check and has no legal move, the
 * mating side is not in check and the kings do not touch. A double check counts only when it could have arisen: one
 * checker could have just moved off the other's line (a discovered check). The first mate found settles a material.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { MEN as ORDER, materialKey, type Man } from '../lib/rules/mateTable';

const KNIGHT_STEPS = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
];
const KING_STEPS = [
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
  [0, -1],
  [1, -1],
];
const ROOK_DIRS = KING_STEPS.filter(([a, b]) => a === 0 || b === 0);
const BISHOP_DIRS = KING_STEPS.filter(([a, b]) => a !== 0 && b !== 0);

const sqOf = (f: number, r: number) => r * 8 + f;
const onBoard = (f: number, r: number) => f >= 0 && f < 8 && r >= 0 && r < 8;
const light = (s: number) => ((s & 7) + (s >> 3)) % 2 === 1;

const steps = (table: number[][]) =>
  Array.from({ length: 64 }, (_, s) =>
    table.map(([df, dr]) => [(s & 7) + df!, (s >> 3) + dr!] as const).filter(([f, r]) => onBoard(f, r)).map(([f, r]) => sqOf(f, r)),
  );
const KNIGHT = steps(KNIGHT_STEPS);
const KING = steps(KING_STEPS);
/** rays[s][d]: the squares from s outwards in direction d */
const rays = (dirs: number[][]) =>
  Array.from({ length: 64 }, (_, s) =>
    dirs.map(([df, dr]) => {
      const out: number[] = [];
      for (let f = (s & 7) + df!, r = (s >> 3) + dr!; onBoard(f, r); f += df!, r += dr!) out.push(sqOf(f, r));
      return out;
    }),
  );
const ROOK_RAYS = rays(ROOK_DIRS);
const BISHOP_RAYS = rays(BISHOP_DIRS);

// the board: 0 empty; 1..6 mating side (K,Q,R,B,N as below), 9..14 mated side (+8)
const K_ = 1;
const Q_ = 2;
const R_ = 3;
const B_ = 4;
const N_ = 5;
const TYPE: Record<Man, number> = { Q: Q_, R: R_, L: B_, D: B_, N: N_ };
const board = new Int8Array(64);
const side = (p: number) => p >> 3; // 0 mating, 1 mated
const type = (p: number) => p & 7;

/** Does the piece on `from` attack `to` (sliders blocked by the board, `ignore` treated as empty)? */
function attacks(from: number, to: number, ignore = -1): boolean {
  const t = type(board[from]!);
  if (t === N_) return KNIGHT[from]!.includes(to);
  if (t === K_) return KING[from]!.includes(to);
  const lines = t === R_ ? ROOK_RAYS[from]! : t === B_ ? BISHOP_RAYS[from]! : [...ROOK_RAYS[from]!, ...BISHOP_RAYS[from]!];
  for (const ray of lines) {
    for (const s of ray) {
      if (s === to) return true;
      if (board[s] && s !== ignore) break;
    }
  }
  return false;
}

/** Is `sq` attacked by side `by` (`ignore`: a square treated as empty; `skip`: a piece that does not count)? */
function attacked(sq: number, by: number, ignore = -1, skip = -1): boolean {
  for (let s = 0; s < 64; s++) {
    const p = board[s]!;
    if (!p || side(p) !== by || s === skip || s === sq) continue;
    if (attacks(s, sq, ignore)) return true;
  }
  return false;
}

/** Can the (non-king) piece on `from` move to `to` on this board (pseudo-legally)? */
function reaches(from: number, to: number): boolean {
  const t = type(board[from]!);
  if (t === K_) return false;
  return attacks(from, to);
}

/** The mated side (1) is to move: is it checkmated, in a position that could arise? */
function isMate(kSq: number, mkSq: number): boolean {
  // the mating side is not in check; the kings do not touch
  if (KING[kSq]!.includes(mkSq) || attacked(mkSq, 1)) return false;
  const checkers: number[] = [];
  for (let s = 0; s < 64; s++) if (board[s] && side(board[s]!) === 0 && s !== mkSq && attacks(s, kSq)) checkers.push(s);
  if (checkers.length === 0 || checkers.length > 2) return false;
  // king moves: to a square not holding its own man, not attacked once the king has left its square
  for (const t of KING[kSq]!) {
    const p = board[t]!;
    if (p && side(p) === 1) continue;
    if (!attacked(t, 0, kSq, t)) return false;
  }
  if (checkers.length === 2) return discovered(checkers[0]!, checkers[1]!, kSq) || discovered(checkers[1]!, checkers[0]!, kSq);
  // one checker: capture it or block its line with a man that is not pinned
  const c = checkers[0]!;
  const targets = [c, ...between(c, kSq)];
  for (let s = 0; s < 64; s++) {
    const p = board[s]!;
    if (!p || side(p) !== 1 || s === kSq) continue;
    for (const t of targets) {
      if (!reaches(s, t)) continue;
      const saved = board[t]!;
      board[t] = p;
      board[s] = 0;
      const safe = !attacked(kSq, 0);
      board[s] = p;
      board[t] = saved;
      if (safe) return false;
    }
  }
  return true;
}

/** The squares strictly between a slider on `a` and `b` on its line (none for a knight or touching squares). */
function between(a: number, b: number): number[] {
  const t = type(board[a]!);
  if (t === N_ || t === K_) return [];
  for (const ray of [...ROOK_RAYS[a]!, ...BISHOP_RAYS[a]!]) {
    const i = ray.indexOf(b);
    if (i >= 0) return ray.slice(0, i);
  }
  return [];
}

/** A double check that could arise: `mover` just moved from a square on the line of the slider `other`. */
function discovered(mover: number, other: number, kSq: number): boolean {
  const line = between(other, kSq);
  const p = board[mover]!;
  for (const from of line) {
    // the mover stood on `from`, blocking the line, and moved from there to where it stands
    board[mover] = 0;
    board[from] = p;
    const could = attacks(from, mover);
    board[from] = 0;
    board[mover] = p;
    if (could) return true;
  }
  return false;
}

/** Squares of the mated king, one per class of the reflections that keep square colours. */
function kingSquares(): number[] {
  const maps = [
    (f: number, r: number) => [f, r],
    (f: number, r: number) => [7 - f, 7 - r],
    (f: number, r: number) => [r, f],
    (f: number, r: number) => [7 - r, 7 - f],
  ];
  const out: number[] = [];
  for (let s = 0; s < 64; s++) {
    const images = maps.map((m) => {
      const [f, r] = m(s & 7, s >> 3);
      return sqOf(f!, r!);
    });
    if (Math.min(...images) === s) out.push(s);
  }
  return out;
}

const fits = (m: Man, s: number) => (m === 'L' ? light(s) : m === 'D' ? !light(s) : true);

/** Is there a legal position with this material (mating side's men, mated side's men) and the mated side mated? */
export function mateExists(mating: Man[], mated: Man[]): boolean {
  if (mating.length === 0) return false;
  board.fill(0);
  const kings = kingSquares();
  const checkerKinds = [...new Set(mating)];
  for (const kSq of kings) {
    board[kSq] = K_ | 8;
    for (const ck of checkerKinds) {
      const rest = [...mating];
      rest.splice(rest.indexOf(ck), 1);
      for (let c = 0; c < 64; c++) {
        if (board[c] || !fits(ck, c)) continue;
        board[c] = TYPE[ck];
        if (attacks(c, kSq)) {
          const path = new Set(between(c, kSq));
          // the mating king, then the other men, on squares off the checking line
          for (let mk = 0; mk < 64; mk++) {
            if (board[mk] || path.has(mk) || KING[kSq]!.includes(mk)) continue;
            board[mk] = K_;
            const men = [...rest.map((m) => ({ m, s: 0 })), ...mated.map((m) => ({ m, s: 8 }))];
            const found = place(men, 0, path, kSq, mk);
            board[mk] = 0;
            if (found) {
              board.fill(0);
              return true;
            }
          }
        }
        board[c] = 0;
      }
    }
    board[kSq] = 0;
  }
  return false;
}

function place(men: { m: Man; s: number }[], i: number, path: Set<number>, kSq: number, mk: number): boolean {
  if (i === men.length) return isMate(kSq, mk);
  const { m, s } = men[i]!;
  // men of one kind and side are interchangeable: place them in increasing square order
  const prev = i > 0 && men[i - 1]!.m === m && men[i - 1]!.s === s ? lastSquare[i - 1]! + 1 : 0;
  for (let sq = prev; sq < 64; sq++) {
    if (board[sq] || path.has(sq) || !fits(m, sq)) continue;
    board[sq] = TYPE[m] | s;
    lastSquare[i] = sq;
    const found = place(men, i + 1, path, kSq, mk);
    board[sq] = 0;
    if (found) return true;
  }
  return false;
}
const lastSquare: number[] = [];

// ---- materials ----------------------------------------------------------------------------------------------

/** The men the table covers: at most five men with the kings, so at most three others. */
export const MAX_MEN = 5;

function multisets(size: number, from = 0): Man[][] {
  if (size === 0) return [[]];
  const out: Man[][] = [];
  for (let i = from; i < ORDER.length; i++) for (const rest of multisets(size - 1, i)) out.push([ORDER[i]!, ...rest]);
  return out;
}

/** Every material of the table (canonical keys), the mating side having at least one man. */
export function materials(): { key: string; mating: Man[]; mated: Man[] }[] {
  const seen = new Map<string, { key: string; mating: Man[]; mated: Man[] }>();
  for (let total = 1; total <= MAX_MEN - 2; total++) {
    for (let a = 1; a <= total; a++) {
      for (const mating of multisets(a)) {
        for (const mated of multisets(total - a)) {
          const key = materialKey(mating, mated);
          if (!seen.has(key)) seen.set(key, { key, mating, mated });
        }
      }
    }
  }
  return [...seen.values()];
}

export const TABLE_PATH = fileURLToPath(new URL('../lib/rules/mateTable.json', import.meta.url));

export interface MateTableFile {
  about: string;
  maxMen: number;
  /** the materials in which the mated side can never be checkmated */
  noMate: string[];
  /** the materials in which some legal position has the mated side checkmated */
  mate: string[];
}

export function buildTable(log: (s: string) => void = () => {}): MateTableFile {
  const mate: string[] = [];
  const noMate: string[] = [];
  const list = materials();
  list.forEach(({ key, mating, mated }, i) => {
    const t = Date.now();
    const yes = mateExists(mating, mated);
    (yes ? mate : noMate).push(key);
    log(`${i + 1}/${list.length} ${key}: ${yes ? 'mate' : 'no mate'} (${Date.now() - t} ms)`);
  });
  return {
    about:
      'Generated by scripts/mate-table.ts (do not edit): pawnless materials of up to five men, "mating side-mated side" ' +
      '(K king, Q queen, R rook, L/D bishop on light/dark squares, N knight), by whether some legal position has the mated side checkmated.',
    maxMen: MAX_MEN,
    noMate: noMate.sort(),
    mate: mate.sort(),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes('--check');
  const t = Date.now();
  const table = buildTable((s) => process.stderr.write(s + '\n'));
  const text = JSON.stringify(table, null, 2) + '\n';
  process.stderr.write(`${table.mate.length + table.noMate.length} materials in ${((Date.now() - t) / 1000).toFixed(1)} s\n`);
  if (check) {
    if (readFileSync(TABLE_PATH, 'utf8') !== text) {
      process.stderr.write(`${TABLE_PATH} differs from the enumeration: run npx tsx scripts/mate-table.ts\n`);
      process.exit(1);
    }
    process.stderr.write('the table agrees with the enumeration\n');
  } else {
    writeFileSync(TABLE_PATH, text);
    process.stderr.write(`wrote ${TABLE_PATH}\n`);
  }
}

/**
 * A small, fast 0x88 board: FEN, legal move generation, make/unmake, SAN.
 *
 * Why not chess.js for every ply? chess.js 1.4 builds a full `Move` object (SAN with
 * mate detection and two FEN strings) for every move it plays: about 110 µs per ply
 * here, i.e. ~45 ms to replay a 200-move game. The ruling target is under 5 ms, so the
 * engine replays games on this board. It is checked by perft against the published
 * counts and move-for-move against chess.js in `board.test.ts`; chess.js also still
 * validates every FEN the engine accepts (see `validate.ts`).
 */

export type Color = 0 | 1; // 0 = white, 1 = black
export const WHITE: Color = 0;
export const BLACK: Color = 1;

export const PAWN = 1;
export const KNIGHT = 2;
export const BISHOP = 3;
export const ROOK = 4;
export const QUEEN = 5;
export const KING = 6;

export const F_CAPTURE = 1;
export const F_BIG_PAWN = 2;
export const F_EP = 4;
export const F_PROMO = 8;
export const F_KSIDE = 16;
export const F_QSIDE = 32;

export const CASTLE_WK = 1;
export const CASTLE_WQ = 2;
export const CASTLE_BK = 4;
export const CASTLE_BQ = 8;

export interface Move {
  from: number;
  to: number;
  /** moving piece code (type | colour << 3) */
  piece: number;
  /** captured piece code, 0 if none */
  captured: number;
  /** promotion piece type (KNIGHT..QUEEN), 0 if none */
  promotion: number;
  flags: number;
}

interface Undo {
  move: Move;
  castling: number;
  ep: number;
  half: number;
  full: number;
}

const KNIGHT_OFFSETS = [33, 31, 18, 14, -33, -31, -18, -14];
const KING_OFFSETS = [1, -1, 16, -16, 15, 17, -15, -17];
const ROOK_DIRS = [1, -1, 16, -16];
const BISHOP_DIRS = [15, 17, -15, -17];

export const pieceType = (p: number): number => p & 7;
export const pieceColor = (p: number): Color => (p >> 3) as Color;
export const makePiece = (type: number, color: Color): number => type | (color << 3);
export const rankOf = (sq: number): number => sq >> 4;
export const fileOf = (sq: number): number => sq & 7;

const FILES = 'abcdefgh';

/** Same rank, file or diagonal. */
function aligned(a: number, b: number): boolean {
  const df = (a & 7) - (b & 7);
  const dr = (a >> 4) - (b >> 4);
  return df === 0 || dr === 0 || df === dr || df === -dr;
}
const PROMOS = [QUEEN, ROOK, BISHOP, KNIGHT];
export function sqName(sq: number): string {
  return FILES[sq & 7]! + String((sq >> 4) + 1);
}
export function parseSquare(s: string): number {
  if (typeof s !== 'string' || !/^[a-h][1-8]$/.test(s)) return -1;
  return (s.charCodeAt(1) - 49) * 16 + (s.charCodeAt(0) - 97);
}

const PIECE_CHARS = ' pnbrqk';
const SAN_LETTER = ['', '', 'N', 'B', 'R', 'Q', 'K'];

/** Corner squares and the castling bit each one carries. */
const ROOK_CORNERS: [number, number][] = [
  [0x07, CASTLE_WK],
  [0x00, CASTLE_WQ],
  [0x77, CASTLE_BK],
  [0x70, CASTLE_BQ],
];

export class Board {
  sq = new Int8Array(128);
  turn: Color = WHITE;
  castling = 0;
  /** raw en-passant target square after any double step, -1 if none */
  ep = -1;
  half = 0;
  full = 1;
  kings: [number, number] = [-1, -1];
  private stack: Undo[] = [];

  static fromFen(fen: string): Board {
    const b = new Board();
    b.loadFen(fen);
    return b;
  }

  clone(): Board {
    const b = new Board();
    b.sq.set(this.sq);
    b.turn = this.turn;
    b.castling = this.castling;
    b.ep = this.ep;
    b.half = this.half;
    b.full = this.full;
    b.kings = [this.kings[0], this.kings[1]];
    return b;
  }

  /** Loads a FEN that has already been validated (validate.ts); throws on malformed input. */
  loadFen(fen: string): void {
    const parts = fen.trim().split(/\s+/);
    const placement = parts[0] ?? '';
    this.sq.fill(0);
    this.kings = [-1, -1];
    let rank = 7;
    let file = 0;
    for (const ch of placement) {
      if (ch === '/') {
        rank--;
        file = 0;
      } else if (ch >= '1' && ch <= '8') {
        file += Number(ch);
      } else {
        const t = PIECE_CHARS.indexOf(ch.toLowerCase());
        if (t <= 0 || rank < 0 || file > 7) throw new Error('bad FEN placement');
        const color: Color = ch === ch.toUpperCase() ? WHITE : BLACK;
        const s = rank * 16 + file;
        this.sq[s] = makePiece(t, color);
        if (t === KING) this.kings[color] = s;
        file++;
      }
    }
    this.turn = parts[1] === 'b' ? BLACK : WHITE;
    const c = parts[2] ?? '-';
    this.castling =
      (c.includes('K') ? CASTLE_WK : 0) |
      (c.includes('Q') ? CASTLE_WQ : 0) |
      (c.includes('k') ? CASTLE_BK : 0) |
      (c.includes('q') ? CASTLE_BQ : 0);
    this.sanitizeCastling();
    const ep = parts[3] ?? '-';
    this.ep = ep === '-' ? -1 : parseSquare(ep);
    this.sanitizeEp();
    this.half = Number(parts[4] ?? 0) || 0;
    this.full = Number(parts[5] ?? 1) || 1;
    this.stack = [];
  }

  /** A castling right needs the king and that rook on their original squares. */
  private sanitizeCastling(): void {
    const wk = this.sq[0x04] === makePiece(KING, WHITE);
    const bk = this.sq[0x74] === makePiece(KING, BLACK);
    for (const [corner, bit] of ROOK_CORNERS) {
      const color: Color = bit & (CASTLE_WK | CASTLE_WQ) ? WHITE : BLACK;
      const kingOk = color === WHITE ? wk : bk;
      if (!kingOk || this.sq[corner] !== makePiece(ROOK, color)) this.castling &= ~bit;
    }
  }

  /** The FEN en-passant square is kept only if a pawn really just made a double step there. */
  private sanitizeEp(): void {
    if (this.ep < 0) return;
    const them: Color = this.turn === WHITE ? BLACK : WHITE;
    const expectedRank = them === WHITE ? 2 : 5;
    const pawnSq = them === WHITE ? this.ep + 16 : this.ep - 16;
    const originSq = them === WHITE ? this.ep - 16 : this.ep + 16;
    if (
      rankOf(this.ep) !== expectedRank ||
      this.sq[pawnSq] !== makePiece(PAWN, them) ||
      this.sq[this.ep] !== 0 ||
      this.sq[originSq] !== 0
    ) {
      this.ep = -1;
    }
  }

  placement(): string {
    let out = '';
    for (let r = 7; r >= 0; r--) {
      let empty = 0;
      for (let f = 0; f < 8; f++) {
        const p = this.sq[r * 16 + f]!;
        if (!p) {
          empty++;
          continue;
        }
        if (empty) {
          out += empty;
          empty = 0;
        }
        const ch = PIECE_CHARS[pieceType(p)]!;
        out += pieceColor(p) === WHITE ? ch.toUpperCase() : ch;
      }
      if (empty) out += empty;
      if (r > 0) out += '/';
    }
    return out;
  }

  /** A compact string of the 64 squares (for position keys; not human-readable). */
  squaresKey(): string {
    const codes: number[] = [];
    for (let r = 0; r < 8; r++) for (let f = 0; f < 8; f++) codes.push(48 + this.sq[r * 16 + f]!);
    return String.fromCharCode.apply(null, codes);
  }

  castlingString(): string {
    let c = '';
    if (this.castling & CASTLE_WK) c += 'K';
    if (this.castling & CASTLE_WQ) c += 'Q';
    if (this.castling & CASTLE_BK) c += 'k';
    if (this.castling & CASTLE_BQ) c += 'q';
    return c || '-';
  }

  /** FEN; the en-passant square is written only when an en-passant capture is legal (as chess.js 1.4 does). */
  fen(): string {
    const ep = this.legalEpSquare();
    return `${this.placement()} ${this.turn === WHITE ? 'w' : 'b'} ${this.castlingString()} ${
      ep < 0 ? '-' : sqName(ep)
    } ${this.half} ${this.full}`;
  }

  /** The en-passant target square if an en-passant capture is legal now, else -1. */
  legalEpSquare(): number {
    if (this.ep < 0) return -1;
    const us = this.turn;
    const pawn = makePiece(PAWN, us);
    const behind = us === WHITE ? this.ep - 16 : this.ep + 16; // square of the pawn that moved two
    for (const s of [behind - 1, behind + 1]) {
      if (s & 0x88 || this.sq[s] !== pawn) continue;
      const m: Move = { from: s, to: this.ep, piece: pawn, captured: makePiece(PAWN, (1 - us) as Color), promotion: 0, flags: F_EP | F_CAPTURE };
      this.make(m);
      const ok = !this.isAttacked(this.kings[us], (1 - us) as Color);
      this.unmake();
      if (ok) return this.ep;
    }
    return -1;
  }

  isAttacked(target: number, by: Color): boolean {
    if (target < 0) return false;
    const sq = this.sq;
    // pawns
    if (by === WHITE) {
      const a = target - 15;
      const b = target - 17;
      if (!(a & 0x88) && sq[a] === PAWN) return true;
      if (!(b & 0x88) && sq[b] === PAWN) return true;
    } else {
      const a = target + 15;
      const b = target + 17;
      const bp = PAWN | 8;
      if (!(a & 0x88) && sq[a] === bp) return true;
      if (!(b & 0x88) && sq[b] === bp) return true;
    }
    const knight = makePiece(KNIGHT, by);
    for (const o of KNIGHT_OFFSETS) {
      const s = target + o;
      if (!(s & 0x88) && sq[s] === knight) return true;
    }
    const king = makePiece(KING, by);
    for (const o of KING_OFFSETS) {
      const s = target + o;
      if (!(s & 0x88) && sq[s] === king) return true;
    }
    const rook = makePiece(ROOK, by);
    const bishop = makePiece(BISHOP, by);
    const queen = makePiece(QUEEN, by);
    for (const d of ROOK_DIRS) {
      let s = target + d;
      while (!(s & 0x88)) {
        const p = sq[s]!;
        if (p) {
          if (p === rook || p === queen) return true;
          break;
        }
        s += d;
      }
    }
    for (const d of BISHOP_DIRS) {
      let s = target + d;
      while (!(s & 0x88)) {
        const p = sq[s]!;
        if (p) {
          if (p === bishop || p === queen) return true;
          break;
        }
        s += d;
      }
    }
    return false;
  }

  inCheck(color: Color = this.turn): boolean {
    return this.isAttacked(this.kings[color], (1 - color) as Color);
  }

  private addPawnMove(out: Move[], from: number, to: number, piece: number, captured: number, flags: number): void {
    const r = rankOf(to);
    if (r === 7 || r === 0) {
      for (const promo of PROMOS) {
        out.push({ from, to, piece, captured, promotion: promo, flags: flags | F_PROMO });
      }
    } else {
      out.push({ from, to, piece, captured, promotion: 0, flags });
    }
  }

  /** Pseudo-legal moves of the side to move (castling only when fully legal). */
  pseudoMoves(out: Move[] = [], onlyFrom = -1): Move[] {
    const us = this.turn;
    const them = (1 - us) as Color;
    const sq = this.sq;
    const start = onlyFrom >= 0 ? onlyFrom : 0;
    const end = onlyFrom >= 0 ? onlyFrom + 1 : 120;
    for (let s = start; s < end; s++) {
      if (s & 0x88) {
        s += 7;
        continue;
      }
      const p = sq[s]!;
      if (!p || pieceColor(p) !== us) continue;
      const t = pieceType(p);
      if (t === PAWN) {
        const dir = us === WHITE ? 16 : -16;
        const one = s + dir;
        if (!(one & 0x88) && !sq[one]) {
          this.addPawnMove(out, s, one, p, 0, 0);
          const startRank = us === WHITE ? 1 : 6;
          const two = one + dir;
          if (rankOf(s) === startRank && !sq[two]) {
            out.push({ from: s, to: two, piece: p, captured: 0, promotion: 0, flags: F_BIG_PAWN });
          }
        }
        for (let k = 0; k < 2; k++) {
          const c = s + dir + (k === 0 ? -1 : 1);
          if (c & 0x88) continue;
          const q = sq[c]!;
          if (q && pieceColor(q) === them) {
            this.addPawnMove(out, s, c, p, q, F_CAPTURE);
          } else if (c === this.ep && !q) {
            out.push({ from: s, to: c, piece: p, captured: makePiece(PAWN, them), promotion: 0, flags: F_EP | F_CAPTURE });
          }
        }
      } else if (t === KNIGHT || t === KING) {
        const offs = t === KNIGHT ? KNIGHT_OFFSETS : KING_OFFSETS;
        for (const o of offs) {
          const c = s + o;
          if (c & 0x88) continue;
          const q = sq[c]!;
          if (!q) out.push({ from: s, to: c, piece: p, captured: 0, promotion: 0, flags: 0 });
          else if (pieceColor(q) === them) out.push({ from: s, to: c, piece: p, captured: q, promotion: 0, flags: F_CAPTURE });
        }
        if (t === KING) this.castlingMoves(out, s, p);
      } else {
        const dirs = t === BISHOP ? BISHOP_DIRS : t === ROOK ? ROOK_DIRS : KING_OFFSETS;
        for (const d of dirs) {
          let c = s + d;
          while (!(c & 0x88)) {
            const q = sq[c]!;
            if (!q) {
              out.push({ from: s, to: c, piece: p, captured: 0, promotion: 0, flags: 0 });
            } else {
              if (pieceColor(q) === them) out.push({ from: s, to: c, piece: p, captured: q, promotion: 0, flags: F_CAPTURE });
              break;
            }
            c += d;
          }
        }
      }
    }
    return out;
  }

  private castlingMoves(out: Move[], kingSq: number, king: number): void {
    const us = this.turn;
    const them = (1 - us) as Color;
    const home = us === WHITE ? 0x04 : 0x74;
    if (kingSq !== home) return;
    const kBit = us === WHITE ? CASTLE_WK : CASTLE_BK;
    const qBit = us === WHITE ? CASTLE_WQ : CASTLE_BQ;
    if (!(this.castling & (kBit | qBit))) return;
    if (this.isAttacked(kingSq, them)) return;
    const sq = this.sq;
    if (this.castling & kBit && !sq[home + 1] && !sq[home + 2] && sq[home + 3] === makePiece(ROOK, us)) {
      if (!this.isAttacked(home + 1, them) && !this.isAttacked(home + 2, them)) {
        out.push({ from: home, to: home + 2, piece: king, captured: 0, promotion: 0, flags: F_KSIDE });
      }
    }
    if (this.castling & qBit && !sq[home - 1] && !sq[home - 2] && !sq[home - 3] && sq[home - 4] === makePiece(ROOK, us)) {
      if (!this.isAttacked(home - 1, them) && !this.isAttacked(home - 2, them)) {
        out.push({ from: home, to: home - 2, piece: king, captured: 0, promotion: 0, flags: F_QSIDE });
      }
    }
  }

  /** Legal moves of the side to move (optionally only those of the piece on `from`). */
  legalMoves(from = -1): Move[] {
    const pseudo = this.pseudoMoves([], from);
    const us = this.turn;
    const them = (1 - us) as Color;
    const king = this.kings[us];
    const checked = this.isAttacked(king, them);
    const out: Move[] = [];
    for (const m of pseudo) {
      // Not in check, not a king move, not en passant, and the piece is on no line through its
      // king: it cannot be pinned, so the move is legal without trying it.
      if (!checked && m.from !== king && !(m.flags & F_EP) && !aligned(m.from, king)) {
        out.push(m);
        continue;
      }
      if (m.from === king && !(m.flags & (F_KSIDE | F_QSIDE))) {
        // a king step: is the destination attacked once the king has left its square?
        const k = this.sq[king]!;
        this.sq[king] = 0;
        const attacked = this.isAttacked(m.to, them);
        this.sq[king] = k;
        if (!attacked) out.push(m);
        continue;
      }
      this.make(m);
      if (!this.isAttacked(this.kings[us], them)) out.push(m);
      this.unmake();
    }
    return out;
  }

  /** True if the side to move has at least one legal move (stops at the first). */
  hasLegalMove(): boolean {
    const pseudo = this.pseudoMoves([]);
    const us = this.turn;
    const them = (1 - us) as Color;
    for (const m of pseudo) {
      this.make(m);
      const ok = !this.isAttacked(this.kings[us], them);
      this.unmake();
      if (ok) return true;
    }
    return false;
  }

  make(m: Move): void {
    const sq = this.sq;
    this.stack.push({ move: m, castling: this.castling, ep: this.ep, half: this.half, full: this.full });
    const us = this.turn;
    const t = pieceType(m.piece);
    sq[m.from] = 0;
    if (m.flags & F_EP) {
      sq[us === WHITE ? m.to - 16 : m.to + 16] = 0;
    }
    sq[m.to] = m.promotion ? makePiece(m.promotion, us) : m.piece;
    if (m.flags & F_KSIDE) {
      sq[m.to - 1] = sq[m.to + 1]!;
      sq[m.to + 1] = 0;
    } else if (m.flags & F_QSIDE) {
      sq[m.to + 1] = sq[m.to - 2]!;
      sq[m.to - 2] = 0;
    }
    if (t === KING) {
      this.kings[us] = m.to;
      this.castling &= us === WHITE ? ~(CASTLE_WK | CASTLE_WQ) : ~(CASTLE_BK | CASTLE_BQ);
    }
    if (this.castling) {
      for (const [corner, bit] of ROOK_CORNERS) {
        if (m.from === corner || m.to === corner) this.castling &= ~bit;
      }
    }
    this.ep = m.flags & F_BIG_PAWN ? (m.from + m.to) >> 1 : -1;
    this.half = t === PAWN || m.captured ? 0 : this.half + 1;
    if (us === BLACK) this.full++;
    this.turn = (1 - us) as Color;
  }

  unmake(): void {
    const u = this.stack.pop();
    if (!u) return;
    const m = u.move;
    const sq = this.sq;
    const us = (1 - this.turn) as Color;
    this.turn = us;
    this.castling = u.castling;
    this.ep = u.ep;
    this.half = u.half;
    this.full = u.full;
    sq[m.from] = m.piece;
    if (m.flags & F_EP) {
      sq[m.to] = 0;
      sq[us === WHITE ? m.to - 16 : m.to + 16] = m.captured;
    } else {
      sq[m.to] = m.captured;
    }
    if (m.flags & F_KSIDE) {
      sq[m.to + 1] = sq[m.to - 1]!;
      sq[m.to - 1] = 0;
    } else if (m.flags & F_QSIDE) {
      sq[m.to - 2] = sq[m.to + 1]!;
      sq[m.to + 1] = 0;
    }
    if (pieceType(m.piece) === KING) this.kings[us] = m.from;
  }

  /**
   * Carries out a move physically, legal or not, as a player's hand would (for an illegal move
   * that is left on the board): the piece on `from` goes to `to`, removing whatever stood there;
   * a king moved two files along its first rank takes the rook of that corner with it; a pawn
   * moved diagonally to an empty square takes an enemy pawn beside it (en passant); a pawn
   * reaching the last rank becomes `promotion` if given, else stays a pawn there. The turn
   * passes. No undo: keep a clone to reinstate the position.
   */
  applyRaw(from: number, to: number, promotion = 0): void {
    const sq = this.sq;
    const piece = sq[from]!;
    const color = pieceColor(piece);
    const t = pieceType(piece);
    const captured = sq[to]!;
    let capture = captured !== 0;
    sq[from] = 0;
    sq[to] = promotion && t === PAWN ? makePiece(promotion, color) : piece;
    if (t === KING) {
      this.kings[color] = to;
      const home = color === WHITE ? 0x04 : 0x74;
      if (from === home && rankOf(to) === rankOf(from) && Math.abs(fileOf(to) - fileOf(from)) === 2) {
        const corner = to > from ? home + 3 : home - 4;
        const rookTo = to > from ? to - 1 : to + 1;
        if (sq[corner] === makePiece(ROOK, color) && !sq[rookTo]) {
          sq[rookTo] = sq[corner]!;
          sq[corner] = 0;
        }
      }
    }
    if (captured && pieceType(captured) === KING) this.kings[pieceColor(captured)] = -1;
    if (t === PAWN && !captured && fileOf(to) !== fileOf(from)) {
      const beside = (from & 0x70) | (to & 7);
      if (sq[beside] === makePiece(PAWN, (1 - color) as Color)) {
        sq[beside] = 0;
        capture = true;
      }
    }
    if (t === KING) this.castling &= color === WHITE ? ~(CASTLE_WK | CASTLE_WQ) : ~(CASTLE_BK | CASTLE_BQ);
    for (const [corner, bit] of ROOK_CORNERS) {
      if (from === corner || to === corner || sq[corner] !== makePiece(ROOK, bit & (CASTLE_WK | CASTLE_WQ) ? WHITE : BLACK)) {
        this.castling &= ~bit;
      }
    }
    const startRank = color === WHITE ? 1 : 6;
    this.ep = t === PAWN && fileOf(from) === fileOf(to) && rankOf(from) === startRank && Math.abs(to - from) === 32 ? (from + to) >> 1 : -1;
    this.half = t === PAWN || capture ? 0 : this.half + 1;
    if (this.turn === BLACK) this.full++;
    this.turn = (1 - this.turn) as Color;
    this.stack = [];
  }

  /** The turn passes without a move (a clock pressed without moving, left to stand). */
  pass(): void {
    this.ep = -1;
    this.half++;
    if (this.turn === BLACK) this.full++;
    this.turn = (1 - this.turn) as Color;
    this.stack = [];
  }

  /** Forgets the undo history (after a move is committed for good). */
  commit(): void {
    this.stack.length = 0;
  }

  perft(depth: number): number {
    if (depth === 0) return 1;
    const moves = this.legalMoves();
    if (depth === 1) return moves.length;
    let n = 0;
    for (const m of moves) {
      this.make(m);
      n += this.perft(depth - 1);
      this.unmake();
    }
    return n;
  }

  /** Standard Algebraic Notation of a legal move, with + or #. */
  san(m: Move, legal: Move[] = this.legalMoves()): string {
    let out: string;
    if (m.flags & F_KSIDE) out = 'O-O';
    else if (m.flags & F_QSIDE) out = 'O-O-O';
    else {
      const t = pieceType(m.piece);
      out = '';
      if (t !== PAWN) {
        out += SAN_LETTER[t];
        const rivals = legal.filter((o) => o.piece === m.piece && o.to === m.to && o.from !== m.from);
        if (rivals.length) {
          const sameFile = rivals.some((o) => fileOf(o.from) === fileOf(m.from));
          const sameRank = rivals.some((o) => rankOf(o.from) === rankOf(m.from));
          if (!sameFile) out += FILES[fileOf(m.from)];
          else if (!sameRank) out += String(rankOf(m.from) + 1);
          else out += sqName(m.from);
        }
      }
      if (m.flags & F_CAPTURE) {
        if (t === PAWN) out += FILES[fileOf(m.from)];
        out += 'x';
      }
      out += sqName(m.to);
      if (m.promotion) out += '=' + SAN_LETTER[m.promotion];
    }
    this.make(m);
    if (this.inCheck()) out += this.hasLegalMove() ? '+' : '#';
    this.unmake();
    return out;
  }

  /**
   * Finds the legal move a SAN string names. Returns the move, or a reason: 'unpromoted' (a pawn move to the last
   * rank written without the new piece), 'ambiguous', 'syntax' or 'illegal'.
   * The one reader of SAN (English letters) in the project: case files, written claims and moves typed on a board.
   * It reads "Nf3", "Ng1f3", "exd6", "exd6 e.p.", "O-O" or "0-0-0", "e8=Q", "e8Q", "e8(Q)", with or without "+", "#",
   * "!", "?". A pawn move without a file of departure is a straight move ("e4"); a capture names its file ("exd5").
   * "e8" for a pawn reaching the last rank is `unpromoted`, so a board can ask for the piece.
   */
  parseSan(
    text: string,
    legal: Move[] = this.legalMoves(),
  ):
    | { move: Move }
    | { error: 'unpromoted'; from: number; to: number }
    | { error: 'ambiguous' | 'syntax' }
    | { error: 'illegal'; /** the piece meant, when only one fits the text, and where to: to explain the refusal */ from?: number; to?: number } {
    const s = String(text)
      .replace(/\s+/g, '')
      .replace(/[+#!?]+$/, '')
      .replace(/e\.?p\.?$/i, '');
    if (/^(O-O|0-0)$/.test(s) || /^(O-O-O|0-0-0)$/.test(s)) {
      const flag = s.length > 3 ? F_QSIDE : F_KSIDE;
      const m = legal.find((x) => x.flags & flag);
      const king = this.kings[this.turn];
      return m ? { move: m } : { error: 'illegal', from: king, to: king + (flag === F_KSIDE ? 2 : -2) };
    }
    const re = /^([NBRQK])?([a-h])?([1-8])?(x|:)?-?([a-h][1-8])(?:=?\(?([NBRQnbrq])\)?)?$/;
    const g = re.exec(s);
    if (!g) return { error: 'syntax' };
    const type = g[1] ? SAN_LETTER.indexOf(g[1]) : PAWN;
    const to = parseSquare(g[5]!);
    // A pawn's file of departure is written for a capture; without it the pawn moves straight ahead.
    const fromFile = g[2] ? g[2].charCodeAt(0) - 97 : type === PAWN ? fileOf(to) : -1;
    const fromRank = g[3] ? Number(g[3]) - 1 : -1;
    const promo = g[6] ? SAN_LETTER.indexOf(g[6].toUpperCase()) : 0;
    const candidates = legal.filter(
      (m) =>
        pieceType(m.piece) === type &&
        m.to === to &&
        (fromFile < 0 || fileOf(m.from) === fromFile) &&
        (fromRank < 0 || rankOf(m.from) === fromRank),
    );
    const exact = candidates.filter((m) => m.promotion === promo);
    if (exact.length === 1) return { move: exact[0]! };
    if (exact.length > 1) return { error: 'ambiguous' };
    if (!promo && candidates.length > 0 && candidates.every((m) => m.promotion)) {
      const first = candidates[0]!;
      const sameOrigin = candidates.every((m) => m.from === first.from);
      return sameOrigin ? { error: 'unpromoted', from: first.from, to } : { error: 'ambiguous' };
    }
    // the one piece of that kind the text can mean, legal or not, so the refusal can say why
    const mine: number[] = [];
    for (let sq = 0; sq < 120; sq++) {
      const p = this.sq[sq]!;
      if (sq & 0x88 || !p || pieceColor(p) !== this.turn || pieceType(p) !== type) continue;
      if ((fromFile < 0 || fileOf(sq) === fromFile) && (fromRank < 0 || rankOf(sq) === fromRank)) mine.push(sq);
    }
    return mine.length === 1 ? { error: 'illegal', from: mine[0]!, to } : { error: 'illegal', to };
  }

  /** Piece counts by colour and type, and bishop square colours. */
  material(): { count: number[][]; bishopsOn: number[][] } {
    const count = [new Array<number>(7).fill(0), new Array<number>(7).fill(0)];
    const bishopsOn = [
      [0, 0],
      [0, 0],
    ];
    for (let s = 0; s < 120; s++) {
      if (s & 0x88) {
        s += 7;
        continue;
      }
      const p = this.sq[s]!;
      if (!p) continue;
      const c = pieceColor(p);
      const t = pieceType(p);
      count[c]![t]!++;
      if (t === BISHOP) bishopsOn[c]![(rankOf(s) + fileOf(s)) & 1]!++;
    }
    return { count, bishopsOn };
  }
}

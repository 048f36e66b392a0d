// The case lab's setup board as one value: the men on their squares, the side to move, the castling rights and the
// en passant square, written to a FEN and read back from one. Pure and engine-free: what a legal position needs
// beyond counting (the side not to move in check) is asked of the engine by the lab (lib/board/link.ts readLinkFen).
import { START_FEN, isSquare, piecesOf, type PieceColor, type PieceOn, type PieceType } from '@/lib/chess/fen';

export interface SetupPosition {
  /** square → man */
  men: Readonly<Record<string, PieceOn>>;
  turn: PieceColor;
  /** the rights as FEN writes them, each kept only while its king and rook stand at home: "KQkq", "Kq", "" */
  castling: string;
  /** the square a pawn passed over on the last move, "" for none */
  ep: string;
  /** the FEN's move counters ("0 1"), kept as given */
  counters: string;
}

export const CASTLING_RIGHTS = ['K', 'Q', 'k', 'q'] as const;
export type CastlingRight = (typeof CASTLING_RIGHTS)[number];

const CODE: Record<PieceType, string> = { k: 'k', q: 'q', r: 'r', b: 'b', n: 'n', p: 'p' };
const HOME: Record<CastlingRight, { king: string; rook: string; color: PieceColor }> = {
  K: { king: 'e1', rook: 'h1', color: 'w' },
  Q: { king: 'e1', rook: 'a1', color: 'w' },
  k: { king: 'e8', rook: 'h8', color: 'b' },
  q: { king: 'e8', rook: 'a8', color: 'b' },
};

const is = (men: SetupPosition['men'], square: string, color: PieceColor, type: PieceType) => men[square]?.color === color && men[square]?.type === type;

/** Whether a right can stand: its king and rook on their squares. */
export const castlingPossible = (men: SetupPosition['men'], right: CastlingRight) => is(men, HOME[right].king, HOME[right].color, 'k') && is(men, HOME[right].rook, HOME[right].color, 'r');

/** The squares an en passant capture could be made on: behind an opponent's pawn that may just have moved two. */
export function epCandidates(position: Pick<SetupPosition, 'men' | 'turn'>): string[] {
  const { men, turn } = position;
  const them: PieceColor = turn === 'w' ? 'b' : 'w';
  const [pawnRank, passedRank, fromRank] = turn === 'w' ? [5, 6, 7] : [4, 3, 2];
  return [...'abcdefgh'].filter((f) => is(men, `${f}${pawnRank}`, them, 'p') && !men[`${f}${passedRank}`] && !men[`${f}${fromRank}`]).map((f) => `${f}${passedRank}`);
}

/** Rights and the en passant square the men no longer allow are dropped, so a setup always writes a sound FEN. */
export function normalise(position: SetupPosition): SetupPosition {
  const castling = CASTLING_RIGHTS.filter((r) => position.castling.includes(r) && castlingPossible(position.men, r)).join('');
  const ep = epCandidates(position).includes(position.ep) ? position.ep : '';
  return castling === position.castling && ep === position.ep ? position : { ...position, castling, ep };
}

export function setupFen(position: SetupPosition): string {
  const p = normalise(position);
  const rows = [8, 7, 6, 5, 4, 3, 2, 1].map((rank) => {
    let row = '';
    let empty = 0;
    for (const f of 'abcdefgh') {
      const man = p.men[`${f}${rank}`];
      if (!man) {
        empty += 1;
        continue;
      }
      if (empty) row += String(empty);
      empty = 0;
      row += man.color === 'w' ? CODE[man.type].toUpperCase() : CODE[man.type];
    }
    return empty ? row + String(empty) : row;
  });
  return `${rows.join('/')} ${p.turn} ${p.castling || '-'} ${p.ep || '-'} ${p.counters}`;
}

/** A FEN (or "startpos") as a setup; null when its placement cannot be read (the field then keeps the reader's text). */
export function setupOf(fen: string): SetupPosition | null {
  const text = fen.trim() === 'startpos' || !fen.trim() ? START_FEN : fen.trim();
  const fields = text.split(/\s+/);
  const rows = fields[0]?.split('/') ?? [];
  if (rows.length !== 8 || rows.some((r) => !/^[kqrbnpKQRBNP1-8]+$/.test(r) || [...r].reduce((n, c) => n + (/\d/.test(c) ? Number(c) : 1), 0) !== 8)) return null;
  const turn = fields[1] ?? 'w';
  if (turn !== 'w' && turn !== 'b') return null;
  const castling = fields[2] ?? '-';
  if (!/^(-|K?Q?k?q?)$/.test(castling)) return null;
  const ep = fields[3] ?? '-';
  if (ep !== '-' && !isSquare(ep)) return null;
  const counters = fields.length >= 6 ? `${fields[4]} ${fields[5]}` : '0 1';
  return { men: Object.fromEntries(piecesOf(text)), turn, castling: castling === '-' ? '' : castling, ep: ep === '-' ? '' : ep, counters };
}

export const EMPTY_SETUP: SetupPosition = { men: {}, turn: 'w', castling: '', ep: '', counters: '0 1' };

/** The setup with a man put on a square (replacing what stood there), or the square emptied (`man` null). */
export function place(position: SetupPosition, square: string, man: PieceOn | null): SetupPosition {
  if (!isSquare(square)) return position;
  const men = { ...position.men };
  if (man) men[square] = man;
  else delete men[square];
  return normalise({ ...position, men });
}

/** The man on `from` moved to `to` (replacing what stood there). */
export function shift(position: SetupPosition, from: string, to: string): SetupPosition {
  const man = position.men[from];
  if (!man || from === to || !isSquare(to)) return position;
  return place(place(position, from, null), to, man);
}

/** What is wrong with a setup that no game can have, before the engine is asked: the kings and the pawns. */
export type SetupProblem = { problem: 'no-king'; side: 'white' | 'black' } | { problem: 'two-kings'; side: 'white' | 'black'; count: number } | { problem: 'pawn-on-edge'; detail: string };

export function setupProblem(position: SetupPosition): SetupProblem | undefined {
  const men = Object.entries(position.men);
  for (const color of ['w', 'b'] as const) {
    const side = color === 'w' ? 'white' : 'black';
    const kings = men.filter(([, m]) => m.color === color && m.type === 'k').length;
    if (!kings) return { problem: 'no-king', side };
    if (kings > 1) return { problem: 'two-kings', side, count: kings };
  }
  const edge = men.filter(([sq, m]) => m.type === 'p' && /[18]$/.test(sq)).map(([sq]) => sq);
  if (edge.length) return { problem: 'pawn-on-edge', detail: edge.sort().join(', ') };
  return undefined;
}

/**
 * Touch-move (Art. 4): what the pieces touched by the player having the move oblige him to do.
 *
 * 1997 has two cases (4.3a pieces of one colour, 4.3b one of each); 2001 and 2009 three
 * (own, opponent's, one of each); 2018/2023 the same three with "first touched opponent's
 * piece with his first touched piece". King then rook: castle if legal (4.4a / 4.4.1), else
 * another king move (4.4c / 4.4.3), else any move. Rook then king: no castling on that side,
 * governed by 4.3a / 4.3.1. Nothing movable: any legal move (4.5).
 */
import { Board, F_EP, F_KSIDE, F_QSIDE, KING, ROOK, fileOf, pieceColor, pieceType, rankOf, sqName, type Move } from './movegen';
import type { EditionRules } from './editionRules';
import type { Obligation, Side } from './types';

export interface Touch {
  sq: number;
  piece: number;
}

export interface TouchResolution {
  obligation: Obligation | null;
  decision: 'touch-move-obligation' | 'touch-no-obligation';
  articles: string[];
}

/** The square of the piece a move captures (the pawn's square for en passant), or -1. */
export function capturedSquare(m: Move): number {
  if (m.flags & F_EP) return m.to + (rankOf(m.to) === 5 ? -16 : 16);
  return m.captured ? m.to : -1;
}

const sideOfRook = (sq: number): Side | null => (fileOf(sq) === 7 ? 'kingside' : fileOf(sq) === 0 ? 'queenside' : null);
const isCastleOn = (m: Move, side: Side) => (side === 'kingside' ? !!(m.flags & F_KSIDE) : !!(m.flags & F_QSIDE));

export function resolveTouches(b: Board, touches: Touch[], rules: EditionRules, legal: Move[] = b.legalMoves()): TouchResolution {
  const art = rules.art;
  const us = b.turn;
  const own = touches.filter((t) => pieceColor(t.piece) === us);
  const opp = touches.filter((t) => pieceColor(t.piece) !== us);
  const canMove = (sq: number, notCastle?: Side) => legal.some((m) => m.from === sq && !(notCastle && isCastleOn(m, notCastle)));
  const canCapture = (sq: number, by = -1) => legal.some((m) => capturedSquare(m) === sq && (by < 0 || m.from === by));
  const free = (articles: string[]): TouchResolution => ({
    obligation: null,
    decision: 'touch-no-obligation',
    articles: [...articles, art.touchNoneMovable],
  });
  const oblige = (obligation: Obligation, articles: string[]): TouchResolution => ({
    obligation,
    decision: 'touch-move-obligation',
    articles,
  });

  // Art. 4.4: king and rook, only own pieces touched.
  if (opp.length === 0 && own.length >= 2) {
    const kingIdx = own.findIndex((t) => pieceType(t.piece) === KING);
    const rookIdx = own.findIndex((t) => pieceType(t.piece) === ROOK && rankOf(t.sq) === (us === 0 ? 0 : 7) && sideOfRook(t.sq));
    if (kingIdx >= 0 && rookIdx >= 0) {
      const king = own[kingIdx]!;
      const rook = own[rookIdx]!;
      const side = sideOfRook(rook.sq)!;
      if (kingIdx < rookIdx) {
        if (legal.some((m) => m.from === king.sq && isCastleOn(m, side))) {
          return oblige({ kind: 'castle', side }, [art.touchKingRook]);
        }
        if (canMove(king.sq)) return oblige({ kind: 'king-move' }, [art.touchKingRook, art.touchCastleIllegal]);
        return { obligation: null, decision: 'touch-no-obligation', articles: [art.touchKingRook, art.touchCastleIllegal] };
      }
      // rook first, then king: 4.4b / 4.4.2 -> governed by 4.3a / 4.3.1, no castling on that side
      for (const t of own) {
        const notCastle = t.sq === king.sq ? side : undefined;
        if (canMove(t.sq, notCastle)) {
          return oblige({ kind: 'move', square: sqName(t.sq), ...(notCastle ? { notCastle } : {}) }, [art.touchRookKing, art.touchOwn]);
        }
      }
      return free([art.touchRookKing, art.touchOwn]);
    }
  }

  if (own.length && opp.length) {
    const firstOwn = own[0]!;
    const firstOpp = opp[0]!;
    if (canCapture(firstOpp.sq, firstOwn.sq)) {
      return oblige({ kind: 'capture', square: sqName(firstOpp.sq), by: sqName(firstOwn.sq) }, [art.touchBoth]);
    }
    for (const t of touches) {
      if (pieceColor(t.piece) === us ? canMove(t.sq) : canCapture(t.sq)) {
        return oblige(
          pieceColor(t.piece) === us ? { kind: 'move', square: sqName(t.sq) } : { kind: 'capture', square: sqName(t.sq) },
          [art.touchBoth],
        );
      }
    }
    return free([art.touchBoth]);
  }
  if (own.length) {
    for (const t of own) if (canMove(t.sq)) return oblige({ kind: 'move', square: sqName(t.sq) }, [art.touchOwn]);
    return free([art.touchOwn]);
  }
  for (const t of opp) if (canCapture(t.sq)) return oblige({ kind: 'capture', square: sqName(t.sq) }, [art.touchOpponent]);
  return free([art.touchOpponent]);
}

/** Does a legal move satisfy the obligation? `written` is the move written for an incorrect claim. */
export function complies(m: Move, ob: Obligation, written?: Move): boolean {
  switch (ob.kind) {
    case 'move':
      return sqName(m.from) === ob.square && !(ob.notCastle && isCastleOn(m, ob.notCastle)) && (!ob.to || sqName(m.to) === ob.to);
    case 'capture':
      return capturedSquare(m) >= 0 && sqName(capturedSquare(m)) === ob.square && (!ob.by || sqName(m.from) === ob.by);
    case 'castle':
      return isCastleOn(m, ob.side);
    case 'king-move':
      return pieceType(m.piece) === KING;
    case 'play':
      return !!written && written.from === m.from && written.to === m.to && written.promotion === m.promotion;
  }
}

/** Pieces "touched" by completing an illegal move, for Art. 4.3 applied to the replacing move. */
export function touchesOfIllegalMove(b: Board, from: number, to: number): Touch[] {
  const piece = b.sq[from]!;
  const touches: Touch[] = [{ sq: from, piece }];
  if (pieceType(piece) === KING && rankOf(from) === rankOf(to) && Math.abs(fileOf(to) - fileOf(from)) === 2) {
    // a castling attempt: king, then the rook on that side
    const rookSq = (from & 0x70) | (to > from ? 7 : 0);
    const rook = b.sq[rookSq]!;
    if (rook && pieceType(rook) === ROOK && pieceColor(rook) === pieceColor(piece)) touches.push({ sq: rookSq, piece: rook });
    return touches;
  }
  const target = b.sq[to]!;
  if (target && pieceColor(target) !== pieceColor(piece)) touches.push({ sq: to, piece: target });
  return touches;
}

import type { TFunction } from 'i18next';
import type { Color, PieceSymbol, Square } from 'chess.js';
import type { MoveOutcome, Refusal } from '@/lib/chess/tryMove';

// Sentences spoken by the board's live region and shown under it, in the page's language.

export const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

export function pieceName(t: TFunction, color: Color, type: PieceSymbol, withArticle = false): string {
  return t(`glossary:${withArticle ? 'theColoured' : 'coloured'}.${color}${type}`);
}

export function describeMove(t: TFunction, result: Extract<MoveOutcome, { ok: true }>): string {
  const { move } = result;
  const piece = capitalise(pieceName(t, move.color, move.piece));
  const parts: string[] = [];
  if (move.castle) parts.push(t(`board:announce.castle.${move.castle}.${move.color}`));
  else if (move.enPassant) parts.push(t('board:announce.enPassant', { piece, from: move.from, to: move.to }));
  else if (move.captured) {
    const captured = pieceName(t, move.color === 'w' ? 'b' : 'w', move.captured, true);
    parts.push(t('board:announce.capture', { piece, from: move.from, to: move.to, captured }));
  } else parts.push(t('board:announce.move', { piece, from: move.from, to: move.to }));
  if (move.promotion) parts.push(t('board:announce.promotion', { piece: t(`glossary:piece.${move.promotion}`) }));
  if (result.checkmate) parts.push(t(`board:announce.checkmate.${move.color}`));
  else if (result.check) parts.push(t('board:announce.check'));
  if (result.stalemate) parts.push(t('board:announce.stalemate'));
  return parts.join(' ');
}

export interface RefusalContext {
  turn: Color;
  from: Square;
  to: Square;
  piece?: { color: Color; type: PieceSymbol };
}

export function describeRefusal(t: TFunction, reason: Refusal, ctx: RefusalContext): string {
  const detail =
    reason === 'not-your-turn'
      ? t(`board:refusal.not-your-turn.${ctx.turn}`)
      : t(`board:refusal.${reason}`, {
          square: ctx.from,
          from: ctx.from,
          to: ctx.to,
          piece: ctx.piece ? pieceName(t, ctx.piece.color, ctx.piece.type, true) : '',
        });
  return `${t('board:refusal.prefix')} ${detail}`;
}

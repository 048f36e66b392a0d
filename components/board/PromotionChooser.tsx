'use client';

import { useEffect, useId, useRef } from 'react';
import type { PieceColor as Color } from '@/lib/chess/fen';
import { defaultPieces } from 'react-chessboard';
import { useT } from '@/components/site/I18nProvider';
import type { Promotion } from '@/lib/board/moves';

const CHOICES: Promotion[] = ['q', 'r', 'b', 'n'];

// The pieces a pawn may become (Article 3.7), as buttons; Escape cancels the move.
export function PromotionChooser({ color, square, onChoose }: { color: Color; square: string; onChoose: (p: Promotion | null) => void }) {
  const t = useT('board');
  const first = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => first.current?.focus(), []);
  return (
    <div
      className="promotion"
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onChoose(null);
        }
      }}
    >
      <p id={titleId} className="promotion-title">
        {t('promotion.title', { square })}
      </p>
      <div className="promotion-choices">
        {CHOICES.map((p, i) => {
          const Piece = defaultPieces[`${color}${p.toUpperCase()}`]!;
          return (
            <button key={p} ref={i === 0 ? first : undefined} type="button" className="promotion-choice" data-promotion={p} onClick={() => onChoose(p)}>
              <span className="promotion-piece" aria-hidden="true">
                <Piece />
              </span>
              <span>{t(`glossary:piece.${p}`)}</span>
            </button>
          );
        })}
      </div>
      <button type="button" className="button promotion-cancel" onClick={() => onChoose(null)}>
        {t('promotion.cancel')}
      </button>
    </div>
  );
}

'use client';

import { useMemo } from 'react';
import { defaultPieces, type PieceRenderObject } from 'react-chessboard';
import { useT } from '@/components/site/useT';

// react-chessboard's pieces have no accessible name; each is wrapped in a labelled image in the page's language.
export function useAccessiblePieces(): PieceRenderObject {
  const t = useT('glossary');
  return useMemo(() => {
    const wrapped: PieceRenderObject = {};
    for (const [code, Render] of Object.entries(defaultPieces)) {
      // Codes are "wP", "bK"…; the glossary keys are "wp", "bk"…
      const label = t(`coloured.${code.toLowerCase()}`);
      const Labelled = (props?: Parameters<typeof Render>[0]) => (
        <span role="img" aria-label={label} className="piece-img">
          <Render {...props} />
        </span>
      );
      wrapped[code] = Labelled;
    }
    return wrapped;
  }, [t]);
}

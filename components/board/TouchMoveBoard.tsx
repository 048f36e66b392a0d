'use client';

import { EngineBoard } from './EngineBoard';

// A board with a hand: touch pieces (own, the opponent's, king and rook in either order), say j'adoube and adjust,
// or move. The engine states the obligation and refuses moves that break it, citing the edition's Article 4.
export function TouchMoveBoard({ id, title, fen }: { id: string; title: string; fen?: string }) {
  return <EngineBoard id={id} title={title} fen={fen} hand />;
}

import type { Square } from 'chess.js';

const FILES = 'abcdefgh';

export type Orientation = 'white' | 'black';

// The square reached by an arrow key, as the learner sees the board (it may be turned).
export function stepSquare(square: Square, key: string, orientation: Orientation): Square | undefined {
  const sign = orientation === 'white' ? 1 : -1;
  const delta: Record<string, [number, number]> = {
    ArrowUp: [0, sign],
    ArrowDown: [0, -sign],
    ArrowRight: [sign, 0],
    ArrowLeft: [-sign, 0],
  };
  const d = delta[key];
  if (!d) return undefined;
  const file = FILES.indexOf(square[0]!) + d[0];
  const rank = Number(square[1]) + d[1];
  if (file < 0 || file > 7 || rank < 1 || rank > 8) return undefined;
  return `${FILES[file]}${rank}` as Square;
}

/**
 * Draw claims under Art. 9.2 (threefold repetition) and 9.3 (fifty moves), with or without a
 * move written on the scoresheet and declared to the arbiter.
 *
 * With a written move the claim concerns the position that move WILL produce (9.2a / 9.2.1.1 /
 * 9.2.1 in 2023; 9.3a / 9.3.1): the move is written but not played, and if the claim is
 * incorrect the move must then be played. Without it, the claim concerns the position that has
 * just appeared with the claimant to move (9.2b / 9.2.1.2 / 9.2.2 in 2023; 9.3b / 9.3.2).
 */
import type { Board, Move } from './movegen';
import { positionKey, type IdentityRule } from './position';

export interface ClaimCheck {
  correct: boolean;
  /** how many times the position concerned has appeared (threefold), or half-moves without pawn move/capture (fifty) */
  count: number;
}

/** history: identity keys of every position of the game so far, the current one last. */
export function checkThreefold(
  b: Board,
  history: string[],
  seen: Map<string, number>,
  rule: IdentityRule,
  written?: Move,
): ClaimCheck {
  let key: string;
  if (written) {
    b.make(written);
    key = positionKey(b, rule);
    b.unmake();
  } else {
    key = history[history.length - 1] ?? positionKey(b, rule);
  }
  const count = (written ? 1 : 0) + (seen.get(key) ?? 0);
  return { correct: count >= 3, count };
}

export function checkFifty(b: Board, written?: Move): ClaimCheck {
  let half = b.half;
  if (written) {
    b.make(written);
    half = b.half;
    b.unmake();
  }
  return { correct: half >= 100, count: half };
}

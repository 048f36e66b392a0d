/**
 * Clock penalties: an incorrect draw claim (9.5b / 9.5.3, A.3, B.2) and completed illegal
 * moves (7.4 / 7.5.5 and the rapid and blitz appendices). The amounts are data in editions.ts.
 */
import type { ClaimPenalty } from './editionRules';
import type { Clock, ColorName } from './types';

export const other = (c: ColorName): ColorName => (c === 'white' ? 'black' : 'white');

/**
 * Clock change for an incorrect claim by `claimant`. Without known clock times, the 1997 and
 * 2001 deductions from the claimant cannot be computed: only the opponent's bonus is given.
 */
export function incorrectClaimAdjustment(
  p: ClaimPenalty,
  claimant: ColorName,
  clock?: Clock,
): { delta: Partial<Clock>; note?: string } {
  const opponent = other(claimant);
  const delta: Partial<Clock> = { [opponent]: p.opponentAdds };
  if (p.claimant === 'none') return { delta };
  if (!clock) {
    return { delta, note: "the claimant's own time is also reduced; give the clock times to compute it" };
  }
  const t = clock[claimant];
  let cut = 0;
  if (p.claimant === 'halve-max-3min') {
    cut = Math.min(t / 2, 180);
  } else if (t > 120) {
    cut = Math.min(t / 2, 180); // more than two minutes: half, at most three minutes
  } else if (t > 60) {
    cut = t - 60; // between one and two minutes: left with one minute
  } // less than one minute: no adjustment
  if (cut > 0) delta[claimant] = -cut;
  return { delta };
}

export function applyDelta(clock: Clock | undefined, delta: Partial<Clock>): Clock | undefined {
  if (!clock) return clock;
  return { white: Math.max(0, clock.white + (delta.white ?? 0)), black: Math.max(0, clock.black + (delta.black ?? 0)) };
}

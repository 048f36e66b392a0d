// The clock pressed without a move (2018/2023 7.5.3: penalised as an illegal move; before: no penalty fixed).
import { Game, colorIndex, colorName } from '../game';
import type { CaseEvent } from '../types';
import { CaseError } from '../validate';
import { illegalPenalty, leaveUnclaimed, penalizeIllegalMove } from './irregularities';

/** The player having the move presses his clock without making a move. */
export function pressClock(g: Game, i: number, e: Extract<CaseEvent, { type: 'press-clock' }>): void {
  if (g.over) throw new CaseError(`event ${i}: a clock pressed after the end of the game (${g.over.termination})`);
  // completing a move made without pressing the clock (a move event with "completed": false)
  if (g.uncompleted[colorIndex(e.color)]) {
    g.uncompleted[colorIndex(e.color)] = false;
    return;
  }
  const b = g.board;
  const mover = b.turn;
  // the clock pressed with a pawn released on its promotion square and no new piece: the unfinished promotion is
  // completed as it stands (2009 7.4a, 2018/2023 7.5.2)
  if (g.released && e.color === colorName(mover)) {
    const { from, to } = g.released;
    g.released = null;
    penalizeIllegalMove(g, i, from, to, 0, true);
    return;
  }
  if (e.color !== colorName(mover)) {
    throw new CaseError(`event ${i}: ${e.color} presses the clock, but it is ${colorName(mover)}'s move (only the player whose clock runs can press it)`);
  }
  const art = g.rules.art;
  if (!art.clockWithoutMove) {
    g.rule({
      event: i,
      decision: 'clock-pressed-without-move',
      articles: [art.clockPress, art.arbiterPenalties],
      note: `no penalty is fixed for it in this edition: ${e.color} still has the move; the arbiter may apply one of ${art.arbiterPenalties}`,
    });
    return;
  }
  const why = [art.clockWithoutMove];
  if (e.observed !== false) {
    illegalPenalty(g, i, mover, false, 'clock-pressed-without-move', why);
    const last = g.rulings[g.rulings.length - 1];
    if (last && !g.over) last.note = `${e.color} still has the move`;
    return;
  }
  const rule = g.mode.unclaimedIllegal;
  leaveUnclaimed(
    g,
    i,
    { kind: 'press-clock', onMove: rule.onMove, onTouch: rule.onTouch },
    { reason: 'clock-pressed-without-move', articles: [...why, ...rule.articles], note: 'meanwhile the opponent has the move' },
    // left to stand, the clock press passes the move to the opponent
    () => b.pass(),
  );
}

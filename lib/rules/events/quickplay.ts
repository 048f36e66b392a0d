// The quickplay-finish draw claim (1997-2009 10.2; 2018/2023 Guidelines III.5).
import type { Color } from '../movegen';
import { Game, colorName } from '../game';
import { other } from '../penalties';
import type { Clock, QuickplayFinding } from '../types';
import { CaseError } from '../validate';

/** The arbiter's findings that make the quickplay-finish claim a draw. */
export const DRAW_FINDINGS: readonly QuickplayFinding[] = ['cannot-win', 'no-effort'];
/** The two minutes of 10.2 / III.5 added to the opponent's time. */
const QUICKPLAY_BONUS = 120;

/**
 * The quickplay-finish draw claim (10.2; 2018/2023 Guidelines III.5) by `by`, with the arbiter's finding. From 2001
 * the claimant must be the player having the move; the 1997 wording does not say so.
 */
export function quickplayClaim(g: Game, i: number, finding: QuickplayFinding, extraTime: boolean, by: Color): void {
  const q = g.rules.quickplay;
  const tc = g.timeControl;
  const claimant = colorName(by);
  const opponent = other(claimant);
  const notAllowed = (articles: string[], note: string) => g.rule({ event: i, decision: 'claim-not-allowed', articles, note });
  const p = g.postponed;
  if (p) {
    // the arbiter's later decision on the postponed claim (10.2b / III.5.2), whoever has the move
    if (finding === 'postpone') {
      g.rule({ event: i, decision: 'claim-postponed', articles: [...q.later], note: `the claim of event ${p.event} stays postponed` });
      return;
    }
    g.postponed = null;
    if (DRAW_FINDINGS.includes(finding)) {
      g.end('1/2-1/2', 'quickplay-finish', [...q.later]);
      g.rule({ event: i, decision: 'claim-correct', articles: [...q.later], note: `the claim of event ${p.event}, postponed, is decided: drawn` });
    } else {
      g.rule({ event: i, decision: 'claim-incorrect', articles: [...q.later], note: `the claim of event ${p.event}, postponed, is not upheld; the game continues` });
    }
    return;
  }
  if (q.claimantHasMove && by !== g.board.turn) {
    notAllowed([q.claim], `${claimant} does not have the move: the claim is made by the player having the move`);
    return;
  }
  if (g.mode.quickplayExcluded) {
    notAllowed([...g.mode.quickplayExcluded], `the quickplay-finish claim does not apply in ${g.modeName}`);
    return;
  }
  if (q.guidelines && !tc.guidelinesIII) {
    notAllowed([q.guidelines.announced], 'Guidelines III were not announced for this event');
    return;
  }
  if (q.guidelines && tc.increment > 0) {
    notAllowed([q.guidelines.scope], 'Guidelines III apply only to games without increment');
    return;
  }
  if (!tc.lastPeriod) {
    notAllowed([q.phase], 'not a quickplay finish: this is not the period in which all remaining moves must be completed');
    return;
  }
  if (!g.clock) {
    throw new CaseError(`event ${i}: a quickplay-finish claim needs the clock times (the case's "clock", or a "clock" event)`);
  }
  const left = g.clock[claimant];
  if (left >= 120 || left <= 0) {
    notAllowed([q.claim], left <= 0 ? `${claimant}'s flag has fallen` : `${claimant} has ${left} s left: the claim needs less than two minutes`);
    return;
  }
  if (DRAW_FINDINGS.includes(finding)) {
    const articles = [q.claim, ...q.draw];
    g.end('1/2-1/2', 'quickplay-finish', articles);
    g.rule({ event: i, decision: 'claim-correct', articles });
    return;
  }
  if (finding === 'effort' && q.reject) {
    const delta = { [opponent]: QUICKPLAY_BONUS } as Partial<Clock>;
    g.addClock(delta);
    g.rule({ event: i, decision: 'claim-incorrect', articles: [q.claim, ...q.reject], clock: delta, note: 'the arbiter rejects the claim' });
    return;
  }
  // postponed (1997 has no rejection: "if not convinced he shall postpone his decision")
  g.postponed = { claimant: by, event: i };
  const delta = extraTime ? ({ [opponent]: QUICKPLAY_BONUS } as Partial<Clock>) : undefined;
  if (delta) g.addClock(delta);
  g.rule({
    event: i,
    decision: 'claim-postponed',
    articles: [q.claim, ...q.postpone],
    ...(delta ? { clock: delta } : {}),
    note:
      (finding === 'effort' ? 'this edition has no rejection: the arbiter postpones his decision; ' : '') +
      (delta ? '' : 'the arbiter may award the opponent two extra minutes ("extraTime": true); ') +
      'the result is declared later or after a flag falls',
  });
}

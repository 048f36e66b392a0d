// A flag falls: a loss, or a draw when the opponent cannot checkmate; both flags down.
import { Game, colorIndex, colorName, winFor } from '../game';
import { other } from '../penalties';
import type { ColorName, QuickplayFinding } from '../types';
import { CaseError } from '../validate';
import { DRAW_FINDINGS } from './quickplay';

export function flag(g: Game, i: number, c: ColorName | 'both', finding?: QuickplayFinding): void {
  if (g.over) {
    g.alreadyOver(i);
    return;
  }
  if (c === 'both') {
    bothFlags(g, i);
    return;
  }
  const q = g.rules.quickplay;
  const p = g.postponed;
  if (finding !== undefined && (!p || colorName(p.claimant) !== c)) {
    throw new CaseError(`event ${i}: "finding" on a flag event needs a postponed quickplay-finish claim by the player whose flag fell (${c})`);
  }
  if (p && colorName(p.claimant) === c && finding && DRAW_FINDINGS.includes(finding)) {
    // the arbiter declares the result of the postponed claim after the flag fall
    if (g.clock) g.clock = { ...g.clock, [c]: 0 };
    g.postponed = null;
    g.end('1/2-1/2', 'quickplay-finish', [...q.later]);
    g.rule({ event: i, decision: 'claim-correct', articles: [...q.later], note: `the claim of event ${p.event}, postponed, is decided after the flag fall: drawn` });
    return;
  }
  const opp = colorIndex(other(c));
  const articles = [g.rules.art.flag, ...g.mode.flagExtra];
  // 6.9 loses a player who does not complete the prescribed number of moves in the allotted time: one who has
  // completed them (a move made but not completed does not count, 6.7a / 6.2.1) is in the next period
  const prescribed = g.timeControl.moves;
  if (prescribed !== undefined && g.completedMoves(colorIndex(c)) >= prescribed) {
    g.rule({
      event: i,
      decision: 'flag-fall-after-control',
      articles: [g.rules.art.flag],
      note: `${c} completed the ${prescribed} moves of the period before the flag fell: the game continues with the next period's time`,
    });
    return;
  }
  if (g.clock) g.clock = { ...g.clock, [c]: 0 };
  const note =
    p && colorName(p.claimant) === c
      ? { note: `the postponed quickplay-finish claim of event ${p.event} is not upheld (${q.later.join(', ')})` }
      : {};
  g.postponed = null;
  if (g.canWin(opp)) {
    g.end(winFor(other(c)), 'time', articles);
    g.rule({ event: i, decision: 'flag-fall-loss', articles, ...note });
  } else {
    g.end('1/2-1/2', 'time', articles);
    g.rule({ event: i, decision: 'flag-fall-draw', articles, ...note });
  }
}

/** Both flags down and impossible to establish which fell first. */
export function bothFlags(g: Game, i: number): void {
  let rule = g.mode.bothFlags;
  const tc = g.timeControl;
  const guidelines = g.rules.quickplay.guidelines;
  if (rule.kind === 'by-period' && rule.guidelinesIII && guidelines) {
    // Guidelines III: only if announced (III.2.1), only without increment (III.2.2)
    if (!tc.guidelinesIII) rule = { kind: 'no-rule', articles: [guidelines.announced] };
    else if (tc.increment > 0) rule = { kind: 'no-rule', articles: [guidelines.scope] };
  }
  const zero = () => {
    if (g.clock) g.clock = { white: 0, black: 0 };
  };
  switch (rule.kind) {
    case 'continue':
      zero();
      g.rule({ event: i, decision: 'both-flags-continue', articles: [...rule.articles] });
      return;
    case 'draw':
      zero();
      g.end('1/2-1/2', 'time', [...rule.articles]);
      g.rule({ event: i, decision: 'both-flags-draw', articles: [...rule.articles] });
      return;
    case 'by-period':
      zero();
      if (tc.lastPeriod) {
        g.end('1/2-1/2', 'time', [...rule.last]);
        g.rule({ event: i, decision: 'both-flags-draw', articles: [...rule.last] });
      } else {
        g.rule({
          event: i,
          decision: 'both-flags-continue',
          articles: [...rule.earlier],
          note: 'not the last period: the game continues with the time of the next period',
        });
      }
      return;
    case 'no-rule':
      g.rule({
        event: i,
        decision: 'both-flags-no-rule',
        articles: [...rule.articles],
        note:
          'Guidelines III, the only rule for both flags fallen in this edition, do not apply here; ' +
          'an electronic clock shows which flag fell first (6.10.1): give that flag instead',
      });
      return;
  }
}

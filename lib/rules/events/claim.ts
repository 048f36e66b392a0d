// Claims: threefold repetition and fifty moves (with or without a written move), touch-move, an illegal move left on
// the board, the quickplay finish; the incorrect-claim rule (9.5b / 9.5.3) is here.
import { type Move } from '../movegen';
import { checkFifty, checkThreefold } from '../claims';
import { Game, colorIndex, colorName } from '../game';
import { incorrectClaimAdjustment } from '../penalties';
import type { CaseEvent, ColorName } from '../types';
import { CaseError } from '../validate';
import { illegalMoveClaim } from './irregularities';
import { quickplayClaim } from './quickplay';

export function claim(g: Game, i: number, e: Extract<CaseEvent, { type: 'claim' }>): void {
  if (g.over) {
    g.alreadyOver(i);
    return;
  }
  const art = g.rules.art;
  const b = g.board;
  const by = e.by === undefined ? b.turn : colorIndex(e.by);
  const claimant = colorName(by);
  if (e.claim === 'quickplay-finish') {
    quickplayClaim(g, i, e.finding!, e.extraTime === true, by);
    return;
  }
  if (by !== b.turn) {
    if (e.claim !== 'threefold' && e.claim !== 'fifty-moves') {
      throw new CaseError(`event ${i}: a ${e.claim} claim is made by the player having the move (${colorName(b.turn)})`);
    }
    // with a written move or without, he does not have the move: the same incorrect claim
    const written = e.san === undefined ? '' : `; the move he wrote, ${e.san}, is not his to make now`;
    notHavingTheMoveClaim(g, i, e.claim === 'threefold' ? art.threefoldJust : art.fiftyJust, claimant, [], written);
    return;
  }
  // 1997 1.1: a player has the move only once his opponent has completed a move
  const have = g.rules.haveMoveOnceCompleted;
  if (have && (e.claim === 'threefold' || e.claim === 'fifty-moves') && g.uncompleted[1 - by]) {
    const specific = e.claim === 'threefold' ? (e.san === undefined ? art.threefoldJust : art.threefoldAbout) : e.san === undefined ? art.fiftyJust : art.fiftyAbout;
    notHavingTheMoveClaim(g, i, specific, claimant, [have], `; the opponent's move is made but not completed (his clock not pressed)`);
    return;
  }
  if (e.claim === 'illegal-move') {
    illegalMoveClaim(g, i);
    return;
  }
  if (e.claim === 'touch-move') {
    const p = g.pending;
    if (p && p.violator !== b.turn) {
      if (p.forfeited || g.touches.length) {
        g.rule({ event: i, decision: 'claim-forfeited', articles: [art.touchClaimForfeit] });
        return;
      }
      g.reinstate(p.board, p.historyLength);
      g.touches = p.touches;
      g.obligation = p.obligation;
      g.obligationArticles = p.articles;
      g.pending = null;
      g.rule({ event: i, decision: 'claim-correct', articles: [...p.articles], obligation: p.obligation, note: 'the move is taken back' });
      return;
    }
    g.rule({ event: i, decision: 'claim-incorrect', articles: [], note: 'no touch-move violation to claim' });
    return;
  }
  let written: Move | undefined;
  if (e.san !== undefined) {
    const p = b.parseSan(e.san, g.legal);
    if ('move' in p) written = p.move;
    else if (p.error === 'syntax') throw new CaseError(`event ${i}: the written move "${e.san}" cannot be read as SAN`);
  }
  if (g.rules.claimRightLostByTouch && g.touches.length) {
    g.rule({ event: i, decision: 'claim-forfeited', articles: [art.claimRightLost] });
    return;
  }
  const threefold = e.claim === 'threefold';
  if (e.san !== undefined && !written) {
    illegalWrittenMoveClaim(g, i, e.san, threefold ? art.threefoldAbout : art.fiftyAbout);
    return;
  }
  let check = threefold ? checkThreefold(b, g.history, g.seen, g.rules.positionIdentity, written) : checkFifty(b, written);
  // 2018/2023 9.3.2: the last 50 moves of each player "have been completed"; a move made but not completed does not
  // count yet
  const pending = Number(g.uncompleted[0]) + Number(g.uncompleted[1]);
  let notCompleted = '';
  if (!threefold && !written && g.rules.fiftyMovesCompleted && pending && check.correct && b.half - pending < 100) {
    check = { correct: false, count: b.half - pending };
    notCompleted = 'the last move is made but not completed (its clock not pressed): it does not count yet';
  }
  const specific = threefold ? (written ? art.threefoldAbout : art.threefoldJust) : written ? art.fiftyAbout : art.fiftyJust;
  const san = written ? b.san(written, g.legal) : undefined;
  if (check.correct) {
    const articles = [specific, ...(threefold ? [art.samePosition] : []), art.claimCorrect];
    g.end('1/2-1/2', threefold ? 'threefold' : 'fifty-moves', articles);
    g.rule({ event: i, decision: 'claim-correct', articles, ...(san ? { san } : {}) });
    return;
  }
  const { delta, note } = incorrectClaimAdjustment(g.mode.incorrectClaim, claimant, g.clock);
  g.addClock(delta);
  const articles = [specific, ...g.mode.incorrectClaim.articles];
  if (san) {
    g.obligation = { kind: 'play', san };
    g.obligationArticles = [art.claimIncorrect];
  }
  g.rule({
    event: i,
    decision: 'claim-incorrect',
    articles,
    clock: delta,
    ...(san ? { san, obligation: g.obligation! } : {}),
    ...(note || notCompleted ? { note: [notCompleted, note].filter(Boolean).join('; ') } : {}),
  });
}

/**
 * A threefold or fifty-move claim by the player who does not have the move (he has made his move, completed or not):
 * 9.2 and 9.3 need the claimant to have the move (or to write the move he is about to make), so the claim is
 * incorrect, with the edition's penalty.
 */
function notHavingTheMoveClaim(g: Game, i: number, specific: string, claimant: ColorName, why: string[] = [], detail = ''): void {
  const { delta, note } = incorrectClaimAdjustment(g.mode.incorrectClaim, claimant, g.clock);
  g.addClock(delta);
  g.rule({
    event: i,
    decision: 'claim-incorrect',
    articles: [...why, specific, ...g.mode.incorrectClaim.articles],
    clock: delta,
    note: [`${claimant} does not have the move${detail}`, note].filter(Boolean).join('; '),
  });
}

/**
 * A claim based on a written move that is not legal here. The position after it cannot arise, so the claim is
 * incorrect, with the edition's penalty; the move cannot be made (Article 3), and Article 4 still binds the pieces
 * the claimant has touched (9.5b / 9.5.3: the move "must be made in accordance with Articles 3 and 4").
 */
export function illegalWrittenMoveClaim(g: Game, i: number, san: string, specific: string): void {
  const claimant = colorName(g.board.turn);
  const { delta, note } = incorrectClaimAdjustment(g.mode.incorrectClaim, claimant, g.clock);
  g.addClock(delta);
  const touched = g.touches.length ? g.setObligationFromTouches() : null;
  const articles = [...new Set([specific, ...g.mode.incorrectClaim.articles, g.rules.art.claimIncorrect, ...(touched?.articles ?? [])])];
  g.rule({
    event: i,
    decision: 'claim-incorrect',
    articles,
    clock: delta,
    ...(g.obligation ? { obligation: g.obligation } : {}),
    note: [`the written move ${san} is not a legal move in this position, so it cannot be made`, note].filter(Boolean).join('; '),
  });
}

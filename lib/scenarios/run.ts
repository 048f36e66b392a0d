// Plays a scenario with the rules engine: the prelude and the opponent's scripted replies are played for the
// opponent, the learner's actions are ruled on, and the goal and failure predicates are decided on the engine's
// rulings. Pure: the same functions run in the content test and in the browser.
import type { Clock, Edition, Ruling, RulingEntry } from '@/lib/rules';
import {
  addEvents,
  claim as claimEvent,
  flag as flagEvent,
  startSession,
  touch as touchEvent,
  tryMove,
  type ActionResult,
  type SessionState,
} from '@/lib/board/session';
import { piecesOf, turnOf } from '@/lib/chess/fen';
import { targetsFrom } from '@/lib/board/moves';
import type { ChoiceClaim, LearnerAction, Predicate, ScenarioRules as Scenario } from './types';

/** A move played for the opponent (a scripted reply or a move of the game so far). */
export interface Reply {
  san: string;
  from: string;
  to: string;
  promotion?: string;
  entries: RulingEntry[];
  /** the position before it */
  before: string;
}

export interface ScenarioRun {
  scenario: Scenario;
  state: SessionState;
  replyIndex: number;
  /** which goal predicates have been met so far */
  met: boolean[];
  outcome: 'playing' | 'success' | 'failure';
  /** index of the failure predicate that ended the scenario */
  failure?: number;
  /** the last learner move played (for highlighting) */
  last?: { from: string; to: string };
  /** a scripted reply the engine refused in this game (the script stops there) */
  refusedReply?: string;
  /** the learner's moves played, and moves of his the engine refused */
  moves: number;
  refusals: number;
  /** the stars still on the board (`collect`) */
  stars: string[];
}

const UCI = /^([a-h][1-8])([a-h][1-8])([qrbn])?$/;
export function splitUci(uci: string): { from: string; to: string; promotion?: string } {
  const m = UCI.exec(uci);
  if (!m) throw new Error(`not a move in coordinates: ${uci}`);
  return { from: m[1]!, to: m[2]!, ...(m[3] ? { promotion: m[3] } : {}) };
}

export function learnerToMove(run: ScenarioRun): boolean {
  return turnOf(run.state.ruling.fen) === (run.scenario.learner === 'white' ? 'w' : 'b');
}

export function scenarioEdition(scenario: Scenario, wanted: Edition): Edition {
  return scenario.editions.includes(wanted) ? wanted : scenario.editions[scenario.editions.length - 1]!;
}

/** Plays the opponent's scripted replies while it is the opponent's turn and the game goes on. */
function playReplies(run: ScenarioRun): { run: ScenarioRun; replies: Reply[] } {
  const replies: Reply[] = [];
  let r = run;
  while (r.outcome === 'playing' && r.state.ruling.status === 'ongoing' && !learnerToMove(r) && r.replyIndex < r.scenario.replies.length) {
    const { from, to, promotion } = splitUci(r.scenario.replies[r.replyIndex]!);
    const result = tryMove(r.state, from, to, promotion);
    // The learner's moves may make a scripted reply impossible: the script stops, and the board says so.
    if (!result.ok) return { run: { ...r, refusedReply: `${from}${to} (${result.reason})` }, replies };
    replies.push({ san: result.san!, from, to, entries: result.entries, before: r.state.ruling.fen });
    r = { ...r, state: result.state, replyIndex: r.replyIndex + 1 };
  }
  return { run: r, replies };
}

/** The game so far: the scenario's position and its prelude moves, in an edition. */
function playPrelude(scenario: Scenario, edition: Edition): { state: SessionState; moves: Reply[] } {
  const ed = scenarioEdition(scenario, edition);
  let state = startSession({ edition: ed, mode: scenario.mode, start: scenario.start, clock: scenario.clock, events: [] });
  const moves: Reply[] = [];
  for (const uci of scenario.prelude) {
    const { from, to, promotion } = splitUci(uci);
    const r = tryMove(state, from, to, promotion);
    if (!r.ok) throw new Error(`scenario ${scenario.id}: prelude move ${uci} is refused (${r.reason})`);
    moves.push({ san: r.san!, from, to, ...(promotion ? { promotion } : {}), entries: r.entries, before: state.ruling.fen });
    state = r.state;
  }
  return { state, moves };
}

/**
 * Starts a scenario in an edition: the game so far (`prelude`), then the opponent's first replies if it is his
 * turn (an arbiter case has no replies: it is ruled on by judge()).
 */
export function startRun(scenario: Scenario, edition: Edition): { run: ScenarioRun; replies: Reply[]; prelude: Reply[] } {
  const { state, moves } = playPrelude(scenario, edition);
  const run: ScenarioRun = { scenario, state, replyIndex: 0, met: scenario.goal.map(() => false), outcome: 'playing', moves: 0, refusals: 0, stars: [...(scenario.collect ?? [])] };
  return { ...(scenario.kind === 'arbiter' ? { run, replies: [] } : playReplies(run)), prelude: moves };
}

/** Does the learner's action (its result) satisfy the predicate? */
export function matches(p: Predicate, result: ActionResult, state: SessionState): boolean {
  if ('refusal' in p) return !result.ok && result.reason === p.refusal;
  if (!result.ok) return false;
  if ('decision' in p) return result.entries.some((e) => e.decision === p.decision && (!p.san || e.san === p.san || result.san === p.san));
  if ('termination' in p) {
    const r = state.ruling;
    return r.status === 'over' && r.termination === p.termination && (!p.result || r.result === p.result);
  }
  if ('hanging' in p) return result.san !== undefined && canTakeAPiece(state.ruling.fen) === p.hanging;
  if ('check' in p) return result.san !== undefined && /[+#]$/.test(result.san);
  if ('played' in p) return result.san !== undefined && result.san.replace(/[+#]$/, '') === p.played;
  return result.san !== undefined;
}

/** Whether the side to move can take a piece (not the king) of the other side. */
function canTakeAPiece(fen: string): boolean {
  const pieces = piecesOf(fen);
  const us = turnOf(fen);
  const theirs = new Set([...pieces].filter(([, p]) => p.color !== us && p.type !== 'k').map(([sq]) => sq));
  return [...pieces].some(([sq, p]) => p.color === us && targetsFrom(fen, sq).some((to) => theirs.has(to)));
}

/** Rules on a learner action; the opponent replies when it is his turn. */
export function act(
  run: ScenarioRun,
  action: Exclude<LearnerAction, { choose: string }>,
  clock?: Clock,
): { run: ScenarioRun; afterLearner: ScenarioRun; result: ActionResult; replies: Reply[] } {
  if (run.outcome !== 'playing') {
    const result: ActionResult = { ok: false, reason: 'game-over', articles: [], entries: [] };
    return { run, afterLearner: run, result, replies: [] };
  }
  let result: ActionResult;
  let last = run.last;
  if ('move' in action) {
    const { from, to, promotion } = splitUci(action.move);
    if (!learnerToMove(run)) {
      result = { ok: false, reason: 'not-your-turn', articles: [], entries: [] };
    } else {
      result = tryMove(run.state, from, to, promotion, clock);
      if (result.ok) last = { from, to };
    }
  } else if ('touch' in action || 'adjust' in action) {
    const square = 'touch' in action ? action.touch : action.adjust;
    result = touchEvent(run.state, square, 'adjust' in action);
  } else if ('flag' in action) {
    result = flagEvent(run.state, action.flag, clock);
  } else {
    result = claimEvent(run.state, action.claim, action.write, clock);
  }
  const state = result.ok ? result.state : run.state;
  const moved = result.ok && 'move' in action;
  const moves = run.moves + (moved ? 1 : 0);
  const refusals = run.refusals + (!result.ok && result.reason !== 'game-over' ? 1 : 0);
  const stars = moved && last ? run.stars.filter((sq) => sq !== last!.to) : run.stars;
  const met = run.met.map((m, i) => m || matches(run.scenario.goal[i]!, result, state));
  const failure = run.scenario.failures.findIndex((p) => matches(p, result, state));
  const goalMet = (met.length > 0 || !!run.scenario.collect) && met.every(Boolean) && stars.length === 0;
  const { limit } = run.scenario;
  // Over the move limit: the failure after the scenario's own (its text is last).
  const failed = failure >= 0 ? failure : limit !== undefined && moves >= limit ? run.scenario.failures.length : -1;
  const outcome = goalMet ? 'success' : failed >= 0 ? 'failure' : 'playing';
  const afterLearner: ScenarioRun = { ...run, state, met, outcome, ...(failed >= 0 && !goalMet ? { failure: failed } : {}), last, moves, refusals, stars };
  const { run: final, replies } = !moved
    ? { run: afterLearner, replies: [] }
    : run.scenario.pass
      ? passTurn(afterLearner, result.ok ? (result.san ?? '') : '')
      : playReplies(afterLearner);
  return { run: final, afterLearner, result, replies };
}

/**
 * The opponent passes (first steps: the learner's piece moves again). The position is set up again with the learner
 * to move; if the learner gave check, the opponent's king steps aside first (its first legal move), as a reply.
 */
function passTurn(run: ScenarioRun, san: string): { run: ScenarioRun; replies: Reply[] } {
  const { ruling, session } = run.state;
  if (run.outcome !== 'playing' || ruling.status !== 'ongoing') return { run, replies: [] };
  const replies: Reply[] = [];
  let state = run.state;
  if (san.endsWith('+')) {
    const them = turnOf(ruling.fen);
    const king = [...piecesOf(ruling.fen)].find(([, p]) => p.type === 'k' && p.color === them)?.[0];
    const to = king ? targetsFrom(ruling.fen, king, session.edition)[0] : undefined;
    const r = king && to ? tryMove(state, king, to) : null;
    if (!r?.ok) return { run, replies: [] };
    replies.push({ san: r.san!, from: king!, to: to!, entries: r.entries, before: ruling.fen });
    state = r.state;
    if (state.ruling.status !== 'ongoing') return { run: { ...run, state }, replies };
  }
  // After the king's step it is the learner's move already; otherwise the opponent's turn is skipped.
  if (replies.length) return { run: { ...run, state }, replies };
  const [placement, side, castling, , half, full] = state.ruling.fen.split(' ');
  const start = [placement, side === 'w' ? 'b' : 'w', castling, '-', half, full].join(' ');
  return { run: { ...run, state: startSession({ ...session, start, events: [] }) }, replies };
}

/** An arbiter case: the engine's ruling on what happened, and which choice agrees with it. */
export function judge(scenario: Scenario, edition: Edition): { entries: RulingEntry[]; state: SessionState; correct: string[] } {
  const { run } = startRun(scenario, edition);
  const { state, entries } = addEvents(run.state, scenario.events ?? []);
  const lastEvent = state.session.events.length - 1;
  const last = entries.filter((e) => e.event === lastEvent);
  const correct = (scenario.choices ?? []).filter((c) => choiceAgrees(c.claim, last, state.ruling)).map((c) => c.id);
  return { entries: last, state, correct };
}

/** Whether a choice's claim agrees with the engine's ruling entries on the event and the game's status after it. */
export function choiceAgrees(claim: ChoiceClaim, entries: readonly RulingEntry[], ruling: Pick<Ruling, 'status' | 'result'>): boolean {
  const entry = entries.find((e) => claim.decision.includes(e.decision));
  if (!entry) return false;
  if (claim.clock !== undefined) {
    const want = claim.clock ?? {};
    const got = entry.clock ?? {};
    const keys = new Set([...Object.keys(want), ...Object.keys(got)]) as Set<'white' | 'black'>;
    if ([...keys].some((k) => (want[k] ?? 0) !== (got[k] ?? 0))) return false;
  }
  if (claim.result !== undefined) {
    const result = ruling.status === 'over' ? ruling.result : null;
    if ((claim.result ?? null) !== (result ?? null)) return false;
  }
  return true;
}

/**
 * The position to draw before an exercise starts: after the prelude (before the opponent's first replies), or, for
 * an arbiter case, just before the event the learner rules on.
 */
export function scenarioPosition(scenario: Scenario, edition: Edition): string {
  let { state } = playPrelude(scenario, edition);
  if (scenario.kind === 'arbiter' && scenario.events?.length) state = addEvents(state, scenario.events.slice(0, -1)).state;
  return state.ruling.fen;
}

// Everything a board needs from the rules engine, in one module: boards load it on the first interaction
// (import(), components/board/useEngine.ts), so the page and the board's picture come first; the free board page
// loads it with a shared link, which the engine reads. The board model (./model.ts) receives it as an action.
export { claim, flag, replayMoves, startSession, touch, tryMove, tryStart, undoMove, playedMoves, type ActionResult, type SessionState } from './session';
export { needsPromotion, readTypedMove, targetsFrom } from './moves';
export { act, judge, learnerToMove, scenarioEdition, scenarioPosition, startRun, type Reply, type ScenarioRun } from '@/lib/scenarios/run';

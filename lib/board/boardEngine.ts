// Everything a board needs from the rules engine, in one module: boards in lessons load it on the first
// interaction (import()), so the lesson text and the board's picture come first; the free board page imports it
// at once.
export { claim, flag, replayMoves, startSession, touch, tryMove, tryStart, undoMove, playedMoves, type ActionResult, type SessionState } from './session';
export { needsPromotion, readTypedMove, targetsFrom } from './moves';
export { act, judge, learnerToMove, scenarioEdition, scenarioPosition, startRun, type Reply, type ScenarioRun } from '@/lib/scenarios/run';

// Every scenario of content/scenarios/, by id. The content test checks that each JSON file is listed here and
// that the engine reaches what each one expects.
import type { Scenario } from './types';
import enPassant from '@/content/scenarios/en-passant.json';
import castlingAttacked from '@/content/scenarios/castling-attacked.json';
import promotion from '@/content/scenarios/promotion.json';
import touchKingRook from '@/content/scenarios/touch-king-rook.json';
import threefoldWritten from '@/content/scenarios/threefold-written.json';
import incorrectClaim from '@/content/scenarios/incorrect-claim.json';
import fiftyMoves from '@/content/scenarios/fifty-moves.json';
import illegalMovePenalty from '@/content/scenarios/illegal-move-penalty.json';
import illegalMoveBareKing from '@/content/scenarios/illegal-move-bare-king.json';
import flagLoneKing from '@/content/scenarios/flag-lone-king.json';
import flagForcedCapture from '@/content/scenarios/flag-forced-capture.json';
import rapidChessIllegalClaim from '@/content/scenarios/rapid-chess-illegal-claim.json';
import rapidChessTooLate from '@/content/scenarios/rapid-chess-too-late.json';
import irregularitiesClockWithoutMove from '@/content/scenarios/irregularities-clock-without-move.json';
import actOfMovingOwnPiece from '@/content/scenarios/act-of-moving-own-piece.json';
import actOfMovingOpponentPiece from '@/content/scenarios/act-of-moving-opponent-piece.json';
import actOfMovingEachColour from '@/content/scenarios/act-of-moving-each-colour.json';
import actOfMovingRookThenKing from '@/content/scenarios/act-of-moving-rook-then-king.json';
import blitzIllegalClaim from '@/content/scenarios/blitz-illegal-claim.json';
import quickplayFinishEffort from '@/content/scenarios/quickplay-finish-effort.json';
import quickplayFinishBothFlags from '@/content/scenarios/quickplay-finish-both-flags.json';
import completionOfTheGameMate from '@/content/scenarios/completion-of-the-game-mate.json';
import completionOfTheGameResignation from '@/content/scenarios/completion-of-the-game-resignation.json';
import actOfMovingReleasedPiece from '@/content/scenarios/act-of-moving-released-piece.json';

export const scenarios: readonly Scenario[] = [
  enPassant,
  castlingAttacked,
  promotion,
  touchKingRook,
  threefoldWritten,
  incorrectClaim,
  fiftyMoves,
  illegalMovePenalty,
  illegalMoveBareKing,
  flagLoneKing,
  flagForcedCapture,
  rapidChessIllegalClaim,
  rapidChessTooLate,
  irregularitiesClockWithoutMove,
  actOfMovingOwnPiece,
  actOfMovingOpponentPiece,
  actOfMovingEachColour,
  actOfMovingRookThenKing,
  blitzIllegalClaim,
  quickplayFinishEffort,
  quickplayFinishBothFlags,
  completionOfTheGameMate,
  completionOfTheGameResignation,
  actOfMovingReleasedPiece,
] as unknown as Scenario[];

export const scenarioIds: readonly string[] = scenarios.map((s) => s.id);

export function findScenario(id: string): Scenario | undefined {
  return scenarios.find((s) => s.id === id);
}

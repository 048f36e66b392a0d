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
import flagLoneKing from '@/content/scenarios/flag-lone-king.json';
import rapidChessIllegalClaim from '@/content/scenarios/rapid-chess-illegal-claim.json';
import rapidChessTooLate from '@/content/scenarios/rapid-chess-too-late.json';

export const scenarios: readonly Scenario[] = [
  enPassant,
  castlingAttacked,
  promotion,
  touchKingRook,
  threefoldWritten,
  incorrectClaim,
  fiftyMoves,
  illegalMovePenalty,
  flagLoneKing,
  rapidChessIllegalClaim,
  rapidChessTooLate,
] as unknown as Scenario[];

export const scenarioIds: readonly string[] = scenarios.map((s) => s.id);

export function findScenario(id: string): Scenario | undefined {
  return scenarios.find((s) => s.id === id);
}

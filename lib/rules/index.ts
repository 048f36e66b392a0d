/** The rules engine: one pure function, adjudicate(case) → ruling, and helpers for boards. */
export { adjudicate, tryAdjudicate } from './adjudicate';
export { checkMove, describeCastlingRefusal, readSan, type ReadSanResult, type CheckMoveResult, type LegalMoveResult, type RefusedMoveResult } from './checkMove';
export { EDITION_RULES, editionRules, type EditionRules } from './editionRules';
export { CaseError } from './validate';
export * from './types';

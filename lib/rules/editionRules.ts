/**
 * Everything that differs between editions, as data. Article numbers are those printed in
 * each edition's own text:
 * - 1997 (Yerevan): seeds/001 l.9–258 (Portuguese), plus the old column of the 1997→2001
 *   change table (001 l.268–366) for the appendices (B5, C3, C4), 10.2 and the illegal-move penalty (7.4b).
 * - 2001 (Istanbul 2000): seeds/000 (English stream; most labels rebuilt from the content,
 *   see the defects listed in content/laws/2001/en.json), 001 new column.
 * - 2009 (Dresden 2008): sources/laws/en-2009.md.
 * - 2018: sources/laws/en-2018.md. 2023: sources/laws/en-2023.md.
 *
 * Modes: "rapid" and "blitz" apply the appendices' rules for games without adequate
 * supervision (2009 A.4 / B.3, 2018 A.4 / B.4, 2023 A.5 / B.3), which is where the
 * appendices change the Laws; 1997/2001 have no such distinction.
 */
import type { Edition, Mode } from './types';

export type IllegalMovePolicy =
  /** opponent gets `seconds` for each illegal move; the `lossAt`-th illegal move loses */
  | { kind: 'time'; seconds: number; lossAt: number; drawIfCannotMate: boolean; articles: string[] }
  /** blitz: the opponent claims a win at once (draw if he cannot mate / lacks material) */
  | { kind: 'claim-win'; drawIfCannotMate: boolean; sufficientMaterialC4: boolean; articles: string[] };

export interface ClaimPenalty {
  /** seconds added to the opponent of an incorrect claimant */
  opponentAdds: number;
  /**
   * 'halve-max-3min' (1997 9.5b: claimant loses half his time, at most three minutes);
   * 'istanbul' (2001 9.5b: >2 min: half up to 3 min; 1–2 min: left with one minute; <1 min: unchanged)
   */
  claimant: 'none' | 'halve-max-3min' | 'istanbul';
  articles: string[];
}

/** Both flags down and impossible to establish which fell first. */
export type BothFlagsRule =
  | { kind: 'continue'; articles: string[] }
  | { kind: 'draw'; articles: string[] }
  /** the game continues in an earlier period, is drawn in the last one (`guidelinesIII`: only where III applies) */
  | { kind: 'by-period'; earlier: string[]; last: string[]; guidelinesIII?: boolean }
  /** the edition has no rule for this mode (the articles say why) */
  | { kind: 'no-rule'; articles: string[] };

/**
 * An illegal move (or, 2018/2023, a 7.5.3 / 7.5.4 action) that nobody acts on when it is
 * completed (`observed: false`): until when it can still be claimed, and what then.
 */
export interface UnclaimedIllegalRule {
  /** cited when the illegal move is left on the board */
  articles: string[];
  /** the opponent's next move ends the right to claim (articles cited); null = it can be found at any time during the game */
  onMove: string[] | null;
  /** the opponent's touching a piece as in 4.3 ends it (articles cited) */
  onTouch: string[] | null;
  /** 2018 A.4.4 / 2023 A.5.4: an illegal position still on the board after the next move is a draw */
  illegalPositionDraw: string[] | null;
}

export interface ModeRules {
  illegalMove: IllegalMovePolicy;
  incorrectClaim: ClaimPenalty;
  /** articles added when a flag falls in this mode */
  flagExtra: string[];
  /** the arbiter rules on Art. 4 only when a player asks: touch-move violations stand until claimed */
  touchOnlyOnRequest: string[] | null;
  /** 1997 blitz C4: a win (on time or for an illegal move) needs sufficient mating material */
  sufficientMaterialC4: boolean;
  unclaimedIllegal: UnclaimedIllegalRule;
  bothFlags: BothFlagsRule;
  /** the quickplay-finish claim does not apply in this mode (articles saying so), or null */
  quickplayExcluded: string[] | null;
}

/** The quickplay-finish claim: 10.2 (1997–2009), Guidelines III.5 (2018, 2023). */
export interface QuickplayRules {
  /** what a quickplay finish is (the last period) */
  phase: string;
  /** the claim: less than two minutes, before the flag falls */
  claim: string;
  /** the arbiter agrees: drawn */
  draw: string[];
  postpone: string[];
  /** rejection with two minutes to the opponent; null = the edition has no rejection (1997: postpone) */
  reject: string[] | null;
  /** the final decision on a postponed claim, later or after a flag fall */
  later: string[];
  /** 2018/2023: Guidelines III announced (III.2.1) and no increment, not blitz (III.2.2) */
  guidelines: { announced: string; scope: string } | null;
  /** the claimant must have the move (not in the 1997 wording) */
  claimantHasMove: boolean;
}

export interface EditionRules {
  /** where the article numbers below were read */
  source: string;
  art: {
    ownPiece: string;
    pieceMove: { p: string; n: string; b: string; r: string; q: string; k: string };
    noJumping: string;
    check: string;
    castling: string;
    castlingKingMoved: string;
    castlingRookMoved: string;
    castlingAttacked: string;
    castlingBlocked: string;
    enPassant: string[];
    promotion: string;
    adjust: string;
    touchOwn: string;
    touchOpponent: string;
    touchBoth: string;
    touchKingRook: string;
    touchRookKing: string;
    touchCastleIllegal: string;
    touchNoneMovable: string;
    touchClaimForfeit: string;
    checkmate: string;
    resignation: string;
    stalemate: string;
    deadPosition: string[];
    agreement: string;
    flag: string;
    illegalReinstate: string;
    /** articles applied to the move replacing an illegal move */
    illegalReplacement: string[];
    unpromotedPawn: string;
    threefoldAbout: string;
    threefoldJust: string;
    samePosition: string;
    fiftyAbout: string;
    fiftyJust: string;
    claimRightLost: string;
    claimCorrect: string;
    claimIncorrect: string;
    fivefold?: string;
    seventyFive?: string;
    /** 4.1: each move with one hand only */
    oneHand: string;
    /** making the move and then pressing the clock (6.7a / 6.8a / 6.2.1) */
    clockPress: string;
    /** a move (an illegal move) is completed only once the clock is pressed */
    moveCompleted: string;
    /** the arbiter's list of penalties (13.4 / 12.9) */
    arbiterPenalties: string;
    /** 2018/2023: pressing the clock without a move is penalised as an illegal move (7.5.3) */
    clockWithoutMove?: string;
    /** 2018/2023: a move with two hands is penalised as an illegal move (7.5.4) */
    twoHands?: string;
    /**
     * a piece released on a square as (part of) a legal move cannot go to another square: a pawn released on its
     * promotion square must be promoted there (1997/2001 4.7, 2009 4.6c, 2018/2023 4.7 with 4.6.2)
     */
    promotionReleased: string[];
    /**
     * a piece released on a square as (part of) a legal move cannot be moved to another square on this move: the move
     * is made (1997/2001 4.7, 2009 4.6, 2018/2023 4.7)
     */
    released: string;
  };
  quickplay: QuickplayRules;
  positionIdentity: 'rights' | 'rights-and-temporary';
  /** 9.4 from 2009: touching a piece (as in 4.3) loses the right to claim; before: only making a move */
  claimRightLostByTouch: boolean;
  /** automatic draws introduced in 2014 */
  fivefold: boolean;
  seventyFive: boolean;
  /** 2023 5.1.2: resignation is a draw if the opponent cannot checkmate */
  resignDrawIfCannotMate: boolean;
  /** 2018/2023 5.2.3: a draw agreement is valid only once both players have made at least one move */
  agreementNeedsMoves: boolean;
  /**
   * 2018/2023 5.1.1, 5.2.1 and 5.2.2: a checkmate, a stalemate or a dead position ends the game only when the move
   * that produced it "was in accordance with Article 3 and Articles 4.2 – 4.7", so a move that broke touch-move ends
   * nothing and the opponent may still claim. Before 2018 the move had only to be legal (2009 5.1a, 5.2a, 5.2b).
   */
  automaticEndNeedsTouchMoveKept: boolean;
  /** 2018/2023 7.5.2: an unpromoted pawn is replaced by a queen (and penalised as an illegal move) */
  unpromotedBecomesQueen: boolean;
  /**
   * the article by which a player "has the move" only once the opponent has completed his move (1997 1.1: "quando seu
   * adversário completou um lance"), or null where a move made is enough (2009 1.1, 2018/2023 1.3: "made")
   */
  haveMoveOnceCompleted: string | null;
  /** 9.3.2 (2018/2023): the fifty moves must have been "completed"; before, "made" */
  fiftyMovesCompleted: boolean;
  /** rapid and blitz differences (standard = the Laws without appendices) */
  modes: Record<Mode, ModeRules>;
  /** rapid and blitz under adequate supervision; null: the edition makes no such distinction (1997, 2001) */
  supervised: Record<'rapid' | 'blitz', SupervisedRules> | null;
}

/**
 * Rapid or blitz with adequate supervision: the Competition Rules apply (`articles`, the appendix's article that says
 * so), with what of the appendix applies to every game of that kind all the same.
 */
export interface SupervisedRules {
  articles: string[];
  /** penalties of one minute instead of two (2018 B.2 for blitz, 2023 A.3 for rapid) */
  oneMinute?: string[];
  /** Guidelines III do not apply to blitz (III.2.2), supervised or not */
  quickplayExcluded?: string[];
  bothFlags?: BothFlagsRule;
}

/** The rules of a mode, with or without adequate supervision (the case's `supervision`). */
export function modeRules(rules: EditionRules, mode: Mode, supervision: 'adequate' | 'inadequate'): ModeRules {
  const s = mode !== 'standard' && supervision === 'adequate' ? rules.supervised?.[mode] : undefined;
  if (!s) return rules.modes[mode];
  const standard = rules.modes.standard;
  const illegal = standard.illegalMove;
  return {
    ...standard,
    illegalMove:
      illegal.kind === 'time'
        ? { ...illegal, ...(s.oneMinute ? { seconds: 60 } : {}), articles: [...s.articles, ...illegal.articles, ...(s.oneMinute ?? [])] }
        : illegal,
    incorrectClaim: {
      ...standard.incorrectClaim,
      ...(s.oneMinute ? { opponentAdds: 60 } : {}),
      articles: [...standard.incorrectClaim.articles, ...s.articles, ...(s.oneMinute ?? [])],
    },
    flagExtra: [...s.articles],
    quickplayExcluded: s.quickplayExcluded ?? standard.quickplayExcluded,
    bothFlags: s.bothFlags ?? standard.bothFlags,
  };
}

const claim = (opponentAdds: number, claimant: ClaimPenalty['claimant'], articles: string[]): ClaimPenalty => ({
  opponentAdds,
  claimant,
  articles,
});

/** Standard play: "if during a game it is found that an illegal move has been completed" — at any time. */
const found = (article: string): UnclaimedIllegalRule => ({
  articles: [article],
  onMove: null,
  onTouch: null,
  illegalPositionDraw: null,
});
/** Blitz: the opponent may claim only before making his own move. */
const untilMove = (articles: string[]): UnclaimedIllegalRule => ({
  articles,
  onMove: articles,
  onTouch: null,
  illegalPositionDraw: null,
});

/**
 * 1997 illegal moves. The sources disagree: the main text's 7.4 (001 l.209) only reinstates the position, while the
 * change table's column "Lei atualmente em vigor (Yerevan)" (001 l.281, paired with the new 7.4b) gives the opponent
 * two minutes for each of the first two illegal moves and loses the game at the third. The engine follows the table:
 * it is the wording in force when the 2001 Laws replaced it, and the engine already takes 10.2, B5, C3 and C4 of
 * 1997 from the same column (README, "Decisions").
 */
const YEREVAN_ILLEGAL_MOVE: IllegalMovePolicy = { kind: 'time', seconds: 120, lossAt: 3, drawIfCannotMate: false, articles: ['7.4', '7.4b'] };

const E1997: EditionRules = {
  source: 'seeds/001_e329c8faf52aa289.txt l.9–258 (Portuguese) and l.268–366 (old column)',
  art: {
    ownPiece: '3.1',
    pieceMove: { p: '3.4', n: '3.3', b: '3.2c', r: '3.2b', q: '3.2a', k: '3.5a' },
    noJumping: '3.2',
    check: '3.5b',
    castling: '3.5a',
    castlingKingMoved: '3.5a(1)a',
    castlingRookMoved: '3.5a(1)b',
    castlingAttacked: '3.5a(2)a',
    castlingBlocked: '3.5a(2)b',
    enPassant: ['3.4d'],
    promotion: '3.4e',
    adjust: '4.2',
    // 1997 has two cases: 4.3a pieces of one colour (own or opponent's), 4.3b one of each
    touchOwn: '4.3a',
    touchOpponent: '4.3a',
    touchBoth: '4.3b',
    touchKingRook: '4.4a',
    touchRookKing: '4.4b',
    touchCastleIllegal: '4.4c',
    touchNoneMovable: '4.5',
    touchClaimForfeit: '4.6',
    checkmate: '5.1a',
    resignation: '5.1b',
    stalemate: '5.2',
    deadPosition: ['9.6'],
    agreement: '5.3',
    flag: '6.9',
    illegalReinstate: '7.4',
    illegalReplacement: ['7.4', '4.3'],
    unpromotedPawn: '3.4e',
    threefoldAbout: '9.2a',
    threefoldJust: '9.2b',
    samePosition: '9.2',
    fiftyAbout: '9.3a',
    fiftyJust: '9.3b',
    claimRightLost: '9.4',
    claimCorrect: '9.5a',
    claimIncorrect: '9.5b',
    oneHand: '4.1',
    clockPress: '6.7a',
    moveCompleted: '6.7a',
    arbiterPenalties: '13.4',
    promotionReleased: ['4.7', '3.4e'],
    released: '4.7',
  },
  // 10.2 survives only in the old column of the change table (001 l.315–319), without its own
  // letters; a–c as printed there. No rejection: "Se não estiver convencido deverá adiar sua decisão".
  quickplay: {
    phase: '10.2',
    claim: '10.2',
    draw: ['10.2a'],
    postpone: ['10.2a', '10.2b'],
    reject: null,
    later: ['10.2c'],
    guidelines: null,
    claimantHasMove: false,
  },
  positionIdentity: 'rights-and-temporary',
  claimRightLostByTouch: false,
  fivefold: false,
  seventyFive: false,
  resignDrawIfCannotMate: false,
  agreementNeedsMoves: false,
  automaticEndNeedsTouchMoveKept: false,
  unpromotedBecomesQueen: false,
  haveMoveOnceCompleted: '1.1',
  fiftyMovesCompleted: false,
  supervised: null,
  modes: {
    standard: {
      illegalMove: YEREVAN_ILLEGAL_MOVE,
      incorrectClaim: claim(180, 'halve-max-3min', ['9.5b']),
      flagExtra: [],
      touchOnlyOnRequest: null,
      sufficientMaterialC4: false,
      unclaimedIllegal: found('7.4'),
      bothFlags: { kind: 'continue', articles: ['6.11'] },
      quickplayExcluded: null,
    },
    // the 1997 appendices survive only as the rows of the change table that changed in 2001
    // (B4, B5, C3, C4); the rest falls back on the Laws
    rapid: {
      illegalMove: YEREVAN_ILLEGAL_MOVE,
      incorrectClaim: claim(180, 'halve-max-3min', ['9.5b']),
      flagExtra: [],
      touchOnlyOnRequest: ['B5'],
      sufficientMaterialC4: false,
      unclaimedIllegal: found('7.4'),
      bothFlags: { kind: 'continue', articles: ['6.11'] },
      quickplayExcluded: null,
    },
    blitz: {
      illegalMove: { kind: 'claim-win', drawIfCannotMate: true, sufficientMaterialC4: true, articles: ['C3', 'C4'] },
      incorrectClaim: claim(180, 'halve-max-3min', ['9.5b']),
      flagExtra: ['C4'],
      touchOnlyOnRequest: ['B5'],
      sufficientMaterialC4: true,
      unclaimedIllegal: untilMove(['C3']),
      bothFlags: { kind: 'continue', articles: ['6.11'] },
      quickplayExcluded: null,
    },
  },
};

const E2001: EditionRules = {
  source: 'seeds/000_b8d35fbf03814a11.txt (English stream), seeds/001 new column',
  art: {
    ownPiece: '3.1',
    pieceMove: { p: '3.7', n: '3.6', b: '3.2', r: '3.3', q: '3.4', k: '3.8a' },
    noJumping: '3.5',
    check: '3.9',
    castling: '3.8a(ii)',
    castlingKingMoved: '3.8a(ii)(1)a',
    castlingRookMoved: '3.8a(ii)(1)b',
    castlingAttacked: '3.8a(ii)(2)a',
    castlingBlocked: '3.8a(ii)(2)b',
    enPassant: ['3.7d'],
    promotion: '3.7e',
    adjust: '4.2',
    touchOwn: '4.3a',
    touchOpponent: '4.3b',
    touchBoth: '4.3c',
    touchKingRook: '4.4a',
    touchRookKing: '4.4b',
    touchCastleIllegal: '4.4c',
    touchNoneMovable: '4.5',
    touchClaimForfeit: '4.6',
    checkmate: '5.1a',
    resignation: '5.1b',
    stalemate: '5.2a',
    deadPosition: ['5.2b', '9.6'],
    agreement: '5.2c',
    flag: '6.10',
    illegalReinstate: '7.4a',
    illegalReplacement: ['7.4a', '4.3'],
    unpromotedPawn: '3.7e',
    threefoldAbout: '9.2a',
    threefoldJust: '9.2b',
    samePosition: '9.2',
    fiftyAbout: '9.3a',
    fiftyJust: '9.3b',
    claimRightLost: '9.4',
    claimCorrect: '9.5a',
    claimIncorrect: '9.5b',
    oneHand: '4.1',
    clockPress: '6.8a',
    moveCompleted: '6.8a',
    arbiterPenalties: '13.4',
    promotionReleased: ['4.7', '3.7e'],
    released: '4.7',
  },
  quickplay: {
    phase: '10.1',
    claim: '10.2',
    draw: ['10.2a'],
    postpone: ['10.2a', '10.2b'],
    reject: ['10.2a', '10.2c'],
    later: ['10.2b'],
    guidelines: null,
    claimantHasMove: true,
  },
  positionIdentity: 'rights-and-temporary',
  claimRightLostByTouch: false,
  fivefold: false,
  seventyFive: false,
  resignDrawIfCannotMate: false,
  agreementNeedsMoves: false,
  automaticEndNeedsTouchMoveKept: false,
  unpromotedBecomesQueen: false,
  haveMoveOnceCompleted: null,
  fiftyMovesCompleted: false,
  supervised: null,
  modes: {
    standard: {
      illegalMove: { kind: 'time', seconds: 120, lossAt: 3, drawIfCannotMate: false, articles: ['7.4a', '7.4b'] },
      incorrectClaim: claim(180, 'istanbul', ['9.5b']),
      flagExtra: [],
      touchOnlyOnRequest: null,
      sufficientMaterialC4: false,
      unclaimedIllegal: found('7.4a'),
      bothFlags: { kind: 'by-period', earlier: ['6.12'], last: ['10.3'] },
      quickplayExcluded: null,
    },
    rapid: {
      illegalMove: { kind: 'time', seconds: 120, lossAt: 3, drawIfCannotMate: false, articles: ['7.4a', '7.4b'] },
      incorrectClaim: claim(180, 'istanbul', ['9.5b']),
      flagExtra: [],
      touchOnlyOnRequest: ['B5a'],
      sufficientMaterialC4: false,
      // B5b: the right to claim an illegal move is lost once the claimant touches a piece (4.3)
      unclaimedIllegal: { articles: ['7.4a', 'B5b'], onMove: ['B5b'], onTouch: ['B5b'], illegalPositionDraw: null },
      bothFlags: { kind: 'draw', articles: ['B8'] },
      quickplayExcluded: null,
    },
    blitz: {
      illegalMove: { kind: 'claim-win', drawIfCannotMate: true, sufficientMaterialC4: false, articles: ['C3'] },
      incorrectClaim: claim(180, 'istanbul', ['9.5b']),
      flagExtra: [],
      touchOnlyOnRequest: ['B5a'],
      sufficientMaterialC4: false,
      // C3: not after the opponent's own move; C2 brings in the Rapidplay B5b (touching a piece)
      unclaimedIllegal: { articles: ['C3'], onMove: ['C3'], onTouch: ['C2', 'B5b'], illegalPositionDraw: null },
      bothFlags: { kind: 'draw', articles: ['C2', 'B8'] },
      quickplayExcluded: ['C4'],
    },
  },
};

const E2009: EditionRules = {
  source: 'sources/laws/en-2009.md',
  art: {
    ownPiece: '3.1',
    pieceMove: { p: '3.7', n: '3.6', b: '3.2', r: '3.3', q: '3.4', k: '3.8a' },
    noJumping: '3.5',
    check: '3.9',
    castling: '3.8a',
    castlingKingMoved: '3.8b(1)[a]',
    castlingRookMoved: '3.8b(1)[b]',
    castlingAttacked: '3.8b(2)[a]',
    castlingBlocked: '3.8b(2)[b]',
    enPassant: ['3.7d'],
    promotion: '3.7e',
    adjust: '4.2',
    touchOwn: '4.3a',
    touchOpponent: '4.3b',
    touchBoth: '4.3c',
    touchKingRook: '4.4a',
    touchRookKing: '4.4b',
    touchCastleIllegal: '4.4c',
    touchNoneMovable: '4.5',
    touchClaimForfeit: '4.7',
    checkmate: '5.1a',
    resignation: '5.1b',
    stalemate: '5.2a',
    deadPosition: ['5.2b', '9.6'],
    agreement: '5.2c',
    flag: '6.9',
    illegalReinstate: '7.4a',
    illegalReplacement: ['7.4a', '4.3', '4.6'],
    unpromotedPawn: '7.4a',
    threefoldAbout: '9.2a',
    threefoldJust: '9.2b',
    samePosition: '9.2',
    fiftyAbout: '9.3a',
    fiftyJust: '9.3b',
    claimRightLost: '9.4',
    claimCorrect: '9.5a',
    claimIncorrect: '9.5b',
    oneHand: '4.1',
    clockPress: '6.7a',
    moveCompleted: '6.7a',
    arbiterPenalties: '13.4',
    promotionReleased: ['4.6c'],
    released: '4.6',
  },
  quickplay: {
    phase: '10.1',
    claim: '10.2',
    draw: ['10.2a'],
    postpone: ['10.2a', '10.2b'],
    reject: ['10.2a', '10.2c'],
    later: ['10.2b'],
    guidelines: null,
    claimantHasMove: true,
  },
  positionIdentity: 'rights',
  claimRightLostByTouch: true,
  fivefold: false,
  seventyFive: false,
  resignDrawIfCannotMate: false,
  agreementNeedsMoves: false,
  automaticEndNeedsTouchMoveKept: false,
  unpromotedBecomesQueen: false,
  haveMoveOnceCompleted: null,
  fiftyMovesCompleted: false,
  supervised: { rapid: { articles: ['A.3'] }, blitz: { articles: ['B.2'] } },
  modes: {
    standard: {
      illegalMove: { kind: 'time', seconds: 120, lossAt: 3, drawIfCannotMate: true, articles: ['7.4a', '7.4b'] },
      incorrectClaim: claim(180, 'none', ['9.5b']),
      flagExtra: [],
      touchOnlyOnRequest: null,
      sufficientMaterialC4: false,
      unclaimedIllegal: found('7.4a'),
      bothFlags: { kind: 'by-period', earlier: ['6.11a'], last: ['6.11b'] },
      quickplayExcluded: null,
    },
    rapid: {
      illegalMove: { kind: 'time', seconds: 120, lossAt: 3, drawIfCannotMate: true, articles: ['A.4c', '7.4a', '7.4b'] },
      incorrectClaim: claim(180, 'none', ['9.5b']),
      flagExtra: ['A.4d'],
      touchOnlyOnRequest: ['A.4b'],
      sufficientMaterialC4: false,
      unclaimedIllegal: { articles: ['A.4c'], onMove: ['A.4c'], onTouch: null, illegalPositionDraw: null },
      bothFlags: { kind: 'draw', articles: ['A.4d(3)'] },
      quickplayExcluded: null,
    },
    blitz: {
      illegalMove: { kind: 'claim-win', drawIfCannotMate: true, sufficientMaterialC4: false, articles: ['B.3c'] },
      incorrectClaim: claim(180, 'none', ['9.5b']),
      flagExtra: ['A.4d'],
      touchOnlyOnRequest: ['A.4b'],
      sufficientMaterialC4: false,
      // B.3b: A.4c (with its arbiter's intervention) does not apply in blitz
      unclaimedIllegal: untilMove(['B.3c']),
      bothFlags: { kind: 'draw', articles: ['B.3a', 'A.4d(3)'] },
      quickplayExcluded: ['B.3b'],
    },
  },
};

const MODERN_ART = {
  ownPiece: '3.1',
  pieceMove: { p: '3.7', n: '3.6', b: '3.2', r: '3.3', q: '3.4', k: '3.8.1' },
  noJumping: '3.5',
  check: '3.9.2',
  castling: '3.8.2',
  castlingKingMoved: '3.8.2.1.1',
  castlingRookMoved: '3.8.2.1.2',
  castlingAttacked: '3.8.2.2.1',
  castlingBlocked: '3.8.2.2.2',
  adjust: '4.2.1',
  touchOwn: '4.3.1',
  touchOpponent: '4.3.2',
  touchBoth: '4.3.3',
  touchKingRook: '4.4.1',
  touchRookKing: '4.4.2',
  touchCastleIllegal: '4.4.3',
  touchNoneMovable: '4.5',
  touchClaimForfeit: '4.8',
  checkmate: '5.1.1',
  resignation: '5.1.2',
  stalemate: '5.2.1',
  deadPosition: ['5.2.2'],
  agreement: '5.2.3',
  flag: '6.9',
  illegalReinstate: '7.5.1',
  illegalReplacement: ['7.5.1', '4.3', '4.7'],
  unpromotedPawn: '7.5.2',
  fiftyAbout: '9.3.1',
  fiftyJust: '9.3.2',
  claimRightLost: '9.4',
  claimCorrect: '9.5.2',
  claimIncorrect: '9.5.3',
  fivefold: '9.6.1',
  seventyFive: '9.6.2',
  oneHand: '4.1',
  clockPress: '6.2.1',
  moveCompleted: '7.5.1',
  arbiterPenalties: '12.9',
  clockWithoutMove: '7.5.3',
  twoHands: '7.5.4',
  promotionReleased: ['4.7', '4.6.2'],
  released: '4.7',
};

/** Guidelines III (2018 and 2023 number them alike). */
const GUIDELINES_III: QuickplayRules = {
  phase: 'III.1',
  claim: 'III.5',
  draw: ['III.5.1'],
  postpone: ['III.5.1', 'III.5.2'],
  reject: ['III.5.1', 'III.5.3'],
  later: ['III.5.2'],
  guidelines: { announced: 'III.2.1', scope: 'III.2.2' },
  claimantHasMove: true,
};
const BOTH_FLAGS_III: BothFlagsRule = { kind: 'by-period', earlier: ['III.3.1.1'], last: ['III.3.1.2'], guidelinesIII: true };
const BOTH_FLAGS_BLITZ_III: BothFlagsRule = { kind: 'no-rule', articles: ['III.2.2'] };

const E2018: EditionRules = {
  source: 'sources/laws/en-2018.md',
  art: {
    ...MODERN_ART,
    enPassant: ['3.7.4.1', '3.7.4.2'],
    promotion: '3.7.5.1',
    threefoldAbout: '9.2.1.1',
    threefoldJust: '9.2.1.2',
    samePosition: '9.2.2',
  },
  quickplay: GUIDELINES_III,
  positionIdentity: 'rights',
  claimRightLostByTouch: true,
  fivefold: true,
  seventyFive: true,
  resignDrawIfCannotMate: false,
  agreementNeedsMoves: true,
  automaticEndNeedsTouchMoveKept: true,
  unpromotedBecomesQueen: true,
  haveMoveOnceCompleted: null,
  fiftyMovesCompleted: true,
  supervised: {
    rapid: { articles: ['A.3.1'] },
    blitz: { articles: ['B.3.1'], oneMinute: ['B.2'], quickplayExcluded: ['III.2.2'], bothFlags: BOTH_FLAGS_BLITZ_III },
  },
  modes: {
    standard: {
      illegalMove: { kind: 'time', seconds: 120, lossAt: 2, drawIfCannotMate: true, articles: ['7.5.1', '7.5.5'] },
      incorrectClaim: claim(120, 'none', ['9.5.3']),
      flagExtra: [],
      touchOnlyOnRequest: null,
      sufficientMaterialC4: false,
      unclaimedIllegal: found('7.5.1'),
      bothFlags: BOTH_FLAGS_III,
      quickplayExcluded: null,
    },
    rapid: {
      illegalMove: { kind: 'time', seconds: 120, lossAt: 2, drawIfCannotMate: true, articles: ['A.4.2', '7.5.1', '7.5.5'] },
      incorrectClaim: claim(120, 'none', ['9.5.3']),
      flagExtra: ['A.4.3'],
      touchOnlyOnRequest: null,
      sufficientMaterialC4: false,
      unclaimedIllegal: { articles: ['A.4.2'], onMove: ['A.4.2'], onTouch: null, illegalPositionDraw: ['A.4.4'] },
      bothFlags: BOTH_FLAGS_III,
      quickplayExcluded: null,
    },
    blitz: {
      illegalMove: { kind: 'time', seconds: 60, lossAt: 2, drawIfCannotMate: true, articles: ['A.4.2', '7.5.1', '7.5.5', 'B.2'] },
      incorrectClaim: claim(60, 'none', ['9.5.3', 'B.2']),
      flagExtra: ['A.4.3'],
      touchOnlyOnRequest: null,
      sufficientMaterialC4: false,
      unclaimedIllegal: {
        articles: ['B.4', 'A.4.2'],
        onMove: ['B.4', 'A.4.2'],
        onTouch: null,
              illegalPositionDraw: ['B.4', 'A.4.4'],
      },
      bothFlags: BOTH_FLAGS_BLITZ_III,
      quickplayExcluded: ['III.2.2'],
    },
  },
};

const E2023: EditionRules = {
  source: 'sources/laws/en-2023.md',
  art: {
    ...MODERN_ART,
    enPassant: ['3.7.3.1', '3.7.3.2'],
    promotion: '3.7.3.3',
    threefoldAbout: '9.2.1',
    threefoldJust: '9.2.2',
    samePosition: '9.2.3',
  },
  quickplay: GUIDELINES_III,
  positionIdentity: 'rights',
  claimRightLostByTouch: true,
  fivefold: true,
  seventyFive: true,
  resignDrawIfCannotMate: true,
  agreementNeedsMoves: true,
  automaticEndNeedsTouchMoveKept: true,
  unpromotedBecomesQueen: true,
  haveMoveOnceCompleted: null,
  fiftyMovesCompleted: true,
  supervised: {
    rapid: { articles: ['A.4'], oneMinute: ['A.3'] },
    blitz: { articles: ['B.2'], quickplayExcluded: ['III.2.2'], bothFlags: BOTH_FLAGS_BLITZ_III },
  },
  modes: {
    standard: {
      illegalMove: { kind: 'time', seconds: 120, lossAt: 2, drawIfCannotMate: true, articles: ['7.5.1', '7.5.5'] },
      incorrectClaim: claim(120, 'none', ['9.5.3']),
      flagExtra: [],
      touchOnlyOnRequest: null,
      sufficientMaterialC4: false,
      unclaimedIllegal: found('7.5.1'),
      bothFlags: BOTH_FLAGS_III,
      quickplayExcluded: null,
    },
    rapid: {
      illegalMove: { kind: 'time', seconds: 60, lossAt: 2, drawIfCannotMate: true, articles: ['A.5.2', '7.5.1', '7.5.5', 'A.3'] },
      incorrectClaim: claim(60, 'none', ['9.5.3', 'A.3']),
      flagExtra: ['A.5.3'],
      touchOnlyOnRequest: null,
      sufficientMaterialC4: false,
      unclaimedIllegal: { articles: ['A.5.2'], onMove: ['A.5.2'], onTouch: null, illegalPositionDraw: ['A.5.4'] },
      bothFlags: BOTH_FLAGS_III,
      quickplayExcluded: null,
    },
    blitz: {
      illegalMove: {
        kind: 'time',
        seconds: 60,
        lossAt: 2,
        drawIfCannotMate: true,
        articles: ['B.3', 'A.5.2', '7.5.1', '7.5.5', 'A.3'],
      },
      incorrectClaim: claim(60, 'none', ['9.5.3', 'A.3', 'B.3']),
      flagExtra: ['A.5.3'],
      touchOnlyOnRequest: null,
      sufficientMaterialC4: false,
      unclaimedIllegal: {
        articles: ['B.3', 'A.5.2'],
        onMove: ['B.3', 'A.5.2'],
        onTouch: null,
              illegalPositionDraw: ['B.3', 'A.5.4'],
      },
      bothFlags: BOTH_FLAGS_BLITZ_III,
      quickplayExcluded: ['III.2.2'],
    },
  },
};

// Typed by the course's registry of editions (lib/editions.ts): an edition listed there without rules here fails
// the type check, so no edition is ever ruled by another edition's articles.
export const EDITION_RULES: Record<Edition, EditionRules> = {
  '1997': E1997,
  '2001': E2001,
  '2009': E2009,
  '2018': E2018,
  '2023': E2023,
};

export function editionRules(edition: Edition): EditionRules {
  return EDITION_RULES[edition];
}

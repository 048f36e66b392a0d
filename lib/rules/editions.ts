/**
 * Everything that differs between editions, as data. Article numbers are those printed in
 * each edition's own text:
 * - 1997 (Yerevan): seeds/001 l.9–258 (Portuguese), plus the old column of the 1997→2001
 *   change table (001 l.268–366) for the appendices (B5, C3, C4).
 * - 2001 (Istanbul 2000): seeds/000 (English stream; most labels rebuilt from the content,
 *   see SEEDS.md), 001 new column.
 * - 2009 (Dresden 2008): sources/laws/en-2009.md.
 * - 2018: sources/laws/en-2018.md. 2023: sources/laws/en-2023.md.
 *
 * Modes: "rapid" and "blitz" apply the appendices' rules for games without adequate
 * supervision (2009 A.4 / B.3, 2018 A.4 / B.4, 2023 A.5 / B.3), which is where the
 * appendices change the Laws; 1997/2001 have no such distinction.
 */
import type { Edition, Mode } from './types';

export type IllegalMovePolicy =
  /** position reinstated, no penalty in the text (1997 main text, 001 l.209) */
  | { kind: 'reinstate'; articles: string[] }
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

export interface ModeRules {
  illegalMove: IllegalMovePolicy;
  incorrectClaim: ClaimPenalty;
  /** articles added when a flag falls in this mode */
  flagExtra: string[];
  /** the arbiter rules on Art. 4 only when a player asks: touch-move violations stand until claimed */
  touchOnlyOnRequest: string[] | null;
  /** 1997 blitz C4: a win (on time or for an illegal move) needs sufficient mating material */
  sufficientMaterialC4: boolean;
}

export interface EditionRules {
  id: Edition;
  name: string;
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
  };
  positionIdentity: 'rights' | 'rights-and-temporary';
  /** 9.4 from 2009: touching a piece (as in 4.3) loses the right to claim; before: only making a move */
  claimRightLostByTouch: boolean;
  /** automatic draws introduced in 2014 */
  fivefold: boolean;
  seventyFive: boolean;
  /** 2023 5.1.2: resignation is a draw if the opponent cannot checkmate */
  resignDrawIfCannotMate: boolean;
  /** 2018/2023 7.5.2: an unpromoted pawn is replaced by a queen (and penalised as an illegal move) */
  unpromotedBecomesQueen: boolean;
  /** rapid and blitz differences (standard = the Laws without appendices) */
  modes: Record<Mode, ModeRules>;
}

const claim = (opponentAdds: number, claimant: ClaimPenalty['claimant'], articles: string[]): ClaimPenalty => ({
  opponentAdds,
  claimant,
  articles,
});

const E1997: EditionRules = {
  id: '1997',
  name: 'Yerevan 1996 (in force before 1 July 2001)',
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
  },
  positionIdentity: 'rights-and-temporary',
  claimRightLostByTouch: false,
  fivefold: false,
  seventyFive: false,
  resignDrawIfCannotMate: false,
  unpromotedBecomesQueen: false,
  modes: {
    standard: {
      illegalMove: { kind: 'reinstate', articles: ['7.4'] },
      incorrectClaim: claim(180, 'halve-max-3min', ['9.5b']),
      flagExtra: [],
      touchOnlyOnRequest: null,
      sufficientMaterialC4: false,
    },
    rapid: {
      illegalMove: { kind: 'reinstate', articles: ['7.4'] },
      incorrectClaim: claim(180, 'halve-max-3min', ['9.5b']),
      flagExtra: [],
      touchOnlyOnRequest: ['B5'],
      sufficientMaterialC4: false,
    },
    blitz: {
      illegalMove: { kind: 'claim-win', drawIfCannotMate: true, sufficientMaterialC4: true, articles: ['C3', 'C4'] },
      incorrectClaim: claim(180, 'halve-max-3min', ['9.5b']),
      flagExtra: ['C4'],
      touchOnlyOnRequest: ['B5'],
      sufficientMaterialC4: true,
    },
  },
};

const E2001: EditionRules = {
  id: '2001',
  name: 'Istanbul 2000 (in force 1 July 2001)',
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
  },
  positionIdentity: 'rights-and-temporary',
  claimRightLostByTouch: false,
  fivefold: false,
  seventyFive: false,
  resignDrawIfCannotMate: false,
  unpromotedBecomesQueen: false,
  modes: {
    standard: {
      illegalMove: { kind: 'time', seconds: 120, lossAt: 3, drawIfCannotMate: false, articles: ['7.4a', '7.4b'] },
      incorrectClaim: claim(180, 'istanbul', ['9.5b']),
      flagExtra: [],
      touchOnlyOnRequest: null,
      sufficientMaterialC4: false,
    },
    rapid: {
      illegalMove: { kind: 'time', seconds: 120, lossAt: 3, drawIfCannotMate: false, articles: ['7.4a', '7.4b'] },
      incorrectClaim: claim(180, 'istanbul', ['9.5b']),
      flagExtra: [],
      touchOnlyOnRequest: ['B5a'],
      sufficientMaterialC4: false,
    },
    blitz: {
      illegalMove: { kind: 'claim-win', drawIfCannotMate: true, sufficientMaterialC4: false, articles: ['C3'] },
      incorrectClaim: claim(180, 'istanbul', ['9.5b']),
      flagExtra: [],
      touchOnlyOnRequest: ['B5a'],
      sufficientMaterialC4: false,
    },
  },
};

const E2009: EditionRules = {
  id: '2009',
  name: 'Dresden 2008 (in force 1 July 2009)',
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
  },
  positionIdentity: 'rights',
  claimRightLostByTouch: true,
  fivefold: false,
  seventyFive: false,
  resignDrawIfCannotMate: false,
  unpromotedBecomesQueen: false,
  modes: {
    standard: {
      illegalMove: { kind: 'time', seconds: 120, lossAt: 3, drawIfCannotMate: true, articles: ['7.4a', '7.4b'] },
      incorrectClaim: claim(180, 'none', ['9.5b']),
      flagExtra: [],
      touchOnlyOnRequest: null,
      sufficientMaterialC4: false,
    },
    rapid: {
      illegalMove: { kind: 'time', seconds: 120, lossAt: 3, drawIfCannotMate: true, articles: ['A.4c', '7.4a', '7.4b'] },
      incorrectClaim: claim(180, 'none', ['9.5b']),
      flagExtra: ['A.4d'],
      touchOnlyOnRequest: ['A.4b'],
      sufficientMaterialC4: false,
    },
    blitz: {
      illegalMove: { kind: 'claim-win', drawIfCannotMate: true, sufficientMaterialC4: false, articles: ['B.3c'] },
      incorrectClaim: claim(180, 'none', ['9.5b']),
      flagExtra: ['A.4d'],
      touchOnlyOnRequest: ['A.4b'],
      sufficientMaterialC4: false,
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
};

const E2018: EditionRules = {
  id: '2018',
  name: 'Laws in force from 1 January 2018',
  source: 'sources/laws/en-2018.md',
  art: {
    ...MODERN_ART,
    enPassant: ['3.7.4.1', '3.7.4.2'],
    promotion: '3.7.5.1',
    threefoldAbout: '9.2.1.1',
    threefoldJust: '9.2.1.2',
    samePosition: '9.2.2',
  },
  positionIdentity: 'rights',
  claimRightLostByTouch: true,
  fivefold: true,
  seventyFive: true,
  resignDrawIfCannotMate: false,
  unpromotedBecomesQueen: true,
  modes: {
    standard: {
      illegalMove: { kind: 'time', seconds: 120, lossAt: 2, drawIfCannotMate: true, articles: ['7.5.1', '7.5.5'] },
      incorrectClaim: claim(120, 'none', ['9.5.3']),
      flagExtra: [],
      touchOnlyOnRequest: null,
      sufficientMaterialC4: false,
    },
    rapid: {
      illegalMove: { kind: 'time', seconds: 120, lossAt: 2, drawIfCannotMate: true, articles: ['A.4.2', '7.5.1', '7.5.5'] },
      incorrectClaim: claim(120, 'none', ['9.5.3']),
      flagExtra: ['A.4.3'],
      touchOnlyOnRequest: null,
      sufficientMaterialC4: false,
    },
    blitz: {
      illegalMove: { kind: 'time', seconds: 60, lossAt: 2, drawIfCannotMate: true, articles: ['A.4.2', '7.5.1', '7.5.5', 'B.2'] },
      incorrectClaim: claim(60, 'none', ['9.5.3', 'B.2']),
      flagExtra: ['A.4.3'],
      touchOnlyOnRequest: null,
      sufficientMaterialC4: false,
    },
  },
};

const E2023: EditionRules = {
  id: '2023',
  name: 'Laws in force from 1 January 2023',
  source: 'sources/laws/en-2023.md',
  art: {
    ...MODERN_ART,
    enPassant: ['3.7.3.1', '3.7.3.2'],
    promotion: '3.7.3.3',
    threefoldAbout: '9.2.1',
    threefoldJust: '9.2.2',
    samePosition: '9.2.3',
  },
  positionIdentity: 'rights',
  claimRightLostByTouch: true,
  fivefold: true,
  seventyFive: true,
  resignDrawIfCannotMate: true,
  unpromotedBecomesQueen: true,
  modes: {
    standard: {
      illegalMove: { kind: 'time', seconds: 120, lossAt: 2, drawIfCannotMate: true, articles: ['7.5.1', '7.5.5'] },
      incorrectClaim: claim(120, 'none', ['9.5.3']),
      flagExtra: [],
      touchOnlyOnRequest: null,
      sufficientMaterialC4: false,
    },
    rapid: {
      illegalMove: { kind: 'time', seconds: 60, lossAt: 2, drawIfCannotMate: true, articles: ['A.5.2', '7.5.1', '7.5.5', 'A.3'] },
      incorrectClaim: claim(60, 'none', ['9.5.3', 'A.3']),
      flagExtra: ['A.5.3'],
      touchOnlyOnRequest: null,
      sufficientMaterialC4: false,
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
    },
  },
};

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

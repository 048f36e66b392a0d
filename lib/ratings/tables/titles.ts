import { cite, type Cite } from '../cite';
import { TITLE_REGULATIONS, type SourceLines } from '../sources';

/** The player titles of B.01 0.3. */
export const PLAYER_TITLES = ['GM', 'IM', 'FM', 'CM', 'WGM', 'WIM', 'WFM', 'WCM'] as const;
export type PlayerTitle = (typeof PLAYER_TITLES)[number];

/** The titles that can be gained by norms (B.01 1.4). */
export const NORM_TITLES = ['GM', 'IM', 'WGM', 'WIM'] as const;
export type NormTitle = (typeof NORM_TITLES)[number];

export const isPlayerTitle = (x: unknown): x is PlayerTitle => (PLAYER_TITLES as readonly unknown[]).includes(x);
export const isNormTitle = (x: unknown): x is NormTitle => (NORM_TITLES as readonly unknown[]).includes(x);

/** Title-holders for 1.4.5a: the titles of 0.3 "excluding CM and WCM". */
export const TITLE_HOLDERS: readonly PlayerTitle[] = ['GM', 'IM', 'FM', 'WGM', 'WIM', 'WFM'];

export interface NormRequirements {
  /** 1.4.5b–e: the opponents' titles that count towards the third ("MO") for this norm, and its letter. */
  mo: { titles: readonly PlayerTitle[]; cite: Cite };
  /** 1.4.6b: the adjusted rating floor. */
  floor: number;
  /** 1.4.8: the performance a norm needs, before and after rounding. */
  performance: { beforeRounding: number; afterRounding: number };
  /** 1.4.8a: the minimum average rating of the opponents. */
  minAverage: number;
}

/** What each norm needs, as printed in B.01 1.4.5, 1.4.6b, 1.4.8 and 1.4.8a (lines in `NORM_REQUIREMENTS_SOURCE`). */
export const NORM_REQUIREMENTS: Record<NormTitle, NormRequirements> = {
  GM: { mo: { titles: ['GM'], cite: cite('B.01', '1.4.5b') }, floor: 2200, performance: { beforeRounding: 2599.5, afterRounding: 2600 }, minAverage: 2380 },
  IM: { mo: { titles: ['IM', 'GM'], cite: cite('B.01', '1.4.5c') }, floor: 2050, performance: { beforeRounding: 2449.5, afterRounding: 2450 }, minAverage: 2230 },
  WGM: { mo: { titles: ['WGM', 'IM', 'GM'], cite: cite('B.01', '1.4.5d') }, floor: 2000, performance: { beforeRounding: 2399.5, afterRounding: 2400 }, minAverage: 2180 },
  WIM: { mo: { titles: ['WIM', 'WGM', 'IM', 'GM'], cite: cite('B.01', '1.4.5e') }, floor: 1850, performance: { beforeRounding: 2249.5, afterRounding: 2250 }, minAverage: 2030 },
};

export const NORM_REQUIREMENTS_SOURCE = {
  mo: { file: TITLE_REGULATIONS, lines: [318, 325] },
  floor: { file: TITLE_REGULATIONS, lines: [344, 355] },
  performance: { file: TITLE_REGULATIONS, lines: [366, 393] },
} as const satisfies Record<string, SourceLines>;

/** 1.4.8b: "The minimum score is 35% for all norms." */
export const MIN_NORM_SCORE_PERCENT = 35;

/** 1.4.6d: unrated opponents not raised to the floor "shall be considered to be rated 1400". */
export const UNRATED_OPPONENT_RATING = 1400;

/** 1.4.2a: "Players with federation "FID" are accepted, but do not count as a foreign player." */
export const FIDE_FLAG_FEDERATION = 'FID';

/** 0.6.2: the minimum rating for a direct title to be awarded immediately. */
export const DIRECT_TITLE_MIN_RATING: Record<PlayerTitle, number> = {
  GM: 2300, WGM: 2100, IM: 2200, WIM: 2000, FM: 2100, WFM: 1900, CM: 2000, WCM: 1800,
};

/** 1.5.3: the rating a player must have reached at some time for a title gained by norms. */
export const NORM_TITLE_MIN_RATING: Record<NormTitle, number> = { GM: 2500, IM: 2400, WGM: 2300, WIM: 2200 };

/** 1.3: titles gained by reaching a rating (with at least 30 rated games for ratings after 1 July 2017). */
export const TITLE_BY_RATING: Partial<Record<PlayerTitle, number>> = { FM: 2300, CM: 2200, WFM: 2100, WCM: 2000 };

export const TITLE_RATINGS_SOURCE = {
  direct: { file: TITLE_REGULATIONS, lines: [74, 89] },
  byRating: { file: TITLE_REGULATIONS, lines: [195, 198] },
  byNorms: { file: TITLE_REGULATIONS, lines: [626, 629] },
} as const satisfies Record<string, SourceLines>;

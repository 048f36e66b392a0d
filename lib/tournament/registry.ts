/**
 * The tie-breaks the calculator knows, in C.07 (2024) notation: an acronym (Article 5's table) and
 * an optional modifier (Article 14): `BH-C1`, `BH-M2`, `SB-C1`, `ARO-C1`, `PS-C1`, `FB-M1`.
 */
import type { Context } from './context';
import { parseModifier, type Modifier } from './modifiers';
import type { Participant } from './types';
import type { Working } from './working';
import { averageOfOpponentsBuchholz, buchholz, foreBuchholz } from './tiebreaks/buchholz';
import { blackGames, blackWins, gamesWon, points, progressive, roundsElected, wins } from './tiebreaks/ownRecord';
import { averagePerfectPerformanceOfOpponents, averagePerformanceOfOpponents, averageRatingOfOpponents, perfectPerformance, performance } from './tiebreaks/ratings';
import { koya, sonnebornBerger } from './tiebreaks/sonnebornBerger';

export type TieBreakId = 'PTS' | 'DE' | 'WIN' | 'WON' | 'BPG' | 'BWG' | 'PS' | 'REP' | 'BH' | 'AOB' | 'FB' | 'SB' | 'KS' | 'ARO' | 'TPR' | 'PTP' | 'APRO' | 'APPO';

export interface TieBreakInfo {
  id: TieBreakId;
  /** The C.07 (2024) article that defines it (PTS: the score itself, no article). */
  article: string;
  /** Article 4.3 type(s), as Article 5's table gives them. */
  type: string;
  /** English name, as in Article 5's table. */
  name: string;
  /** Which modifiers it takes: C (Cut-n), M (Median-n). */
  modifiers: ('C' | 'M')[];
  compute?: (ctx: Context, p: Participant, mod?: Modifier) => Working;
}

export const TIE_BREAKS: Record<TieBreakId, TieBreakInfo> = {
  PTS: { id: 'PTS', article: '', type: 'B', name: 'Points', modifiers: [], compute: (c, p) => points(c, p) },
  DE: { id: 'DE', article: '6', type: 'A', name: 'Direct Encounter', modifiers: [] },
  WIN: { id: 'WIN', article: '7.1', type: 'B', name: 'Number of Wins', modifiers: [], compute: (c, p) => wins(c, p) },
  WON: { id: 'WON', article: '7.2', type: 'B', name: 'Number of Games Won', modifiers: [], compute: (c, p) => gamesWon(c, p) },
  BPG: { id: 'BPG', article: '7.3', type: 'B', name: 'Number of Games Played with Black', modifiers: [], compute: (c, p) => blackGames(c, p) },
  BWG: { id: 'BWG', article: '7.4', type: 'B', name: 'Number of Games Won with Black', modifiers: [], compute: (c, p) => blackWins(c, p) },
  PS: { id: 'PS', article: '7.5', type: 'B', name: '(Sum of) Progressive Scores', modifiers: ['C'], compute: progressive },
  REP: { id: 'REP', article: '7.6', type: 'B', name: 'Rounds one Elected to Play', modifiers: [], compute: (c, p) => roundsElected(c, p) },
  BH: { id: 'BH', article: '8.1', type: 'C', name: 'Buchholz', modifiers: ['C', 'M'], compute: buchholz },
  AOB: { id: 'AOB', article: '8.2', type: 'CC', name: "Average of Opponents' Buchholz", modifiers: [], compute: (c, p) => averageOfOpponentsBuchholz(c, p) },
  FB: { id: 'FB', article: '8.3', type: 'D', name: 'Fore Buchholz', modifiers: ['C', 'M'], compute: foreBuchholz },
  SB: { id: 'SB', article: '9.1', type: 'BC', name: 'Sonneborn-Berger', modifiers: ['C', 'M'], compute: sonnebornBerger },
  KS: { id: 'KS', article: '9.2', type: 'BC', name: 'Koya System for Round Robin', modifiers: [], compute: (c, p) => koya(c, p) },
  ARO: { id: 'ARO', article: '10.1', type: 'D', name: 'Average Rating of Opponents', modifiers: ['C', 'M'], compute: averageRatingOfOpponents },
  TPR: { id: 'TPR', article: '10.2', type: 'DB', name: 'Tournament Performance Rating', modifiers: [], compute: (c, p) => performance(c, p) },
  PTP: { id: 'PTP', article: '10.3', type: 'DB', name: 'Perfect Tournament Performance', modifiers: [], compute: (c, p) => perfectPerformance(c, p) },
  APRO: { id: 'APRO', article: '10.4', type: 'DC', name: "Average [Tournament] Performance Rating of Opponents", modifiers: ['C', 'M'], compute: averagePerformanceOfOpponents },
  APPO: { id: 'APPO', article: '10.5', type: 'DC', name: 'Average Perfect [Tournament] Performance of Opponents', modifiers: ['C', 'M'], compute: averagePerfectPerformanceOfOpponents },
};

export interface TieBreakSpec {
  /** As the user wrote it (the column header). */
  text: string;
  id: TieBreakId;
  modifier?: Modifier;
}

export class TieBreakError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TieBreakError';
  }
}

export function parseTieBreak(text: string): TieBreakSpec {
  const t = text.trim();
  const [head, mod, ...extra] = t.split('-');
  const id = (head ?? '').toUpperCase() as TieBreakId;
  const info = TIE_BREAKS[id];
  if (!info) throw new TieBreakError(`unknown tie-break "${t}" (known: ${Object.keys(TIE_BREAKS).join(', ')}; modifiers -C1, -C2, -M1, -M2)`);
  if (extra.length) throw new TieBreakError(`tie-break "${t}": one modifier at most`);
  if (mod === undefined) return { text: t, id };
  const m = parseModifier(mod);
  if (!m) throw new TieBreakError(`tie-break "${t}": unknown modifier "${mod}" (Cut: C1, C2…; Median: M1, M2…)`);
  if (!info.modifiers.includes(m.kind)) throw new TieBreakError(`tie-break "${t}": ${id} takes no ${m.kind === 'C' ? 'Cut' : 'Median'} modifier`);
  return { text: t, id, modifier: m };
}

export function parseTieBreakList(text: string): TieBreakSpec[] {
  const parts = text.split(',').map((s) => s.trim());
  if (parts.length === 0 || parts.some((s) => s === '')) throw new TieBreakError(`bad tie-break list "${text}" (e.g. PTS,DE,BH-C1)`);
  return parts.map(parseTieBreak);
}

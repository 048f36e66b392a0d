// Games typed one per line, the quick way an arbiter copies a crosstable: "2301 ½" (rating and result) for the
// rating calculators, "GM 2511 ESP ½" (title, rating, federation, result, in any order) for a norm. A page gives the
// problems back by code and line, in its reader's language.
import { LIST_CEILING, LIST_FLOOR } from './articles';
import type { NormGameInput, NormScore } from './norm';
import type { GameScore } from './read';
import { isPlayerTitle, type PlayerTitle } from './tables/titles';

export type LineProblem =
  | { code: 'tokens'; line: number; text: string }
  | { code: 'result'; line: number; text: string; token: string }
  | { code: 'rating'; line: number; text: string; token: string }
  | { code: 'range'; line: number; text: string; rating: number }
  | { code: 'unknown'; line: number; text: string; token: string }
  | { code: 'empty' };

const RESULTS: Record<string, GameScore | 'bye'> = {
  '1': 1, '0': 0, '½': 0.5, '0.5': 0.5, '0,5': 0.5, '1/2': 0.5, '=': 0.5, '+': '+', '-': '-', '−': '-', bye: 'bye',
};
const UNRATED = '?';

const split = (text: string) => text.split(/\r?\n/).map((l, i) => ({ line: i + 1, text: l.trim() }));

function rating(token: string, line: number, text: string): number | LineProblem {
  if (!/^\d+$/.test(token)) return { code: 'rating', line, text, token };
  const r = Number(token);
  if (r < LIST_FLOOR || r > LIST_CEILING) return { code: 'range', line, text, rating: r };
  return r;
}

/** "2301 ½" per line: an opponent's rating ("?" for an unrated one) and the result (1, ½, 0, + or − for a forfeit). */
export function readRatedLines(text: string): { games: { opponent: number | null; score: GameScore }[] } | { problem: LineProblem } {
  const games: { opponent: number | null; score: GameScore }[] = [];
  for (const { line, text: t } of split(text)) {
    if (!t) continue;
    const tokens = t.split(/[\s;]+/);
    if (tokens.length !== 2) return { problem: { code: 'tokens', line, text: t } };
    const [r, s] = tokens as [string, string];
    const score = RESULTS[s.toLowerCase()];
    if (score === undefined || score === 'bye') return { problem: { code: 'result', line, text: t, token: s } };
    if (r === UNRATED) {
      games.push({ opponent: null, score });
      continue;
    }
    const opponent = rating(r, line, t);
    if (typeof opponent !== 'number') return { problem: opponent };
    games.push({ opponent, score });
  }
  if (games.length === 0) return { problem: { code: 'empty' } };
  return { games };
}

/**
 * One round per line: the opponent's title, rating and federation and the result, in any order ("GM 2511 ESP ½");
 * no rating for an unrated opponent, no title for an untitled one, no result for a game not yet played; "bye" for a
 * pairing-allocated bye; "?" alone for a round not yet paired.
 */
export function readNormLines(text: string): { games: NormGameInput[] } | { problem: LineProblem } {
  const games: NormGameInput[] = [];
  for (const { line, text: t } of split(text)) {
    if (!t) continue;
    if (t === UNRATED) {
      games.push({ score: null });
      continue;
    }
    let title: PlayerTitle | undefined;
    let r: number | undefined;
    let federation: string | undefined;
    let score: NormScore | undefined;
    for (const token of t.split(/[\s;]+/)) {
      const upper = token.toUpperCase();
      const result = RESULTS[token.toLowerCase()];
      if (result !== undefined && score === undefined) score = result;
      else if (isPlayerTitle(upper) && title === undefined) title = upper;
      else if (/^\d+$/.test(token) && r === undefined) {
        const v = rating(token, line, t);
        if (typeof v !== 'number') return { problem: v };
        r = v;
      } else if (/^[A-Za-z]{3}$/.test(token) && federation === undefined) federation = upper;
      else return { problem: { code: 'unknown', line, text: t, token } };
    }
    if (score === 'bye') {
      if (title || r || federation) return { problem: { code: 'tokens', line, text: t } };
      games.push({ score: 'bye' });
      continue;
    }
    if (!federation) return { problem: { code: 'tokens', line, text: t } };
    games.push({ ...(title ? { title } : {}), ...(r ? { rating: r } : {}), federation, score: score ?? null });
  }
  if (games.length === 0) return { problem: { code: 'empty' } };
  return { games };
}

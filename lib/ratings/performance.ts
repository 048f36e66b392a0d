import { cite } from './cite';
import { RatingsError } from './errors';
import * as read from './read';
import { percentHalfUp, pText, ratioHalfUp, scoreText } from './rounding';
import { dpFor } from './tables/ratingDifference';
import { UNRATED_OPPONENT_RATING } from './tables/titles';
import { line, type WorkingLine } from './working';

export interface PerformanceGameInput {
  /** The opponent's rating; null for an unrated opponent, counted as 1400 (B.01 1.4.6d). */
  opponent: number | null;
  score: read.GameScore;
}

export interface PerformanceResult {
  performance: number;
  average: number;
  score: number;
  gamesCounted: number;
  percentage: number;
  dp: number;
  working: WorkingLine[];
}

/**
 * A rating performance as B.01 defines it (0.5; 1.4.6–1.4.9): Rp = Ra + dp, Ra the average of the opponents rounded
 * to the nearest whole number (0.5 up), p the percentage rounded the same way, dp from table 1.4.9. No rating floor:
 * that belongs to norms (see ./norm.ts).
 */
export function performance(input: { games: PerformanceGameInput[] }): PerformanceResult {
  if (input.games.length === 0) throw new RatingsError('"games" is empty: give at least one game');
  const working: WorkingLine[] = [];
  const played: { rating: number; score: number }[] = [];
  input.games.forEach((g, i) => {
    const n = i + 1;
    const score = read.gameScore(g.score, `game ${n}: "score"`);
    const opponent = g.opponent === null ? null : read.rating(g.opponent, `game ${n}: "opponent"`);
    if (read.isForfeit(score)) {
      working.push(line('performance.forfeit', cite('B.01', '1.4.2c'), { game: n, score }, `Game ${n}: decided by forfeit: not included`));
      return;
    }
    if (opponent === null) working.push(line('performance.unrated', cite('B.01', '1.4.6d'), { game: n, rating: UNRATED_OPPONENT_RATING }, `Game ${n}: unrated opponent, considered to be rated ${UNRATED_OPPONENT_RATING}`));
    played.push({ rating: opponent ?? UNRATED_OPPONENT_RATING, score });
  });
  const n = played.length;
  if (n === 0) throw new RatingsError('no game was played over the board: a performance needs at least one');
  const sum = played.reduce((s, g) => s + g.rating, 0);
  const score = played.reduce((s, g) => s + g.score, 0);
  const average = ratioHalfUp(sum, n);
  const percentage = percentHalfUp(score, n);
  const dp = dpFor(percentage);
  const performance = average + dp;
  working.push(
    line('performance.average', cite('B.01', '1.4.7'), { sum, games: n, average }, `Ra = ${sum} / ${n} = ${Math.round((sum / n) * 100) / 100}, rounded (0.5 up): ${average}`),
    line('performance.percentage', cite('B.01', '1.4.9'), { score, games: n, percentage }, `p = ${scoreText(score)} / ${n} = ${percentage}% (rounded to the nearest whole number, 0.5% up)`),
    line('performance.dp', cite('B.01', '1.4.9'), { percentage, dp }, `p = ${pText(percentage)} gives dp = ${dp}${percentage === 100 || percentage === 0 ? ' (notional: for a score of 1.0 or 0 dp is indeterminate, B.02 8.1)' : ''}`),
    line('performance.result', cite('B.01', '1.4.8'), { average, dp, performance }, `Rp = Ra + dp = ${average} ${dp < 0 ? '−' : '+'} ${Math.abs(dp)} = ${performance}`),
  );
  return { performance, average, score, gamesCounted: n, percentage, dp, working };
}

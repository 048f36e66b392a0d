import { LIST_FLOOR, RATING_ARTICLES, type RatingList } from './articles';
import { RatingsError } from './errors';
import * as read from './read';
import { percentHalfUp, pText, ratioHalfUp, scoreText } from './rounding';
import { dpFor } from './tables/ratingDifference';
import { line, type WorkingLine } from './working';

export interface InitialRatingGameInput {
  /** The opponent's rating; null for an unrated opponent (not counted: Ra is over rated opponents, B.02 8.2.2). */
  opponent: number | null;
  score: read.GameScore;
  /** Which event the game was played in (any label), for the zero-score rule of the first event; default one event. */
  event?: string | number;
}

export interface InitialRatingInput {
  games: InitialRatingGameInput[];
  list?: RatingList;
}

export interface InitialRatingResult {
  list: RatingList;
  /** Ru, or null when no rating is published yet (fewer than 5 games, below 1400, or only a zero score). */
  rating: number | null;
  /** Why there is no rating, when there is none. */
  why?: string;
  /** Ra: the average of the rated opponents and the two hypothetical 1800s, to two decimals. */
  average: number | null;
  /** Games against rated opponents that count (the two hypothetical ones not included). */
  gamesCounted: number;
  /** Points in those games (the hypothetical draws not included). */
  score: number;
  /** p, with the two hypothetical draws, in whole percent. */
  percentage: number | null;
  dp: number | null;
  working: WorkingLine[];
}

const HYPOTHETICAL = 1800;
const MAX_INITIAL = 2200;
const MIN_GAMES = 5;

/** The initial rating Ru of an unrated player (B.02 8.2; rapid and blitz 7.2). */
export function initialRating(input: InitialRatingInput): InitialRatingResult {
  const list = input.list ?? 'standard';
  const a = RATING_ARTICLES[list];
  if (input.games.length === 0) throw new RatingsError('"games" is empty: give the games against rated opponents');
  const games = input.games.map((g, i) => ({
    opponent: g.opponent === null ? null : read.rating(g.opponent, `game ${i + 1}: "opponent"`),
    score: read.gameScore(g.score, `game ${i + 1}: "score"`),
    event: g.event ?? 1,
    n: i + 1,
  }));
  const working: WorkingLine[] = [];
  const countedGames: typeof games = [];
  for (const g of games) {
    if (read.isForfeit(g.score))
      working.push(line('game.forfeit', a.unplayed, { game: g.n, score: g.score }, `Game ${g.n}: ${g.score === '+' ? 'won' : 'lost'} by forfeit: unplayed games are not counted`));
    else if (g.opponent === null)
      working.push(line('initial.unrated', a.hypothetical, { game: g.n }, `Game ${g.n}: the opponent is unrated: Ra is the average of rated opponents only`));
    else countedGames.push(g);
  }

  // 8.2.1: a zero score in the first event is disregarded.
  const firstEvent = games[0]!.event;
  const inFirst = countedGames.filter((g) => g.event === firstEvent);
  let used = countedGames;
  if (inFirst.length > 0 && inFirst.every((g) => g.score === 0)) {
    used = countedGames.filter((g) => g.event !== firstEvent);
    const several = new Set(games.map((g) => g.event)).size > 1;
    working.push(
      line('initial.zero', a.zeroScore, { games: inFirst.length, event: String(firstEvent) },
        `Zero in ${inFirst.length} rated game${inFirst.length === 1 ? '' : 's'} of the ${several ? 'first ' : ''}event: that score is disregarded`),
    );
  }
  const n = used.length;
  const score = used.reduce((s, g) => s + (g.score as number), 0);
  const none = (why: string): InitialRatingResult => ({ list, rating: null, why, average: null, gamesCounted: n, score, percentage: null, dp: null, working });
  if (n === 0) return none('no game against a rated opponent counts');
  if (n < MIN_GAMES) {
    working.push(line('initial.min-games', a.newPlayer, { games: n, min: MIN_GAMES }, `${n} game${n === 1 ? '' : 's'} against rated opponents: a first rating needs at least ${MIN_GAMES}, which may be pooled from events within 26 months`));
    return none(`${n} game${n === 1 ? '' : 's'} against rated opponents; a first rating needs at least ${MIN_GAMES}`);
  }

  const sum = used.reduce((s, g) => s + g.opponent!, 0);
  const total = sum + 2 * HYPOTHETICAL;
  const ra = total / (n + 2);
  const raText = (Math.round(ra * 100) / 100).toString();
  working.push(
    line('initial.average', a.hypothetical, { sum, games: n, average: Math.round(ra * 100) / 100 },
      `Ra = (${sum} + 1800 + 1800) / (${n} + 2) = ${total} / ${n + 2} = ${raText}: the rated opponents and two hypothetical opponents rated 1800`),
  );
  const percentage = percentHalfUp(score + 1, n + 2);
  const dp = dpFor(percentage);
  working.push(
    line('initial.percentage', a.hypothetical, { score, games: n, percentage },
      `p = (${scoreText(score)} + 1) / (${n} + 2) = ${scoreText(score + 1)} / ${n + 2} = ${percentage}%: the two hypothetical games count as draws (rounded to the table's whole hundredth, 0.5 up)`),
    line('initial.dp', a.scoreToDifference, { percentage, dp }, `p = ${pText(percentage)} gives dp = ${dp}`),
  );
  // Ru = Ra + dp, to the nearest whole number: (total + dp × (n + 2)) / (n + 2).
  const exact = ra + dp;
  let ru = ratioHalfUp(total + dp * (n + 2), n + 2);
  working.push(
    line('initial.formula', a.initialFormula, { average: Math.round(ra * 100) / 100, dp, rating: ru },
      `Ru = Ra + dp = ${raText} ${dp < 0 ? '−' : '+'} ${Math.abs(dp)} = ${Math.round(exact * 100) / 100}, rounded: ${ru}`),
  );
  if (ru > MAX_INITIAL) {
    working.push(line('initial.max', a.initialFormula, { rating: ru, max: MAX_INITIAL }, `${ru} is over the maximum initial rating: Ru = ${MAX_INITIAL}`));
    ru = MAX_INITIAL;
  }
  const result: InitialRatingResult = { list, rating: ru, average: Math.round(ra * 100) / 100, gamesCounted: n, score, percentage, dp, working };
  if (ru < LIST_FLOOR) {
    working.push(line('initial.below-floor', a.newPlayer, { rating: ru, floor: LIST_FLOOR }, `${ru} is under ${LIST_FLOOR}: no rating is published`));
    return { ...result, rating: null, why: `Ru = ${ru}, under ${LIST_FLOOR}: no rating is published` };
  }
  return result;
}

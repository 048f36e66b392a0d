import { RATING_ARTICLES, type RatingList } from './articles';
import { RatingsError } from './errors';
import { kFactor } from './kFactor';
import * as read from './read';
import { hundredthsHalfAway, hundredthsText, hundredthsToOneDecimal, signedHundredths, signedOneDecimal } from './rounding';
import { expectedScoreRow } from './tables/expectedScore';
import { line, type WorkingLine } from './working';

export interface RatingChangeGameInput {
  /** The opponent's rating; null for an unrated opponent (the game is not rated for a rated player). */
  opponent: number | null;
  score: read.GameScore;
}

export interface RatingChangeInput {
  rating: number;
  games: RatingChangeGameInput[];
  k?: number;
  age?: number;
  gamesRated?: number;
  reached2400?: boolean;
  /** Games on the list for the whole rating period, this event's included (the 700 rule); default: this event's. */
  gamesInPeriod?: number;
  list?: RatingList;
}

export interface RatingChangeGame {
  opponent: number | null;
  score: read.GameScore;
  /** Whether the game is rated: false for a forfeit or an unrated opponent, with the reason. */
  counted: boolean;
  reason?: string;
  /** Rating minus the opponent's rating. */
  difference: number | null;
  /** The difference used: more than 400 counts as 400 (B.02 8.3.1). */
  differenceUsed: number | null;
  /** PD, the expected score (table 8.1.2). */
  expected: number | null;
  /** (score − PD) × K, to one decimal. */
  change: number | null;
}

export interface RatingChangeResult {
  list: RatingList;
  k: number;
  /** Σ (score − PD). */
  sumDelta: number;
  /** Σ ΔR × K, to one decimal (the event's change, before a rating period's rounding). */
  change: number;
  /** The change rounded to the nearest whole number, 0.5 away from zero (B.02 8.3.4), as if this event were the period. */
  roundedChange: number;
  newRating: number;
  gamesCounted: number;
  games: RatingChangeGame[];
  working: WorkingLine[];
}

/** The rating change of a rated player over one game or one event (B.02 8.3; rapid and blitz 7.3). */
export function ratingChange(input: RatingChangeInput): RatingChangeResult {
  const list = input.list ?? 'standard';
  const a = RATING_ARTICLES[list];
  const rating = read.rating(input.rating, '"rating"');
  if (input.games.length === 0) throw new RatingsError('"games" is empty: give at least one game');
  const games = input.games.map((g, i) => ({
    opponent: g.opponent === null ? null : read.rating(g.opponent, `game ${i + 1}: "opponent"`),
    score: read.gameScore(g.score, `game ${i + 1}: "score"`),
  }));
  const counted = games.filter((g) => g.opponent !== null && !read.isForfeit(g.score)).length;
  const gamesInPeriod = input.gamesInPeriod ?? counted;
  if (gamesInPeriod < counted) throw new RatingsError(`"gamesInPeriod" (${gamesInPeriod}) cannot be fewer than the ${counted} rated games of this event`);

  const working: WorkingLine[] = [];
  const K = kFactor({ rating, k: input.k, age: input.age, gamesRated: input.gamesRated, reached2400: input.reached2400, gamesInPeriod }, a);
  working.push(...K.working);
  const k = K.k;

  let sumHundredths = 0;
  const out: RatingChangeGame[] = games.map((g, i) => {
    const n = i + 1;
    if (read.isForfeit(g.score)) {
      const reason = `${g.score === '+' ? 'won' : 'lost'} by forfeit: unplayed games are not counted`;
      working.push(line('game.forfeit', a.unplayed, { game: n, score: g.score }, `Game ${n}: ${reason}`));
      return { ...g, counted: false, reason, difference: null, differenceUsed: null, expected: null, change: null };
    }
    if (g.opponent === null) {
      const reason = 'the opponent is unrated: only games against rated players change a rating';
      working.push(line('game.unrated', a.difference, { game: n }, `Game ${n}: ${reason}`));
      return { ...g, counted: false, reason, difference: null, differenceUsed: null, expected: null, change: null };
    }
    const difference = rating - g.opponent;
    const capped = Math.abs(difference) > 400;
    const differenceUsed = capped ? Math.sign(difference) * 400 : difference;
    const row = expectedScoreRow(differenceUsed);
    const higher = differenceUsed >= 0;
    const pd = higher ? row.high : row.low;
    const deltaHundredths = Math.round(g.score * 100) - pd;
    sumHundredths += deltaHundredths;
    const changeHundredths = deltaHundredths * k;
    working.push(
      line('game.difference', a.difference, { game: n, rating, opponent: g.opponent, difference }, `Game ${n}: D = ${rating} − ${g.opponent} = ${difference}`),
      ...(capped ? [line('game.cap', a.difference, { game: n, difference, used: differenceUsed }, `Game ${n}: more than 400: counted as ${differenceUsed}`)] : []),
      line('game.expected', a.differenceToScore, { game: n, difference: Math.abs(differenceUsed), min: row.min, max: row.max, pd: pd / 100, higher },
        `Game ${n}: |D| = ${Math.abs(differenceUsed)} is in the row ${row.min}–${row.max ?? ''}: PD = ${hundredthsText(pd)} for the ${higher ? 'higher' : 'lower'} rated player`),
      line('game.delta', a.deltaR, { game: n, score: g.score, pd: pd / 100, delta: deltaHundredths / 100, k, change: hundredthsToOneDecimal(changeHundredths) },
        `Game ${n}: ΔR = ${g.score} − ${hundredthsText(pd)} = ${hundredthsText(deltaHundredths)}; × K ${k} = ${signedOneDecimal(hundredthsToOneDecimal(changeHundredths))}`),
    );
    return {
      ...g,
      counted: true,
      difference,
      differenceUsed,
      expected: pd / 100,
      change: hundredthsToOneDecimal(changeHundredths),
    };
  });

  const totalHundredths = sumHundredths * k;
  const change = hundredthsToOneDecimal(totalHundredths);
  const roundedChange = hundredthsHalfAway(totalHundredths);
  if (counted > 0) {
    working.push(
      line('event.sum', a.sigma, { sum: sumHundredths / 100, games: counted }, `ΣΔR over ${counted} rated game${counted === 1 ? '' : 's'} = ${hundredthsText(sumHundredths)}`),
      line('event.change', a.change, { sum: sumHundredths / 100, k, change }, `Rating change = ${hundredthsText(sumHundredths)} × ${k} = ${signedHundredths(totalHundredths)}${totalHundredths % 10 === 0 ? '' : `, ${signedOneDecimal(change)} to one decimal`}`),
      line('event.rounded', a.rounding, { change: totalHundredths / 100, rounded: roundedChange, newRating: rating + roundedChange },
        `For a rating period with no other event: ${signedHundredths(totalHundredths)} rounds to ${roundedChange > 0 ? '+' : ''}${roundedChange} (0.5 away from zero), new rating ${rating + roundedChange}`),
    );
  } else {
    working.push(line('event.none', a.unplayed, { games: 0 }, 'No rated game: the rating does not change'));
  }
  return { list, k, sumDelta: sumHundredths / 100, change, roundedChange, newRating: rating + roundedChange, gamesCounted: counted, games: out, working };
}

import { cite, type Cite } from './cite';
import { RatingsError } from './errors';
import * as read from './read';
import { percentHalfUp, pText, ratioHalfUp, scoreText } from './rounding';
import { annexTable, ANNEX_COLUMNS } from './tables/normScores';
import { dpFor } from './tables/ratingDifference';
import {
  FIDE_FLAG_FEDERATION,
  isNormTitle,
  isPlayerTitle,
  MIN_NORM_SCORE_PERCENT,
  NORM_REQUIREMENTS,
  TITLE_HOLDERS,
  UNRATED_OPPONENT_RATING,
  type NormTitle,
  type PlayerTitle,
} from './tables/titles';
import { line, type WorkingLine } from './working';

/** What a round brought: a result over the board, a forfeit, a pairing-allocated bye, or null for a game to come. */
export type NormScore = 0 | 0.5 | 1 | '+' | '-' | 'bye' | null;

export interface NormGameInput {
  title?: PlayerTitle;
  /** Absent for an unrated opponent. */
  rating?: number;
  federation?: string;
  score: NormScore;
}

/** The federation exemptions of B.01 1.4.3a–d (national championships, national team championships, zonals, big Swisses). */
export const FEDERATION_EXEMPTIONS = ['1.4.3a', '1.4.3b', '1.4.3c', '1.4.3d'] as const;
export type FederationExemption = (typeof FEDERATION_EXEMPTIONS)[number];

export interface NormInput {
  title: NormTitle;
  /** The rounds of the event; `games` has one entry per round. */
  rounds: number;
  /** The applicant's federation (three letters). */
  federation: string;
  games: NormGameInput[];
  /** A World or Continental Team or Club Championship of 7, 8 or 9 rounds: 7 games are enough (1.4.1b). */
  teamChampionship?: boolean;
  /** The event is exempt from the federation requirements (1.4.3a–d). */
  exemption?: FederationExemption;
}

export interface Requirement {
  /** The B.01 paragraph, as printed ("1.4.3", "1.4.5c"). */
  rule: string;
  /** What kind of check, and its numbers, for a page to word it in its reader's language; `why` is the English. */
  key: string;
  values: Record<string, number | string | null>;
  /** null while it depends on games not yet played or opponents not yet paired. */
  met: boolean | null;
  why: string;
}

export interface NormResult {
  title: NormTitle;
  /** true or false once decided; null while games remain and a norm is still possible. */
  norm: boolean | null;
  /** The rating average of the opponents (1.4.7), null while a round is not yet paired. */
  average: number | null;
  /** The points a norm needs over the games counted, null when no score is enough or the average is not known. */
  scoreNeeded: number | null;
  score: number;
  /** Points still needed from the games to come (0 when already reached), null when no game remains or it is not known. */
  neededFromRemaining: number | null;
  gamesCounted: number;
  gamesRemaining: number;
  /** Rp = Ra + dp (1.4.8) for the score so far, when every game counted has been played. */
  performance: number | null;
  /** The Annex row for this number of games and this average, when the Annex prints one. */
  tableRow: { rounds: number; score: number; averages: [number, number | null] } | null;
  /** The number of games the norm counts as in a title application (1.4.1c, 1.4.1d, 1.7). */
  countsAsGames: number | null;
  requirements: Requirement[];
  working: WorkingLine[];
}

const B01 = (article: string): Cite => cite('B.01', article);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

interface Opponent {
  round: number;
  title: PlayerTitle | null;
  rating: number | null;
  federation: string;
  score: 0 | 0.5 | 1 | null;
}

function readGames(input: NormInput): { counted: Opponent[]; unpaired: number[]; skipped: { round: number; score: '+' | '-' | 'bye'; opponent: Opponent | null }[] } {
  const counted: Opponent[] = [];
  const unpaired: number[] = [];
  const skipped: { round: number; score: '+' | '-' | 'bye'; opponent: Opponent | null }[] = [];
  input.games.forEach((g0, i) => {
    const round = i + 1;
    const what = `round ${round}`;
    const g = read.object(g0, what);
    read.known(g, ['title', 'rating', 'federation', 'score'], what);
    const s = g.score;
    if (!(s === null || s === 0 || s === 0.5 || s === 1 || s === '+' || s === '-' || s === 'bye'))
      throw new RatingsError(`${what}: "score" must be 1, 0.5, 0, null for a game not yet played, "+" or "-" for a forfeit, or "bye", not ${JSON.stringify(s)}`);
    if (g.title !== undefined && !isPlayerTitle(g.title))
      throw new RatingsError(`${what}: "title" must be one of GM, IM, FM, CM, WGM, WIM, WFM, WCM (leave it out for an untitled player), not ${JSON.stringify(g.title)}`);
    const rating = g.rating === undefined || g.rating === null ? null : read.rating(g.rating, `${what}: "rating"`);
    const hasOpponent = g.federation !== undefined || g.title !== undefined || rating !== null;
    if (s === 'bye') {
      if (hasOpponent) throw new RatingsError(`${what}: a bye has no opponent`);
      skipped.push({ round, score: s, opponent: null });
      return;
    }
    if (!hasOpponent && (s === null || s === '+' || s === '-')) {
      if (s === null) unpaired.push(round);
      else skipped.push({ round, score: s, opponent: null });
      return;
    }
    if (typeof g.federation !== 'string' || !/^[A-Z]{3}$/.test(g.federation))
      throw new RatingsError(`${what}: "federation" must be the opponent's three-letter FIDE code, such as "ESP", not ${JSON.stringify(g.federation)}`);
    const opponent: Opponent = { round, title: (g.title as PlayerTitle | undefined) ?? null, rating, federation: g.federation, score: typeof s === 'number' ? s : null };
    if (s === '+' || s === '-') skipped.push({ round, score: s, opponent });
    else counted.push(opponent);
  });
  return { counted, unpaired, skipped };
}

interface Evaluation {
  games: number;
  norm: boolean | null;
  average: number | null;
  scoreNeeded: number | null;
  score: number;
  neededFromRemaining: number | null;
  remaining: number;
  performance: number | null;
  tableRow: NormResult['tableRow'];
  requirements: Requirement[];
  working: WorkingLine[];
}

/** The lowest score (in points) giving the title's performance over n games at average ra (1.4.8, 1.4.8b, 1.4.9). */
export function scoreNeededFor(title: NormTitle, n: number, ra: number): number | null {
  const req = NORM_REQUIREMENTS[title];
  if (ra < req.minAverage) return null;
  for (let halves = 0; halves <= 2 * n; halves++) {
    // 35% on the exact fraction: halves / 2 / n ≥ 35 / 100
    if (50 * halves < MIN_NORM_SCORE_PERCENT * n) continue;
    if (ra + dpFor(percentHalfUp(halves / 2, n)) >= req.performance.afterRounding) return halves / 2;
  }
  return null;
}

/** Everything B.01 1.4.3–1.4.9 asks of one set of games (the games counted; `unpaired` rounds still to come). */
function evaluate(title: NormTitle, input: NormInput, opponents: Opponent[], unpaired: number[], minGames: { n: number; rule: string; key: string; why: string }): Evaluation {
  const req = NORM_REQUIREMENTS[title];
  const working: WorkingLine[] = [];
  const requirements: Requirement[] = [];
  const n = opponents.length + unpaired.length;
  const pending = unpaired.length > 0;
  const pendingWhy = pending ? `; round${unpaired.length === 1 ? '' : 's'} ${unpaired.join(', ')} not yet paired` : '';

  // 1.4.1: the number of games.
  requirements.push({ rule: minGames.rule, key: minGames.key, values: { games: n, min: minGames.n, rounds: input.rounds }, met: n >= minGames.n, why: minGames.why });

  // 1.4.3 and 1.4.4: federations.
  const own = input.federation;
  const feds = new Map<string, number>();
  for (const o of opponents) feds.set(o.federation, (feds.get(o.federation) ?? 0) + 1);
  const foreign = [...feds.keys()].filter((f) => f !== own && f !== FIDE_FLAG_FEDERATION).sort();
  if (input.teamChampionship) {
    requirements.push({ rule: '1.4.3', key: 'feds-team', values: {}, met: true, why: 'the federations of the opponents are irrelevant for 7 to 9 round World and Continental Team Championships (Annex, 7 rounds)' });
  } else if (input.exemption) {
    requirements.push({ rule: input.exemption, key: 'feds-exempt', values: { exemption: input.exemption }, met: true, why: `exempt from the federation requirements (${input.exemption}); at least one norm of the title application must still meet them (1.4.3e)` });
  } else {
    const enough = foreign.length >= 2;
    requirements.push({
      rule: '1.4.3',
      key: 'feds',
      values: { count: foreign.length, own, list: foreign.join(', '), pending: unpaired.join(', ') || null },
      met: enough ? true : pending ? null : false,
      why: `${plural(foreign.length, 'federation')} other than ${own}${foreign.length ? ` (${foreign.join(', ')})` : ''}: at least 2 needed${opponents.some((o) => o.federation === FIDE_FLAG_FEDERATION) ? `; ${FIDE_FLAG_FEDERATION} players do not count as foreign (1.4.2a)` : ''}${pendingWhy}`,
    });
    const maxOwn = Math.floor((3 * n) / 5);
    const maxOne = Math.floor((2 * n) / 3);
    const ownCount = feds.get(own) ?? 0;
    let top: [string, number] = ['', 0];
    for (const [f, c] of feds) if (f !== FIDE_FLAG_FEDERATION && c > top[1]) top = [f, c];
    const ok = ownCount <= maxOwn && top[1] <= maxOne;
    requirements.push({
      rule: '1.4.4',
      key: 'fed-caps',
      values: { own, ownCount, maxOwn, games: n, top: top[0] || null, topCount: top[1], maxOne, pending: unpaired.join(', ') || null },
      met: !ok ? false : pending ? null : true,
      why: `${ownCount} of ${n} opponents from ${own}, at most ${maxOwn} (3/5, rounded down); most from one federation: ${top[1] ? `${top[1]} from ${top[0]}` : 'none'}, at most ${maxOne} (2/3, rounded down)${pendingWhy}`,
    });
  }

  // 1.4.5: titles.
  const th = opponents.filter((o) => o.title !== null && TITLE_HOLDERS.includes(o.title)).length;
  const thNeeded = Math.ceil(n / 2);
  requirements.push({
    rule: '1.4.5a',
    key: 'th',
    values: { count: th, needed: thNeeded, games: n, pending: unpaired.join(', ') || null },
    met: th >= thNeeded ? true : pending ? null : false,
    why: `${plural(th, 'title-holder')} (GM, IM, FM, WGM, WIM, WFM), at least ${thNeeded} needed (50% of ${n}, rounded up)${pendingWhy}`,
  });
  const mo = opponents.filter((o) => o.title !== null && req.mo.titles.includes(o.title)).length;
  const moNeeded = Math.max(3, Math.ceil(n / 3));
  const moNames = title === 'GM' ? 'GMs' : `${req.mo.titles.slice(0, -1).join(', ')} or ${req.mo.titles.at(-1)}`;
  requirements.push({
    rule: req.mo.cite.article,
    key: `mo-${title}`,
    values: { count: mo, needed: moNeeded, games: n, pending: unpaired.join(', ') || null },
    met: mo >= moNeeded ? true : pending ? null : false,
    why: `${mo} of the opponents ${title === 'GM' ? 'are GMs' : `hold the title ${moNames}`}, at least ${moNeeded} needed (1/3 of ${n}, rounded up, minimum 3)${pendingWhy}`,
  });

  const score = opponents.reduce((s, o) => s + (o.score ?? 0), 0);
  const remaining = opponents.filter((o) => o.score === null).length + unpaired.length;
  const mixFailed = requirements.some((r) => r.met === false);

  if (pending) {
    requirements.push({ rule: '1.4.7', key: 'pending-average', values: { pending: unpaired.join(', ') }, met: null, why: `the average of the opponents waits for round${unpaired.length === 1 ? '' : 's'} ${unpaired.join(', ')} to be paired` });
    return { games: n, norm: mixFailed ? false : null, average: null, scoreNeeded: null, score, neededFromRemaining: null, remaining, performance: null, tableRow: null, requirements, working };
  }

  // 1.4.6: the ratings used, with the adjusted rating floor for one opponent.
  const below = opponents.filter((o) => o.rating === null || o.rating < req.floor);
  // The lowest-rated is raised: an unrated opponent (who would count as 1400) before any rated one, then the lowest.
  const raised = [...below].sort((x, y) => (x.rating ?? 0) - (y.rating ?? 0) || x.round - y.round)[0];
  const used = new Map<number, number>();
  for (const o of opponents) used.set(o.round, o.rating ?? UNRATED_OPPONENT_RATING);
  if (raised) {
    used.set(raised.round, req.floor);
    working.push(
      line('norm.floor', B01('1.4.6c'), { round: raised.round, rating: raised.rating, floor: req.floor },
        `Round ${raised.round}: ${raised.rating === null ? 'unrated' : `rated ${raised.rating}`}, ${below.length > 1 ? 'the lowest-rated opponent below' : 'below'} the ${title} norm floor of ${req.floor}: raised to ${req.floor} (1.4.6b)`),
    );
  }
  for (const o of below) {
    if (o === raised) continue;
    if (o.rating === null)
      working.push(line('norm.unrated', B01('1.4.6d'), { round: o.round, rating: UNRATED_OPPONENT_RATING }, `Round ${o.round}: unrated and not the one raised to the floor: considered to be rated ${UNRATED_OPPONENT_RATING}`));
    else
      working.push(line('norm.not-raised', B01('1.4.6c'), { round: o.round, rating: o.rating, floor: req.floor }, `Round ${o.round}: rated ${o.rating}, also below ${req.floor}, but no more than one opponent is raised: counted as ${o.rating}`));
  }

  // 1.4.7: the average.
  const ratings = opponents.map((o) => used.get(o.round)!);
  const sum = ratings.reduce((s, r) => s + r, 0);
  const average = ratioHalfUp(sum, n);
  const exact = Math.round((sum / n) * 100) / 100;
  working.push(
    line('norm.average', B01('1.4.7'), { sum, games: n, average },
      `Ra = (${ratings.join(' + ')}) / ${n} = ${sum} / ${n} = ${exact}${exact === average ? '' : `, rounded (0.5 up): ${average}`}`),
  );
  requirements.push({ rule: '1.4.8a', key: 'average', values: { average, min: req.minAverage, title }, met: average >= req.minAverage, why: `average rating of the opponents ${average}, at least ${req.minAverage} needed for a ${title} norm` });

  // The score needed, from the articles, and the Annex row that prints it.
  const scoreNeeded = scoreNeededFor(title, n, average);
  const annex = annexTable(n);
  const column = ANNEX_COLUMNS.indexOf(title);
  let tableRow: NormResult['tableRow'] = null;
  if (annex && (n !== 7 || input.teamChampionship)) {
    const row = annex.rows.find((r) => {
      const [min, max] = r.averages[column]!;
      return average >= min && (max === null || average <= max);
    });
    if (row) {
      const [min, max] = row.averages[column]!;
      tableRow = { rounds: n, score: row.score, averages: [min, max] };
      working.push(
        line('norm.table', cite('B.01-Annex', `${n} rounds`), { rounds: n, min, max, score: row.score },
          `${n} games, ${title} column, average ${average} in the row ${max === null ? `≥${min}` : `${min}–${max}`}: ${scoreText(row.score)} points needed`),
      );
      if (scoreNeeded !== null && scoreNeeded < row.score)
        working.push(
          line('norm.table-short', B01('1.4.8'), { tableScore: row.score, scoreNeeded },
            `The Annex prints no row below ${scoreText(row.score)} here, but ${scoreText(scoreNeeded)} of ${n} (${percentHalfUp(scoreNeeded, n)}%, dp ${dpFor(percentHalfUp(scoreNeeded, n))}) already gives ${average + dpFor(percentHalfUp(scoreNeeded, n))}; where the tables and the articles differ, the articles take precedence (Annex)`),
        );
    }
  }
  if (scoreNeeded !== null) {
    const pct = percentHalfUp(scoreNeeded, n);
    const dp = dpFor(pct);
    working.push(
      line('norm.needed', B01('1.4.8'), { scoreNeeded, games: n, percentage: pct, dp, performance: average + dp },
        `Score needed: ${scoreText(scoreNeeded)} of ${n} = ${pct}% (at least ${MIN_NORM_SCORE_PERCENT}%, 1.4.8b), dp ${dp} (1.4.9): ${average} ${dp < 0 ? '−' : '+'} ${Math.abs(dp)} = ${average + dp}, at least ${req.performance.afterRounding}`),
    );
  }

  // The score: so far, and what the rest must bring.
  let performance: number | null = null;
  let neededFromRemaining: number | null = null;
  let norm: boolean | null;
  if (remaining === 0) {
    const pct = percentHalfUp(score, n);
    const dp = dpFor(pct);
    performance = average + dp;
    const exactPct = Math.round((score / n) * 1000) / 10;
    requirements.push({ rule: '1.4.8b', key: 'min-score', values: { score, games: n, percent: exactPct, min: MIN_NORM_SCORE_PERCENT }, met: 50 * score * 2 >= MIN_NORM_SCORE_PERCENT * n, why: `${scoreText(score)} of ${n} = ${exactPct}%, at least ${MIN_NORM_SCORE_PERCENT}% needed` });
    requirements.push({
      rule: '1.4.8',
      key: 'performance',
      values: { score, games: n, percentage: pct, dp, average, performance, min: req.performance.afterRounding },
      met: performance >= req.performance.afterRounding,
      why: `p = ${scoreText(score)} / ${n} = ${pct}% (rounded, 0.5% up), dp = ${dp} (1.4.9); Rp = ${average} ${dp < 0 ? '−' : '+'} ${Math.abs(dp)} = ${performance}, at least ${req.performance.afterRounding} needed`,
    });
    working.push(
      line('norm.score', B01('1.4.8'), { score, games: n, percentage: pct, dp, performance },
        `Scored ${scoreText(score)} of ${n}: p = ${pText(pct)}, dp = ${dp}, Rp = ${average} ${dp < 0 ? '−' : '+'} ${Math.abs(dp)} = ${performance}`),
    );
    norm = requirements.every((r) => r.met === true);
  } else {
    const stillNeeded = scoreNeeded === null ? null : Math.max(0, scoreNeeded - score);
    neededFromRemaining = stillNeeded;
    const reachable = stillNeeded !== null && stillNeeded <= remaining;
    requirements.push({
      rule: '1.4.8',
      key: scoreNeeded === null ? 'remaining-none' : stillNeeded === 0 ? 'remaining-reached' : reachable ? 'remaining-possible' : 'remaining-out',
      values: { score, scoreNeeded, stillNeeded, remaining, games: n, average, title },
      met: scoreNeeded === null || !reachable ? false : stillNeeded === 0 ? true : null,
      why:
        scoreNeeded === null
          ? `no score reaches a ${title} performance at an average of ${average}`
          : stillNeeded === 0
            ? `${scoreText(score)} already reached ${scoreText(scoreNeeded)} of ${n}; the ${plural(remaining, 'game')} to come cannot lower it`
            : reachable
              ? `${scoreText(score)} so far of ${scoreText(scoreNeeded)} needed: ${scoreText(stillNeeded!)} from the ${plural(remaining, 'game')} to come`
              : `${scoreText(score)} so far of ${scoreText(scoreNeeded)} needed: ${scoreText(stillNeeded!)} from ${plural(remaining, 'game')} is out of reach`,
    });
    if (scoreNeeded !== null)
      working.push(
        line('norm.remaining', B01('1.4.8'), { score, scoreNeeded, remaining, neededFromRemaining: stillNeeded },
          reachable
            ? `${scoreText(score)} so far; ${scoreText(scoreNeeded)} needed: ${scoreText(stillNeeded!)} from the last ${plural(remaining, 'game')}`
            : `${scoreText(score)} so far; ${scoreText(scoreNeeded)} needed: ${scoreText(stillNeeded!)} from ${plural(remaining, 'game')} is not possible`),
      );
    norm = requirements.some((r) => r.met === false) ? false : null;
  }
  return { games: n, norm, average, scoreNeeded, score, neededFromRemaining, remaining, performance, tableRow, requirements, working };
}

/** Reads an untrusted norm case (the command line, a form). */
export function readNormInput(x: unknown): NormInput {
  const o = read.object(x, 'the case');
  read.known(o, ['calc', 'title', 'rounds', 'federation', 'games', 'teamChampionship', 'exemption', 'doubleRoundRobin'], 'a norm case');
  if (!isNormTitle(o.title)) throw new RatingsError(`"title" must be GM, IM, WGM or WIM (the titles gained by norms, B.01 1.4), not ${JSON.stringify(o.title)}`);
  if (o.doubleRoundRobin !== undefined && o.doubleRoundRobin !== false)
    throw new RatingsError('double round-robin norms (B.01 1.4.5f: titles counted over the distinct opponents) are not computed yet');
  const teamChampionship = o.teamChampionship === undefined ? undefined : read.boolean(o.teamChampionship, '"teamChampionship"');
  const minRounds = teamChampionship ? 7 : 9;
  if (typeof o.rounds !== 'number' || !Number.isInteger(o.rounds)) throw new RatingsError(`"rounds" must be a whole number, not ${JSON.stringify(o.rounds)}`);
  if (o.rounds < minRounds)
    throw new RatingsError(
      teamChampionship
        ? `a norm needs at least 7 games even in a team championship (B.01 1.4.1b): ${o.rounds} rounds cannot give one`
        : `a norm needs at least 9 games (B.01 1.4.1a): an event of ${o.rounds} rounds cannot give one`,
    );
  if (teamChampionship && o.rounds > 9) throw new RatingsError(`the 7-game rule is for team championships of 7 to 9 rounds (B.01 1.4.1b), not ${o.rounds}`);
  if (o.rounds > 30) throw new RatingsError(`"rounds" ${o.rounds} is more than the calculator takes (30)`);
  if (typeof o.federation !== 'string' || !/^[A-Z]{3}$/.test(o.federation))
    throw new RatingsError(`"federation" must be the applicant's three-letter FIDE code, such as "POR", not ${JSON.stringify(o.federation)}`);
  const games = read.array(o.games, '"games"');
  if (games.length !== o.rounds)
    throw new RatingsError(`"games" has ${games.length} entr${games.length === 1 ? 'y' : 'ies'} for ${o.rounds} rounds: give one per round (a round not yet paired as {"score": null})`);
  if (o.exemption !== undefined && !(FEDERATION_EXEMPTIONS as readonly unknown[]).includes(o.exemption))
    throw new RatingsError(`"exemption" must be one of ${FEDERATION_EXEMPTIONS.join(', ')}, not ${JSON.stringify(o.exemption)}`);
  return {
    title: o.title,
    rounds: o.rounds,
    federation: o.federation,
    games: games as NormGameInput[],
    teamChampionship,
    exemption: o.exemption as FederationExemption | undefined,
  };
}

/** The norm check of B.01 1.4 for a GM, IM, WGM or WIM norm, with its working. */
export function normCheck(input: NormInput): NormResult {
  const checked = readNormInput({ ...input });
  const { title } = checked;
  const { counted, unpaired, skipped } = readGames(checked);
  const working: WorkingLine[] = [];
  for (const s of skipped)
    working.push(
      line('norm.skipped', B01('1.4.2c'), { round: s.round, score: s.score },
        `Round ${s.round}: ${s.score === 'bye' ? 'a bye' : s.score === '+' ? 'won by forfeit' : 'lost by forfeit'}: not a game played over the board, not included`),
    );
  const minGames = checked.teamChampionship ? 7 : 9;
  const n = counted.length + unpaired.length;
  const minRule = checked.teamChampionship ? '1.4.1b' : '1.4.1a';
  const gamesWhy = (games: number) =>
    `${plural(games, 'game')} counted of ${checked.rounds} rounds${skipped.length ? ` (${skipped.length} not played over the board)` : ''}, at least ${minGames} needed`;

  let result: Evaluation;
  let countsAsBase = n;
  // 1.4.1c: nine rounds, eight games because of a win by forfeit or a pairing-allocated bye.
  const only = skipped[0];
  if (!checked.teamChampionship && checked.rounds === 9 && n === 8 && skipped.length === 1 && only && only.score !== '-') {
    result = evaluate(title, checked, counted, unpaired, { n: 8, rule: '1.4.1c', key: 'games-8', why: `8 games of 9 rounds, round ${only.round} ${only.score === 'bye' ? 'a pairing-allocated bye' : 'won by forfeit'}: a title result in the 8 games with the required mix counts as a 9-game norm (only one such norm in a title application)` });
    countsAsBase = 9;
  } else {
    result = evaluate(title, checked, counted, unpaired, { n: minGames, rule: minRule, key: 'games', why: gamesWhy(n) });
    // 1.4.2c: a last-round forfeit win the player needed to reach the number of games, "but can afford to lose".
    const last = skipped.find((s) => s.round === checked.rounds);
    if (n < minGames && n + 1 >= minGames && last?.score === '+' && last.opponent && result.remaining === 0) {
      const asLoss = evaluate(title, checked, [...counted, { ...last.opponent, score: 0 }], unpaired, { n: minGames, rule: '1.4.2c', key: 'games-last-forfeit', why: `the last-round opponent forfeited and the game was needed for ${minGames} games: counted as if lost` });
      working.push(
        line('norm.last-round-forfeit', B01('1.4.2c'), { round: last.round, norm: asLoss.norm },
          `Round ${last.round}, the last, was won by forfeit and is needed for ${minGames} games: the norm counts if it holds with that game lost — ${asLoss.norm ? 'it does' : 'it does not'}`),
      );
      if (asLoss.norm) {
        result = asLoss;
        countsAsBase = n + 1;
      }
    }
  }

  let countsAsGames: number | null = null;
  if (result.norm === true && result.scoreNeeded !== null) {
    const extra = Math.floor(result.score - result.scoreNeeded);
    countsAsGames = Math.min(13, countsAsBase + extra);
    if (extra > 0) working.push(line('norm.overscore', B01('1.4.1d'), { extra }, `${scoreText(result.score)} exceeds ${scoreText(result.scoreNeeded)} by ${plural(extra, 'full point')}: counts as ${plural(extra, 'more game')}`));
    if (countsAsBase + extra > 13) working.push(line('norm.max13', B01('1.7'), { games: countsAsBase + extra }, `A norm counts as 13 games at most`));
  }
  return {
    title,
    norm: result.norm,
    average: result.average,
    scoreNeeded: result.scoreNeeded,
    score: result.score,
    neededFromRemaining: result.neededFromRemaining,
    gamesCounted: result.games,
    gamesRemaining: result.remaining,
    performance: result.performance,
    tableRow: result.tableRow,
    countsAsGames,
    requirements: result.requirements,
    working: [...working, ...result.working],
  };
}

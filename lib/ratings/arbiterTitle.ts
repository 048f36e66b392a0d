// An application for an arbiter title (FA or IA) under the FIDE Regulations for the Titles of Arbiters, B.06.1
// (FIDE Regulations for Arbiters, effective from 1 July 2021, as printed in the FIDE Arbiters' Manual 2025): which of
// the events an arbiter worked count as norms and why, then whether the application as a whole meets the title's
// requirements. Every number below is printed in B.06.1; each check cites the paragraph that prints it.
import { cite, type Cite } from './cite';
import { RatingsError } from './errors';
import * as read from './read';
import { line, type WorkingLine } from './working';

export const ARBITER_TITLES = ['FA', 'IA'] as const;
export type ArbiterTitle = (typeof ARBITER_TITLES)[number];

/** The "Systems" of the FIDE Rating Server that B.06.1 2.3.1 accepts for arbiter norms. */
export const EVENT_SYSTEMS = ['swiss', 'round-robin', 'double-round-robin', 'team', 'knockout', 'other'] as const;
export type EventSystem = (typeof EVENT_SYSTEMS)[number];

export const RATES = ['standard', 'rapid', 'blitz'] as const;
export type Rate = (typeof RATES)[number];

export const ROLES = ['chief', 'deputy', 'arbiter'] as const;
export type Role = (typeof ROLES)[number];

/**
 * What the event was, where B.06.1 names it: `event` for any other FIDE-rated event (B.06.1 3.8 for FA by its system);
 * the IA categories 4.8.1–4.8.4 and the options of 3.9 and 4.9.
 */
export const EVENT_KINDS = [
  'event',
  'national-final', // 4.8.1 the final of the National Individual (adult, open or women) Championship
  'fide-official', // 4.8.2 official FIDE events and matches
  'norm-possible', // 4.8.3 international, a player may theoretically achieve a norm (B.01)
  'rapid-blitz-championship', // 4.8.4 official World and Continental Rapid and Blitz Championships
  'large-open', // 4.9.1 (and 2.5) at least 100 players, 3 federations, 30% rated, 7 rounds
  'national-team-championship', // 3.9.1, 4.9.2 highest division of the National Team Championship
  'olympiad-match', // 3.9.4, 4.9.4 match arbiter in an Olympiad
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const CHIEF_TITLES = ['IA', 'FA', 'none'] as const;
export type ChiefTitle = (typeof CHIEF_TITLES)[number];

export interface ArbiterEventInput {
  name?: string;
  system: EventSystem;
  rate: Rate;
  kind?: EventKind;
  /** A hybrid chess FIDE-rated event, and whether it was endorsed beforehand (2.3.2). */
  hybrid?: boolean;
  endorsed?: boolean;
  /** The event's rounds, and how many of them the applicant worked (default all). */
  rounds: number;
  roundsWorked?: number;
  players: number;
  /** FIDE-rated players among them. */
  rated: number;
  federations: number;
  /** For a round robin: every player will be rated at its conclusion (3.8.2). */
  allRatedAtEnd?: boolean;
  /** For a team championship: boards per team and teams (3.9.1, 4.9.2). */
  boards?: number;
  teams?: number;
  /** The last day of the event (YYYY-MM-DD): the day the norm was achieved. */
  end: string;
  role: Role;
  /** Who signs the certificate as Chief Arbiter (4.13.1), and the Chief Arbiter's title (2.8.2). */
  chief: string;
  chiefTitle: ChiefTitle;
  /** For IA: the norm was already used in the FA application (4.12). */
  usedForFA?: boolean;
}

export interface ArbiterTitleInput {
  title: ArbiterTitle;
  /** Date of birth and day of application (YYYY-MM-DD). */
  born: string;
  applied: string;
  /** FA: registered as National Arbiter by the FIDE Arbiters' Commission (2.9.1). */
  registeredNA?: boolean;
  /** IA: the day the FA title was awarded (2.9.4, 4.11, 4.12), and the "active" status (2.9.2). */
  faAwarded?: string;
  active?: boolean;
  /** The seminar norm: its day, and for FA the exam result in per cent (3.7), for IA a positive readiness evaluation (4.7). */
  seminar?: { date: string; exam?: number; ready?: boolean };
  events: ArbiterEventInput[];
}

export interface ArbiterCheck {
  /** The B.06.1 paragraph, as printed ("3.8.1", "2.6.2b"). */
  rule: string;
  /** The kind of check and its values, for a page to word it; `why` is the English. */
  key: string;
  values: Record<string, number | string | boolean | null>;
  /** null where the text leaves the decision to the Arbiters' Commission. */
  met: boolean | null;
  why: string;
}

export interface ArbiterEventResult {
  event: number;
  name: string;
  /** Counts as a norm for the title; null where the Arbiters' Commission decides. */
  counts: boolean | null;
  /** The paragraph it counts under ("3.8.1", "4.8.3", "4.9.1"), when it counts. */
  as: string | null;
  checks: ArbiterCheck[];
}

export interface ArbiterTitleResult {
  title: ArbiterTitle;
  /** The application meets every requirement checked; false if one fails; null if one waits on the Commission. */
  titleMet: boolean | null;
  events: ArbiterEventResult[];
  requirements: ArbiterCheck[];
  working: WorkingLine[];
}

const B06 = (article: string): Cite => cite('B.06', article);
const check = (rule: string, key: string, values: ArbiterCheck['values'], met: boolean | null, why: string): ArbiterCheck => ({ rule, key, values, met, why });

// ---------------------------------------------------------------------------------------------------------------
// Dates, compared as YYYY-MM-DD strings (no time zones).

function date(x: unknown, what: string): string {
  if (typeof x !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(x)) throw new RatingsError(`${what} must be a date written YYYY-MM-DD, not ${JSON.stringify(x)}`);
  const [y, m, d] = x.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d) throw new RatingsError(`${what} ${x} is not a day of the calendar`);
  return x;
}

/** The same day n years later (29 February becomes 1 March in a common year, by string comparison). */
const addYears = (day: string, n: number) => `${String(Number(day.slice(0, 4)) + n).padStart(4, '0')}${day.slice(4)}`;

/** Whole years of age on a day. */
export function ageOn(born: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(born.slice(0, 4));
  return day.slice(5) >= born.slice(5) ? years : years - 1;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading a case.

const oneOf = <T extends string>(x: unknown, list: readonly T[], what: string, fallback?: T): T => {
  if (x === undefined && fallback !== undefined) return fallback;
  if (typeof x === 'string' && (list as readonly string[]).includes(x)) return x as T;
  throw new RatingsError(`${what} must be one of ${list.join(', ')}, not ${JSON.stringify(x)}`);
};

export function readArbiterTitleInput(x: unknown): ArbiterTitleInput {
  const c = read.object(x, 'the case');
  read.known(c, ['calc', 'title', 'born', 'applied', 'registeredNA', 'faAwarded', 'active', 'seminar', 'events'], 'an arbiter-title case');
  const title = oneOf(c.title, ARBITER_TITLES, '"title"');
  const born = date(c.born, '"born"');
  const applied = date(c.applied, '"applied"');
  if (applied <= born) throw new RatingsError(`"applied" ${applied} is not after "born" ${born}`);
  let seminar: ArbiterTitleInput['seminar'];
  if (c.seminar !== undefined) {
    const s = read.object(c.seminar, '"seminar"');
    read.known(s, ['date', 'exam', 'ready'], '"seminar"');
    seminar = {
      date: date(s.date, '"seminar": "date"'),
      exam: read.optional(s.exam, (v) => read.integer(v, '"seminar": "exam"', 0, 100)),
      ready: read.optional(s.ready, (v) => read.boolean(v, '"seminar": "ready"')),
    };
  }
  const events = read.array(c.events, '"events"').map((e0, i) => {
    const what = `event ${i + 1}`;
    const e = read.object(e0, what);
    read.known(e, ['name', 'system', 'rate', 'kind', 'hybrid', 'endorsed', 'rounds', 'roundsWorked', 'players', 'rated', 'federations', 'allRatedAtEnd', 'boards', 'teams', 'end', 'role', 'chief', 'chiefTitle', 'usedForFA'], what);
    if (e.name !== undefined && typeof e.name !== 'string') throw new RatingsError(`${what}: "name" must be text`);
    const rounds = read.integer(e.rounds, `${what}: "rounds"`, 1, 100);
    const players = read.integer(e.players, `${what}: "players"`, 2, 100000);
    const ev: ArbiterEventInput = {
      ...(e.name === undefined ? {} : { name: e.name as string }),
      system: oneOf(e.system, EVENT_SYSTEMS, `${what}: "system"`),
      rate: oneOf(e.rate, RATES, `${what}: "rate"`, 'standard'),
      kind: oneOf(e.kind, EVENT_KINDS, `${what}: "kind"`, 'event'),
      hybrid: read.optional(e.hybrid, (v) => read.boolean(v, `${what}: "hybrid"`)),
      endorsed: read.optional(e.endorsed, (v) => read.boolean(v, `${what}: "endorsed"`)),
      rounds,
      roundsWorked: read.optional(e.roundsWorked, (v) => read.integer(v, `${what}: "roundsWorked"`, 1, rounds)),
      players,
      rated: read.integer(e.rated, `${what}: "rated"`, 0, players),
      federations: read.integer(e.federations, `${what}: "federations"`, 1, 300),
      allRatedAtEnd: read.optional(e.allRatedAtEnd, (v) => read.boolean(v, `${what}: "allRatedAtEnd"`)),
      boards: read.optional(e.boards, (v) => read.integer(v, `${what}: "boards"`, 1, 100)),
      teams: read.optional(e.teams, (v) => read.integer(v, `${what}: "teams"`, 2, 10000)),
      end: date(e.end, `${what}: "end"`),
      role: oneOf(e.role, ROLES, `${what}: "role"`),
      chief: typeof e.chief === 'string' && e.chief.trim() ? e.chief.trim() : (() => { throw new RatingsError(`${what}: "chief" must name the Chief Arbiter who signs the certificate`); })(),
      chiefTitle: oneOf(e.chiefTitle, CHIEF_TITLES, `${what}: "chiefTitle"`),
      usedForFA: read.optional(e.usedForFA, (v) => read.boolean(v, `${what}: "usedForFA"`)),
    };
    if (ev.end > applied) throw new RatingsError(`${what}: it ends on ${ev.end}, after the application (${applied})`);
    return ev;
  });
  if (events.length === 0) throw new RatingsError('"events" is empty: list the events the arbiter worked');
  return {
    title,
    born,
    applied,
    registeredNA: read.optional(c.registeredNA, (v) => read.boolean(v, '"registeredNA"')),
    faAwarded: read.optional(c.faAwarded, (v) => date(v, '"faAwarded"')),
    active: read.optional(c.active, (v) => read.boolean(v, '"active"')),
    seminar,
    events,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// One event.

const SYSTEM_NAMES: Record<EventSystem, string> = {
  swiss: 'Swiss', 'round-robin': 'round robin', 'double-round-robin': 'double round robin', team: 'team (league)', knockout: 'knockout', other: 'other system',
};
const pct = (part: number, whole: number) => Math.floor((100 * part) / whole * 100) / 100;

/** The option of 3.9 or 4.9 an event uses, if any (each at most once in an application). */
function optionOf(title: ArbiterTitle, e: ArbiterEventInput): string | null {
  if (title === 'FA') {
    if (e.kind === 'national-team-championship') return '3.9.1';
    if (e.rate !== 'standard') return '3.9.2';
    if (e.hybrid) return '3.9.3';
    if (e.kind === 'olympiad-match') return '3.9.4';
    return null;
  }
  if (e.kind === 'large-open') return '4.9.1';
  if (e.kind === 'national-team-championship') return '4.9.2';
  if (e.hybrid) return '4.9.3';
  if (e.kind === 'olympiad-match') return '4.9.4';
  return null;
}

/** The team championship conditions of 3.9.1 / 4.9.2: rounds worked, boards, teams, share of rated players. */
function teamChecks(p: string, minRounds: number, e: ArbiterEventInput, worked: number): ArbiterCheck[] {
  const double = e.system === 'double-round-robin';
  const minTeams = double ? 6 : 10;
  return [
    check(p, 'team-rounds', { worked, min: minRounds }, worked >= minRounds, `arbiter in ${worked} rounds of the highest division of the National Team Championship, at least ${minRounds} needed`),
    e.boards === undefined
      ? check(`${p}a`, 'team-boards-missing', { min: 4 }, false, 'boards per team not given: at least 4 needed')
      : check(`${p}a`, 'team-boards', { boards: e.boards, min: 4 }, e.boards >= 4, `${e.boards} boards per team, at least 4 needed`),
    e.teams === undefined
      ? check(`${p}b`, 'team-teams-missing', { min: minTeams }, false, `teams not given: at least ${minTeams} needed`)
      : check(`${p}b`, 'team-teams', { teams: e.teams, min: minTeams, double }, e.teams >= minTeams, `${e.teams} teams, at least ${minTeams} needed${double ? ' (6 in a double round robin)' : ' (10; 6 in a double round robin)'}`),
    check(`${p}c`, 'rated-share', { rated: e.rated, players: e.players, percent: pct(e.rated, e.players), min: 60 }, 100 * e.rated >= 60 * e.players, `${e.rated} of ${e.players} players FIDE rated (${pct(e.rated, e.players)}%), at least 60% needed`),
  ];
}

/** 3.10 / 4.10: at least `min` rounds; one event of `lo`–`hi` rounds may be accepted (3.10.1, 4.10.1, checked over the application). */
function roundsCheck(rule: string, rounds: number, min: number, lo: number, hi: number): ArbiterCheck {
  if (rounds >= min) return check(rule, 'rounds', { rounds, min }, true, `${rounds} rounds, at least ${min}`);
  if (rounds >= lo) return check(rule, 'rounds-short', { rounds, min, lo, hi }, true, `${rounds} rounds: only one event with ${lo} or ${hi} rounds may be accepted (${rule}.1)`);
  return check(rule, 'rounds-few', { rounds, min, lo, hi }, false, `${rounds} rounds: at least ${min} needed (one event with ${lo} or ${hi} may be accepted, ${rule}.1)`);
}

function evaluateEvent(input: ArbiterTitleInput, e: ArbiterEventInput, index: number): ArbiterEventResult {
  const title = input.title;
  const checks: ArbiterCheck[] = [];
  const kind = e.kind ?? 'event';
  const worked = e.roundsWorked ?? e.rounds;
  const system = SYSTEM_NAMES[e.system];
  let as: string | null = null;

  // Who may hold such a norm, and who signs it (2.8, 2.9).
  if (title === 'FA') {
    const age = ageOn(input.born, e.end);
    checks.push(check('2.9.3', 'age-norm', { age, min: 18 }, age >= 18, `${age} years old at the end of the event, at least 18 needed for FA norms`));
  } else if (input.faAwarded !== undefined) {
    checks.push(check('4.12', 'after-fa', { end: e.end, fa: input.faAwarded }, e.end > input.faAwarded, `the event ended on ${e.end}, ${e.end > input.faAwarded ? 'after' : 'not after'} the FA title was awarded (${input.faAwarded})`));
    if (e.usedForFA) checks.push(check('4.12', 'used-for-fa', {}, false, 'this norm was used for the FA title: the IA norms must be different'));
  }
  if (e.role === 'chief')
    checks.push(check('2.8.1', 'chief-self', {}, true, 'the applicant was the Chief Arbiter: a supervisor (the Organizer or a Federation Official holding an IA, FA or IO title) signs after checking the performance'));
  else if (e.chiefTitle === 'none')
    checks.push(check('2.8.2', 'chief-untitled', {}, false, 'the Chief Arbiter holds no IA or FA title, so may not sign any FA or IA certificate; only the Chief Arbiter may get a norm in this event'));
  else checks.push(check('2.8', 'signed', { chief: e.chief, chiefTitle: e.chiefTitle }, true, `signed by the Chief Arbiter (${e.chief}, ${e.chiefTitle}) and the federation responsible for the event`));

  // A system accepted for norms (2.3); a hybrid event only if endorsed beforehand (2.3.2).
  if (e.hybrid)
    checks.push(check('2.3.2', 'hybrid', { endorsed: e.endorsed === true }, e.endorsed === true, e.endorsed ? 'a hybrid event endorsed by the FIDE Qualification Commission and the FIDE Arbiters’ Commission' : 'a hybrid event not endorsed beforehand by the FIDE Qualification Commission and the FIDE Arbiters’ Commission'));
  if (e.system === 'other') checks.push(check('2.3.1', 'system-other', {}, null, 'a system other than Swiss, round robin, double round robin, team (league) or knockout: subject to review by the Arbiters’ Commission'));

  if (title === 'FA') {
    // What makes the event valid for an FA norm: 3.8 by its system, or an option of 3.9.
    if (kind === 'national-team-championship') {
      checks.push(...teamChecks('3.9.1', 5, e, worked));
      as = '3.9.1';
    } else if (kind === 'olympiad-match') {
      checks.push(check('3.9.4', 'olympiad', {}, true, 'a match arbiter in an Olympiad'));
      as = '3.9.4';
    } else if (e.rate !== 'standard') {
      checks.push(check('3.9.2', 'rapid-blitz-fa', { rate: e.rate, rated: e.rated, rounds: e.rounds, minRated: 30, minRounds: 9 }, e.rated >= 30 && e.rounds >= 9, `a ${e.rate} event with ${e.rated} rated players and ${e.rounds} rounds: at least 30 rated players and 9 rounds needed`));
      as = '3.9.2';
    } else if (e.hybrid) {
      checks.push(check('3.9.3', 'hybrid-level', { title }, true, 'a hybrid event at the level of an over-the-board FA norm (the conditions of 3.8 follow)'));
      as = '3.9.3';
    }
    if (kind !== 'national-team-championship' && kind !== 'olympiad-match' && e.rate === 'standard') {
      if (e.system === 'swiss') {
        checks.push(check('3.8.1', 'swiss-rated', { rated: e.rated, min: 20 }, e.rated >= 20, `a Swiss event with ${e.rated} rated players, at least 20 needed`));
        as ??= '3.8.1';
      } else if (e.system === 'round-robin') {
        const all = e.allRatedAtEnd === true || e.rated === e.players;
        checks.push(check('3.8.2', 'rr-rated', { rated: e.rated, players: e.players, min: 10, all }, all || e.rated >= 10, `a round robin with ${e.rated} rated players of ${e.players}${all ? ', every player rated at its conclusion' : ''}: all players rated at its conclusion, or at least 10 rated players, needed`));
        as ??= '3.8.2';
      } else if (e.system === 'double-round-robin') {
        checks.push(check('3.8.3', 'drr-rated', { rated: e.rated, min: 6 }, e.rated >= 6, `a double round robin with ${e.rated} rated players, at least 6 needed`));
        as ??= '3.8.3';
      } else if (as === null) {
        checks.push(check('3.8', 'fa-system-unlisted', { system: e.system }, null, `3.8 sets conditions for Swiss, round robin and double round robin events only; for a ${system} event it sets none, so the Arbiters’ Commission judges (1.4)`));
      }
    }
    // 2.6.2a, 2.6.3: international from two federations; national events count without restriction (3.11).
    if (e.federations === 1) checks.push(check('3.11', 'national-fa', {}, true, 'a national event (players of the organizing federation only, 2.6.3): no restriction on national norms for FA'));
    else checks.push(check('2.6.2a', 'international', { federations: e.federations, min: 2 }, true, `players from ${e.federations} federations: international for an FA norm (at least 2)`));
    // 3.10: rounds.
    checks.push(roundsCheck('3.10', e.rounds, 7, 5, 6));
  } else {
    // IA: one of the events of 4.8, or an option of 4.9.
    const threeFeds = check('2.6.2b', 'international', { federations: e.federations, min: 3 }, e.federations >= 3, `players from ${e.federations} federation${e.federations === 1 ? '' : 's'}: an international event needs at least 3 for an IA norm`);
    if (e.rate !== 'standard' && kind !== 'rapid-blitz-championship') {
      checks.push(check('4.8.4', 'rapid-blitz-ia', { rate: e.rate }, false, `a ${e.rate} event: rapid and blitz rating tournaments are not considered for the IA title, except the official World and Continental Rapid and Blitz Championships (the Manual's commentary after 5.2.2)`));
    } else if (kind === 'national-final') {
      checks.push(check('4.8.1', 'national-final', { max: 2 }, true, 'the final of the National Individual (adult, open or women) Championship (at most 2 such norms)'));
      as = '4.8.1';
    } else if (kind === 'fide-official') {
      checks.push(check('4.8.2', 'fide-official', {}, true, 'an official FIDE event or match'));
      as = '4.8.2';
    } else if (kind === 'norm-possible') {
      checks.push(threeFeds, check('4.8.3', 'norm-possible', {}, e.federations >= 3, 'an international event where a player may theoretically achieve a norm under B.01 (checked by the organizer’s field; see the norm calculator)'));
      as = '4.8.3';
    } else if (kind === 'rapid-blitz-championship') {
      checks.push(check('4.8.4', 'rapid-blitz-championship', { max: 1 }, true, 'an official World or Continental Rapid and Blitz Championship (at most 1 such norm)'));
      as = '4.8.4';
    } else if (kind === 'large-open') {
      const share = 100 * e.rated >= 30 * e.players;
      checks.push(
        check('4.9.1', 'large-players', { players: e.players, min: 100 }, e.players >= 100, `${e.players} players, at least 100 needed`),
        { ...threeFeds, rule: '4.9.1' },
        check('4.9.1', 'rated-share', { rated: e.rated, players: e.players, percent: pct(e.rated, e.players), min: 30 }, share, `${e.rated} of ${e.players} players FIDE rated (${pct(e.rated, e.players)}%), at least 30% needed`),
        check('4.9.1', 'large-rounds', { rounds: e.rounds, min: 7 }, e.rounds >= 7, `${e.rounds} rounds, at least 7 needed`),
      );
      as = '4.9.1';
    } else if (kind === 'national-team-championship') {
      checks.push(...teamChecks('4.9.2', 7, e, worked));
      as = '4.9.2';
    } else if (kind === 'olympiad-match') {
      checks.push(check('4.9.4', 'olympiad', {}, true, 'a match arbiter in an Olympiad'));
      as = '4.9.4';
    } else if (e.hybrid) {
      checks.push(check('4.9.3', 'hybrid-level', { title }, e.endorsed === true, 'a hybrid event at the level of an over-the-board IA norm, endorsed by the FIDE Arbiters’ Commission'));
      as = '4.9.3';
    } else {
      checks.push(check('4.8', 'ia-kind-none', {}, false, 'not one of the events of 4.8 (a national individual final, an official FIDE event, an international event where a norm is possible, an official World or Continental Rapid and Blitz Championship) nor an option of 4.9'));
    }
    // 4.10: rounds.
    checks.push(roundsCheck('4.10', e.rounds, 9, 7, 8));
  }

  // 5.3.1: a tournament norm at most six years old on the day of application.
  const expires = addYears(e.end, 6);
  checks.push(check('5.3.1', 'norm-age', { end: e.end, expires, applied: input.applied }, input.applied <= expires, `achieved on ${e.end}: ${input.applied <= expires ? 'not more than' : 'more than'} 6 years old on the day of application (${input.applied})`));

  const met = checks.map((c) => c.met);
  const counts = met.includes(false) ? false : met.includes(null) ? null : true;
  return { event: index + 1, name: e.name ?? `event ${index + 1}`, counts, as: counts === false ? null : as, checks };
}

// ---------------------------------------------------------------------------------------------------------------
// The application.

/** Checks an application for an arbiter title under B.06.1 and says which events count as norms and why. */
export function arbiterTitle(x: ArbiterTitleInput): ArbiterTitleResult {
  const input = readArbiterTitleInput({ calc: 'arbiter-title', ...x });
  const title = input.title;
  const events = input.events.map((e, i) => evaluateEvent(input, e, i));
  const requirements: ArbiterCheck[] = [];
  const working: WorkingLine[] = [];
  const ageNow = ageOn(input.born, input.applied);

  // The applicant.
  if (title === 'FA') {
    requirements.push(check('5.4.2', 'age-title', { age: ageNow, min: 19 }, ageNow >= 19, `${ageNow} years old on the day of application, at least 19 needed`));
    requirements.push(check('2.9.1', 'registered-na', { registered: input.registeredNA === true }, input.registeredNA === true, input.registeredNA ? 'registered as a National Arbiter by the FIDE Arbiters’ Commission' : 'not registered as a National Arbiter by the FIDE Arbiters’ Commission'));
  } else {
    requirements.push(check('5.5.2', 'age-title', { age: ageNow, min: 21 }, ageNow >= 21, `${ageNow} years old on the day of application, at least 21 needed`));
    requirements.push(check('4.11', 'holds-fa', { fa: input.faAwarded ?? null }, input.faAwarded !== undefined && input.faAwarded <= input.applied, input.faAwarded ? `FA title awarded on ${input.faAwarded}` : 'the FA title has not been awarded: the IA title may only be awarded to a FIDE Arbiter'));
    requirements.push(check('2.9.2', 'active', { active: input.active === true }, input.active === true, input.active ? 'registered as a FIDE Arbiter and active (Regulations for the Classification of Arbiters)' : 'not active as defined in the Regulations for the Classification of Arbiters'));
  }

  // The seminar norm: 3.7 (FA exam, at least 80%) or 4.7 (IA Certification Seminar, positive readiness evaluation); 5.3.2.
  const s = input.seminar;
  if (!s) requirements.push(check(title === 'FA' ? '3.7' : '4.7', 'seminar-missing', {}, false, title === 'FA' ? 'no FIDE Arbiters’ Seminar with an exam passed: one is required' : 'no International Arbiters’ Certification Seminar: one with a positive readiness evaluation is required'));
  else {
    if (title === 'FA')
      requirements.push(s.exam === undefined
        ? check('3.7', 'exam-missing', { min: 80 }, false, 'the FA exam result is not given: at least 80% is needed')
        : check('3.7', 'exam', { exam: s.exam, min: 80 }, s.exam >= 80, `FA exam: ${s.exam}%; at least 80% needed`));
    else requirements.push(check('4.7', 'readiness', { ready: s.ready === true }, s.ready === true, s.ready ? 'International Arbiters’ Certification Seminar with a positive readiness evaluation' : 'the readiness evaluation of the IA Certification Seminar was not positive'));
    const expires = addYears(s.date, 4);
    requirements.push(check('5.3.2', 'seminar-age', { date: s.date, expires, applied: input.applied }, input.applied <= expires, `seminar norm of ${s.date}: ${input.applied <= expires ? 'not more than' : 'more than'} 4 years old on the day of application`));
  }

  // The tournament norms: the exact number (2.2, 5.4.3, 5.5.3).
  const needed = title === 'FA' ? 3 : 4;
  const counting = events.filter((e) => e.counts !== false);
  const numRule = title === 'FA' ? '5.4.3' : '5.5.3';
  requirements.push(check(numRule, 'norm-count', { count: counting.length, needed, listed: events.length, total: needed + 1 }, counting.length === needed,
    `${counting.length} of the ${events.length} events listed count as ${title} norms; the application must hold exactly ${needed} tournament norms and 1 seminar norm (${needed + 1} in all, 2.2)${events.length > needed && counting.length >= needed ? ': leave out the others' : ''}`));

  const applied = input.events.filter((_, i) => events[i]!.counts !== false);
  // Options used at most once (3.9, 4.9) and capped categories (4.8.1 at most 2, 4.8.4 at most 1).
  const options = new Map<string, number>();
  applied.forEach((e) => {
    const o = optionOf(title, e);
    if (o) options.set(o, (options.get(o) ?? 0) + 1);
  });
  for (const [o, n] of options) if (n > 1) requirements.push(check(o, 'option-once', { option: o, count: n }, false, `${n} events use the option of ${o}: each option may be used once at most (${title === 'FA' ? '3.9' : '4.9'})`));
  if (title === 'IA') {
    const finals = applied.filter((e) => e.kind === 'national-final').length;
    if (finals > 2) requirements.push(check('4.8.1', 'cap', { kind: 'national-final', count: finals, max: 2 }, false, `${finals} national finals: at most 2 norms`));
    const rb = applied.filter((e) => e.kind === 'rapid-blitz-championship').length;
    if (rb > 1) requirements.push(check('4.8.4', 'cap', { kind: 'rapid-blitz-championship', count: rb, max: 1 }, false, `${rb} World or Continental Rapid and Blitz Championships: at most 1 norm`));
  }
  // 3.10.1 / 4.10.1: only one short event.
  const [lo, hi] = title === 'FA' ? [5, 6] : [7, 8];
  const short = applied.filter((e) => e.rounds >= lo && e.rounds <= hi).length;
  requirements.push(check(title === 'FA' ? '3.10.1' : '4.10.1', 'short-events', { count: short, lo, hi, max: 1 }, short <= 1, `${short} event${short === 1 ? '' : 's'} with ${lo} or ${hi} rounds: only one may be accepted`));

  // 2.4 and 2.5: two different systems, or only Swiss with one large international event.
  const systems = [...new Set(applied.map((e) => e.system))];
  if (systems.length >= 2) requirements.push(check('2.4', 'systems', { count: systems.length, list: systems.join(', ') }, true, `${systems.length} different systems (${systems.map((x) => SYSTEM_NAMES[x]).join(', ')}): at least 2 needed`));
  else if (systems.length === 1 && systems[0] === 'swiss') {
    const minFeds = title === 'FA' ? 2 : 3;
    const big = applied.find((e) => e.players >= 100 && 100 * e.rated >= 30 * e.players && e.rounds >= 7 && e.federations >= minFeds);
    requirements.push(check('2.5', 'swiss-only', { event: big ? input.events.indexOf(big) + 1 : null, minFeds }, big !== undefined,
      big ? `only Swiss events, but event ${input.events.indexOf(big) + 1} is international with at least 100 players, 30% of them FIDE rated, and 7 rounds` : `only Swiss events, and none is an international event (${minFeds} federations, 2.6.2) with at least 100 players, at least 30% of them FIDE rated, and at least 7 rounds`));
  } else requirements.push(check('2.4', 'systems', { count: systems.length, list: systems.join(', ') }, false, `${systems.length} system${systems.length === 1 ? '' : 's'} among the norms: 2 different systems needed`));

  // 4.13.1: not all signed by the same Chief Arbiter.
  if (title === 'IA') {
    const chiefs = [...new Set(applied.map((e) => e.chief.toLowerCase()))];
    requirements.push(check('4.13.1', 'chiefs', { count: chiefs.length }, applied.length < 2 ? null : chiefs.length >= 2, chiefs.length >= 2 ? `signed by ${chiefs.length} different Chief Arbiters` : 'every norm is from the same Chief Arbiter: they cannot all be signed by one'));
  }

  // 5.3.3: applied within a year of the latest event.
  const latest = input.events.map((e) => e.end).sort().at(-1)!;
  const by = addYears(latest, 1);
  requirements.push(check('5.3.3', 'application-window', { latest, by, applied: input.applied }, input.applied <= by, `latest event ${latest}: the application must be submitted by ${by}; submitted ${input.applied}`));

  // The working: each event's checks, then the application's.
  for (const ev of events) {
    for (const c of ev.checks) working.push(line(`arbiter.${c.key}`, B06(c.rule), { event: ev.event, ...c.values, met: c.met }, `Event ${ev.event}: ${c.why}`));
    working.push(line('arbiter.event', B06(ev.as ?? (title === 'FA' ? '3.8' : '4.8')), { event: ev.event, counts: ev.counts, as: ev.as },
      `Event ${ev.event}: ${ev.counts === true ? `counts as an ${title} norm${ev.as ? ` (${ev.as})` : ''}` : ev.counts === false ? `does not count as an ${title} norm` : 'the Arbiters’ Commission decides'}`));
  }
  for (const r of requirements) working.push(line(`arbiter.${r.key}`, B06(r.rule), { ...r.values, met: r.met }, r.why));

  const all = [...requirements.map((r) => r.met), ...events.filter((e) => e.counts !== false).map((e) => e.counts)];
  const titleMet = all.includes(false) ? false : all.includes(null) ? null : true;
  return { title, titleMet: titleMet, events, requirements, working };
}

// Arbiter title applications checked against B.06.1, hand-worked from the text (paragraphs in the comments).
import { describe, expect, it } from 'vitest';
import { arbiterTitle, ageOn, type ArbiterEventInput, type ArbiterTitleInput, type ArbiterTitleResult } from './arbiterTitle';
import { calculate } from './calculate';
import { RatingsError } from './errors';

const swiss: ArbiterEventInput = { name: 'Open', system: 'swiss', rate: 'standard', rounds: 9, players: 120, rated: 70, federations: 4, end: '2024-08-10', role: 'deputy', chief: 'Ana Souza', chiefTitle: 'IA' };
const roundRobin: ArbiterEventInput = { name: 'Closed', system: 'round-robin', rate: 'standard', rounds: 9, players: 10, rated: 10, federations: 1, end: '2024-03-02', role: 'chief', chief: 'Me', chiefTitle: 'none' };
const rapid: ArbiterEventInput = { name: 'Rapid', system: 'swiss', rate: 'rapid', rounds: 9, players: 60, rated: 35, federations: 2, end: '2023-12-10', role: 'arbiter', chief: 'Rui Lima', chiefTitle: 'FA' };
const fa: ArbiterTitleInput = { title: 'FA', born: '1990-05-10', applied: '2025-06-01', registeredNA: true, seminar: { date: '2023-11-20', exam: 85 }, events: [swiss, roundRobin, rapid] };

const req = (r: ArbiterTitleResult, rule: string) => r.requirements.find((x) => x.rule === rule);
const chk = (r: ArbiterTitleResult, event: number, rule: string) => r.events[event - 1]!.checks.find((x) => x.rule === rule);

describe('FA (B.06.1 Article 3)', () => {
  it('a Swiss (3.8.1), a round robin (3.8.2) and a rapid event (3.9.2), a seminar passed with 85%: the title', () => {
    const r = arbiterTitle(fa);
    expect(r.events.map((e) => [e.counts, e.as])).toEqual([[true, '3.8.1'], [true, '3.8.2'], [true, '3.9.2']]);
    expect(r.requirements.filter((x) => x.met !== true)).toEqual([]);
    expect(r.titleMet).toBe(true);
    // 35 on 1 June 2025; the latest event 10 Aug 2024, so the application is due by 10 Aug 2025 (5.3.3)
    expect(req(r, '5.4.2')?.values).toMatchObject({ age: 35, min: 19 });
    expect(req(r, '5.3.3')?.values).toMatchObject({ by: '2025-08-10' });
    expect(req(r, '2.4')?.values).toMatchObject({ count: 2 });
    expect(req(r, '5.4.3')?.values).toMatchObject({ count: 3, needed: 3 });
    expect(r.working.some((w) => w.text === 'Event 1: a Swiss event with 70 rated players, at least 20 needed (B.06 3.8.1)')).toBe(true);
  });
  it('a Swiss with 19 rated players is no FA norm (3.8.1: at least 20); then only 2 norms (5.4.3)', () => {
    const r = arbiterTitle({ ...fa, events: [{ ...swiss, rated: 19 }, roundRobin, rapid] });
    expect(r.events[0]!.counts).toBe(false);
    expect(chk(r, 1, '3.8.1')?.met).toBe(false);
    expect(req(r, '5.4.3')?.met).toBe(false);
    expect(r.titleMet).toBe(false);
  });
  it('a round robin of 12 with 9 rated counts only if every player will be rated at its conclusion (3.8.2)', () => {
    const nine = { ...roundRobin, players: 12, rated: 9 };
    expect(arbiterTitle({ ...fa, events: [swiss, nine, rapid] }).events[1]!.counts).toBe(false);
    expect(arbiterTitle({ ...fa, events: [swiss, { ...nine, allRatedAtEnd: true }, rapid] }).events[1]!.counts).toBe(true);
  });
  it('a double round robin needs 6 rated players (3.8.3)', () => {
    const drr = { ...roundRobin, system: 'double-round-robin' as const, players: 6, rated: 5, rounds: 10 };
    expect(arbiterTitle({ ...fa, events: [swiss, drr, rapid] }).events[1]!.counts).toBe(false);
    expect(arbiterTitle({ ...fa, events: [swiss, { ...drr, rated: 6 }, rapid] }).events[1]!.counts).toBe(true);
  });
  it('rapid: 30 rated players and 9 rounds (3.9.2), and each option once (3.9)', () => {
    expect(arbiterTitle({ ...fa, events: [swiss, roundRobin, { ...rapid, rated: 29 }] }).events[2]!.counts).toBe(false);
    expect(arbiterTitle({ ...fa, events: [swiss, roundRobin, { ...rapid, rounds: 8 }] }).events[2]!.counts).toBe(false);
    const two = arbiterTitle({ ...fa, events: [roundRobin, rapid, { ...rapid, rate: 'blitz' }] });
    expect(req(two, '3.9.2')).toMatchObject({ key: 'option-once', met: false });
    expect(two.titleMet).toBe(false);
  });
  it('the national team championship: 5 rounds, 4 boards, 10 teams (6 double), 60% rated (3.9.1)', () => {
    const team: ArbiterEventInput = { system: 'team', rate: 'standard', kind: 'national-team-championship', rounds: 9, roundsWorked: 5, players: 100, rated: 60, federations: 1, boards: 4, teams: 10, end: '2024-05-01', role: 'arbiter', chief: 'Rui Lima', chiefTitle: 'IA' };
    expect(arbiterTitle({ ...fa, events: [swiss, team, roundRobin] }).events[1]).toMatchObject({ counts: true, as: '3.9.1' });
    for (const bad of [{ roundsWorked: 4 }, { boards: 3 }, { teams: 9 }, { rated: 59 }]) expect(arbiterTitle({ ...fa, events: [swiss, { ...team, ...bad }, roundRobin] }).events[1]!.counts, JSON.stringify(bad)).toBe(false);
    expect(arbiterTitle({ ...fa, events: [swiss, { ...team, system: 'double-round-robin', teams: 6 }, roundRobin] }).events[1]!.counts).toBe(true);
  });
  it('7 rounds, or one event of 5 or 6 (3.10, 3.10.1); 4 rounds never', () => {
    const six = arbiterTitle({ ...fa, events: [{ ...swiss, rounds: 6 }, roundRobin, { ...rapid, rate: 'standard', rounds: 5 }] });
    expect(six.events.map((e) => e.counts)).toEqual([true, true, true]);
    expect(req(six, '3.10.1')).toMatchObject({ met: false, values: { count: 2 } });
    expect(arbiterTitle({ ...fa, events: [{ ...swiss, rounds: 4 }, roundRobin, rapid] }).events[0]!.counts).toBe(false);
  });
  it('only Swiss events: one of at least 100 players, 30% rated, 7 rounds, international (2.5)', () => {
    const s2 = { ...swiss, players: 40, rated: 30, end: '2024-01-20' };
    const r = arbiterTitle({ ...fa, events: [{ ...swiss, players: 100, rated: 30, rounds: 7, federations: 2 }, s2, { ...s2, end: '2024-02-20' }] });
    expect(req(r, '2.5')?.met).toBe(true);
    const none = arbiterTitle({ ...fa, events: [{ ...swiss, players: 100, rated: 29, rounds: 7 }, s2, { ...s2, end: '2024-02-20' }] });
    expect(req(none, '2.5')?.met).toBe(false);
  });
  it('18 at the end of each event (2.9.3), 19 on the day of application (5.4.2)', () => {
    const young = arbiterTitle({ ...fa, born: '2006-08-11', applied: '2025-08-10' });
    expect(chk(young, 1, '2.9.3')).toMatchObject({ met: false, values: { age: 17 } }); // 2024-08-10: a day short of 18
    expect(req(young, '5.4.2')).toMatchObject({ met: false, values: { age: 18 } });
    expect(ageOn('2006-08-11', '2024-08-11')).toBe(18);
  });
  it('the exam at 80% (3.7), the seminar norm at most 4 years old (5.3.2), tournament norms at most 6 (5.3.1)', () => {
    expect(req(arbiterTitle({ ...fa, seminar: { date: '2023-11-20', exam: 79 } }), '3.7')?.met).toBe(false);
    expect(req(arbiterTitle({ ...fa, seminar: { date: '2023-11-20', exam: 80 } }), '3.7')?.met).toBe(true);
    expect(req(arbiterTitle({ ...fa, applied: '2025-06-01', seminar: { date: '2021-06-01', exam: 90 } }), '5.3.2')?.met).toBe(true);
    expect(req(arbiterTitle({ ...fa, applied: '2025-06-01', seminar: { date: '2021-05-31', exam: 90 } }), '5.3.2')?.met).toBe(false);
    const old = arbiterTitle({ ...fa, applied: '2025-06-01', events: [swiss, roundRobin, { ...rapid, end: '2019-05-31' }] });
    expect(chk(old, 3, '5.3.1')?.met).toBe(false);
    expect(chk(arbiterTitle({ ...fa, applied: '2025-06-01', events: [swiss, roundRobin, { ...rapid, end: '2019-06-01' }] }), 3, '5.3.1')?.met).toBe(true);
    expect(req(arbiterTitle({ ...fa, applied: '2025-08-11' }), '5.3.3')?.met).toBe(false);
  });
  it('a Chief Arbiter without an IA or FA title signs no certificate (2.8.2); the applicant as Chief Arbiter does count (2.8.1)', () => {
    const r = arbiterTitle({ ...fa, events: [{ ...swiss, chiefTitle: 'none' }, roundRobin, rapid] });
    expect(chk(r, 1, '2.8.2')?.met).toBe(false);
    expect(chk(r, 2, '2.8.1')?.met).toBe(true);
  });
  it('a knockout or a team league: 3.8 sets no condition, the Commission judges (null)', () => {
    const r = arbiterTitle({ ...fa, events: [swiss, { ...roundRobin, system: 'knockout' }, rapid] });
    expect(r.events[1]!.counts).toBeNull();
    expect(r.titleMet).toBeNull();
  });
});

const final: ArbiterEventInput = { name: 'National final', system: 'round-robin', rate: 'standard', kind: 'national-final', rounds: 11, players: 12, rated: 12, federations: 1, end: '2023-04-15', role: 'deputy', chief: 'A. Costa', chiefTitle: 'IA' };
const normOpen: ArbiterEventInput = { name: 'International open', system: 'swiss', rate: 'standard', kind: 'norm-possible', rounds: 9, players: 80, rated: 78, federations: 9, end: '2024-07-20', role: 'deputy', chief: 'B. Pérez', chiefTitle: 'IA' };
const fide: ArbiterEventInput = { name: 'Youth Championship', system: 'swiss', rate: 'standard', kind: 'fide-official', rounds: 9, players: 200, rated: 150, federations: 40, end: '2024-10-01', role: 'arbiter', chief: 'C. Ruiz', chiefTitle: 'IA' };
const big: ArbiterEventInput = { name: 'Festival', system: 'swiss', rate: 'standard', kind: 'large-open', rounds: 9, players: 300, rated: 90, federations: 3, end: '2025-02-10', role: 'chief', chief: 'Me', chiefTitle: 'FA' };
const ia: ArbiterTitleInput = { title: 'IA', born: '1985-01-01', applied: '2025-09-01', faAwarded: '2022-01-10', active: true, seminar: { date: '2025-03-01', ready: true }, events: [final, normOpen, fide, big] };

describe('IA (B.06.1 Article 4)', () => {
  it('a national final (4.8.1), a norm event (4.8.3), an official FIDE event (4.8.2), a large open (4.9.1): the title', () => {
    const r = arbiterTitle(ia);
    expect(r.events.map((e) => [e.counts, e.as])).toEqual([[true, '4.8.1'], [true, '4.8.3'], [true, '4.8.2'], [true, '4.9.1']]);
    expect(r.requirements.filter((x) => x.met !== true)).toEqual([]);
    expect(r.titleMet).toBe(true);
  });
  it('a large open: 100 players, 3 federations, 30% rated (90 of 300 is exactly 30%), 7 rounds (4.9.1)', () => {
    for (const bad of [{ players: 99, rated: 90 }, { federations: 2 }, { rated: 89 }, { rounds: 6 }]) expect(arbiterTitle({ ...ia, events: [final, normOpen, fide, { ...big, ...bad }] }).events[3]!.counts, JSON.stringify(bad)).toBe(false);
  });
  it('an international event needs 3 federations for an IA norm (2.6.2b)', () => {
    expect(chk(arbiterTitle({ ...ia, events: [final, { ...normOpen, federations: 2 }, fide, big] }), 2, '2.6.2b')?.met).toBe(false);
  });
  it('9 rounds, or one event of 7 or 8 (4.10, 4.10.1)', () => {
    const r = arbiterTitle({ ...ia, events: [final, { ...normOpen, rounds: 8 }, { ...fide, rounds: 7 }, big] });
    expect(r.events.map((e) => e.counts)).toEqual([true, true, true, true]);
    expect(req(r, '4.10.1')?.met).toBe(false);
  });
  it('rapid and blitz only from World and Continental championships, one at most (4.8.4)', () => {
    expect(arbiterTitle({ ...ia, events: [final, { ...normOpen, rate: 'rapid' }, fide, big] }).events[1]!.counts).toBe(false);
    const rb = { ...fide, rate: 'blitz' as const, kind: 'rapid-blitz-championship' as const, rounds: 21 };
    expect(arbiterTitle({ ...ia, events: [final, rb, fide, big] }).events[1]).toMatchObject({ counts: true, as: '4.8.4' });
    expect(req(arbiterTitle({ ...ia, events: [final, rb, { ...rb, end: '2024-12-30' }, big] }), '4.8.4')?.met).toBe(false);
  });
  it('norms after the FA title and not used for it (4.12); not all from one Chief Arbiter (4.13.1)', () => {
    const r = arbiterTitle({ ...ia, events: [{ ...final, end: '2022-01-10' }, normOpen, { ...fide, usedForFA: true }, big] });
    expect(chk(r, 1, '4.12')?.met).toBe(false);
    expect(r.events[2]!.checks.filter((c) => c.rule === '4.12').map((c) => c.met)).toEqual([true, false]);
    const same = arbiterTitle({ ...ia, events: [final, normOpen, fide, big].map((e) => ({ ...e, chief: 'A. Costa' })) });
    expect(req(same, '4.13.1')?.met).toBe(false);
  });
  it('an event in none of the categories of 4.8 and 4.9 is no IA norm; 21 on the day of application (5.5.2)', () => {
    expect(arbiterTitle({ ...ia, events: [final, { ...normOpen, kind: 'event' }, fide, big] }).events[1]!.counts).toBe(false);
    expect(req(arbiterTitle({ ...ia, born: '2004-09-02' }), '5.5.2')?.met).toBe(false);
  });
  it('the FA title (4.11), the active status (2.9.2) and a positive readiness evaluation (4.7)', () => {
    const r = arbiterTitle({ ...ia, faAwarded: undefined, active: false, seminar: { date: '2025-03-01', ready: false } });
    expect([req(r, '4.11')?.met, req(r, '2.9.2')?.met, req(r, '4.7')?.met]).toEqual([false, false, false]);
  });
});

describe('the command line case', () => {
  it('runs from JSON and refuses what it cannot read, in one line', () => {
    const out = calculate({ calc: 'arbiter-title', ...fa });
    expect(out).toMatchObject({ calc: 'arbiter-title', titleMet: true });
    expect((out.working as string[]).at(-1)).toMatch(/\(B\.06 5\.3\.3\)$/);
    expect(() => calculate({ calc: 'arbiter-title', ...fa, born: '1990-02-30' })).toThrow(new RatingsError('"born" 1990-02-30 is not a day of the calendar'));
    expect(() => calculate({ calc: 'arbiter-title', ...fa, events: [{ ...swiss, rated: 200 }] })).toThrow(/event 1: "rated" must be from 0 to 120/);
    expect(() => calculate({ calc: 'arbiter-title', ...fa, events: [{ ...swiss, end: '2026-01-01' }] })).toThrow(/after the application/);
  });
});

// Every line of working, every requirement and every arbiter title check the calculators write has its wording in each language, with every
// placeholder filled: a page never falls back to the English of lib/ratings or shows a "{{…}}".
import { describe, expect, it } from 'vitest';
import { resources } from '@/lib/i18n/resources';
import { languageTag, locales } from '@/lib/languages';
import { initialRating, normCheck, performance, ratingChange, type RatingChangeInput } from '@/lib/ratings';
import type { NormGameInput } from '@/lib/ratings/norm';
import type { Requirement } from '@/lib/ratings/norm';
import type { WorkingLine } from '@/lib/ratings/working';
import { lineText, requirementText } from '@/components/ratings/format';
import { checkText } from '@/components/ratings/ArbiterTitleCalculator';
import { arbiterTitle, type ArbiterCheck } from '@/lib/ratings';

const im: NormGameInput[] = [
  { title: 'GM', rating: 2511, federation: 'ESP', score: 0.5 },
  { title: 'IM', rating: 2420, federation: 'FRA', score: 1 },
  { title: 'FM', rating: 2350, federation: 'POR', score: 0.5 },
  { title: 'IM', rating: 2405, federation: 'ENG', score: 0.5 },
  { rating: 2280, federation: 'ESP', score: 1 },
  { title: 'GM', rating: 2530, federation: 'GER', score: 0 },
  { title: 'IM', rating: 2390, federation: 'ESP', score: 1 },
  { title: 'FM', rating: 2310, federation: 'POR', score: 1 },
  { title: 'WGM', rating: 2300, federation: 'BRA', score: 0.5 },
];
const change = (extra: object, games: RatingChangeInput['games'] = [{ opponent: 2301, score: 0.5 }]) => ratingChange({ rating: 2187, games, ...extra });
const runs = [
  change({}), change({ k: 20 }), change({ gamesRated: 5 }), change({ age: 15 }), change({ age: 16, gamesRated: 90 }, [{ opponent: 1700, score: 1 }, { opponent: null, score: 1 }, { opponent: 2000, score: '+' }]),
  ratingChange({ rating: 2450, games: [{ opponent: 2000, score: 1 }] }), ratingChange({ rating: 2390, reached2400: true, games: [{ opponent: 2000, score: 1 }] }),
  ratingChange({ rating: 1700, k: 40, gamesInPeriod: 20, games: [{ opponent: 1700, score: 1 }] }), ratingChange({ rating: 1700, games: [{ opponent: 1700, score: '-' }] }),
  initialRating({ games: [1650, 1720, 1800, 1900, 1580, 1700, null].map((opponent, i) => ({ opponent, score: i === 5 ? '+' : 1, event: 'A' })) }),
  initialRating({ games: [{ opponent: 1600, score: 0, event: 1 }, ...[2300, 2300, 2300, 2300, 2300].map((opponent) => ({ opponent, score: 1 as const, event: 2 }))] }),
  initialRating({ games: [{ opponent: 1600, score: 1 }] }),
  initialRating({ games: [1400, 1400, 1400, 1400, 1400].map((opponent, i) => ({ opponent, score: i ? 0 : 0.5 })) }),
  performance({ games: [{ opponent: null, score: 1 }, { opponent: 2000, score: '+' }, { opponent: 2000, score: 0.5 }] }),
  normCheck({ title: 'IM', rounds: 9, federation: 'POR', games: im }),
  normCheck({ title: 'IM', rounds: 9, federation: 'POR', games: im.map((g, i) => (i === 4 ? { federation: 'ESP', score: 1 } : i === 7 ? { federation: 'POR', score: 1 } : g)) }),
  normCheck({ title: 'GM', rounds: 9, federation: 'POR', games: im.map((g, i) => (i === 8 ? { ...g, score: null } : i === 2 ? { ...g, rating: 2100 } : i === 7 ? { ...g, rating: 2150 } : g)) }),
  normCheck({ title: 'IM', rounds: 9, federation: 'POR', games: im.map((g, i) => (i >= 7 ? { ...g, score: null } : i === 4 || i === 6 ? { ...g, score: 0 } : g)) }),
  normCheck({ title: 'IM', rounds: 9, federation: 'POR', games: im.map((g, i) => (i === 2 ? { score: 'bye' } : i === 5 ? { ...g, score: 1 } : g)) }),
  normCheck({ title: 'IM', rounds: 10, federation: 'POR', games: [...im.map((g, i) => (i === 2 ? { score: 'bye' as const } : g)), { title: 'IM', rating: 2400, federation: 'FRA', score: '+' }] }),
  normCheck({ title: 'IM', rounds: 9, federation: 'POR', games: im.map((g, i) => (i === 8 ? { score: null } : g)) }),
  normCheck({ title: 'IM', rounds: 9, federation: 'POR', games: im.map((g, i) => (i === 8 ? { ...g, score: null } : i === 7 ? { ...g, score: 0 } : g)) }),
  normCheck({ title: 'IM', rounds: 9, federation: 'POR', games: im.map((g, i) => (i === 8 ? { ...g, score: null } : i === 5 ? { ...g, score: 1 } : g)) }),
  normCheck({ title: 'WIM', rounds: 9, federation: 'POR', games: im.map((g) => ({ ...g, federation: 'POR' })), exemption: '1.4.3a' }),
  normCheck({ title: 'WGM', rounds: 9, federation: 'POR', games: im, teamChampionship: true }),
  normCheck({ title: 'GM', rounds: 17, federation: 'POR', games: Array.from({ length: 17 }, (_, i) => ({ title: 'GM', rating: 2710, federation: ['ESP', 'FRA', 'GER', 'ENG', 'NED', 'ITA'][i % 6]!, score: i < 12 ? 0.5 : 0 })) }),
  normCheck({ title: 'GM', rounds: 9, federation: 'POR', games: im.map((g) => ({ ...g, rating: 2200, score: null })) }),
];
const lines: WorkingLine[] = runs.flatMap((r) => r.working);
const requirements: Requirement[] = runs.flatMap((r) => ('requirements' in r ? r.requirements : []));

describe('the ratings page words every line of working in each language', () => {
  it('the cases above meet every kind of line and requirement', () => {
    const steps = new Set(lines.map((l) => l.step));
    for (const s of ['k.given', 'k.new', 'k.junior', 'k.2400', 'k.was2400', 'k.20', 'k.700', 'game.cap', 'game.forfeit', 'game.unrated', 'event.none', 'initial.zero', 'initial.max', 'initial.below-floor', 'initial.min-games', 'initial.unrated', 'performance.unrated', 'performance.forfeit', 'norm.floor', 'norm.not-raised', 'norm.unrated', 'norm.skipped', 'norm.table-short', 'norm.remaining', 'norm.last-round-forfeit', 'norm.overscore', 'norm.max13'])
      expect(steps, s).toContain(s);
    const keys = new Set(requirements.map((r) => r.key));
    for (const k of ['games', 'games-8', 'games-last-forfeit', 'feds-team', 'feds-exempt', 'feds', 'fed-caps', 'th', 'mo-GM', 'mo-IM', 'mo-WGM', 'mo-WIM', 'pending-average', 'average', 'min-score', 'performance', 'remaining-none', 'remaining-reached', 'remaining-possible', 'remaining-out'])
      expect(keys, k).toContain(k);
  });
  for (const locale of locales) {
    it(`${locale}: a template for each, every placeholder filled`, () => {
      const s = resources[locale].ratings;
      const tag = languageTag(locale);
      for (const l of lines) {
        const text = lineText(s, l, tag);
        expect(text, l.step).not.toBe(l.text);
        expect(text, l.step).not.toMatch(/{{|undefined|NaN/);
      }
      for (const r of requirements) {
        const text = requirementText(s, r, tag);
        expect(text, r.key).not.toBe(r.why);
        expect(text, r.key).not.toMatch(/{{|undefined|NaN/);
      }
    });
  }
  it('numbers in the reader\'s way: 0,34 and 5½ in Portuguese and Galician, 0.34 in English', () => {
    const line = change({}).working.find((l) => l.step === 'game.delta')!;
    expect(lineText(resources.pt.ratings, line, 'pt-BR')).toBe('Partida 1: ΔR = ½ − 0,34 = 0,16; × K 20 = 3,2');
    expect(lineText(resources.gl.ratings, line, 'gl')).toBe('Partida 1: ΔR = ½ − 0,34 = 0,16; × K 20 = 3,2');
    expect(lineText(resources.en.ratings, line, 'en')).toBe('Game 1: ΔR = ½ − 0.34 = 0.16; × K 20 = 3.2');
  });
});

describe('the arbiter title check words every check in each language', () => {
  const sw = { system: 'swiss', rate: 'standard', rounds: 9, players: 120, rated: 70, federations: 4, end: '2024-08-10', role: 'deputy', chief: 'A', chiefTitle: 'IA' } as const;
  const fa = { title: 'FA', born: '1990-05-10', applied: '2025-06-01', registeredNA: true, seminar: { date: '2023-11-20', exam: 85 } } as const;
  const ia = { title: 'IA', born: '1985-01-01', applied: '2025-09-01', faAwarded: '2022-01-10', active: true, seminar: { date: '2025-03-01', ready: true } } as const;
  const results = [
    arbiterTitle({ ...fa, events: [sw, { ...sw, system: 'round-robin', role: 'chief', chiefTitle: 'none', federations: 1 }, { ...sw, rate: 'rapid' }] }),
    arbiterTitle({ ...fa, registeredNA: false, born: '2007-01-01', seminar: { date: '2019-01-01' }, events: [{ ...sw, chiefTitle: 'none', rounds: 6, hybrid: true }, { ...sw, rounds: 5, system: 'knockout', end: '2018-01-01' }, { ...sw, system: 'other', rounds: 4 }, { ...sw, system: 'team', kind: 'national-team-championship' }, { ...sw, kind: 'olympiad-match' }, { ...sw, rate: 'blitz' }, { ...sw, rate: 'blitz', hybrid: true, endorsed: true }, { ...sw, system: 'double-round-robin' }] }),
    arbiterTitle({ ...fa, seminar: undefined, events: [{ ...sw, kind: 'national-team-championship', boards: 4, teams: 10 }, { ...sw, players: 30, rated: 30 }] }),
    arbiterTitle({ ...ia, events: [{ ...sw, kind: 'national-final' }, { ...sw, kind: 'norm-possible', rounds: 8 }, { ...sw, kind: 'fide-official', rounds: 7, usedForFA: true }, { ...sw, kind: 'large-open', end: '2021-01-01' }] }),
    arbiterTitle({ ...ia, faAwarded: undefined, active: false, seminar: { date: '2025-03-01', ready: false }, events: [{ ...sw, rate: 'rapid' }, { ...sw, kind: 'event' }, { ...sw, kind: 'rapid-blitz-championship', rate: 'blitz' }, { ...sw, kind: 'rapid-blitz-championship', rate: 'rapid' }, { ...sw, kind: 'olympiad-match' }, { ...sw, kind: 'olympiad-match' }, { ...sw, hybrid: true, endorsed: true }, { ...sw, kind: 'national-final' }, { ...sw, kind: 'national-final' }, { ...sw, kind: 'national-final' }, { ...sw, kind: 'national-team-championship', boards: 4, teams: 10 }] }),
  ];
  const checks: ArbiterCheck[] = results.flatMap((r) => [...r.requirements, ...r.events.flatMap((e) => e.checks)]);
  it('the cases above meet every kind of check, met and not met', () => {
    const en = resources.en.ratings.arbiter.checks as Record<string, string>;
    const keys = new Set(checks.map((c) => c.key));
    for (const k of Object.keys(en)) if (!k.endsWith('.false')) expect(keys, k).toContain(k);
    const failed = new Set(checks.filter((c) => c.met === false).map((c) => c.key));
    for (const k of Object.keys(en)) if (k.endsWith('.false')) expect(failed, k).toContain(k.slice(0, -'.false'.length));
  });
  for (const locale of locales) {
    it(`${locale}: a template for each, every placeholder filled`, () => {
      const s = resources[locale].ratings;
      for (const c of checks) {
        const t = checkText(s, c, languageTag(locale));
        expect(s.arbiter.checks, c.key).toHaveProperty([c.key]);
        if (locale !== 'en') expect(t, c.key).not.toBe(c.why);
        expect(t, c.key).not.toMatch(/{{|undefined|NaN|true|false/);
      }
    });
  }
  it('dates and systems in the reader\'s words', () => {
    const systems = results[0]!.requirements.find((c) => c.key === 'systems')!;
    expect(checkText(resources.pt.ratings, systems, 'pt-BR')).toBe('2 sistemas diferentes (Suíço, Todos contra todos); são necessários pelo menos 2');
    const window = results[0]!.requirements.find((c) => c.key === 'application-window')!;
    expect(checkText(resources.gl.ratings, window, 'gl')).toBe('Último torneo o 10/08/2024: a solicitude hai que presentala, como moi tarde, o 10/08/2025');
  });
});

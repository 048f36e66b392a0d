// Every line of working and every requirement the calculators write has its wording in each language, with every
// placeholder filled: a page never falls back to the English of lib/ratings or shows a "{{…}}".
import { describe, expect, it } from 'vitest';
import { resources } from '@/lib/i18n/resources';
import { languageTag, locales } from '@/lib/languages';
import { initialRating, normCheck, performance, ratingChange, type RatingChangeInput } from '@/lib/ratings';
import type { NormGameInput } from '@/lib/ratings/norm';
import type { Requirement } from '@/lib/ratings/norm';
import type { WorkingLine } from '@/lib/ratings/working';
import { lineText, requirementText } from '@/components/ratings/format';

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

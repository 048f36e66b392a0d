// Wording the calculators' results in the reader's language: a line of working is a step and its numbers
// (lib/ratings/working.ts); its template is in locales/{locale}/ratings.json. No i18next: `fill` is enough.
import type en from '@/locales/en/ratings.json';
import type { Cite } from '@/lib/ratings/cite';
import type { Requirement } from '@/lib/ratings/norm';
import { scoreText } from '@/lib/ratings/rounding';
import type { WorkingLine } from '@/lib/ratings/working';
import { formatNumber } from '@/lib/i18n/number';

export { formatNumber };

export type RatingsStrings = typeof en;

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

// Values that are points in a game or an event, written as chess scores (5½).
const SCORES = new Set(['score', 'scoreNeeded', 'stillNeeded', 'neededFromRemaining', 'tableScore']);

export function formatValues(values: Record<string, unknown>, tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === null || v === undefined || v === '') out[k] = '—';
    else if (typeof v === 'number') out[k] = SCORES.has(k) ? scoreText(v) : formatNumber(v, tag);
    else out[k] = String(v);
  }
  return out;
}

/** The template of a line: some steps have a variant chosen by their values. */
function variant(line: WorkingLine): string | null {
  const v = line.values;
  switch (line.step) {
    case 'game.expected':
      return v.higher ? 'higher' : 'lower';
    case 'norm.floor':
      return v.rating === null ? 'unrated' : 'rated';
    case 'norm.table':
      return v.max === null ? 'open' : null;
    case 'norm.remaining':
      return typeof v.neededFromRemaining === 'number' && typeof v.remaining === 'number' && v.neededFromRemaining > v.remaining ? 'out' : null;
    case 'norm.last-round-forfeit':
      return v.norm ? 'yes' : 'no';
    default:
      return null;
  }
}

export function citeLabel(s: RatingsStrings, c: Cite): string {
  if (c.regulation === 'B.01-Annex') return `${s.regulations['B.01-Annex']}, ${fill(s.annexRounds, { rounds: c.article.replace(/\D+/g, '') })}`;
  return `${s.regulations[c.regulation]} ${c.article}`;
}

export function lineText(s: RatingsStrings, line: WorkingLine, tag: string): string {
  const steps = s.steps as Record<string, string>;
  const v = variant(line);
  const template = (v && steps[`${line.step}.${v}`]) || steps[line.step];
  // Every step the calculators write has a template (components/ratings tests); the English is a last resort.
  return template ? fill(template, formatValues(line.values, tag)) : line.text;
}

export function requirementText(s: RatingsStrings, r: Requirement, tag: string): string {
  const template = (s.req as Record<string, string>)[r.key];
  return template ? fill(template, formatValues(r.values, tag)) : r.why;
}

/** A signed change with one decimal, in the reader's numbers: +3,2. */
export const signed = (x: number, tag: string) => `${x > 0 ? '+' : ''}${formatNumber(x, tag, 1)}`;

// The case ruled in every edition, and what differs from one edition to the next: the rows of the lab's table.
import type { Edition } from '@/lib/editions';
import { tryAdjudicate } from '@/lib/rules';
import type { Ruling, RulingEntry } from '@/lib/rules/types';
import { LAB_EDITIONS, engineCase, type LabCase } from './model';

export const TABLE_ROWS = ['decision', 'result', 'clock', 'obligation', 'articles'] as const;
export type TableRow = (typeof TABLE_ROWS)[number];
/** The rows compared between editions. Articles are not: each edition numbers them its own way. */
export const COMPARED_ROWS: readonly TableRow[] = ['decision', 'result', 'clock', 'obligation'];

export type EditionRuling =
  | { edition: Edition; ok: true; ruling: Ruling; entries: RulingEntry[]; articles: string[]; keys: Record<TableRow, string> }
  /** the engine cannot read the case in this edition (`error`: its reason, in English) */
  | { edition: Edition; ok: false; error: string; keys: Record<TableRow, string> };

/** What each edition rules on the case, oldest edition first. */
export function ruleEveryEdition(lab: LabCase): EditionRuling[] {
  return LAB_EDITIONS.map((edition) => {
    const r = tryAdjudicate(engineCase(lab, edition));
    if (!r.ok) {
      const key = `error:${r.error}`;
      return { edition, ok: false, error: r.error, keys: { decision: key, result: key, clock: key, obligation: key, articles: key } };
    }
    // Ordinary moves have no entry: the entries are what the Laws say about the case.
    const entries = r.ruling.rulings;
    const articles = [...new Set(entries.flatMap((e) => e.articles))];
    const keys: Record<TableRow, string> = {
      // What was decided about each event, and its clock adjustment; not the articles (numbered per edition).
      decision: JSON.stringify(entries.map((e) => [e.event, e.decision, e.reason ?? '', e.clock ?? {}, e.count ?? 0])),
      result: JSON.stringify([r.ruling.status, r.ruling.result ?? '', r.ruling.termination ?? '']),
      clock: JSON.stringify(r.ruling.clock ?? null),
      obligation: JSON.stringify(r.ruling.obligation ?? null),
      articles: articles.join(','),
    };
    return { edition, ok: true, ruling: r.ruling, entries, articles, keys };
  });
}

/** For each edition, the compared rows whose cell differs from the edition before it (the first differs from none). */
export function differences(rulings: readonly EditionRuling[]): Map<Edition, TableRow[]> {
  return new Map(rulings.map((r, i) => [r.edition, i === 0 ? [] : COMPARED_ROWS.filter((row) => r.keys[row] !== rulings[i - 1]!.keys[row])]));
}

/** The part of an edition's Laws an article number belongs to, as the comparison pages name it ("7.5.5" → "7"). */
export function partOfArticle(article: string): string {
  if (/^III\b/.test(article)) return 'guidelines-iii';
  if (/^G\d/.test(article)) return 'guidelines';
  const appendix = /^([A-H])\.?\d/.exec(article);
  if (appendix) return `appendix-${appendix[1]!.toLowerCase()}`;
  return /^\d{1,2}/.exec(article)?.[0] ?? '';
}

/** A headline change of an edition, as the comparison pages' timeline gives it (content/laws/timeline.json). */
export interface ChangeHeadline {
  part: string;
  paragraph: string;
  text: string;
}

// The article a number belongs to, two levels deep, under one numbering: "7.5.5" → "7.5", "9.5b" → "9.5",
// "A.4c" → "A4", "III.5.1" → "III.5", "F1" → "F1".
function articleKey(article: string): string {
  const s = article.replace(/^([A-H])\.(?=\d)/, '$1');
  const m = /^(III|[A-H]?\d+)(?:\.(\d+))?/.exec(s);
  return m ? (m[2] ? `${m[1]}.${m[2]}` : m[1]!) : s;
}

/**
 * The headlines of the newer edition's changes that concern the articles either edition cites on the case (the
 * same article, to the second level of its number): the "what changed" of the comparison pages for this case.
 */
export function headlinesFor(cited: readonly string[], headlines: readonly ChangeHeadline[]): ChangeHeadline[] {
  const keys = new Set(cited.map(articleKey));
  return headlines.filter((h) => keys.has(articleKey(h.paragraph)));
}

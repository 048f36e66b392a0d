// How the search page orders and groups what the index returns (pure, for the page and its tests).

/** What the page keeps of one result (Pagefind's data, trimmed). */
export interface Hit {
  url: string;
  title: string;
  excerpt: string;
  language: string;
  edition: string;
  kind: 'law' | 'lesson' | 'exam' | 'regulation';
  course: boolean;
  /** exam questions: the editions the question holds in */
  editions?: string[];
}

/** The languages to search, the reader's first, in the reader's order, keeping only those chosen. */
export function searchOrder(readerOrder: readonly string[], chosen: readonly string[]): string[] {
  return readerOrder.filter((l) => chosen.includes(l));
}

export interface HitGroup {
  /** an edition id, "regulation" for FIDE regulations, or "exam" for exam questions */
  key: string;
  hits: Hit[];
}

/** Hits grouped by edition in the order given (newest first), then FIDE regulations, exam questions last; order inside kept. */
export function groupHits(hits: readonly Hit[], editions: readonly string[]): HitGroup[] {
  const keys = [...editions, 'regulation', 'exam'];
  const groupOf = (h: Hit) => (h.kind === 'exam' || h.kind === 'regulation' ? h.kind : h.edition);
  const groups = keys.map((key) => ({ key, hits: hits.filter((h) => groupOf(h) === key) }));
  return groups.filter((g) => g.hits.length > 0);
}

/** An exam question's link in the edition the reader filtered by, when the question holds in it. */
export function examHref(hit: Pick<Hit, 'url' | 'editions'>, edition: string | undefined): string {
  if (!edition || !hit.editions?.includes(edition)) return hit.url;
  return hit.url.replace(/([?&]edition=)\d{4}/, `$1${edition}`);
}

/** Pagefind's excerpt with only its <mark> tags kept (the text is the course's own, already escaped by Pagefind). */
export function markOnly(excerpt: string): string {
  return excerpt.replace(/<(?!\/?mark>)[^>]*>/g, '');
}

/** "{{count}} results": the i18next plural key for a count, with Intl's rules for the language. */
export function pluralKey(base: string, count: number, tag: string): string {
  return `${base}_${new Intl.PluralRules(tag).select(count)}`;
}

/** Fills {{name}} placeholders (the page's strings come without i18next, which the page must not load). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

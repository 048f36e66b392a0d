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
  /** an edition id, "arbiter" for the arbiter lessons, "regulation" for FIDE regulations, or "exam" for exam questions */
  key: string;
  hits: Hit[];
}

/**
 * Hits grouped by edition in the order given (newest first), then the arbiter lessons (lessons with no edition), FIDE
 * regulations, exam questions last; order inside
 * kept. The hits in a
 * `demoted` language (where a word searched means something else: a false friend) come after all others, one group
 * per such language, keyed "lang-{language}".
 */
export function groupHits(hits: readonly Hit[], editions: readonly string[], demoted: readonly string[] = []): HitGroup[] {
  const kept = hits.filter((h) => !demoted.includes(h.language));
  const keys = [...editions, 'arbiter', 'regulation', 'exam'];
  const groupOf = (h: Hit) => (h.kind === 'exam' || h.kind === 'regulation' ? h.kind : h.kind === 'lesson' && !h.edition ? 'arbiter' : h.edition);
  const groups = keys.map((key) => ({ key, hits: kept.filter((h) => groupOf(h) === key) }));
  const last = demoted.map((l) => ({ key: `lang-${l}`, hits: hits.filter((h) => h.language === l) }));
  return [...groups, ...last].filter((g) => g.hits.length > 0);
}

/** A word as the search compares it: lower case, without accents. */
export const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A word that is a term in two languages with different meanings, as the search page is given it. */
export interface FalseFriend {
  word: string;
  folded: string;
  /** language → the glossary term it names there, in the reader's words */
  meanings: Partial<Record<string, string>>;
}

/** What the page says about the false friends in a query, and which languages' results go last. */
export function falseFriendNotes(query: string, friends: readonly FalseFriend[], own: string, chosen: readonly string[]): { notes: { word: string; language: string; meaning: string }[]; demoted: string[] } {
  const words = new Set(fold(query).split(/[^\p{L}\p{N}]+/u));
  const notes: { word: string; language: string; meaning: string }[] = [];
  const demoted = new Set<string>();
  for (const f of friends.filter((x) => words.has(x.folded))) {
    for (const l of chosen) {
      const meaning = f.meanings[l];
      if (l === own || !meaning || meaning === f.meanings[own]) continue;
      notes.push({ word: f.word, language: l, meaning });
      // Only where the word means something else in the reader's own language do that language's results wait.
      if (f.meanings[own]) demoted.add(l);
    }
  }
  return { notes, demoted: [...demoted] };
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

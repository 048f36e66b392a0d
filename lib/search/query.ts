// What the reader typed into the search box, read without the search library: the text to search for, and whether
// it names a paragraph ("9.2", "A.4", "a.4", "6.12.2", "Article 9.2") so the page can jump there instead.
// Accents are folded by Pagefind itself (1.5 and later index "relógio" under "relogio"), so the text is passed on
// as typed, only tidied.

/** The query as the index gets it: trimmed, inner runs of spaces made one, at most 200 characters. */
export function normaliseQuery(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, 200);
}

/**
 * The key a paragraph number is looked up by, the same for the way each edition prints it and the ways a reader
 * types it: lower case, no dot between an appendix letter and its number ("A.4" in 2023, "A4" in 2009 → "a4").
 */
export function numberKey(id: string): string {
  return id.toLowerCase().replace(/^([a-h])\.(?=\d)/, '$1');
}

// "Article", "Art.", "Artigo", "Artigo n.º" and the like, before a number.
const ARTICLE_WORD = /^(?:art(?:icle|igo|\.)?|§)\s*(?:n\.?\s*[ºo°]?\s*)?/i;
// An article number with its sub-numbers and a letter ("9", "9.2", "6.12.2", "3.8b"), an appendix's paragraph
// ("A.4", "a4", "B.3.1") or a Guidelines paragraph since 2018 ("III.4", "iii.4.2").
const NUMBER = /^(?:\d{1,2}(?:\.\d{1,2})*[a-z]?|[a-h]\.?\d{1,2}(?:\.\d{1,2})*[a-z]?|[ivx]{1,4}\.\d{1,2}(?:\.\d{1,2})*)$/i;

/** The number key a query names, or undefined when it is words to search for. */
export function paragraphNumberOf(query: string): string | undefined {
  const q = normaliseQuery(query).replace(ARTICLE_WORD, '').replace(/\.$/, '');
  return NUMBER.test(q) ? numberKey(q) : undefined;
}

/** Where each paragraph of one edition is: number key → [part id, anchor], written at build time. */
export type NumberTable = Record<string, [part: string, anchor: string]>;

/** The address of the paragraph a number names in an edition, or undefined when the edition has no such number. */
export function jumpTarget(locale: string, edition: string, key: string, table: NumberTable): string | undefined {
  const hit = table[key];
  if (!hit) return undefined;
  const [part, anchor] = hit;
  return `/${locale}/laws/${edition}/${part}/${anchor ? `#${anchor}` : ''}`;
}

// Which paragraph of an edition's text an article number the engine cites is: the engine writes "A.4c" where the
// 2009 text numbers "A4c", and cites a paragraph's article ("4.3") where the text has it too. Pure: the quotes
// themselves come from the Laws corpus (quotes.ts, at build time).

/** One paragraph quoted for a reader: its text, the corpus language it is in, and whether it is a course translation. */
export interface Quote {
  text: string;
  lang: 'en' | 'pt' | 'gl';
  course: boolean;
  /** the part's page of that edition (/{locale}/laws/{edition}/{part}/) */
  part: string;
  /** the paragraph's id in the corpus */
  id: string;
  /** the paragraph as the Laws print its number, in the reader's words ("Article 7.5.5", "Artigo 7.5.5") */
  label: string;
  /** its anchor on the part's page (lib/laws/crossrefs.ts `paragraphAnchor`) */
  anchor: string;
}

export type EditionQuotes = Readonly<Record<string, Quote>>;

// "9.5b" → "9.5" → "9"; "III.5.1" → "III.5"; "3.8a(1)" → "3.8a".
const parent = (s: string) => {
  for (const end of [/[a-z]$/, /\([^)]*\)$/, /\[[^\]]*\]$/, /\.[^.]+$/]) if (end.test(s)) return s.replace(end, '');
  return s;
};

/** The corpus paragraph an article number names, or the nearest paragraph above it; undefined when none is found. */
export function quoteFor(article: string, quotes: EditionQuotes): Quote | undefined {
  const tries = [article, article.replace(/^([A-H])\.(?=\d)/, '$1')];
  for (const t of tries) {
    let s = t;
    while (s) {
      const q = quotes[s];
      if (q) return q;
      const up = parent(s);
      if (up === s) break;
      s = up;
    }
  }
  return undefined;
}

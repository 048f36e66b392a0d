// A rendered question text as the browser gets it: plain words and references linked to their paragraphs. Apart
// from text.ts so that components read it without pulling in the corpus.

/** A piece of rendered text: plain words, or a reference with the paragraph it links to. */
export type TextPart = string | { text: string; href: string };

/** The words alone (for print, search and comparisons). */
export const partsText = (parts: readonly TextPart[]) => parts.map((p) => (typeof p === 'string' ? p : p.text)).join('');

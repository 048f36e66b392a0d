// The UI's piece and term names (the `glossary` i18n namespace: boards, announcements, the promotion chooser) made
// from the course glossary, so a word is written in one place. `npm run glossary:ui` writes the result to
// locales/{locale}/glossary.json (the files i18next bundles); lib/glossary/ui.test.ts fails when they differ.
import type { Locale } from '../languages';
import type { GlossaryData } from './schema';

const pieces = ['k', 'q', 'r', 'b', 'n', 'p'] as const;
const colourKeys = ['w', 'b'] as const;

export interface UiGlossary {
  piece: Record<string, string>;
  coloured: Record<string, string>;
  theColoured: Record<string, string>;
  colour: Record<string, string>;
  term: Record<string, string>;
  colourInSentence: Record<string, string>;
}

export function uiGlossary(data: GlossaryData, locale: Locale): UiGlossary {
  const c = data.colours[locale];
  const pieceTerm = (p: string) => {
    const t = data.terms.find((x) => x.piece === p);
    if (!t) throw new Error(`No glossary term for piece ${p}`);
    return t[locale];
  };
  const out: UiGlossary = { piece: {}, coloured: {}, theColoured: {}, colour: {}, term: {}, colourInSentence: {} };
  for (const p of pieces) out.piece[p] = pieceTerm(p).term;
  for (const k of colourKeys) {
    for (const p of pieces) {
      const w = pieceTerm(p);
      const gender = w.gender ?? 'm';
      const adjective = c[k][gender];
      const phrase = c.order === 'adjective-first' ? `${adjective} ${w.term}` : `${w.term} ${adjective}`;
      out.coloured[`${k}${p}`] = phrase;
      out.theColoured[`${k}${p}`] = `${c.article[gender]} ${phrase}`;
    }
  }
  for (const k of colourKeys) out.colour[k] = c[k].name;
  for (const t of data.terms) for (const key of t.uiKeys ?? []) out.term[key] = t[locale].ui ?? t[locale].term;
  for (const k of colourKeys) out.colourInSentence[k] = c[k].inSentence;
  return out;
}

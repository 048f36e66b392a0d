// The notes on each corpus text's known source defects, as a reader sees them. The corpus files write them in
// English for maintainers (`defects`); content/laws/notes.json holds each in Portuguese and Galician, keyed by the
// English note and the text it belongs to (content/laws.test.ts checks that every note has both).
import notes from '@/content/laws/notes.json';
import type { CorpusLanguage, Locale } from '../languages';
import { textsOf } from './corpus';
import type { LawsText } from './schema';

const byKey = new Map(notes.notes.map((n) => [`${n.text}|${n.en}`, n] as const));

/** A defect note of a text in the reader's language, and the language it is in (English when no translation). */
export function defectNote(text: Pick<LawsText, 'edition' | 'language'>, en: string, locale: Locale): { note: string; language: Locale } {
  if (locale === 'en') return { note: en, language: 'en' };
  const t = byKey.get(`${text.edition}/${text.language}|${en}`)?.[locale];
  return t ? { note: t, language: locale } : { note: en, language: 'en' };
}

export const noteTranslations = notes.notes;

export interface NotePiece {
  text: string;
  /** a quotation of the Laws kept in the language it was printed in */
  language?: CorpusLanguage;
}

/**
 * A note cut into its own words and its quotations of the Laws: a quoted passage that the English note holds word
 * for word is a quotation, in the language of the edition's text that prints it (so a page can mark it lang="en").
 */
export function notePieces(edition: string, note: string, en: string): NotePiece[] {
  const pieces: NotePiece[] = [];
  let last = 0;
  for (const m of note.matchAll(/(['"“‘])(.{4,}?)(['"”’])(?=[\s.,;:)]|$)/g)) {
    const quoted = m[2]!;
    if (!en.includes(quoted)) continue;
    const language = textsOf(edition).find((t) => t.parts.some((p) => p.paragraphs.some((q) => q.text.includes(quoted))))?.language;
    if (!language) continue;
    pieces.push({ text: note.slice(last, m.index! + 1) }, { text: quoted, language });
    last = m.index! + 1 + quoted.length;
  }
  pieces.push({ text: note.slice(last) });
  return pieces.filter((p) => p.text);
}

// The notes on each corpus text's known source defects, as a reader sees them. The corpus files write them in
// English for maintainers (`defects`); content/laws/notes.json holds each in Portuguese and Galician, keyed by the
// English note and the text it belongs to (content/laws.test.ts checks that every note has both).
import notes from '@/content/laws/notes.json';
import type { CorpusLanguage, Locale } from '../languages';
import { textsOf } from './corpus';
import type { LawsText } from './schema';

const byKey = new Map(notes.notes.map((n) => [`${n.text}|${n.en}`, n] as const));

// The English notes are written for maintainers: these say the same to a reader (the sources by name, the marks as
// the page shows them). The Portuguese and Galician notes are written for readers already.
const FOR_READERS_EN: [RegExp, string][] = [
  [/\bseed 004\b/g, 'the Internet Xadrez Clube page'],
  [/\bseed 001\b/g, "AI Antônio Bento's page"],
  [/\bThe seeds\b/g, 'The sources'],
  [/\bthe seeds\b/g, 'the sources'],
  [/marked \{\{restored:…\}\}/g, 'shown with a dotted underline'],
  [/comes from the course's edition id, not from the source/g, 'is the one the course gives this edition, not the source'],
  [/the paragraph id uses the right number/g, 'the course cites the paragraph by the right number'],
  [/are marked numberRebuilt/g, 'are shown in brackets'],
];

/**
 * A note as a reader sees it: without the line numbers of the raw source file ("(l.264)", "(e.g. l.68, 91)"),
 * which mean nothing outside it, and (English) without the maintainers' names for sources and marks.
 */
export function readerNote(note: string, locale: Locale): string {
  let s = note.replace(/\s*\((?:e\.g\.|p\. ?ex\.)?\s*l\.\s?\d[^)]*\)/g, '');
  if (locale === 'en') for (const [from, to] of FOR_READERS_EN) s = s.replace(from, to);
  // A gap is shown on the page as […].
  return s.replace(/\{\{gap\}\}/g, '[…]');
}

/** A defect note of a text in the reader's language, and the language it is in (English when no translation). */
export function defectNote(text: Pick<LawsText, 'edition' | 'language'>, en: string, locale: Locale): { note: string; language: Locale } {
  if (locale === 'en') return { note: readerNote(en, 'en'), language: 'en' };
  const t = byKey.get(`${text.edition}/${text.language}|${en}`)?.[locale];
  return t ? { note: readerNote(t, locale), language: locale } : { note: readerNote(en, 'en'), language: 'en' };
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

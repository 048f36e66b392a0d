// The Laws' own Glossary (2018 and later: the part `glossary`), entry by entry in the reader's language: the term,
// the number printed after it (the article where the term first appears) and the rest of the entry, word for word.
// Server-only: reads the corpus.
import { ownCorpusLanguage, type CorpusLanguage, type Locale } from '../languages';
import { isCourseTranslation, loadText } from '../laws/corpus';

export interface LawsGlossaryEntry {
  slug: string;
  term: string;
  // the printed reference ("8.1", "3.7.3.1", "B", "Preface"…), as printed; absent when the entry has none
  reference?: string;
  // everything after the reference (or after the term), as printed
  rest: string;
}

export interface LawsGlossary {
  edition: string;
  language: CorpusLanguage;
  course: boolean;
  intro: string;
  entries: LawsGlossaryEntry[];
}

// "adjourn: 8.1. Instead of…" -> "adjourn", "8.1", ". Instead of…"; "cellphone: See mobile phone." has no reference.
// A few course-translated entries of 2018 end the term with a full stop instead ("peza menor. Bispo ou cabaleiro.").
const reference = String.raw`(\d+(?:\.\d+)*|[A-H](?=\.)|[IVX]+(?=[\s.])|G\d+|Preface|Prefácio|Proemio|Introduction|Introdução|Introdución|N\/A)?`;
const entryPattern = new RegExp(String.raw`^(.+?):\s(\s*)${reference}(.*)$`, 's');
const entryWithStop = new RegExp(String.raw`^([^.:]+?)\.\s(\s*)${reference}(.*)$`, 's');

export function lawsGlossary(edition: string, locale: Locale): LawsGlossary | undefined {
  // the reader's own language when the edition has that text, else the authentic English
  const text = loadText(edition, ownCorpusLanguage(locale)) ?? loadText(edition, 'en');
  const part = text?.parts.find((p) => p.id === 'glossary');
  if (!text || !part || part.missing) return undefined;
  const entries: LawsGlossaryEntry[] = [];
  let intro = '';
  for (const p of part.paragraphs) {
    if (p.missing || !p.text) continue;
    const slug = /^glossary\.(.+)$/.exec(p.id)?.[1];
    if (!slug) {
      intro = p.text;
      continue;
    }
    const m = entryPattern.exec(p.text) ?? entryWithStop.exec(p.text);
    if (!m) entries.push({ slug, term: p.text, rest: '' });
    else entries.push({ slug, term: m[1]!, reference: m[3], rest: `${m[2]}${m[4]}` });
  }
  return { edition, language: text.language, course: isCourseTranslation(text), intro, entries };
}

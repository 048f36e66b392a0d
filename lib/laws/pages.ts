// What the Laws pages need from the corpus: the pages to prerender, titles, paragraph lookup and counterparts.
import { ownCorpusLanguage, readingOrder, type CorpusLanguage, type Locale } from '../languages';
import { corpusEditions, findPart, isCourseTranslation, loadAlignment, partsOf, textsOf, type PartEntry } from './corpus';
import { paragraphAnchor, type ParagraphIndex } from './crossrefs';

export function lawPages(): { edition: string; article: string }[] {
  return corpusEditions().flatMap((edition) => partsOf(edition).map((p) => ({ edition, article: p.id })));
}

const indexes = new Map<string, Map<string, string>>();
// paragraph id -> part id, over every language of the edition, in document order.
export function paragraphIndex(edition: string): ParagraphIndex {
  let index = indexes.get(edition);
  if (!index) {
    index = new Map();
    for (const part of partsOf(edition)) {
      for (const p of Object.values(part.byLanguage).flatMap((x) => x?.paragraphs ?? [])) {
        if (!index.has(p.id)) index.set(p.id, part.id);
      }
    }
    indexes.set(edition, index);
  }
  return index;
}

export function partIds(edition: string): Set<string> {
  return new Set(partsOf(edition).map((p) => p.id));
}

// The part's title in the reader's language when that text has one, else in the first language that has one.
export function partTitle(part: PartEntry, reader: Locale): { title?: string; language?: CorpusLanguage } {
  const language = ownCorpusLanguage(reader);
  const own = part.byLanguage[language];
  if (own?.title) return { title: own.title, language };
  for (const [lang, p] of Object.entries(part.byLanguage)) if (p?.title) return { title: p.title, language: lang as CorpusLanguage };
  return {};
}

// The section heading a part falls under ("BASIC RULES OF PLAY"), in the first language the reader reads that
// prints one, with that language (to mark it: a Portuguese reader of the 2023 contents gets the English heading).
export function partSection(part: PartEntry, reader: Locale): { section?: string; language?: CorpusLanguage } {
  for (const language of readingOrder(reader)) {
    const section = part.byLanguage[language]?.section;
    if (section) return { section, language };
  }
  return {};
}

export function languagesOf(edition: string): CorpusLanguage[] {
  return textsOf(edition).map((t) => t.language);
}

/** The languages of an edition's texts as a reader sees them listed, a course translation marked as such. */
export function languageNames(edition: string, name: (language: CorpusLanguage) => string, courseLabel: string): string[] {
  return textsOf(edition).map((t) => (isCourseTranslation(t) ? `${name(t.language)} (${courseLabel})` : name(t.language)));
}

// The part of another edition that holds most counterparts of this part's paragraphs (through the alignment);
// the part with the same id when the alignment says nothing; undefined when the other edition has neither.
export function counterpartPart(edition: string, partId: string, other: string): string | undefined {
  if (edition === other) return partId;
  const index = paragraphIndex(edition);
  const otherIndex = paragraphIndex(other);
  const votes = new Map<string, number>();
  for (const topic of loadAlignment().topics) {
    const mine = topic.paragraphs[edition]?.filter((id) => index.get(id) === partId) ?? [];
    if (mine.length === 0) continue;
    for (const id of topic.paragraphs[other] ?? []) {
      const part = otherIndex.get(id);
      if (part) votes.set(part, (votes.get(part) ?? 0) + mine.length);
    }
  }
  const best = [...votes.entries()].sort((a, b) => b[1] - a[1])[0];
  if (best) return best[0];
  // A part with no text in the course's sources (1997 Articles 10-14) has no aligned paragraphs: it keeps its
  // number in the next edition that has its text (1997 and 2001 share the numbering), and goes on from there.
  const hasText = (e: string) => Object.values(findPart(e, partId)?.byLanguage ?? {}).some((p) => p && !p.missing);
  if (findPart(edition, partId) && !hasText(edition)) {
    const next = corpusEditions().find((e) => e > edition && hasText(e));
    if (next) return counterpartPart(next, partId, other);
  }
  return findPart(other, partId) ? partId : undefined;
}

// The paragraphs of `edition` that hold these alignment topics (a lesson's citation, a question's references);
// undefined when one of the topics is not in that edition.
export function articlesFor(topics: readonly string[], edition: string): string[] | undefined {
  const all = loadAlignment().topics;
  const out: string[] = [];
  for (const id of topics) {
    const ids = all.find((t) => t.topic === id)?.paragraphs[edition];
    if (!ids) return undefined;
    out.push(...ids);
  }
  return [...new Set(out)];
}

// The part a change-table label names: "10.2" -> "10", "B4" -> "appendix-b", "5.1a" -> "5".
export function partOfLabel(label: string): string {
  const m = /^([A-H])\d/.exec(label);
  return m ? `appendix-${m[1]!.toLowerCase()}` : label.split('.')[0]!.replace(/[a-z]+$/, '');
}

// The address of a paragraph on its article page, in the reader's language.
export function paragraphHref(locale: string, edition: string, id: string): string | undefined {
  const part = paragraphIndex(edition).get(id);
  return part ? `/${locale}/laws/${edition}/${part}/#${paragraphAnchor(id)}` : undefined;
}

/** Whether a reader of this part reads it in the course's own translation (the page then says so in its heading). */
export function readsCourseTranslation(edition: string, part: PartEntry, reader: Locale): boolean {
  const mine = ownCorpusLanguage(reader);
  const text = textsOf(edition).find((t) => t.language === mine);
  const own = part.byLanguage[mine];
  return !!text && isCourseTranslation(text) && !!own && !own.missing;
}

// A question's text in one language and edition: {{move:Nf3}} in the reader's letters, {{art:topic.id}} as that
// topic's citation in the edition shown ("Article 9.2.1" in 2023, "Article 9.2a" in 2009), and
// {{art:topic.id@2009}} as its citation in the edition named after "@", whatever edition is shown: a sentence about
// the 2009 Laws cites the 2009 paragraph, printed in 2009's numbering and linked to the 2009 page.
import type { Locale } from '@/lib/languages';
import { citation } from '@/lib/laws/citation';
import { articlesFor, paragraphHref } from '@/lib/laws/pages';
import { renderMoves } from '@/lib/scenarios/text';
import { partsText, type TextPart } from './textParts';

export const ART_TOKEN = /\{\{art:([^}@]+)(?:@([^}]*))?\}\}/g;
export const ANY_TOKEN = /\{\{(move|art|reg):([^}]+)\}\}/g;

/** An {{art:…}} token read: its topic and, when pinned, the edition it names. */
export interface ArtRef {
  topic: string;
  pin?: string;
}

export function artRefs(text: string): ArtRef[] {
  return [...text.matchAll(ART_TOKEN)].map((m) => ({ topic: m[1]!, ...(m[2] !== undefined ? { pin: m[2] } : {}) }));
}


/** The citation of an alignment topic in an edition, or undefined when the edition lacks it. */
export function topicCitation(topic: string, edition: string, locale: Locale): string | undefined {
  const ids = articlesFor([topic], edition);
  return ids?.length ? citation(edition, ids[0]!, locale) : undefined;
}

/** The edition a reference prints and links in: its pin, else the edition shown. */
export const refEdition = (ref: ArtRef, shown: string) => ref.pin ?? shown;

/** The text as parts, each reference linked to its paragraph in the edition it names. */
export function renderExamParts(text: string, locale: Locale, edition: string): TextPart[] {
  const moved = renderMoves(text, locale);
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of moved.matchAll(ART_TOKEN)) {
    const ref: ArtRef = { topic: m[1]!, ...(m[2] !== undefined ? { pin: m[2] } : {}) };
    const ed = refEdition(ref, edition);
    const ids = articlesFor([ref.topic], ed);
    const words = ids?.length ? citation(ed, ids[0]!, locale) : m[0];
    const href = ids?.length ? paragraphHref(locale, ed, ids[0]!) : undefined;
    const before = moved.slice(last, m.index);
    if (before) parts.push(before);
    parts.push(href ? { text: words, href } : words);
    last = m.index + m[0].length;
  }
  if (last < moved.length) parts.push(moved.slice(last));
  // Adjacent plain pieces joined, so a text without references is one string.
  return parts.reduce<TextPart[]>((out, p) => {
    const prev = out.at(-1);
    if (typeof p === 'string' && typeof prev === 'string') out[out.length - 1] = prev + p;
    else out.push(p);
    return out;
  }, []);
}

export function renderExamText(text: string, locale: Locale, edition: string): string {
  return partsText(renderExamParts(text, locale, edition));
}

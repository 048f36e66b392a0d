// The paragraphs the lab quotes, per edition, in a reader's language (read at build time from the Laws corpus; the
// browser fetches them as /{locale}/cases/quotes.json). The reader's own language first, then the others in the
// reader's order (lib/languages.ts `readingOrder`); a course translation's paragraphs are marked as such.
import { EDITIONS, type Edition } from '@/lib/editions';
import { readingOrder, type Locale } from '@/lib/languages';
import { plainText } from '@/lib/laws/compare';
import { citation } from '@/lib/laws/citation';
import { paragraphAnchor } from '@/lib/laws/crossrefs';
import { isCourseTranslation, loadText, partsOf } from '@/lib/laws/corpus';
import type { EditionQuotes, Quote } from './articles';

const QUOTED_KINDS = new Set(['article', 'appendix', 'guidelines']);

export function quotesFor(locale: Locale): Record<Edition, EditionQuotes> {
  return Object.fromEntries(EDITIONS.map((edition) => [edition, editionQuotes(edition, locale)])) as Record<Edition, EditionQuotes>;
}

function editionQuotes(edition: Edition, locale: Locale): EditionQuotes {
  const quotes: Record<string, Quote> = {};
  for (const lang of readingOrder(locale)) {
    const text = loadText(edition, lang);
    if (!text) continue;
    for (const part of text.parts) {
      if (part.missing || !QUOTED_KINDS.has(part.kind)) continue;
      for (const p of part.paragraphs) {
        if (p.missing || quotes[p.id] || !p.text.trim()) continue;
        quotes[p.id] = { text: plainText(p.text), lang, course: isCourseTranslation(text), part: part.id, id: p.id, label: citation(edition, p.id, locale), anchor: paragraphAnchor(p.id) };
      }
    }
  }
  return quotes;
}

/** The parts of each edition a comparison page exists for, with their names in the reader's words ("Article 7"). */
export function partNames(locale: Locale): Record<Edition, Record<string, string>> {
  return Object.fromEntries(EDITIONS.map((edition) => [edition, Object.fromEntries(partsOf(edition).filter((p) => QUOTED_KINDS.has(p.kind)).map((p) => [p.id, citation(edition, p.id, locale)]))])) as Record<Edition, Record<string, string>>;
}

// A question's text in one language and edition: {{move:Nf3}} in the reader's letters, {{art:topic.id}} as that
// topic's citation in the edition shown ("Article 9.2.1" in 2023, "Article 9.2a" in 2009).
import type { Locale } from '@/lib/languages';
import { citation } from '@/lib/laws/citation';
import { articlesFor } from '@/lib/laws/pages';
import { renderMoves } from '@/lib/scenarios/text';

export const ART_TOKEN = /\{\{art:([^}]+)\}\}/g;
export const ANY_TOKEN = /\{\{(move|art):([^}]+)\}\}/g;

/** The citation of an alignment topic in an edition, or undefined when the edition lacks it. */
export function topicCitation(topic: string, edition: string, locale: Locale): string | undefined {
  const ids = articlesFor([topic], edition);
  return ids?.length ? citation(edition, ids[0]!, locale) : undefined;
}

export function renderExamText(text: string, locale: Locale, edition: string): string {
  return renderMoves(text, locale).replace(ART_TOKEN, (whole, topic: string) => topicCitation(topic, edition, locale) ?? whole);
}

// The key a written ruling's machine-marked parts are marked against, derived, never copied: on a board case the
// decision, the clock changes and the result are the engine's ruling on the last event in the edition shown; the
// articles are the alignment's paragraphs, in that edition's numbering, for the topics the model answer cites, offered
// among paragraphs of neighbouring topics. A ruling without a board case has only the articles machine-marked.
// Server-only (it runs the engine and reads the alignment).
import type { Edition } from '@/lib/editions';
import type { Locale } from '@/lib/languages';
import { citationSegments } from '@/lib/laws/citation';
import { loadAlignment } from '@/lib/laws/corpus';
import { articlesFor } from '@/lib/laws/pages';
import type { AnswerKey, ResultChoice } from './partMarks';
import { seeded } from './pick';
import { elementsIn } from './rulingMarks';
import type { WrittenRuling } from './rulingSchema';
import { ruleRulingCase } from './rulingValidate';

/** How many neighbouring paragraphs are offered beside the right ones. */
const DISTRACTORS = 3;

/** A topic's paragraphs cited in one edition and language ("Article 6.9"), or undefined when it has none there. */
export function topicLabel(topic: string, edition: string, locale: Locale): string | undefined {
  const ids = articlesFor([topic], edition);
  return ids?.length ? citationSegments(edition, ids, locale).map((s) => s.text).join('') : undefined;
}

/** The engine's part of the key: its decisions on the last event, the clock changes they make, and the result. */
export function engineKey(r: WrittenRuling, edition: Edition): Pick<AnswerKey, 'decision' | 'clock' | 'result'> {
  const { ruling, entries } = ruleRulingCase(r, edition);
  const clock = { white: 0, black: 0 };
  for (const e of entries) {
    clock.white += e.clock?.white ?? 0;
    clock.black += e.clock?.black ?? 0;
  }
  const result: ResultChoice = ruling.status === 'over' && ruling.result ? ruling.result : 'continues';
  return { decision: [...new Set(entries.map((e) => e.decision))], clock, result };
}

/** The topics the model answer cites in the edition, in order of first citation. */
export const citedTopics = (r: WrittenRuling, edition: Edition) => [...new Set(elementsIn(r.elements, edition).flatMap((e) => e.articles))];

/** Paragraphs that state no rule a ruling rests on: the glossary, the preface, the introductions. */
const NOT_RULES = /^(glossary|preface|introduction|guidelines\+)/;

/** The same paragraph, or one inside the other ("7.5" holds "7.5.1", "III.3.1" holds "III.3.1.1"). */
const related = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

const hash = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7);

/** The articles part: the right citations and neighbours (topics of the same family first), sorted as the Laws number them. */
export function articlesKey(r: WrittenRuling, edition: Edition, locale: Locale): AnswerKey['articles'] {
  const right = citedTopics(r, edition);
  const key = [...new Set(right.map((t) => topicLabel(t, edition, locale)).filter((l): l is string => !!l))];
  const rightIds = new Set(articlesFor(right, edition) ?? []);
  const families = new Set(right.map((t) => t.split('.')[0]));
  const candidates = loadAlignment()
    .topics.map((t) => t.topic)
    .filter((t) => !right.includes(t));
  const rand = seeded(Math.abs(hash(`${r.id}:${edition}`)));
  const shuffled = candidates.map((t) => ({ t, k: rand() })).sort((a, b) => a.k - b.k).map((x) => x.t);
  const near = [...shuffled.filter((t) => families.has(t.split('.')[0])), ...shuffled.filter((t) => !families.has(t.split('.')[0]))];
  const distractors: string[] = [];
  for (const t of near) {
    if (distractors.length === DISTRACTORS) break;
    const ids = articlesFor([t], edition) ?? [];
    // a paragraph that is a right one, holds one or is held by one would be half right: not a fair distractor; nor is
    // a definition or a preface, which no ruling rests on
    if (ids.some((id) => [...rightIds].some((r) => related(id, r)) || NOT_RULES.test(id))) continue;
    const label = topicLabel(t, edition, locale);
    if (label && !key.includes(label) && !distractors.includes(label)) distractors.push(label);
  }
  const options = [...key, ...distractors].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return { options, key };
}

/** The whole key of a ruling in one edition and language. */
export function rulingKey(r: WrittenRuling, edition: Edition, locale: Locale): AnswerKey {
  const articles = articlesKey(r, edition, locale);
  if (!r.case) return { articles };
  const { decision, clock, result } = engineKey(r, edition);
  // the clock is a part of every board case, also where it stays as it was (its presence gives nothing away), and
  // "no change" must be written as a 0 (lib/exam/partMarks.ts markClock)
  return { decision, clock, result, articles };
}

// Checks the written rulings against their schema, the Laws corpus and the rules engine. For every ruling in every
// edition it is shown in:
// - its topics, every element's articles and every unpinned {{art:…}} exist in that edition (a pinned one in its
//   own), and no sentence about some editions cites another edition's paragraph (editionScope.ts);
// - the model answer has at least two elements and 2–8 marks, at least one element cites a paragraph, element ids
//   are unique and an element's editions are the ruling's;
// - a position shown without a case is a legal one;
// - on a board case, the engine reads the case, at least one element states the decision, and every element's
//   decision agrees with the engine's ruling on the last event in that edition;
// - the three languages carry the same {{move:…}} and {{art:…}} tokens.
import { EDITIONS, type Edition } from '@/lib/editions';
import { locales, type Locale } from '@/lib/languages';
import { loadAlignment } from '@/lib/laws/corpus';
import { articlesFor } from '@/lib/laws/pages';
import { adjudicate } from '@/lib/rules/adjudicate';
import type { Case } from '@/lib/rules/types';
import { checkFen } from '@/lib/rules/validate';
import { choiceAgrees } from '@/lib/scenarios/run';
import { examTopicOf } from './bank';
import { scopeProblems } from './editionScope';
import { elementsIn, totalMarks } from './rulingMarks';
import { rulingFileSchema, type WrittenRuling } from './rulingSchema';
import { ANY_TOKEN, artRefs, topicCitation } from './text';

const describe = (e: unknown) => (e instanceof Error ? e.message : String(e));
const tokens = (s: string) => [...s.matchAll(ANY_TOKEN)].map((m) => m[0]).sort();

/** The engine's ruling on the case's last event in one edition, and the position before that event. */
export function ruleRulingCase(r: WrittenRuling, edition: Edition) {
  const full: Case = { edition, ...r.case! };
  const ruling = adjudicate(full);
  const last = full.events!.length - 1;
  const entries = ruling.rulings.filter((e) => e.event === last);
  const before = adjudicate({ ...full, events: full.events!.slice(0, -1) });
  return { ruling, entries, fen: before.fen };
}

export function validateRuling(r: WrittenRuling): string[] {
  const problems: string[] = [];
  const at = (what: string, ed?: Edition) => problems.push(`${r.id}${ed ? ` (${ed})` : ''}: ${what}`);
  const known = new Set(loadAlignment().topics.map((t) => t.topic));
  for (const t of r.topics) if (!known.has(t)) at(`unknown topic "${t}"`);
  if (!examTopicOf(r)) at(`topic group of "${r.topics[0]}" belongs to no lesson in content/exam/topics.json`);
  if (new Set(r.editions).size !== r.editions.length) at('an edition is listed twice');
  if (new Set(r.elements.map((e) => e.id)).size !== r.elements.length) at('two elements share an id');
  if (r.case && !r.modes.includes(r.case.mode)) at(`the case is a ${r.case.mode} game, not one of the modes ${r.modes.join(', ')}`);
  if (r.case && r.position) at('a ruling has a board case or a position, not both');
  if (r.position) {
    try {
      checkFen(r.position.fen);
    } catch (err) {
      at(`position: ${describe(err)}`);
    }
  }

  // Each text with the editions it is shown in.
  const texts: { text: Record<string, string>; editions: readonly Edition[] }[] = [
    { text: r.prompt, editions: r.editions },
    ...(r.note ? [{ text: r.note, editions: r.editions }] : []),
    ...r.elements.map((e) => ({ text: e.text, editions: e.editions ?? r.editions })),
  ];
  for (const { text, editions } of texts) {
    const en = tokens(text.en!);
    for (const l of locales) if (JSON.stringify(tokens(text[l]!)) !== JSON.stringify(en)) at(`${l} text has tokens ${tokens(text[l]!).join(' ')}; en has ${en.join(' ')}`);
    for (const ref of artRefs(text.en!)) {
      if (ref.pin === undefined) {
        for (const ed of editions) if (!topicCitation(ref.topic, ed, 'en')) at(`{{art:${ref.topic}}} is not in this edition`, ed);
      } else if (!(EDITIONS as readonly string[]).includes(ref.pin)) at(`{{art:${ref.topic}@${ref.pin}}} names no edition of the course`);
      else if (!topicCitation(ref.topic, ref.pin, 'en')) at(`{{art:${ref.topic}@${ref.pin}}}: ${ref.pin} has no such paragraph`);
    }
    const seen = new Set<string>();
    for (const l of locales as readonly Locale[])
      for (const ed of editions)
        for (const p of scopeProblems(text[l]!, l, ed, (topic, e) => topicCitation(topic, e, 'en'))) {
          if (!seen.has(p)) at(`${l}: ${p}`, ed);
          seen.add(p);
        }
  }

  for (const e of r.elements) {
    for (const ed of e.editions ?? []) if (!r.editions.includes(ed)) at(`element "${e.id}" names ${ed}, which the ruling is not shown in`);
    for (const t of e.articles) {
      if (!known.has(t)) at(`element "${e.id}": unknown topic "${t}"`);
      else for (const ed of e.editions ?? r.editions) if (!articlesFor([t], ed)) at(`element "${e.id}": "${t}" is not in this edition`, ed);
    }
    if (e.claim && !r.case) at(`element "${e.id}" states a decision, but the ruling has no case for the engine`);
  }

  for (const ed of r.editions) {
    if (!articlesFor(r.topics, ed)) at(`a topic is not in this edition (${r.topics.join(', ')})`, ed);
    const scheme = elementsIn(r.elements, ed);
    const marks = totalMarks(scheme);
    if (scheme.length < 2) at(`the model answer has ${scheme.length} element; at least two`, ed);
    if (marks < 2 || marks > 8) at(`the model answer carries ${marks} marks; 2 to 8`, ed);
    if (!scheme.some((e) => e.articles.length)) at('no element cites a paragraph', ed);
    if (!r.case) continue;
    try {
      const { ruling, entries } = ruleRulingCase(r, ed);
      const stated = scheme.filter((e) => e.claim);
      if (!stated.length) at('no element states the decision on the board case', ed);
      for (const e of stated)
        if (!choiceAgrees(e.claim!, entries, ruling))
          at(`element "${e.id}" states ${JSON.stringify(e.claim)}, but the engine rules ${JSON.stringify(entries.map((x) => ({ decision: x.decision, clock: x.clock })))}${ruling.status === 'over' ? ` (${ruling.result})` : ''}`, ed);
    } catch (err) {
      at(`the case cannot be ruled on: ${describe(err)}`, ed);
    }
  }
  return problems;
}

/** Every file, then the rulings as a whole (ids unique across files). */
export function validateRulings(files: { name: string; data: unknown }[]): { problems: string[]; rulings: WrittenRuling[] } {
  const problems: string[] = [];
  const rulings: WrittenRuling[] = [];
  for (const f of files) {
    const parsed = rulingFileSchema.safeParse(f.data);
    if (!parsed.success) {
      problems.push(...parsed.error.issues.slice(0, 10).map((i) => `${f.name}: schema: ${i.path.join('.')}: ${i.message}`));
      continue;
    }
    for (const r of parsed.data.rulings) problems.push(...validateRuling(r).map((p) => `${f.name}: ${p}`));
    rulings.push(...parsed.data.rulings);
  }
  const seen = new Set<string>();
  for (const r of rulings) {
    if (seen.has(r.id)) problems.push(`ruling id "${r.id}" is used twice`);
    seen.add(r.id);
  }
  return { problems, rulings };
}

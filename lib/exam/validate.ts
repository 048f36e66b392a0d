// Checks the exam bank against its schema, the Laws corpus and the rules engine. Returns the problems found (none:
// the bank is right). What it checks, for every question in every edition it is shown in:
// - each topic (and each unpinned {{art:…}} and "which article" choice) exists in that edition; a pinned
//   {{art:topic@2009}} exists in the edition it names, and an edition's own topics (`editionTopics`) in theirs;
// - no sentence about some editions cites another edition's paragraph (editionScope.ts), in every language;
// - a per-edition answer has exactly the question's editions; answer indices point at choices;
// - "which article" choices print as different citations in that edition;
// - a board question's case is read by the engine, exactly one choice agrees with the engine's ruling, and it is
//   the one the author expected; the case's mode is one of the question's modes;
// - the three languages carry the same {{move:…}} and {{art:…}} tokens.
import { EDITIONS, type Edition } from '@/lib/editions';
import { locales } from '@/lib/languages';
import { loadAlignment } from '@/lib/laws/corpus';
import { articlesFor } from '@/lib/laws/pages';
import { ruleBoardQuestion } from './board';
import { examTopicOf } from './bank';
import { examFileSchema, type ExamQuestion } from './schema';
import { scopeProblems } from './editionScope';
import { ANY_TOKEN, artRefs, topicCitation } from './text';

const describe = (e: unknown) => (e instanceof Error ? e.message : String(e));


function texts(q: ExamQuestion): Record<string, string>[] {
  const out = [q.prompt, q.explanation];
  if (q.kind === 'single' || q.kind === 'multiple') out.push(...q.choices);
  if (q.kind === 'board') out.push(...q.choices.map((c) => c.text));
  return out;
}

const tokens = (s: string) => [...s.matchAll(ANY_TOKEN)].map((m) => m[0]).sort();

/** The answer in one edition, or undefined when a per-edition answer does not give it. */
export function answerIn<T>(answer: T | Partial<Record<Edition, T>>, edition: Edition, isPlain: (a: unknown) => a is T): T | undefined {
  return isPlain(answer) ? answer : (answer as Partial<Record<Edition, T>>)[edition];
}

/**
 * Every statement about some editions that cites another edition's paragraph, in every language and every edition
 * the question is shown in (each problem once, with the first edition it shows in).
 */
export function editionScopeProblems(q: ExamQuestion): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const text of texts(q))
    for (const l of locales)
      for (const ed of q.editions)
        for (const p of scopeProblems(text[l]!, l, ed, (topic, e) => topicCitation(topic, e, 'en'))) {
          if (!seen.has(p)) problems.push(`${q.id} (${ed}): ${l}: ${p}`);
          seen.add(p);
        }
  return problems;
}

export function validateQuestion(q: ExamQuestion): string[] {
  const problems: string[] = [];
  const at = (what: string, ed?: Edition) => problems.push(`${q.id}${ed ? ` (${ed})` : ''}: ${what}`);
  const known = new Set(loadAlignment().topics.map((t) => t.topic));
  for (const t of q.topics) if (!known.has(t)) at(`unknown topic "${t}"`);
  if (!examTopicOf(q)) at(`topic group of "${q.topics[0]}" belongs to no lesson in content/exam/topics.json`);
  if (new Set(q.editions).size !== q.editions.length) at('an edition is listed twice');

  for (const text of texts(q)) {
    const en = tokens(text.en!);
    for (const l of locales) if (JSON.stringify(tokens(text[l]!)) !== JSON.stringify(en)) at(`${l} text has tokens ${tokens(text[l]!).join(' ')}; en has ${en.join(' ')}`);
    for (const r of artRefs(text.en!)) {
      if (r.pin === undefined) {
        for (const ed of q.editions) if (!topicCitation(r.topic, ed, 'en')) at(`{{art:${r.topic}}} is not in this edition`, ed);
      } else if (!(EDITIONS as readonly string[]).includes(r.pin)) at(`{{art:${r.topic}@${r.pin}}} names no edition of the course`);
      else if (!topicCitation(r.topic, r.pin, 'en')) at(`{{art:${r.topic}@${r.pin}}}: ${r.pin} has no such paragraph`);
    }
  }
  problems.push(...editionScopeProblems(q));

  for (const [ed, topics] of Object.entries(q.editionTopics ?? {})) {
    if (!q.editions.includes(ed as Edition)) at(`editionTopics names ${ed}, which the question is not shown in`);
    for (const t of topics) {
      if (!known.has(t)) at(`unknown topic "${t}"`);
      else if (!articlesFor([t], ed)) at(`editionTopics: "${t}" is not in this edition`, ed as Edition);
    }
  }

  if ('answer' in q && typeof q.answer === 'object' && q.answer !== null && !Array.isArray(q.answer)) {
    const keys = Object.keys(q.answer).sort();
    if (JSON.stringify(keys) !== JSON.stringify([...q.editions].sort())) at(`per-edition answer for ${keys.join(', ')}, but editions are ${q.editions.join(', ')}`);
  }

  for (const ed of q.editions) {
    if (!articlesFor(q.topics, ed)) at(`a topic is not in this edition (${q.topics.join(', ')})`, ed);
    switch (q.kind) {
      case 'single': {
        const a = answerIn(q.answer, ed, (x): x is number => typeof x === 'number');
        if (a === undefined || a >= q.choices.length) at(`answer ${a} is not a choice`, ed);
        break;
      }
      case 'multiple': {
        const a = answerIn(q.answer, ed, (x): x is number[] => Array.isArray(x));
        if (!a || a.some((i) => i >= q.choices.length) || new Set(a).size !== a.length) at(`answer ${JSON.stringify(a)} is not a set of choices`, ed);
        break;
      }
      case 'article': {
        const cites = q.choices.map((t) => topicCitation(t, ed, 'en'));
        if (cites.some((c) => !c)) at(`a choice topic is not in this edition (${q.choices.filter((_, i) => !cites[i]).join(', ')})`, ed);
        else if (new Set(cites).size !== cites.length) at(`two choices print the same citation (${cites.join(' / ')})`, ed);
        if (q.answer >= q.choices.length) at('answer is not a choice', ed);
        if (!q.topics.includes(q.choices[q.answer] ?? '')) at('the right choice must be one of the question topics', ed);
        break;
      }
      case 'board': {
        if (!q.modes.includes(q.case.mode)) at(`the case is a ${q.case.mode} game, not one of the modes ${q.modes.join(', ')}`);
        try {
          const { correct, entries } = ruleBoardQuestion(q, ed);
          if (correct.length !== 1) at(`${correct.length} choices agree with the engine's ruling (${correct.join(', ') || 'none'}; the engine said ${JSON.stringify(entries.map((e) => ({ decision: e.decision, clock: e.clock })))}); exactly one must`, ed);
          else if (q.expect[ed] !== correct[0]) at(`the engine rules "${correct[0]}", the question expects "${q.expect[ed]}"`, ed);
        } catch (e) {
          at(`the case cannot be ruled on: ${describe(e)}`, ed);
        }
        break;
      }
      default:
        break;
    }
  }
  if (q.kind === 'board') {
    const keys = Object.keys(q.expect).sort();
    if (JSON.stringify(keys) !== JSON.stringify([...q.editions].sort())) at(`expect has ${keys.join(', ')}, but editions are ${q.editions.join(', ')}`);
    if (new Set(q.choices.map((c) => c.id)).size !== q.choices.length) at('two choices share an id');
  }
  return problems;
}

/** Every file, then the bank as a whole (ids unique across files). */
export function validateBank(files: { name: string; data: unknown }[]): { problems: string[]; questions: ExamQuestion[] } {
  const problems: string[] = [];
  const questions: ExamQuestion[] = [];
  for (const f of files) {
    const parsed = examFileSchema.safeParse(f.data);
    if (!parsed.success) {
      problems.push(...parsed.error.issues.slice(0, 10).map((i) => `${f.name}: schema: ${i.path.join('.')}: ${i.message}`));
      continue;
    }
    for (const q of parsed.data.questions) problems.push(...validateQuestion(q).map((p) => `${f.name}: ${p}`));
    questions.push(...parsed.data.questions);
  }
  const seen = new Set<string>();
  for (const q of questions) {
    if (seen.has(q.id)) problems.push(`question id "${q.id}" is used twice`);
    seen.add(q.id);
  }
  return { problems, questions };
}

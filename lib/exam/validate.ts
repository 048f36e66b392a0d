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
// A regulation question (validateRegulationQuestion): its texts exist and belong to its file's part; every
// {{reg:text/paragraph}} names a paragraph of one of them, in all three languages alike; its explanation cites one;
// answers point at choices; a computed question's case is worked out by the calculator, exactly one choice equals
// the result and it is the author's answer, and its prompt states the case's numbers.
import { EDITIONS, type Edition } from '@/lib/editions';
import { locales } from '@/lib/languages';
import { loadAlignment } from '@/lib/laws/corpus';
import { articlesFor } from '@/lib/laws/pages';
import { ruleBoardQuestion } from './board';
import { examTopicOf } from './bank';
import { REGULATION_IDS } from '@/lib/regulations/corpus';
import { checkComputed, statedNumbers } from './regulationCheck';
import { REGULATION_PART, regCitation, regRefs } from './regulationText';
import { examFileSchema, isRegulationFile, regulationFileSchema, type ExamPart, type ExamQuestion, type RegulationQuestion } from './schema';
import { scopeProblems } from './editionScope';
import { ANY_TOKEN, artRefs, topicCitation } from './text';

const describe = (e: unknown) => (e instanceof Error ? e.message : String(e));


function texts(q: ExamQuestion | RegulationQuestion): Record<string, string>[] {
  const out = [q.prompt, q.explanation];
  if ((q.kind === 'single' || q.kind === 'multiple') && 'choices' in q) out.push(...q.choices);
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
    if (regRefs(text.en!).length) at('cites a regulation ({{reg:…}}): a Laws question cannot; write it as a regulation question');
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

/** A regulation question in the file of a part: its texts, citations, answers and, for a computed one, its case. */
export function validateRegulationQuestion(q: RegulationQuestion, part: Exclude<ExamPart, 'laws'>): string[] {
  const problems: string[] = [];
  const at = (what: string) => problems.push(`${q.id}: ${what}`);
  for (const r of q.regulations) {
    if (!(REGULATION_IDS as readonly string[]).includes(r)) at(`"${r}" is no text of content/regulations`);
    else if (REGULATION_PART[r] !== part) at(`"${r}" belongs to the part "${REGULATION_PART[r]}", not "${part}"`);
  }
  if (new Set(q.regulations).size !== q.regulations.length) at('a text is listed twice');
  for (const text of texts(q)) {
    const en = tokens(text.en!);
    for (const l of locales) if (JSON.stringify(tokens(text[l]!)) !== JSON.stringify(en)) at(`${l} text has tokens ${tokens(text[l]!).join(' ') || '(none)'}; en has ${en.join(' ') || '(none)'}`);
    if (artRefs(text.en!).length) at('cites the Laws ({{art:…}}): a regulation question is shown in no edition, so it cannot print their number');
    for (const r of regRefs(text.en!)) {
      if (!q.regulations.includes(r.text)) at(`{{reg:${r.text}/${r.paragraph}}} cites a text the question does not name in "regulations"`);
      else if (!regCitation(r, 'en')) at(`{{reg:${r.text}/${r.paragraph}}}: ${r.text} has no paragraph ${r.paragraph}`);
    }
  }
  if (!regRefs(q.explanation.en!).length) at('the explanation cites no paragraph ({{reg:text/paragraph}})');
  switch (q.kind) {
    case 'single':
      if (q.answer >= q.choices.length) at(`answer ${q.answer} is not a choice`);
      break;
    case 'multiple':
      if (q.answer.some((i) => i >= q.choices.length) || new Set(q.answer).size !== q.answer.length) at(`answer ${JSON.stringify(q.answer)} is not a set of choices`);
      break;
    case 'computed': {
      if (new Set(q.choices).size !== q.choices.length) at('two choices are the same number');
      try {
        const { value, correct } = checkComputed(q);
        if (correct.length !== 1) at(`the calculator gives ${value}, which ${correct.length ? 'several choices are' : 'no choice is'}`);
        else if (correct[0] !== q.answer) at(`the calculator gives ${value} (choice ${correct[0]}), but the answer given is choice ${q.answer} (${q.choices[q.answer]})`);
      } catch (e) {
        at(`the case cannot be worked out: ${describe(e)}`);
      }
      for (const n of statedNumbers(q.case))
        for (const l of locales) if (!new RegExp(`(?<![\\d.,])${n}(?![\\d])`).test(q.prompt[l]!)) at(`${l} prompt does not state the case's number ${n}`);
      break;
    }
    default:
      break;
  }
  return problems;
}

/** A file of the bank read by its schema: Laws questions, or a part's regulation questions. */
export function parseExamFile(data: unknown) {
  if (isRegulationFile(data)) {
    const r = regulationFileSchema.safeParse(data);
    return r.success ? { ok: true as const, laws: [], regulation: r.data.questions, part: r.data.part } : { ok: false as const, issues: r.error.issues };
  }
  const r = examFileSchema.safeParse(data);
  return r.success ? { ok: true as const, laws: r.data.questions, regulation: [], part: 'laws' as const } : { ok: false as const, issues: r.error.issues };
}

/** Every file, then the bank as a whole (ids unique across files). */
export function validateBank(files: { name: string; data: unknown }[]): { problems: string[]; questions: ExamQuestion[]; regulation: (RegulationQuestion & { part: Exclude<ExamPart, 'laws'> })[] } {
  const problems: string[] = [];
  const questions: ExamQuestion[] = [];
  const regulation: (RegulationQuestion & { part: Exclude<ExamPart, 'laws'> })[] = [];
  for (const f of files) {
    if (isRegulationFile(f.data)) {
      const parsed = parseExamFile(f.data);
      if (!parsed.ok) {
        problems.push(...parsed.issues.slice(0, 10).map((i) => `${f.name}: schema: ${i.path.join('.')}: ${i.message}`));
        continue;
      }
      const part = parsed.part as Exclude<ExamPart, 'laws'>;
      for (const q of parsed.regulation) problems.push(...validateRegulationQuestion(q, part).map((p) => `${f.name}: ${p}`));
      regulation.push(...parsed.regulation.map((q) => ({ ...q, part })));
      continue;
    }
    const parsed = examFileSchema.safeParse(f.data);
    if (!parsed.success) {
      problems.push(...parsed.error.issues.slice(0, 10).map((i) => `${f.name}: schema: ${i.path.join('.')}: ${i.message}`));
      continue;
    }
    for (const q of parsed.data.questions) problems.push(...validateQuestion(q).map((p) => `${f.name}: ${p}`));
    questions.push(...parsed.data.questions);
  }
  const seen = new Set<string>();
  for (const q of [...questions, ...regulation]) {
    if (seen.has(q.id)) problems.push(`question id "${q.id}" is used twice`);
    seen.add(q.id);
  }
  return { problems, questions, regulation };
}

// A written ruling as the page shows it in one edition and language: the case, its diagram (the position before the
// last event, from the engine; or the position the ruling shows where the engine has nothing to rule), and the model
// answer of that edition, each element with its marks and its paragraphs printed and linked in that edition's
// numbering. Server-only (it reads the corpus and runs the engine).
import { caseLabHref } from '@/lib/cases/linkQuery';
import type { Edition } from '@/lib/editions';
import type { Locale } from '@/lib/languages';
import { citationSegments } from '@/lib/laws/citation';
import { articlesFor, paragraphHref } from '@/lib/laws/pages';
import { examTopicOf } from './bank';
import { machineMarks, type AnswerKey } from './partMarks';
import { rulingKey } from './rulingKey';
import { rulingBank } from './rulingBank';
import { elementsIn } from './rulingMarks';
import type { WrittenRuling } from './rulingSchema';
import { ruleRulingCase } from './rulingValidate';
import type { ShowWords } from './show';
import { renderExamParts, renderExamText } from './text';
import type { TextPart } from './textParts';

export interface ShownElement {
  id: string;
  marks: number;
  text: TextPart[];
  refs: { label: string; href?: string }[];
  /** the element states the decision the machine marks (decision, clock, result): not ticked by the candidate */
  machine?: true;
}

export interface ShownRuling {
  id: string;
  /** the exam topic: a lesson slug */
  topic: string;
  difficulty: 1 | 2 | 3;
  modes: readonly ('standard' | 'rapid' | 'blitz')[];
  prompt: string;
  fen?: string;
  fenLabel?: string;
  /** the model answer in this edition */
  elements: ShownElement[];
  /** what the machine marks the decision, clock, result and articles against (rulingKey.ts) */
  key: AnswerKey;
  /** every part's marks: the machine's and the written reason's (the elements not marked by the machine) */
  marks: number;
  note?: TextPart[];
  /** the board case in the case lab, every edition's ruling side by side: shown once the answer is marked */
  lab?: string;
}

export function showRuling(r: WrittenRuling, edition: Edition, locale: Locale, words: Pick<ShowWords, 'position'>): ShownRuling {
  const key = rulingKey(r, edition, locale);
  const elements = elementsIn(r.elements, edition).map((e) => {
    const ids = articlesFor(e.articles, edition) ?? [];
    return {
      id: e.id,
      marks: e.marks,
      text: renderExamParts(e.text[locale], locale, edition),
      refs: ids.length ? citationSegments(edition, ids, locale).map((s) => ({ label: s.text, ...(s.id ? { href: paragraphHref(locale, edition, s.id) } : {}) })) : [],
      ...(e.claim && key.decision ? { machine: true as const } : {}),
    };
  });
  const fen = r.case ? ruleRulingCase(r, edition).fen : r.position?.fen;
  return {
    id: r.id,
    topic: examTopicOf(r)!,
    difficulty: r.difficulty,
    modes: r.modes,
    prompt: renderExamText(r.prompt[locale], locale, edition),
    ...(fen ? { fen, fenLabel: words.position(fen) } : {}),
    elements,
    key,
    marks: machineMarks(key) + elements.filter((e) => !e.machine).reduce((n, e) => n + e.marks, 0),
    ...(r.note ? { note: renderExamParts(r.note[locale], locale, edition) } : {}),
    ...(r.case ? { lab: caseLabHref(locale, r.case) } : {}),
  };
}

/** Every written ruling that holds in the edition, shown in the language. */
export const rulingsForExam = (edition: Edition, locale: Locale, words: Pick<ShowWords, 'position'>): ShownRuling[] =>
  rulingBank()
    .filter((r) => r.editions.includes(edition))
    .map((r) => showRuling(r, edition, locale, words));

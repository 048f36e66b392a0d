// A question as the exam page shows it in one edition and language: plain data, ready for the browser, with the
// answer resolved for that edition (board questions: by the rules engine at build time) and its references printed
// and linked in that edition's numbering. Server-only (it reads the corpus and runs the engine).
import { caseLabHref } from '@/lib/cases/linkQuery';
import type { Edition } from '@/lib/editions';
import { languageTag, type Locale } from '@/lib/languages';
import { formatNumber } from './feedback';
import { lessons, lessonParts } from '@/lib/content/lessons';
import { citationSegments } from '@/lib/laws/citation';
import { articlesFor, paragraphHref } from '@/lib/laws/pages';
import { ruleBoardQuestion } from './board';
import { examBank, examTopicOf } from './bank';
import type { ExamPart, ExamQuestion } from './schema';
import { showRegulationQuestion, type CaseTable, type CaseWords } from './regulationShow';
import { regulationBank } from './bank';
import { renderExamParts, renderExamText, topicCitation } from './text';
import type { TextPart } from './textParts';
import { answerIn } from './validate';

export interface ShownQuestion {
  id: string;
  kind: ExamQuestion['kind'] | 'computed';
  /** the part of the exam: the Laws, tournaments or ratings and titles */
  part: ExamPart;
  /** the exam topic: a lesson slug (Laws), or the regulation a regulation question is about ("c07") */
  topic: string;
  difficulty: 1 | 2 | 3;
  modes: readonly ('standard' | 'rapid' | 'blitz')[];
  prompt: string;
  /** the choices to pick from; empty for numeric questions (true/false: the page's words for true and false) */
  choices: string[];
  /** the right choices' indices; for numeric questions, empty */
  answer: number[];
  /** numeric questions: the number and its unit */
  value?: number;
  /** numeric questions: the number as the reader's language writes it ("0,5" in Portuguese and Galician) */
  valueText?: string;
  /** numeric questions: the reader's language's tag, to write a typed answer the same way */
  numberTag?: string;
  unit?: string;
  /** why, each reference printed and linked in the edition it names (the edition shown unless pinned) */
  explanation: TextPart[];
  /** the references, in that edition's words, linked to the paragraphs */
  refs: { label: string; href?: string }[];
  lesson?: { title: string; href: string };
  /** regulation questions: the text they are about, linked to its page, instead of a lesson */
  source?: { title: string; href: string };
  /** computed questions: the case's data (a crosstable, the games of a rating case) */
  table?: CaseTable;
  /** board questions: the position before the event ruled on, and that position in words */
  fen?: string;
  fenLabel?: string;
  /** board questions: the case in the case lab (/{locale}/cases/?case=…), every edition's ruling side by side */
  lab?: string;
}

/** How the page words a question's parts that are not in the bank: true/false, and a position for a screen reader. */
export interface ShowWords {
  true: string;
  false: string;
  position: (fen: string) => string;
  /** the words of a computed question's table, and its caption by calculator */
  caseWords?: CaseWords;
  caseCaption?: (calc: string) => string;
}

const isNumber = (x: unknown): x is number => typeof x === 'number';
const isBoolean = (x: unknown): x is boolean => typeof x === 'boolean';
const isList = (x: unknown): x is number[] => Array.isArray(x);

export function showQuestion(q: ExamQuestion, edition: Edition, locale: Locale, words: ShowWords): ShownQuestion {
  const r = (t: Record<Locale, string>) => renderExamText(t[locale], locale, edition);
  const slug = examTopicOf(q)!;
  const lesson = lessons.find((l) => l.slug === slug)!;
  const part = lessonParts(lesson, edition)[0] ?? lesson.part;
  const ids = articlesFor([...q.topics, ...(q.editionTopics?.[edition] ?? [])], edition) ?? [];
  const base = {
    id: q.id,
    kind: q.kind,
    part: 'laws' as const,
    topic: slug,
    difficulty: q.difficulty,
    modes: q.modes,
    prompt: r(q.prompt),
    explanation: renderExamParts(q.explanation[locale], locale, edition),
    refs: citationSegments(edition, ids, locale).map((s) => ({ label: s.text, ...(s.id ? { href: paragraphHref(locale, edition, s.id) } : {}) })),
    lesson: { title: lesson.title[locale], href: `/${locale}/laws/${edition}/${part}/#lesson-title` },
  };
  switch (q.kind) {
    case 'single':
      return { ...base, choices: q.choices.map(r), answer: [answerIn(q.answer, edition, isNumber)!] };
    case 'multiple':
      return { ...base, choices: q.choices.map(r), answer: [...answerIn(q.answer, edition, isList)!].sort((a, b) => a - b) };
    case 'true-false':
      return { ...base, choices: [words.true, words.false], answer: [answerIn(q.answer, edition, isBoolean) ? 0 : 1] };
    case 'article':
      return { ...base, choices: q.choices.map((t) => topicCitation(t, edition, locale)!), answer: [q.answer] };
    case 'numeric': {
      const value = answerIn(q.answer, edition, isNumber)!;
      return { ...base, choices: [], answer: [], value, valueText: formatNumber(value, languageTag(locale)), numberTag: languageTag(locale), unit: q.unit };
    }
    case 'board': {
      const { correct, fen } = ruleBoardQuestion(q, edition);
      return { ...base, choices: q.choices.map((c) => r(c.text)), answer: q.choices.flatMap((c, i) => (correct.includes(c.id) ? [i] : [])), fen, fenLabel: words.position(fen), lab: caseLabHref(locale, q.case) };
    }
  }
}

/** Every question that holds in the edition, shown in the language, then every regulation question (in no edition). */
export function questionsForExam(edition: Edition, locale: Locale, words: ShowWords): ShownQuestion[] {
  return [
    ...examBank()
      .filter((q) => q.editions.includes(edition))
      .map((q) => showQuestion(q, edition, locale, words)),
    ...regulationBank().map((q) => showRegulationQuestion(q, locale, words)),
  ];
}

// The FA exam mode's paper: what the FIDE Arbiter exam asks, as a pure function of what the bank holds and a seed.
// The Laws in force (2023) as short questions and written rulings, and, when the bank holds questions on the other
// parts of the course (tournaments, ratings, titles), enough of them for the Laws to carry about 55 % of the marks;
// four hours by default, 80 % of the marks to pass (issue 24 §3). Marks, not question counts: a question is worth
// 1 mark, a written ruling the marks of its model answer.
import { pickExam, seeded } from './pick';

export const FA_EXAM = {
  edition: '2023',
  minutes: 240,
  passMark: 80,
  /** the share of the marks on the Laws when other parts can be asked */
  lawsShare: 0.55,
  lawsQuestions: 20,
  rulings: 5,
} as const;

export const FA_PARTS = ['laws-questions', 'laws-rulings', 'other-questions'] as const;
export type FaPart = (typeof FA_PARTS)[number];

export interface FaPaper {
  /** short questions on the Laws */
  questions: string[];
  /** written rulings on the Laws */
  rulings: string[];
  /** short questions on the other parts of the course (empty while the bank has none) */
  others: string[];
}

interface Drawable {
  id: string;
  topic: string;
  difficulty?: number;
}

/**
 * Draws a paper: `lawsTopics` are the exam topics (lessons) of the Laws; questions on any other topic belong to the
 * other parts. The rulings are drawn across topics like the questions, so five rulings touch five topics.
 */
export function drawFaPaper(questions: readonly Drawable[], rulings: readonly (Drawable & { marks: number })[], opts: { seed: number; lawsTopics: readonly string[] }): FaPaper {
  const laws = new Set(opts.lawsTopics);
  const lawsQuestions = pickExam(questions.filter((q) => laws.has(q.topic)), { size: FA_EXAM.lawsQuestions, seed: opts.seed });
  const drawnRulings = pickExam(rulings, { size: FA_EXAM.rulings, seed: Math.floor(seeded(opts.seed)() * 2 ** 31) });
  const lawsMarks = lawsQuestions.length + drawnRulings.reduce((n, r) => n + r.marks, 0);
  const othersWanted = Math.round((lawsMarks * (1 - FA_EXAM.lawsShare)) / FA_EXAM.lawsShare);
  const others = pickExam(questions.filter((q) => !laws.has(q.topic)), { size: othersWanted, seed: opts.seed + 1 });
  return { questions: lawsQuestions.map((q) => q.id), rulings: drawnRulings.map((r) => r.id), others: others.map((q) => q.id) };
}

export interface PartMarks {
  part: FaPart;
  got: number;
  total: number;
}

/** The result sheet: marks per part (parts with nothing asked left out), the total, the percentage and the verdict. */
export function faResult(parts: PartMarks[], passMark: number = FA_EXAM.passMark) {
  const asked = parts.filter((p) => p.total > 0);
  const got = asked.reduce((n, p) => n + p.got, 0);
  const total = asked.reduce((n, p) => n + p.total, 0);
  const percent = total ? Math.round((1000 * got) / total) / 10 : 0;
  return { parts: asked, got, total, percent, passed: total > 0 && (100 * got) / total >= passMark };
}

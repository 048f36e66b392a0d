// An FA exam in progress, as it is kept in the browser so that a four-hour exam survives a reload, a closed tab or a
// lost connection: the paper drawn, every answer and written ruling so far, the elements ticked when marking, and the
// time used. The clock counts only while the exam is open (time used is added up tick by tick), so it resumes with
// the time that was left. What is stored is untrusted: it is read with a schema, and anything that fails gives a
// clear message and a fresh start (parseFaSession), never a crash. Pure: the storage is lib/exam/progress.ts's.
import * as z from 'zod/mini';
import type { FaPaper } from './faPaper';

export const FA_SESSION_FORMAT = 'fide-laws-course.fa-exam';

const answer = z.union([z.object({ choices: z.array(z.number()) }), z.object({ value: z.string() })]);
const ids = z.array(z.string());
/** a written ruling's machine-marked parts as answered (lib/exam/partMarks.ts PartsAnswer) */
const partsAnswer = z.object({
  decision: z.optional(z.string()),
  clock: z.optional(z.object({ white: z.optional(z.string()), black: z.optional(z.string()) })),
  result: z.optional(z.string()),
  articles: z.optional(ids),
});
const sessionSchema = z.object({
  format: z.literal(FA_SESSION_FORMAT),
  version: z.literal(1),
  edition: z.string(),
  seed: z.number(),
  minutes: z.number().check(z.positive()),
  questions: ids,
  rulings: ids,
  others: ids,
  /** short questions: the answer given */
  answers: z.record(z.string(), answer),
  /** written rulings: the candidate's text */
  written: z.record(z.string(), z.string()),
  /** written rulings: the parts the machine marks (absent in an exam begun before they existed) */
  parts: z.optional(z.record(z.string(), partsAnswer)),
  /** written rulings: the model answer's elements the candidate ticked when marking */
  ticks: z.record(z.string(), ids),
  /** sitting the exam, or marking the written rulings after handing in */
  phase: z.enum(['sitting', 'marking']),
  /** milliseconds used so far */
  usedMs: z.number().check(z.nonnegative()),
  timeUp: z.boolean(),
  startedAt: z.string(),
});

export type FaSession = z.infer<typeof sessionSchema>;
export type FaAnswer = z.infer<typeof answer>;

export function newFaSession(paper: FaPaper, opts: { edition: string; seed: number; minutes: number; at: Date }): FaSession {
  return { format: FA_SESSION_FORMAT, version: 1, edition: opts.edition, seed: opts.seed, minutes: opts.minutes, ...paper, answers: {}, written: {}, parts: {}, ticks: {}, phase: 'sitting', usedMs: 0, timeUp: false, startedAt: opts.at.toISOString() };
}

/** A stored exam read back: none stored, the exam, or a record that cannot be used (damaged, or another version). */
export function parseFaSession(raw: string | null): { session: FaSession } | { problem: 'damaged' } | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { problem: 'damaged' };
  }
  const parsed = sessionSchema.safeParse(data);
  if (!parsed.success || parsed.data.usedMs > parsed.data.minutes * 60_000 + 60_000) return { problem: 'damaged' };
  return { session: parsed.data };
}

/** The paper's ids all exist in what the page has loaded (a newer build may have dropped one). */
export const paperIsComplete = (s: FaSession, questionIds: ReadonlySet<string>, rulingIds: ReadonlySet<string>) =>
  [...s.questions, ...s.others].every((id) => questionIds.has(id)) && s.rulings.every((id) => rulingIds.has(id));

export const timeLeftMs = (s: FaSession) => Math.max(0, s.minutes * 60_000 - s.usedMs);

/** The session after `ms` more of sitting; when the time runs out it is handed in (marking). */
export function spend(s: FaSession, ms: number): FaSession {
  if (s.phase !== 'sitting' || ms <= 0) return s;
  const usedMs = Math.min(s.minutes * 60_000, s.usedMs + ms);
  return usedMs >= s.minutes * 60_000 ? { ...s, usedMs, phase: 'marking', timeUp: true } : { ...s, usedMs };
}

export const handIn = (s: FaSession): FaSession => ({ ...s, phase: 'marking' });

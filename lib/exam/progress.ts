// The reader's progress, kept in this browser only: lessons opened, "check yourself" answers, exam practice and mock
// exams. The only code that touches localStorage; one versioned key. What is stored is untrusted (another version of
// the course, a hand edit, a broken write): it is read with a schema, and anything that fails is set aside with a
// notice for the reader, never a crash. React reads it with useSyncExternalStore (subscribe / getSnapshot /
// getServerSnapshot: every page is prerendered with no progress).
import * as z from 'zod/mini';
import { emptyProgress } from './emptyProgress';
import { reviewItemSchema, scheduleAnswer, type Reviews } from './review';

export const PROGRESS_KEY = 'fide-laws-course.progress.v1';
/** Where a record that could not be read is set aside, so a reader can still recover it by hand. */
export const SET_ASIDE_KEY = 'fide-laws-course.progress.unreadable';
/** Why it was set aside ("corrupt" or "old"): the notice stays on every page until the reader dismisses it. */
export const NOTICE_KEY = 'fide-laws-course.progress.notice';
/** Keys of earlier versions of the record (none was ever released; listed here as they are added). */
const OLD_KEYS: readonly string[] = ['fide-laws-course.progress'];
const MAX_EXAMS = 20;

const answer = z.object({ right: z.boolean(), at: z.string() });
const exam = z.object({
  edition: z.string(),
  mode: z.enum(['practice', 'mock', 'fa']),
  right: z.number(),
  total: z.number(),
  passMark: z.number(),
  seconds: z.number(),
  at: z.string(),
  wrong: z.array(z.string()),
});
/** The last FA exam's result sheet: marks per part, the total and the pass mark (kept apart from the capped list). */
const faResultSchema = z.object({
  edition: z.string(),
  at: z.string(),
  got: z.number().check(z.nonnegative()),
  total: z.number().check(z.positive()),
  passMark: z.number(),
  seconds: z.number(),
  parts: z.array(z.object({ part: z.string(), got: z.number(), total: z.number() })),
});

const progressSchema = z.object({
  version: z.literal(1),
  /** lesson slug -> when it was last opened */
  lessons: z.record(z.string(), z.string()),
  /** "check yourself" question id -> the last answer */
  quizzes: z.record(z.string(), answer),
  /** exam question id -> the last answer in practice or a mock exam */
  exam: z.record(z.string(), answer),
  /** finished exams and practice rounds, newest first */
  exams: z.array(exam),
  /** what was missed, scheduled to come back (lib/exam/review.ts); absent until the first miss */
  reviews: z.optional(z.record(z.string(), reviewItemSchema)),
  /** first steps: level id -> the most stars earned (1–3); absent until the first level is done */
  firstSteps: z.optional(z.record(z.string(), z.union([z.literal(1), z.literal(2), z.literal(3)]))),
  /** the last FA exam sat to the end; absent until then (and in files saved before it was kept) */
  lastFa: z.optional(faResultSchema),
});

export type Progress = z.infer<typeof progressSchema>;
export type ExamRecord = z.infer<typeof exam>;
export type FaResultRecord = z.infer<typeof faResultSchema>;
/** Why the stored record was not used: it could not be read, or it came from another version. */
export type Recovery = 'corrupt' | 'old' | null;

export { emptyProgress };

/** Reads a stored value; pure, so it is tested without a browser. */
export function parseProgress(raw: string | null): { progress: Progress; recovery: Recovery } {
  if (raw === null) return { progress: emptyProgress(), recovery: null };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { progress: emptyProgress(), recovery: 'corrupt' };
  }
  const parsed = progressSchema.safeParse(data);
  if (parsed.success) return { progress: parsed.data, recovery: null };
  const version = typeof data === 'object' && data !== null && 'version' in data ? (data as { version: unknown }).version : undefined;
  return { progress: emptyProgress(), recovery: typeof version === 'number' && version !== 1 ? 'old' : 'corrupt' };
}

interface Snapshot {
  progress: Progress;
  recovery: Recovery;
}

const serverSnapshot: Snapshot = { progress: emptyProgress(), recovery: null };
let snapshot: Snapshot | undefined;
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled by the browser's settings
  }
}

function load(): Snapshot {
  const store = storage();
  if (!store) return serverSnapshot;
  let raw = store.getItem(PROGRESS_KEY);
  let old = false;
  if (raw === null) {
    const oldKey = OLD_KEYS.find((k) => store.getItem(k) !== null);
    if (oldKey) {
      raw = store.getItem(oldKey);
      store.removeItem(oldKey);
      old = true;
    }
  }
  const read = parseProgress(raw);
  const recovery: Recovery = old ? 'old' : read.recovery;
  if (recovery && raw !== null) {
    try {
      store.setItem(SET_ASIDE_KEY, raw);
      store.setItem(NOTICE_KEY, recovery);
      store.setItem(PROGRESS_KEY, JSON.stringify(read.progress));
    } catch {
      // a full or read-only storage: the reader still gets the notice and an empty record
    }
  }
  const notice = store.getItem(NOTICE_KEY);
  return { progress: read.progress, recovery: recovery ?? (notice === 'corrupt' || notice === 'old' ? notice : null) };
}

export function getSnapshot(): Snapshot {
  snapshot ??= load();
  return snapshot;
}

export const getServerSnapshot = (): Snapshot => serverSnapshot;

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change reaches this one through the storage event.
  const onStorage = (e: StorageEvent) => {
    if (e.key === PROGRESS_KEY || e.key === NOTICE_KEY || e.key === null) {
      snapshot = undefined;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function save(next: Progress, recovery: Recovery = getSnapshot().recovery) {
  snapshot = { progress: next, recovery };
  try {
    storage()?.setItem(PROGRESS_KEY, JSON.stringify(next));
  } catch {
    // storage full or disabled: progress lives on for this page only
  }
  for (const l of listeners) l();
}

const now = () => new Date().toISOString();

export function recordLessonVisit(slug: string) {
  const p = getSnapshot().progress;
  save({ ...p, lessons: { ...p.lessons, [slug]: now() } });
}

export function recordQuizAnswer(id: string, right: boolean, lesson?: string) {
  const p = getSnapshot().progress;
  const at = new Date();
  const reviews = lesson ? scheduleAnswer(p.reviews ?? {}, { kind: 'quiz', id, lesson }, right, at) : p.reviews;
  save({ ...p, quizzes: { ...p.quizzes, [id]: { right, at: at.toISOString() } }, ...(reviews ? { reviews } : {}) });
}

/** A finished exam or practice round, with the answer to each of its questions; an FA exam with its marks per part. */
export function recordExam(record: Omit<ExamRecord, 'at'>, answers: Record<string, boolean>, faParts?: FaResultRecord['parts']) {
  const p = getSnapshot().progress;
  const when = new Date();
  const at = when.toISOString();
  const exam = { ...p.exam, ...Object.fromEntries(Object.entries(answers).map(([id, right]) => [id, { right, at }])) };
  let reviews: Reviews = p.reviews ?? {};
  for (const [id, right] of Object.entries(answers)) reviews = scheduleAnswer(reviews, { kind: 'exam', id, edition: record.edition }, right, when);
  const lastFa: FaResultRecord | undefined =
    record.mode === 'fa' && record.total > 0
      ? { edition: record.edition, at, got: record.right, total: record.total, passMark: record.passMark, seconds: record.seconds, parts: faParts ?? [] }
      : p.lastFa;
  save({ ...p, exam, exams: [{ ...record, at }, ...p.exams].slice(0, MAX_EXAMS), ...(Object.keys(reviews).length ? { reviews } : {}), ...(lastFa ? { lastFa } : {}) });
}

/** A first-steps level done with `stars` stars: the best ever is kept. */
export function recordStars(level: string, stars: 1 | 2 | 3) {
  const p = getSnapshot().progress;
  if ((p.firstSteps?.[level] ?? 0) >= stars) return;
  save({ ...p, firstSteps: { ...p.firstSteps, [level]: stars } });
}

/** The name of a saved progress file's format: a file without it is not one. */
export const PROGRESS_FILE_FORMAT = 'fide-laws-course.progress-file';
/** Version 2 may hold the last FA exam's result (`lastFa`); a version 1 file (without it) still opens. */
export const PROGRESS_FILE_VERSION = 2;
const progressFileSchema = z.object({ format: z.literal(PROGRESS_FILE_FORMAT), version: z.union([z.literal(1), z.literal(2)]), savedAt: z.string(), progress: progressSchema });

/** The progress as a file to keep or to open on another device: versioned, the record inside as stored. */
export function progressFile(progress: Progress, at: Date): string {
  return `${JSON.stringify({ format: PROGRESS_FILE_FORMAT, version: PROGRESS_FILE_VERSION, savedAt: at.toISOString(), progress }, null, 1)}\n`;
}

/** Why a file could not be opened: not a progress file (or damaged), or one from a newer version of the course. */
export type FileProblem = 'damaged' | 'newer';

/** Reads a progress file; pure, so it is tested without a browser. */
export function readProgressFile(text: string): { progress: Progress } | { problem: FileProblem } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { problem: 'damaged' };
  }
  const parsed = progressFileSchema.safeParse(data);
  if (parsed.success) return { progress: parsed.data.progress };
  const d = data as { format?: unknown; version?: unknown } | null;
  const newer = typeof d === 'object' && d !== null && d.format === PROGRESS_FILE_FORMAT && typeof d.version === 'number' && d.version > PROGRESS_FILE_VERSION;
  return { problem: newer ? 'newer' : 'damaged' };
}

/** The current progress as a file's text. */
export const saveProgressFile = () => progressFile(getSnapshot().progress, new Date());

/** Opens a progress file in place of this browser's progress; a file that cannot be read changes nothing. */
export function openProgressFile(text: string): { ok: true } | { ok: false; problem: FileProblem } {
  const read = readProgressFile(text);
  if ('problem' in read) return { ok: false, problem: read.problem };
  save(read.progress, null);
  try {
    storage()?.removeItem(NOTICE_KEY);
  } catch {
    // nothing stored
  }
  return { ok: true };
}

/** The reader has read the notice about a recovered record: stop showing it. */
export function dismissRecovery() {
  try {
    storage()?.removeItem(NOTICE_KEY);
  } catch {
    // nothing stored
  }
  save(getSnapshot().progress, null);
}

export function forgetProgress() {
  const store = storage();
  try {
    store?.removeItem(PROGRESS_KEY);
    store?.removeItem(SET_ASIDE_KEY);
    store?.removeItem(NOTICE_KEY);
  } catch {
    // nothing stored to forget
  }
  snapshot = { progress: emptyProgress(), recovery: null };
  for (const l of listeners) l();
}

/** Where an FA exam in progress is kept (lib/exam/faSession.ts reads it), apart from the progress record. */
export const FA_SESSION_KEY = 'fide-laws-course.fa-exam.v1';

/** The stored FA exam in progress, as text (null: none, or no storage). */
export function readFaSession(): string | null {
  try {
    return storage()?.getItem(FA_SESSION_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Keeps the FA exam in progress; false when the browser refuses (storage full or disabled). */
export function writeFaSession(text: string): boolean {
  try {
    const store = storage();
    store?.setItem(FA_SESSION_KEY, text);
    return !!store;
  } catch {
    return false;
  }
}

export function clearFaSession() {
  try {
    storage()?.removeItem(FA_SESSION_KEY);
  } catch {
    // nothing stored
  }
}

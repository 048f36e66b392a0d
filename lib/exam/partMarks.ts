// Marking a written ruling answered in parts: the decision (a code of the engine's vocabulary), the clock changes
// (seconds added to or taken off each player), the result, the articles (citations in the edition shown) and the
// written reason. The machine marks the first four against the key the build derived from the engine and the
// alignment (rulingKey.ts); the candidate marks the reason by ticking the elements of the model answer it holds.
// Pure and free of the schema library, so the browser reads it cheaply.
import { scoreTicks, type MarkedElement } from './rulingMarks';

/** The decisions a candidate chooses from: every one a key of the bank uses (content/rulings.test.ts), and their neighbours. */
export const DECISION_CHOICES = [
  'illegal-move',
  'illegal-move-game-lost',
  'illegal-move-game-drawn',
  'illegal-move-stands',
  'illegal-move-not-completed',
  'pawn-promoted-to-queen',
  'promotion',
  'touch-move-obligation',
  'touch-move-violation',
  'move-refused',
  'flag-fall-loss',
  'flag-fall-draw',
  'both-flags-continue',
  'both-flags-draw',
  'game-already-over',
  'agreement-invalid',
  'claim-correct',
  'claim-incorrect',
] as const;

export const RESULT_CHOICES = ['1-0', '0-1', '1/2-1/2', 'continues'] as const;
export type ResultChoice = (typeof RESULT_CHOICES)[number];

export const PART_MARKS = { decision: 1, clock: 1, result: 1, articles: 1 } as const;

/** What the machine marks against, in one edition. Parts the case cannot decide are absent. */
export interface AnswerKey {
  /** the engine's decisions on the event: any one of them is right */
  decision?: string[];
  /** seconds added (+) or taken off (−) each player's clock */
  clock?: { white: number; black: number };
  result?: ResultChoice;
  /** the citations to offer (right ones and neighbours), and the right ones */
  articles: { options: string[]; key: string[] };
}

/** The candidate's answer to the machine-marked parts; anything left out is unanswered. */
export interface PartsAnswer {
  decision?: string;
  /** minutes, as typed (one empty beside a number: unchanged; both empty: unanswered) */
  clock?: { white?: string; black?: string };
  result?: string;
  articles?: string[];
}

export type PartName = 'decision' | 'clock' | 'result' | 'articles' | 'reason';
export type Verdict = 'right' | 'partial' | 'wrong';

export interface PartMark {
  part: PartName;
  got: number;
  total: number;
  verdict: Verdict;
}

const verdict = (got: number, total: number): Verdict => (got >= total ? 'right' : got > 0 ? 'partial' : 'wrong');

/** Minutes typed ("2", "-1", "1,5", "") as seconds; undefined when it is not a number. */
export function minutesToSeconds(typed: string | undefined): number | undefined {
  const t = (typed ?? '').trim().replace(',', '.').replace('−', '-');
  if (!t) return 0;
  if (!/^[+-]?\d+(\.\d+)?$/.test(t)) return undefined;
  return Math.round(Number(t) * 60);
}

/** Whether a typed clock change can be read (the form says so before marking). */
export const clockTypedOk = (typed: string | undefined) => minutesToSeconds(typed) !== undefined;

/** Both clock fields left blank: the part is not answered (a blank one beside a number means "unchanged"). */
export const clockBlank = (typed: PartsAnswer['clock']) => !typed?.white?.trim() && !typed?.black?.trim();

function markClock(key: { white: number; black: number }, typed: PartsAnswer['clock']): number {
  // "no change" must be said (a 0), or a ruling whose clocks stay as they are would give its mark for nothing
  if (clockBlank(typed)) return 0;
  const right = (['white', 'black'] as const).filter((c) => minutesToSeconds(typed?.[c]) === key[c]);
  if (right.length === 2) return PART_MARKS.clock;
  // half: the player whose clock changes is right (a blank for the other would otherwise earn it for nothing)
  return right.length === 1 && key[right[0]!] !== 0 ? PART_MARKS.clock / 2 : 0;
}

function markArticles(key: AnswerKey['articles'], picked: readonly string[] = []): number {
  const want = new Set(key.key);
  const set = new Set(picked.filter((p) => key.options.includes(p)));
  const hits = [...set].filter((p) => want.has(p)).length;
  const wrong = set.size - hits;
  if (hits === want.size && wrong === 0) return PART_MARKS.articles;
  // half: some right and fewer wrong picks than right ones (ticking everything earns nothing)
  return hits > 0 && wrong < hits ? PART_MARKS.articles / 2 : 0;
}

/** Marks per part: the machine's for decision, clock, result and articles, the candidate's ticks for the reason. */
export function markParts(key: AnswerKey, answer: PartsAnswer, reason: { elements: readonly MarkedElement[]; ticks: readonly string[] }): PartMark[] {
  const out: PartMark[] = [];
  const push = (part: PartName, got: number, total: number) => out.push({ part, got, total, verdict: verdict(got, total) });
  if (key.decision) push('decision', answer.decision && key.decision.includes(answer.decision) ? PART_MARKS.decision : 0, PART_MARKS.decision);
  if (key.clock) push('clock', markClock(key.clock, answer.clock), PART_MARKS.clock);
  if (key.result) push('result', answer.result === key.result ? PART_MARKS.result : 0, PART_MARKS.result);
  push('articles', markArticles(key.articles, answer.articles), PART_MARKS.articles);
  if (reason.elements.length) {
    const r = scoreTicks(reason.elements, reason.ticks);
    push('reason', r.got, r.total);
  }
  return out;
}

/** The marks a key's machine parts carry. */
export const machineMarks = (key: AnswerKey) =>
  (key.decision ? PART_MARKS.decision : 0) + (key.clock ? PART_MARKS.clock : 0) + (key.result ? PART_MARKS.result : 0) + PART_MARKS.articles;

export const sumMarks = (marks: readonly PartMark[]) => ({ got: marks.reduce((n, m) => n + m.got, 0), total: marks.reduce((n, m) => n + m.total, 0) });

/** A shown ruling marked: its key's parts by the machine, its other elements by the candidate's ticks. */
export const markRuling = (r: { key: AnswerKey; elements: readonly (MarkedElement & { machine?: true })[] }, answer: PartsAnswer, ticks: readonly string[]) =>
  markParts(r.key, answer, { elements: r.elements.filter((e) => !e.machine), ticks });

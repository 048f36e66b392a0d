// Review that comes back: every exam question and every "check yourself" question the reader gets wrong is given a
// spaced-repetition card (FSRS, by ts-fsrs), and comes back when the scheduler says it is due. A miss rates the card
// "Again"; a right answer to a question already under review rates it "Good", so it comes back later and later.
// Pure: the time is passed in, so the schedule is tested without a clock. What is due is read by ./reviewDue.
import { createEmptyCard, fsrs, Rating, State, type Card } from 'ts-fsrs';
import * as z from 'zod/mini';

/** A card as stored (dates as ISO strings); the fields are ts-fsrs's. */
const storedCard = z.object({
  due: z.string(),
  stability: z.number(),
  difficulty: z.number(),
  elapsed_days: z.number(),
  scheduled_days: z.number(),
  learning_steps: z.number(),
  reps: z.number(),
  lapses: z.number(),
  state: z.number(),
  last_review: z.optional(z.string()),
});

/** What comes back for review: an exam question (in the edition it was missed in) or a lesson's question. */
export const reviewItemSchema = z.object({
  kind: z.enum(['exam', 'quiz']),
  /** the question's id in the exam bank, or in its lesson's "check yourself" */
  id: z.string(),
  /** exam: the edition it was answered in; quiz: the lesson's slug */
  edition: z.optional(z.string()),
  lesson: z.optional(z.string()),
  card: storedCard,
});

export type ReviewItem = z.infer<typeof reviewItemSchema>;
export type Reviews = Record<string, ReviewItem>;

const scheduler = fsrs();

const toCard = (c: ReviewItem['card']): Card => ({ ...c, due: new Date(c.due), state: c.state as State, last_review: c.last_review ? new Date(c.last_review) : undefined });
const fromCard = (c: Card): ReviewItem['card'] => ({
  due: c.due.toISOString(),
  stability: c.stability,
  difficulty: c.difficulty,
  elapsed_days: c.elapsed_days,
  scheduled_days: c.scheduled_days,
  learning_steps: c.learning_steps,
  reps: c.reps,
  lapses: c.lapses,
  state: c.state,
  ...(c.last_review ? { last_review: c.last_review.toISOString() } : {}),
});

/** The key of a question in the reviews: exam questions and lesson questions have ids of their own. */
export const reviewKey = (item: Pick<ReviewItem, 'kind' | 'id' | 'lesson'>) => (item.kind === 'exam' ? `exam:${item.id}` : `quiz:${item.lesson ?? ''}:${item.id}`);

/** The reviews after an answer: a miss schedules the question (or reschedules it), a right answer moves it on. */
export function scheduleAnswer(reviews: Reviews, item: Omit<ReviewItem, 'card'>, right: boolean, at: Date): Reviews {
  const key = reviewKey(item);
  const existing = reviews[key];
  if (!existing && right) return reviews; // only what was missed comes back
  const card = existing ? toCard(existing.card) : createEmptyCard(at);
  const next = scheduler.next(card, at, right ? Rating.Good : Rating.Again).card;
  return { ...reviews, [key]: { ...item, card: fromCard(next) } };
}

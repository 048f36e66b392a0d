// What is due for review, read from the stored cards (lib/exam/review.ts schedules them). Apart from the scheduler
// and its schema, so the course home and the exam page show what is due without loading either.

/** A question under review as stored: its kind, id, edition (exam) or lesson (quiz), and its card's due date. */
export interface ReviewEntry {
  kind: 'exam' | 'quiz';
  id: string;
  edition?: string;
  lesson?: string;
  card: { due: string };
}

/** The end of the reader's day (local time): what is due by then is due today. */
function endOfDay(now: Date): number {
  const end = new Date(now);
  end.setHours(23, 59, 59, 999);
  return end.getTime();
}

/** The questions due today, soonest first. */
export function dueToday<R extends ReviewEntry>(reviews: Record<string, R>, now: Date): R[] {
  const end = endOfDay(now);
  return Object.values(reviews)
    .filter((r) => Date.parse(r.card.due) <= end)
    .sort((a, b) => Date.parse(a.card.due) - Date.parse(b.card.due));
}

/** When the next question not due today comes back, if any. */
export function nextDue(reviews: Record<string, ReviewEntry>, now: Date): Date | undefined {
  const end = endOfDay(now);
  const later = Object.values(reviews)
    .map((r) => Date.parse(r.card.due))
    .filter((t) => t > end)
    .sort((a, b) => a - b);
  return later.length ? new Date(later[0]!) : undefined;
}

'use client';
// What is due for review today (lib/exam/review.ts): the exam questions missed, by edition, with a link that practises
// them, and the lessons whose "check yourself" questions come back; when nothing is due, the date of the next review.
import { dueToday, nextDue, type ReviewEntry } from '@/lib/exam/reviewDue';
import type { LessonLink } from './ProgressPanel';
import { fill, type ExamStrings } from './strings';

export function ReviewPanel({ s, reviews, now, locale, lessons }: { s: ExamStrings['progress']; reviews: Record<string, ReviewEntry>; now: number; locale: string; lessons: LessonLink[] }) {
  if (!now || Object.keys(reviews).length === 0) return null;
  const due = dueToday(reviews, new Date(now));
  const next = nextDue(reviews, new Date(now));
  const exam = new Map<string, string[]>();
  for (const r of due.filter((x) => x.kind === 'exam')) exam.set(r.edition ?? '', [...(exam.get(r.edition ?? '') ?? []), r.id]);
  const examCount = [...exam.values()].reduce((n, ids) => n + ids.length, 0);
  const quizLessons = lessons.filter((l) => due.some((r) => r.kind === 'quiz' && r.lesson === l.slug));
  return (
    <div className="progress-review" data-due={due.length}>
      <h3>{s.reviewHeading}</h3>
      <p className="exam-hint">{s.reviewIntro}</p>
      {due.length === 0 && <p>{s.dueNone}</p>}
      {examCount > 0 && (
        <>
          <p>{examCount === 1 ? s.dueExamOne : fill(s.dueExam, { n: examCount })}</p>
          <ul className="progress-list">
            {[...exam.entries()].map(([year, ids]) => (
              <li key={year}>
                <a href={`/${locale}/exam/?edition=${year}&question=${ids.join(',')}`}>{fill(s.reviewExam, { year })}</a>
              </li>
            ))}
          </ul>
        </>
      )}
      {quizLessons.length > 0 && (
        <>
          <p>{s.dueQuiz}</p>
          <ul className="progress-list">
            {quizLessons.map((l) => (
              <li key={l.slug}>
                <a href={l.href}>{l.title}</a>
              </li>
            ))}
          </ul>
        </>
      )}
      {next && <p>{fill(s.dueNext, { date: next.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric' }) })}</p>}
    </div>
  );
}

'use client';
// The reader's progress as the course home and the exam page show it, with "forget my progress". Prerendered
// empty (the server has no progress); the browser fills it in. A record that could not be read is reported once.
import { useState } from 'react';
import { emptyProgress } from '@/lib/exam/emptyProgress';
import { fill, percent, type ExamStrings } from './strings';
import { useProgress } from './useProgress';

export function ProgressPanel({ s, lessonCount, locale }: { s: ExamStrings['progress']; lessonCount: number; locale: string }) {
  const loaded = useProgress();
  const { progress, recovery } = loaded?.snapshot ?? { progress: emptyProgress(), recovery: null };
  const [forgotten, setForgotten] = useState(false);
  const lessons = Object.keys(progress.lessons).length;
  const quizzes = Object.values(progress.quizzes).filter((a) => a.right).length;
  const practised = Object.values(progress.exam);
  const lastMock = progress.exams.find((e) => e.mode === 'mock');
  const empty = !lessons && !quizzes && !practised.length && !progress.exams.length;
  return (
    <section aria-labelledby="progress-title" className="progress-panel">
      <h2 id="progress-title">{s.heading}</h2>
      <div aria-live="polite">
        {recovery && (
          <p className="progress-notice" role="status">
            {recovery === 'old' ? s.recoveredOld : s.recoveredCorrupt}{' '}
            <button type="button" className="link-button" onClick={() => loaded?.api.dismissRecovery()}>
              {s.dismiss}
            </button>
          </p>
        )}
        {forgotten && empty && <p role="status">{s.forgotten}</p>}
      </div>
      <p className="exam-hint">{s.intro}</p>
      {!loaded ? null : empty ? (
        <p>{s.none}</p>
      ) : (
        <ul className="progress-list">
          <li>{fill(s.lessons, { n: lessons, total: lessonCount })}</li>
          {quizzes > 0 && <li>{fill(s.quizzes, { n: quizzes })}</li>}
          {practised.length > 0 && <li>{fill(s.practice, { n: practised.length, right: practised.filter((a) => a.right).length })}</li>}
          {lastMock && (
            <li>
              {fill(s.lastExam, {
                year: lastMock.edition,
                right: lastMock.right,
                total: lastMock.total,
                percent: percent(lastMock.right, lastMock.total),
                verdict: percent(lastMock.right, lastMock.total) >= lastMock.passMark ? s.verdictPassed : s.verdictFailed,
                date: new Date(lastMock.at).toLocaleDateString(locale),
              })}
            </li>
          )}
        </ul>
      )}
      <button
        type="button"
        className="button"
        disabled={!loaded || empty}
        onClick={() => {
          loaded?.api.forgetProgress();
          setForgotten(true);
        }}
      >
        {s.forget}
      </button>
    </section>
  );
}

'use client';
// The end of a practice round or a mock exam: the score (and, for a mock exam, pass or fail), how each topic went,
// and every mistake with the right answer, its explanation and its references, with "retry my mistakes".
import type { ShownQuestion } from '@/lib/exam/show';
import { Diagram } from './Diagram';
import { PASS_MARK, type Finished } from './run';
import { Explanation, answerText, isRight, rightAnswerText } from './ExamQuestion';
import { clockText } from './Timer';
import { fill, percent, type ExamStrings } from './strings';

// A topic's verdict: "to review" after any mistake; "strength" only when two or more questions were all right (one
// right answer says little); otherwise just "right".
function verdict(t: { right: number; total: number }, s: ExamStrings): string {
  if (t.right < t.total) return s.results.weak;
  return t.total >= 2 ? s.results.strong : s.results.right;
}

export function Results({
  result,
  topics,
  s,
  headingRef,
  onRetry,
  onAgain,
}: {
  result: Finished;
  topics: { slug: string; title: string }[];
  s: ExamStrings;
  headingRef: React.Ref<HTMLHeadingElement>;
  onRetry: (wrong: ShownQuestion[]) => void;
  onAgain: () => void;
}) {
  const { questions, answers } = result;
  const wrong = questions.filter((q) => !isRight(q, answers[q.id]));
  const right = questions.length - wrong.length;
  const score = percent(right, questions.length);
  const passed = score >= PASS_MARK;
  const byTopic = topics
    .map((t) => {
      const qs = questions.filter((q) => q.topic === t.slug);
      return { ...t, total: qs.length, right: qs.filter((q) => isRight(q, answers[q.id])).length };
    })
    .filter((t) => t.total > 0);
  return (
    <section className="exam-results" aria-labelledby="exam-results-title">
      <h2 id="exam-results-title" ref={headingRef} tabIndex={-1}>
        {s.results.heading}
      </h2>
      <p className="exam-hint">{result.part && result.part !== 'laws'
          ? fill(s.parts.summary, { mode: result.mode === 'mock' ? s.setup.mock : s.setup.practice, part: s.parts[result.part], total: questions.length })
          : fill(s.results.summary, { mode: result.mode === 'mock' ? s.setup.mock : s.setup.practice, year: result.edition, total: questions.length })}</p>
      {result.timeUp && <p className="exam-time-up">{s.mock.timeUp}</p>}
      {result.mode === 'mock' ? (
        <>
          <p className="exam-score">{fill(s.results.score, { right, total: questions.length, percent: score })}</p>
          <p className={passed ? 'exam-passed' : 'exam-failed'}>
            <strong>{fill(passed ? s.results.passed : s.results.failed, { pass: PASS_MARK })}</strong>
          </p>
        </>
      ) : (
        <p className="exam-score">{fill(s.results.practiceScore, { right, total: questions.length, percent: score })}</p>
      )}
      <p>{fill(s.results.timeUsed, { time: clockText(result.seconds) })}</p>

      <h3>{s.results.byTopic}</h3>
      <table className="exam-topics">
        <thead>
          <tr>
            <th scope="col">{s.results.topic}</th>
            <th scope="col">{s.results.rightOfTotal}</th>
            <th scope="col">
              <span className="visually-hidden">{`${s.results.strong} / ${s.results.weak}`}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {byTopic.map((t) => (
            <tr key={t.slug}>
              <th scope="row">{t.title}</th>
              <td>
                {t.right}/{t.total}
              </td>
              <td>{verdict(t, s)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3>{s.results.mistakes}</h3>
      {wrong.length === 0 ? (
        <p>{s.results.noMistakes}</p>
      ) : (
        <ol className="exam-review">
          {wrong.map((q) => (
            <li key={q.id} data-question={q.id}>
              <p className="exam-prompt">
                <span className="exam-question-number">{fill(s.question.number, { n: questions.indexOf(q) + 1, total: questions.length })}</span> {q.prompt}
              </p>
              {q.fen && <Diagram fen={q.fen} label={q.fenLabel ?? ''} />}
              <p className="exam-your-answer">{fill(s.results.yourAnswer, { answer: answerText(q, answers[q.id], s) })}</p>
              <p className="exam-right-answer">
                <strong>{fill(s.results.rightAnswer, { answer: rightAnswerText(q, s) })}</strong>
              </p>
              <Explanation q={q} s={s} />
            </li>
          ))}
        </ol>
      )}
      <details className="exam-all">
        <summary>{s.results.allQuestions}</summary>
        <ol className="exam-review exam-review-all">
          {questions.map((q, i) => (
            <li key={q.id} className={isRight(q, answers[q.id]) ? 'exam-was-right' : 'exam-was-wrong'}>
              <p className="exam-prompt">
                <span className="exam-question-number">{fill(s.question.number, { n: i + 1, total: questions.length })}</span> {q.prompt}
              </p>
              <p className="exam-your-answer">
                {fill(s.results.yourAnswer, { answer: answerText(q, answers[q.id], s) })} ({isRight(q, answers[q.id]) ? s.results.right : s.results.wrong})
              </p>
              {!isRight(q, answers[q.id]) && <p className="exam-right-answer">{fill(s.results.rightAnswer, { answer: rightAnswerText(q, s) })}</p>}
              <Explanation q={q} s={s} />
            </li>
          ))}
        </ol>
      </details>
      <p className="exam-actions">
        {wrong.length > 0 && (
          <button type="button" className="button button-primary" onClick={() => onRetry(wrong)}>
            {s.results.retryMistakes}
          </button>
        )}{' '}
        <button type="button" className="button" onClick={onAgain}>
          {s.results.again}
        </button>
      </p>
    </section>
  );
}

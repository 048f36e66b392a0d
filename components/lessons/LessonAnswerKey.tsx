// The end of a printed lesson: the answers to its questions ("Check yourself", by letter, with the explanation and
// the articles) and the rulings of its arbiter cases. Only print shows it: on screen each question is checked where
// it stands.
import type { TFunction } from 'i18next';
import type { QuizQuestion } from '@/components/quiz/Quiz';
import { LETTERS, type CaseAnswer } from './PrintBoards';

export function LessonAnswerKey({ questions, cases, t }: { questions: QuizQuestion[]; cases: CaseAnswer[]; t: TFunction }) {
  if (!questions.length && !cases.length) return null;
  return (
    <section className="print-only print-key" aria-labelledby="print-key-title">
      <h2 id="print-key-title">{t('coach:print.keyHeading')}</h2>
      {questions.length > 0 && (
        <>
          <h3>{t('laws:quiz.heading')}</h3>
          <ol className="print-key-list">
            {questions.map((q) => (
              <li key={q.id}>
                <strong>{LETTERS[q.answer]}</strong> — {q.choices[q.answer]}
                <br />
                {q.explanation} {t('laws:quiz.articles')} {q.articles.map((a) => a.label).join('')}
              </li>
            ))}
          </ol>
        </>
      )}
      {cases.length > 0 && (
        <>
          <h3>{t('coach:print.keyCases')}</h3>
          <ul className="print-key-list">
            {cases.map((c) => (
              <li key={c.title}>{t('coach:print.keyCase', { title: c.title, answer: `${c.letter} — ${c.answer}` })}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

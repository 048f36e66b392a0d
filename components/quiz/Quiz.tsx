'use client';
// "Check yourself": one question at a time is not needed; every question is a small form the reader answers and
// checks on its own. The result and the explanation are announced through a live region.
import { useId, useState } from 'react';
import { useHydrated } from '@/components/site/useHydrated';

export interface QuizQuestion {
  id: string;
  prompt: string;
  choices: string[];
  answer: number;
  explanation: string;
  // The citation in pieces: cited paragraphs with their link, joining words (", ", " and ") without.
  articles: { label: string; href?: string }[];
}

export interface QuizLabels {
  check: string;
  right: string;
  wrong: string;
  choose: string;
  articles: string;
}

function Question({ q, n, labels, lesson }: { q: QuizQuestion; n: number; labels: QuizLabels; lesson?: string }) {
  const [chosen, setChosen] = useState<number | null>(null);
  const [checked, setChecked] = useState<number | null>(null);
  const [needChoice, setNeedChoice] = useState(false);
  const name = useId();
  // Until React has taken over the prerendered form, its controls are disabled: a click would submit the form to
  // the server (a reload that loses the answer). Scripts load after the page's first paint.
  const live = useHydrated();
  const right = checked !== null && checked === q.answer;
  return (
    <form
      className="quiz-question"
      data-question={q.id}
      onSubmit={(e) => {
        e.preventDefault();
        setNeedChoice(chosen === null);
        if (chosen !== null) {
          setChecked(chosen);
          // the reader's progress (lib/exam/progress), loaded only when a question is answered
          void import('@/lib/exam/progress').then((m) => m.recordQuizAnswer(q.id, chosen === q.answer, lesson));
        }
      }}
    >
      <fieldset disabled={!live}>
        <legend>
          <span className="quiz-number">{n}.</span> {q.prompt}
        </legend>
        {q.choices.map((c, i) => (
          <label key={i} className="quiz-choice">
            <input type="radio" name={name} value={i} checked={chosen === i} onChange={() => setChosen(i)} /> {c}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button" disabled={!live}>
        {labels.check}
      </button>
      <div aria-live="polite" className="quiz-result">
        {needChoice && <p>{labels.choose}</p>}
        {checked !== null && (
          <div className={right ? 'quiz-right' : 'quiz-wrong'}>
            <p>
              <strong>{right ? labels.right : labels.wrong}</strong> {q.explanation}
            </p>
            <p>
              {labels.articles}{' '}
              {q.articles.map((a, i) => (a.href ? <a key={i} href={a.href}>{a.label}</a> : a.label))}
            </p>
          </div>
        )}
      </div>
    </form>
  );
}

export function Quiz({ questions, labels, lesson }: { questions: QuizQuestion[]; labels: QuizLabels; lesson?: string }) {
  return (
    <div className="quiz">
      {questions.map((q, i) => (
        <Question key={q.id} q={q} n={i + 1} labels={labels} {...(lesson ? { lesson } : {})} />
      ))}
    </div>
  );
}

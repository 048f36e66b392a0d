'use client';
// One exam question as a form group: its prompt, the diagram of a board question, and the way to answer it
// (radio buttons, check boxes for "select all", or a number). Used by practice, the mock exam and the review.
import { useId } from 'react';
import type { ShownQuestion } from '@/lib/exam/show';
import type { TextPart } from '@/lib/exam/textParts';
import { CaseTableView } from './CaseTable';
import { Diagram } from './Diagram';
import { formatNumber, readNumber, rightAnswerWords } from '@/lib/exam/feedback';
import { fill, type ExamStrings } from './strings';

export type Answer = { choices: number[] } | { value: string };

export const emptyAnswer = (q: ShownQuestion): Answer => (q.kind === 'numeric' ? { value: '' } : { choices: [] });

export function isAnswered(a: Answer | undefined): boolean {
  return !!a && ('value' in a ? a.value.trim() !== '' : a.choices.length > 0);
}

export function isRight(q: ShownQuestion, a: Answer | undefined): boolean {
  if (!a || !isAnswered(a)) return false;
  if ('value' in a) return readNumber(a.value) === q.value;
  return JSON.stringify([...a.choices].sort((x, y) => x - y)) === JSON.stringify(q.answer);
}

/** An answer in words: the chosen choices, or the number with its unit. */
export function answerText(q: ShownQuestion, a: Answer | undefined, s: ExamStrings): string {
  if (!a || !isAnswered(a)) return s.results.noAnswer;
  if ('value' in a) {
    // A typed number is written back the reader's way ("0.5" typed reads "0,5" in Portuguese); anything else as typed.
    const n = readNumber(a.value);
    const shown = Number.isFinite(n) && q.numberTag ? formatNumber(n, q.numberTag) : a.value.trim();
    return `${shown} ${s.question.units[q.unit as keyof ExamStrings['question']['units']] ?? ''}`.trim();
  }
  return a.choices.map((i) => q.choices[i]).join('; ');
}

export function rightAnswerText(q: ShownQuestion, s: ExamStrings): string {
  return rightAnswerWords(q, s.question.units[q.unit as keyof ExamStrings['question']['units']] ?? '');
}

const ALL_MODES = 3;

export function ExamQuestion({
  q,
  n,
  total,
  answer,
  onChange,
  disabled,
  s,
  headingRef,
}: {
  q: ShownQuestion;
  n: number;
  total: number;
  answer: Answer;
  onChange: (a: Answer) => void;
  disabled?: boolean;
  s: ExamStrings;
  headingRef?: React.Ref<HTMLElement>;
}) {
  const name = useId();
  const multiple = q.kind === 'multiple';
  return (
    <fieldset className="exam-question" data-question={q.id} disabled={disabled}>
      <legend ref={headingRef as React.Ref<HTMLLegendElement>} tabIndex={-1}>
        <span className="exam-question-number">{fill(s.question.number, { n, total })}</span>
        {(q.kind === 'board' || q.modes.length < ALL_MODES) && (
          <span className="exam-tags">
            {q.kind === 'board' && <span className="exam-tag">{s.question.board}</span>}
            {q.modes.length < ALL_MODES && q.modes.map((m) => <span key={m} className="exam-tag">{s.question.modes[m]}</span>)}
          </span>
        )}
        <span className="exam-prompt">{q.prompt}</span>
      </legend>
      {q.fen && <Diagram fen={q.fen} label={q.fenLabel ?? ''} />}
      {q.table && <CaseTableView table={q.table} />}
      {multiple && <p className="exam-hint">{s.question.chooseAll}</p>}
      {'value' in answer ? (
        <label className="exam-number">
          {fill(s.question.numberLabel, { unit: s.question.units[q.unit as keyof ExamStrings['question']['units']] ?? '' })}{' '}
          <input type="text" inputMode="decimal" autoComplete="off" value={answer.value} onChange={(e) => onChange({ value: e.target.value })} />
        </label>
      ) : (
        <div className="exam-choices">
          {q.choices.map((c, i) => (
            <label key={i} className="exam-choice">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={i}
                checked={answer.choices.includes(i)}
                onChange={(e) =>
                  onChange({
                    choices: multiple ? (e.target.checked ? [...answer.choices, i] : answer.choices.filter((x) => x !== i)) : [i],
                  })
                }
              />
              <span>{c}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** Text with its references linked, each to the paragraph of the edition it cites. */
export function LinkedText({ parts }: { parts: readonly TextPart[] }) {
  return parts.map((p, i) => (typeof p === 'string' ? p : <a key={i} href={p.href}>{p.text}</a>));
}

/** The explanation of a question with its references and lesson, linked. */
export function Explanation({ q, s }: { q: ShownQuestion; s: ExamStrings }) {
  return (
    <div className="exam-explanation">
      <p>
        <LinkedText parts={q.explanation} />
      </p>
      <p>
        {s.question.references}{' '}
        {q.refs.map((r, i) => (r.href ? <a key={i} href={r.href}>{r.label}</a> : <span key={i}>{r.label}</span>))}
        {' · '}
        {q.lesson ? <a href={q.lesson.href}>{fill(s.question.lesson, { title: q.lesson.title })}</a> : q.source && <a href={q.source.href}>{q.source.title}</a>}
        {q.lab && (
          <>
            {' · '}
            <a href={q.lab}>{s.question.openInLab}</a>
          </>
        )}
      </p>
    </div>
  );
}

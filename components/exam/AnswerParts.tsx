'use client';
// The parts of a written ruling the machine marks, as the candidate fills them in: the decision (the engine's
// vocabulary, in the reader's language), the clock changes in minutes per player, the result, and the articles in the
// numbering of the edition shown. Every control is labelled; a clock change that is not a number says so at once.
import { DECISION_CHOICES, RESULT_CHOICES, clockTypedOk, type AnswerKey, type PartsAnswer } from '@/lib/exam/partMarks';
import type { RulingStrings } from './rulingStrings';
import { fill } from './strings';
import styles from './AnswerParts.module.css';

export function AnswerParts({ id, k, year, answer, onAnswer, s }: { id: string; k: AnswerKey; year: string; answer: PartsAnswer; onAnswer: (a: PartsAnswer) => void; s: RulingStrings['parts'] }) {
  const set = (patch: Partial<PartsAnswer>) => onAnswer({ ...answer, ...patch });
  const clockField = (c: 'white' | 'black') => {
    const typed = answer.clock?.[c] ?? '';
    const bad = !clockTypedOk(typed);
    return (
      <p className={styles.clockField}>
        <label htmlFor={`${id}-clock-${c}`}>{c === 'white' ? s.clockWhite : s.clockBlack}</label>
        <input
          id={`${id}-clock-${c}`}
          type="text"
          inputMode="text"
          autoComplete="off"
          size={5}
          value={typed}
          aria-invalid={bad || undefined}
          aria-describedby={`${id}-clock-hint${bad ? ` ${id}-clock-${c}-error` : ''}`}
          onChange={(e) => set({ clock: { ...answer.clock, [c]: e.target.value } })}
        />
        <span id={`${id}-clock-${c}-error`} role="alert" className={styles.error}>
          {bad ? fill(s.clockBad, { value: typed }) : ''}
        </span>
      </p>
    );
  };
  return (
    <div className={styles.parts}>
      {k.decision && (
        <p className={styles.field}>
          <label htmlFor={`${id}-decision`}>{s.decision}</label>
          <select id={`${id}-decision`} value={answer.decision ?? ''} onChange={(e) => set({ decision: e.target.value || undefined })}>
            <option value="">{s.choose}</option>
            {DECISION_CHOICES.map((d) => (
              <option key={d} value={d}>
                {s.decisions[d]}
              </option>
            ))}
          </select>
        </p>
      )}
      {k.clock && (
        <fieldset className={styles.group}>
          <legend>{s.clock}</legend>
          <span className={styles.hint} id={`${id}-clock-hint`}>
            {s.clockHint}
          </span>
          <div className={styles.clocks}>
            {clockField('white')}
            {clockField('black')}
          </div>
        </fieldset>
      )}
      {k.result && (
        <fieldset className={styles.group}>
          <legend>{s.result}</legend>
          <div className={styles.options}>
            {RESULT_CHOICES.map((r) => (
              <label key={r} className={styles.option}>
                <input type="radio" name={`${id}-result`} value={r} checked={answer.result === r} onChange={() => set({ result: r })} />
                <span>{s.results[r]}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <fieldset className={styles.group}>
        <legend>{fill(s.articles, { year })}</legend>
        <span className={styles.hint}>{s.articlesHint}</span>
        <div className={styles.options}>
          {k.articles.options.map((a) => {
            const picked = answer.articles ?? [];
            return (
              <label key={a} className={styles.option}>
                <input type="checkbox" checked={picked.includes(a)} onChange={(e) => set({ articles: e.target.checked ? [...picked, a] : picked.filter((x) => x !== a) })} />
                <span>{a}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}

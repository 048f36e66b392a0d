'use client';

import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import styles from './PlayoffCases.module.css';

const noSubscription = () => () => {};

export interface ChoiceExerciseProps {
  question: string;
  choices: { value: string; label: string }[];
  /** The right choice's value; the verdict and the working are written on the server. */
  answer: string;
  right: string;
  wrong: string;
  why: string;
  choose: string;
  check: string;
}

/** One question with choices, checked at once: right or wrong announced (aria-live), with the working after it. */
export function ChoiceExercise({ question, choices, answer, right, wrong, why, choose, check }: ChoiceExerciseProps) {
  const id = useId();
  // Disabled in the prerendered HTML, live once the page's scripts run.
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [picked, setPicked] = useState<string | null>(null);
  const [verdict, setVerdict] = useState<'right' | 'wrong' | 'choose' | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setVerdict(picked === null ? 'choose' : picked === answer ? 'right' : 'wrong');
  };
  return (
    <form onSubmit={submit} noValidate className={styles.exercise} data-live={live}>
      <fieldset>
        <legend>{question}</legend>
        {choices.map((c) => (
          <div key={c.value} className={styles.choice}>
            <input type="radio" id={`${id}-${c.value}`} name={id} value={c.value} disabled={!live} checked={picked === c.value} onChange={() => (setPicked(c.value), setVerdict(null))} />
            <label htmlFor={`${id}-${c.value}`}>{c.label}</label>
          </div>
        ))}
      </fieldset>
      <button type="submit" disabled={!live}>
        {check}
      </button>
      <div aria-live="polite">
        {verdict === 'choose' && <p className={styles.wrong}>{choose}</p>}
        {(verdict === 'right' || verdict === 'wrong') && (
          <>
            <p className={verdict === 'right' ? styles.right : styles.wrong}>
              <strong>{verdict === 'right' ? right : wrong}</strong>
            </p>
            <p>{why}</p>
          </>
        )}
      </div>
    </form>
  );
}

'use client';
// One written ruling: the case (and its diagram), a box to write the ruling in, and, once written, the model answer
// as the elements of a marking scheme, each with its marks and articles, for the candidate to tick honestly. Used by
// the written-rulings practice and the FA exam.
import { useId } from 'react';
import { scoreTicks } from '@/lib/exam/rulingMarks';
import type { ShownRuling } from '@/lib/exam/rulingShow';
import { Diagram } from './Diagram';
import { LinkedText } from './ExamQuestion';
import type { RulingStrings } from './rulingStrings';
import { fill } from './strings';
import styles from './WrittenRuling.module.css';

export type RulingStage = 'write' | 'mark' | 'review';

export function WrittenRuling({
  r,
  n,
  total,
  text,
  onText,
  ticks,
  onTicks,
  stage,
  s,
  headingRef,
}: {
  r: ShownRuling;
  n: number;
  total: number;
  text: string;
  onText?: (text: string) => void;
  ticks: readonly string[];
  onTicks?: (ticks: string[]) => void;
  stage: RulingStage;
  s: RulingStrings;
  headingRef?: React.Ref<HTMLHeadingElement>;
}) {
  const id = useId();
  const { got } = scoreTicks(r.elements, ticks);
  return (
    <section className={styles.ruling} data-ruling={r.id} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.number}>
        {fill(s.number, { n, total })} · {fill(s.marksTag, { marks: r.marks })}
      </h3>
      <p className={styles.prompt}>{r.prompt}</p>
      {r.fen && <Diagram fen={r.fen} label={r.fenLabel ?? ''} />}
      {stage === 'write' ? (
        <>
          <label className={styles.label} htmlFor={`${id}-answer`}>
            {s.yourRuling}
          </label>
          <span className={styles.hint} id={`${id}-hint`}>
            {s.yourRulingHint}
          </span>
          <textarea id={`${id}-answer`} className={styles.answer} aria-describedby={`${id}-hint`} value={text} onChange={(e) => onText?.(e.target.value)} />
        </>
      ) : (
        <>
          <p className={styles.label}>{s.yourAnswerWas}</p>
          <p className={styles.written}>{text.trim() || s.nothingWritten}</p>
          <fieldset className={styles.model} disabled={stage === 'review'}>
            <legend>{s.modelHeading}</legend>
            <span className={styles.hint}>{s.tickHint}</span>
            <ul className={styles.elements}>
              {r.elements.map((e) => (
                <li key={e.id} className={styles.element} data-element={e.id}>
                  <label>
                    <input
                      type="checkbox"
                      checked={ticks.includes(e.id)}
                      onChange={(ev) => onTicks?.(ev.target.checked ? [...ticks, e.id] : ticks.filter((x) => x !== e.id))}
                    />
                    <span>
                      <LinkedText parts={e.text} /> {e.marks === 1 ? s.elementMark : fill(s.elementMarks, { marks: e.marks })}
                    </span>
                  </label>
                  {e.refs.length > 0 && (
                    <span className={styles.refs}>
                      {s.references}{' '}
                      {e.refs.map((ref, i) => (ref.href ? <a key={i} href={ref.href}>{ref.label}</a> : <span key={i}>{ref.label}</span>))}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </fieldset>
          <p className={styles.score} aria-live="polite">
            {fill(s.score, { got, total: r.marks })}
          </p>
          {r.note && (
            <p className={styles.note}>
              <strong>{s.note}</strong> <LinkedText parts={r.note} />
            </p>
          )}
        </>
      )}
    </section>
  );
}

'use client';
// One written ruling: the case (and its diagram), the answer in parts (decision, clock changes, result, articles:
// AnswerParts) and a box for the written reason; once handed in, the marks per part (the machine's) and the model
// answer as the elements of a marking scheme, each with its marks and articles, for the candidate to tick honestly
// the ones the machine does not mark. Used by the written-rulings practice and the FA exam.
import { useId } from 'react';
import { markRuling, sumMarks, type PartsAnswer } from '@/lib/exam/partMarks';
import type { ShownRuling } from '@/lib/exam/rulingShow';
import { AnswerParts } from './AnswerParts';
import { Diagram } from './Diagram';
import { PartMarksTable } from './PartMarksTable';
import { LinkedText } from './ExamQuestion';
import type { RulingStrings } from './rulingStrings';
import { fill } from './strings';
import styles from './WrittenRuling.module.css';

export type RulingStage = 'write' | 'mark' | 'review';

export function WrittenRuling({
  r,
  year,
  n,
  total,
  parts,
  onParts,
  text,
  onText,
  ticks,
  onTicks,
  stage,
  s,
  headingRef,
}: {
  r: ShownRuling;
  /** the edition shown */
  year: string;
  n: number;
  total: number;
  parts: PartsAnswer;
  onParts?: (parts: PartsAnswer) => void;
  text: string;
  onText?: (text: string) => void;
  ticks: readonly string[];
  onTicks?: (ticks: string[]) => void;
  stage: RulingStage;
  s: RulingStrings;
  headingRef?: React.Ref<HTMLHeadingElement>;
}) {
  const id = useId();
  const marks = markRuling(r, parts, ticks);
  const { got } = sumMarks(marks);
  return (
    <section className={styles.ruling} data-ruling={r.id} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1} className={styles.number}>
        {fill(s.number, { n, total })} · {fill(s.marksTag, { marks: r.marks })}
      </h3>
      <p className={styles.prompt}>{r.prompt}</p>
      {r.fen && <Diagram fen={r.fen} label={r.fenLabel ?? ''} />}
      {stage === 'write' ? (
        <>
          <AnswerParts id={id} k={r.key} year={year} answer={parts} onAnswer={(a) => onParts?.(a)} s={s.parts} />
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
          <PartMarksTable marks={marks} k={r.key} answer={parts} s={s.parts} caption={fill(s.parts.caption, { n })} />
          <p className={styles.label}>{s.yourAnswerWas}</p>
          <p className={styles.written}>{text.trim() || s.nothingWritten}</p>
          <fieldset className={styles.model} disabled={stage === 'review'}>
            <legend>{s.modelHeading}</legend>
            <span className={styles.hint}>{s.tickHint}</span>
            <ul className={styles.elements}>
              {r.elements.map((e) => (
                <li key={e.id} className={styles.element} data-element={e.id}>
                  {e.machine ? (
                    <p className={styles.machine}>
                      <LinkedText parts={e.text} /> <span className={styles.hint}>{s.parts.byMachine}</span>
                    </p>
                  ) : (
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
                  )}
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
            {fill(s.score, { got: got.toLocaleString(s.parts.numberLocale), total: r.marks })}
          </p>
          {r.note && (
            <p className={styles.note}>
              <strong>{s.note}</strong> <LinkedText parts={r.note} />
            </p>
          )}
          {r.lab && (
            <p className={styles.note}>
              <a href={r.lab}>{s.openInLab}</a>
            </p>
          )}
        </>
      )}
    </section>
  );
}

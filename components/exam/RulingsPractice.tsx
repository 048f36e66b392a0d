'use client';
// Written-rulings practice: choose an edition, then one case at a time: write the ruling, mark it against the model
// answer, see the marks, go on; at the end the total. The rulings of an edition come from
// /{locale}/exam/{edition}/rulings.json, written at build time with the model answers already in that edition's
// numbering, so the page loads neither the engine nor the corpus.
import { useEffect, useRef, useState } from 'react';
import { pickExam } from '@/lib/exam/pick';
import { clockTypedOk, markRuling, sumMarks, type PartsAnswer } from '@/lib/exam/partMarks';
import type { ShownRuling } from '@/lib/exam/rulingShow';
import { useHydrated } from '@/components/site/useHydrated';
import { SelectField } from './SelectField';
import type { RulingStrings } from './rulingStrings';
import { fill, percent } from './strings';
import { useJsonList } from './useJsonList';
import { WrittenRuling } from './WrittenRuling';
import styles from './FaExam.module.css';

const newSeed = () => Math.floor(Math.random() * 2 ** 31);

export function RulingsPractice({ base, editions, defaultEdition, s }: { base: string; editions: { id: string; label: string }[]; defaultEdition: string; s: RulingStrings }) {
  const live = useHydrated();
  const [edition, setEdition] = useState(defaultEdition);
  const [attempt, setAttempt] = useState(0);
  const data = useJsonList<ShownRuling>(`${base}${edition}/rulings.json`, attempt);
  const [order, setOrder] = useState<ShownRuling[] | null>(null);
  const [index, setIndex] = useState(0);
  const [text, setText] = useState('');
  const [parts, setParts] = useState<PartsAnswer>({});
  const [marking, setMarking] = useState(false);
  const [ticks, setTicks] = useState<string[]>([]);
  const [needText, setNeedText] = useState(false);
  const [tally, setTally] = useState<{ got: number; total: number; n: number } | null>(null);
  const [done, setDone] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef('');
  const stage = done ? 'done' : order ? `${index}-${marking}` : 'setup';
  useEffect(() => {
    // each new case, its marking and the total take the focus to their heading
    if (shown.current === stage) return;
    const first = shown.current === '';
    shown.current = stage;
    if (!first) heading.current?.focus();
  }, [stage]);

  if (done && tally) {
    return (
      <section aria-labelledby="rulings-total" className={styles.result}>
        <h2 id="rulings-total" ref={heading} tabIndex={-1}>
          {s.finish}
        </h2>
        <p className={styles.total}>{fill(s.total, { got: tally.got.toLocaleString(s.parts.numberLocale), total: tally.total, percent: percent(tally.got, tally.total), n: tally.n })}</p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            setDone(false);
            setOrder(null);
            setTally(null);
          }}
        >
          {s.again}
        </button>
      </section>
    );
  }

  if (order) {
    const r = order[index]!;
    const last = index === order.length - 1;
    return (
      <form
        aria-label={s.title}
        onSubmit={(e) => {
          e.preventDefault();
          if (!marking) {
            setNeedText(!text.trim());
            // a clock change that is not a number is reported beside its field and keeps the answer open
            if (text.trim() && clockTypedOk(parts.clock?.white) && clockTypedOk(parts.clock?.black)) setMarking(true);
            return;
          }
          const { got, total } = sumMarks(markRuling(r, parts, ticks));
          const next = { got: (tally?.got ?? 0) + got, total: (tally?.total ?? 0) + total, n: (tally?.n ?? 0) + 1 };
          setTally(next);
          if (last) setDone(true);
          else {
            setIndex(index + 1);
            setText('');
            setParts({});
            setTicks([]);
            setMarking(false);
          }
        }}
      >
        <WrittenRuling key={r.id} r={r} year={edition} n={index + 1} total={order.length} parts={parts} onParts={setParts} text={text} onText={setText} ticks={ticks} onTicks={setTicks} stage={marking ? 'mark' : 'write'} s={s} headingRef={heading} />
        <div aria-live="polite">{needText && !marking && <p>{s.writeFirst}</p>}</div>
        <p className={styles.actions}>
          <button type="submit" className="button button-primary">
            {!marking ? s.mark : last ? s.finish : s.next}
          </button>
        </p>
      </form>
    );
  }

  return (
    <form
      className="exam-setup"
      aria-labelledby="rulings-setup"
      onSubmit={(e) => {
        e.preventDefault();
        if (data.state !== 'ready' || !data.items.length) return;
        setOrder(pickExam(data.items, { size: data.items.length, seed: newSeed() }));
        setIndex(0);
        setText('');
        setParts({});
        setTicks([]);
        setMarking(false);
        setTally(null);
      }}
    >
      <h2 id="rulings-setup" ref={heading} tabIndex={-1}>
        {s.title}
      </h2>
      <fieldset disabled={!live}>
        <SelectField id="rulings-edition" label={s.edition} value={edition} options={editions.map((e) => ({ value: e.id, label: e.label }))} onChange={setEdition} />
      </fieldset>
      <div aria-live="polite" className="exam-status">
        {data.state === 'loading' && <p>{s.loading}</p>}
        {data.state === 'failed' && (
          <p role="alert">
            {s.loadFailed}{' '}
            <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
              {s.retry}
            </button>
          </p>
        )}
        {data.state === 'ready' && <p>{fill(s.available, { n: data.items.length })}</p>}
      </div>
      <button type="submit" className="button button-primary" disabled={!live || data.state !== 'ready' || !data.items.length}>
        {s.start}
      </button>
    </form>
  );
}

'use client';

import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { checkAnswer, makeExercise, rightAnswer, type Checked, type Exercise, type ExerciseKind } from '@/lib/tournament/exercises';
import type { Tournament } from '@/lib/tournament/types';
import { fill, shownValue, type ExercisesStrings, type TournamentStrings } from './strings';
import { WorkingView } from './WorkingView';
import styles from './RoundRobin.module.css';

/**
 * Exercises checked at once by the calculators (lib/tournament/exercises.ts): the learner answers, the page says
 * right or wrong (aria-live) and shows the working; a wrong answer shows the right one and why. Tie-break
 * exercises need the calculator's strings (`ts`) for the working.
 */
export function Exercises({ x, kinds, live, ts }: { x: ExercisesStrings; kinds: ExerciseKind[]; live: boolean; ts?: TournamentStrings }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-ex`} className={styles.exercises}>
      <h2 id={`${id}-ex`}>{x.heading}</h2>
      <p>{x.intro}</p>
      {kinds.map((k) => (
        <ExerciseCard key={k} kind={k} x={x} live={live} ts={ts} />
      ))}
    </section>
  );
}

function ExerciseCard({ kind, x, live, ts }: { kind: ExerciseKind; x: ExercisesStrings; live: boolean; ts?: TournamentStrings }) {
  const id = useId();
  const [seed, setSeed] = useState(1);
  const [answer, setAnswer] = useState('');
  const [checked, setChecked] = useState<Checked | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const ex = useMemo(() => makeExercise(kind, seed), [kind, seed]);
  const decimal = (v: number) => (ts ? shownValue(ts, v) : String(v));
  const title = kind === 'white' ? x.white.title : kind === 'bh-c1' ? x.bh.title : x.rank.title;

  const check = (e: FormEvent) => {
    e.preventDefault();
    setChecked(checkAnswer(ex, answer));
  };
  const next = () => {
    setSeed((k) => k + 1);
    setAnswer('');
    setChecked(null);
    input.current?.focus();
  };
  const right = ex.kind === 'bh-c1' ? decimal(ex.row.values[0]!) : rightAnswer(ex);

  return (
    <article className={styles.card} aria-labelledby={`${id}-title`} data-exercise={kind}>
      <h3 id={`${id}-title`}>{title}</h3>
      <Task ex={ex} x={x} />
      {ex.kind !== 'white' && <CrosstableView t={ex.tournament} x={x} decimal={decimal} />}
      <form onSubmit={check} noValidate className={styles.answerForm}>
        <label htmlFor={`${id}-answer`}>{x.answer}</label>
        <input
          ref={input}
          id={`${id}-answer`}
          type="text"
          inputMode={kind === 'rank' ? 'text' : 'decimal'}
          autoComplete="off"
          spellCheck={false}
          value={answer}
          disabled={!live}
          onChange={(e) => (setAnswer(e.target.value), setChecked(null))}
        />
        <button type="submit" disabled={!live}>
          {x.check}
        </button>
        <button type="button" disabled={!live} onClick={next}>
          {x.next}
        </button>
      </form>
      <div aria-live="polite" className={styles.verdict}>
        {checked &&
          (checked.problem ? (
            <p className={styles.problem}>{x.problem[checked.problem]}</p>
          ) : (
            <>
              <p className={checked.ok ? styles.right : styles.wrong}>
                <strong>{checked.ok ? x.right : fill(x.wrong, { answer: right })}</strong>
              </p>
              <Why ex={ex} x={x} ts={ts} />
            </>
          ))}
      </div>
    </article>
  );
}

function Task({ ex, x }: { ex: Exercise; x: ExercisesStrings }) {
  if (ex.kind === 'white') return <p>{fill(x.white.task, { n: ex.n, a: ex.a, b: ex.b, round: ex.round })}</p>;
  if (ex.kind === 'bh-c1') return <p>{fill(x.bh.task, { player: ex.player, name: ex.row.participant.name })}</p>;
  return <p>{fill(x.rank.task, { list: ex.list })}</p>;
}

function CrosstableView({ t, x, decimal }: { t: Tournament; x: ExercisesStrings; decimal: (v: number) => string }) {
  const id = useId();
  const points = (p: Tournament['participants'][number]) => p.rounds.reduce((s, r) => s + (r.code === '1' ? 1 : r.code === '=' ? 0.5 : 0), 0);
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-labelledby={`${id}-c`}>
      <table className={styles.table}>
        <caption id={`${id}-c`}>{x.crosstable}</caption>
        <thead>
          <tr>
            <th scope="col">{x.no}</th>
            <th scope="col">{x.name}</th>
            {Array.from({ length: t.rounds }, (_, i) => (
              <th key={i} scope="col">
                {i + 1}
              </th>
            ))}
            <th scope="col">{x.points}</th>
          </tr>
        </thead>
        <tbody>
          {t.participants.map((p) => (
            <tr key={p.startNo}>
              <td>{p.startNo}</td>
              <th scope="row">{p.name}</th>
              {p.rounds.map((r) => (
                <td key={r.round}>{r.opponent === null ? r.code : `${r.opponent}${r.colour}${r.code}`}</td>
              ))}
              <td>{decimal(points(p))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Why({ ex, x, ts }: { ex: Exercise; x: ExercisesStrings; ts?: TournamentStrings }) {
  if (ex.kind === 'white') {
    const pairings = ex.pairings.map((p) => `${p.white}–${p.black}`).join(', ');
    return <p>{fill(x.white.why, { n: ex.n, round: ex.round, pairings, board: ex.pairing.board, white: ex.pairing.white, black: ex.pairing.black })}</p>;
  }
  if (!ts) return null;
  const name = (n: number) => ex.tournament.participants.find((p) => p.startNo === n)?.name ?? String(n);
  if (ex.kind === 'bh-c1')
    return (
      <div>
        <p>{fill(x.bh.why, { name: ex.row.participant.name })}</p>
        <WorkingView s={ts} row={ex.row} specs={ex.specs} name={name} />
      </div>
    );
  const st = ex.standings;
  const group = (g: number[]) => g.join(' = ');
  return (
    <div>
      <p>{x.rank.why}</p>
      <div className={styles.scroll} tabIndex={0} role="region" aria-label={x.rank.title}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{ts.result.rank}</th>
              <th scope="col">{ts.result.no}</th>
              <th scope="col">{ts.result.name}</th>
              <th scope="col">{ts.result.points}</th>
              {st.specs.slice(1).map((s, k) => (
                <th key={k} scope="col">
                  {s.text}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {st.rows.map((r) => (
              <tr key={r.participant.startNo}>
                <td>{r.rank}</td>
                <td>{r.participant.startNo}</td>
                <th scope="row">{r.participant.name}</th>
                <td>{shownValue(ts, r.points)}</td>
                {r.values.slice(1).map((v, k) => (
                  <td key={k}>{shownValue(ts, v)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul>
        {st.steps.flatMap((step) => step.groups.map((g, k) => <li key={`${step.index}-${k}`}>{fill(ts.result.tieStep, { tb: step.tieBreak, before: group(g.before), after: g.after.map(group).join(' > ') })}</li>))}
      </ul>
    </div>
  );
}

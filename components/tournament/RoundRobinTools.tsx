'use client';

import { useId, useState, type FormEvent } from 'react';
import { BERGER_PRINTED_MAX, bergerTable, parseRoster, RosterError, seatInRound, varmaAllocate, varmaGroups, type VarmaAllocation } from '@/lib/tournament/roundRobin';
import { Exercises } from './Exercises';
import { fill, type ExercisesStrings, type RoundRobinStrings } from './strings';
import { useLive } from './useLive';
import styles from './RoundRobin.module.css';

const SIZES = Array.from({ length: 22 }, (_, i) => i + 3);
const GROUPS = ['A', 'B', 'C', 'D'];
const EXAMPLE = ['BRA Silva', 'BRA Costa', 'BRA Lima', 'ESP Abad', 'ESP Mora', 'POR Pinto', 'POR Reis', 'ARG Paz', 'GAL Otero', 'CHI Rojas'].join('\n');

/** The Berger table, a round's pairings and the Varma draw (C.05 Annexes 1 and 2), with the exercises. */
export default function RoundRobinTools({ s, x }: { s: RoundRobinStrings; x: ExercisesStrings }) {
  const id = useId();
  const live = useLive();
  const [n, setN] = useState(6);
  const [double, setDouble] = useState(false);
  const [round, setRound] = useState(1);
  const [player, setPlayer] = useState(0);

  const table = bergerTable(n, { double });
  const even = n % 2 ? n + 1 : n;
  const boards = Math.max(...table.map((r) => r.pairings.length));
  const r = table[Math.min(round, table.length) - 1]!;
  const seat = player ? seatInRound(n, player, r.round, { double }) : null;

  const changeSize = (v: number) => {
    setN(v);
    setRound(1);
    setPlayer((p) => (p > v ? 0 : p));
  };

  return (
    <div className={styles.tools} data-live={live}>
      <section aria-labelledby={`${id}-table`}>
        <h2 id={`${id}-table`}>{s.table.heading}</h2>
        <div className={styles.controls}>
          <label htmlFor={`${id}-n`}>{s.table.players}</label>
          <select id={`${id}-n`} value={n} disabled={!live} onChange={(e) => changeSize(Number(e.target.value))}>
            {SIZES.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </select>
          <fieldset>
            <legend>{s.table.cycles}</legend>
            {([false, true] as const).map((d) => (
              <div key={String(d)} className={styles.choice}>
                <input type="radio" id={`${id}-cycles-${d}`} name={`${id}-cycles`} checked={double === d} disabled={!live} onChange={() => (setDouble(d), setRound(1))} />
                <label htmlFor={`${id}-cycles-${d}`}>{d ? s.table.double : s.table.single}</label>
              </div>
            ))}
          </fieldset>
        </div>
        <p>{fill(even <= BERGER_PRINTED_MAX ? s.table.printed : s.table.built, { odd: even - 1, even })}</p>
        {n % 2 === 1 && <p>{fill(s.table.oddRule, { bye: even })}</p>}
        {double && <p>{s.table.doubleRule}</p>}
        <div className={styles.scroll} tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
          <table className={styles.table}>
            <caption id={`${id}-caption`}>{fill(s.table.caption, { n })}</caption>
            <thead>
              <tr>
                <th scope="col">{s.table.round}</th>
                {Array.from({ length: boards }, (_, i) => (
                  <th key={i} scope="col">
                    {fill(s.table.board, { n: i + 1 })}
                  </th>
                ))}
                {n % 2 === 1 && <th scope="col">{s.table.bye}</th>}
              </tr>
            </thead>
            <tbody>
              {table.map((rp) => (
                <tr key={rp.round} className={rp.round === r.round ? styles.current : undefined}>
                  <th scope="row">{rp.round}</th>
                  {rp.pairings.map((p) => (
                    <td key={p.board} className={player && (p.white === player || p.black === player) ? styles.mark : undefined}>
                      {p.white}–{p.black}
                    </td>
                  ))}
                  {n % 2 === 1 && <td className={player && rp.bye === player ? styles.mark : undefined}>{rp.bye}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={styles.hint}>{s.table.legend}</p>
      </section>

      <section aria-labelledby={`${id}-round`}>
        <h2 id={`${id}-round`}>{s.round.heading}</h2>
        <div className={styles.controls}>
          <label htmlFor={`${id}-r`}>{s.round.round}</label>
          <select id={`${id}-r`} value={r.round} disabled={!live} onChange={(e) => setRound(Number(e.target.value))}>
            {table.map((rp) => (
              <option key={rp.round} value={rp.round}>
                {rp.round}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-p`}>{s.round.player}</label>
          <select id={`${id}-p`} value={player} disabled={!live} onChange={(e) => setPlayer(Number(e.target.value))}>
            <option value={0}>{s.round.everyone}</option>
            {Array.from({ length: n }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                {i + 1}
              </option>
            ))}
          </select>
        </div>
        <div aria-live="polite" className={styles.answer}>
          {seat ? (
            <p>
              <strong>
                {seat.opponent === null
                  ? fill(s.round.rests, { player, round: r.round })
                  : fill(s.round.plays, { player, round: r.round, opponent: seat.opponent, colour: seat.colour === 'w' ? s.round.white : s.round.black, board: seat.board ?? '' })}
              </strong>
            </p>
          ) : (
            <ul>
              {r.pairings.map((p) => (
                <li key={p.board}>{fill(s.round.pairing, { ...p })}</li>
              ))}
              {r.bye !== null && <li>{fill(s.round.byeOf, { player: r.bye })}</li>}
            </ul>
          )}
        </div>
      </section>

      <Varma s={s} live={live} />

      <Exercises x={x} kinds={['white']} live={live} />
    </div>
  );
}

type Drawn = { a: VarmaAllocation; size: string; groups: number[][] } | { problem: string };

function Varma({ s, live }: { s: RoundRobinStrings; live: boolean }) {
  const id = useId();
  const [text, setText] = useState(EXAMPLE);
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const v = s.varma;

  const draw = (e: FormEvent) => {
    e.preventDefault();
    try {
      const contingents = parseRoster(text);
      const total = contingents.reduce((k, c) => k + c.players.length, 0);
      const even = total % 2 ? total + 1 : total;
      const a = varmaAllocate(total, contingents, (k) => Math.random() * k);
      setDrawn({ a, size: `${even - 1}/${even}`, groups: varmaGroups(total) });
    } catch (err) {
      if (!(err instanceof RosterError)) throw err;
      const p = err.problem;
      setDrawn({ problem: p.kind === 'size' ? fill(v.errorSize, { count: p.count }) : fill(p.kind === 'federation' ? v.errorFederation : v.errorDuplicate, { line: p.line, value: p.value }) });
    }
  };

  return (
    <section aria-labelledby={`${id}-varma`}>
      <h2 id={`${id}-varma`}>{v.heading}</h2>
      <p>{v.intro}</p>
      <form onSubmit={draw} noValidate className={styles.varmaForm}>
        <label htmlFor={`${id}-roster`}>{v.players}</label>
        <textarea id={`${id}-roster`} rows={10} value={text} autoCapitalize="none" spellCheck={false} disabled={!live} onChange={(e) => setText(e.target.value)} />
        <button type="submit" disabled={!live}>
          {drawn && !('problem' in drawn) ? v.again : v.draw}
        </button>
      </form>
      <div aria-live="polite">
        {drawn &&
          ('problem' in drawn ? (
            <p role="alert" className={styles.problem}>
              {drawn.problem}
            </p>
          ) : (
            <VarmaResult s={s} d={drawn} />
          ))}
      </div>
    </section>
  );
}

function VarmaResult({ s, d }: { s: RoundRobinStrings; d: Extract<Drawn, { a: VarmaAllocation }> }) {
  const v = s.varma;
  const letters = (gs: number[]) => (gs.length ? gs.map((g) => GROUPS[g - 1]).join(', ') : v.none);
  const byNumber = [...d.a.numbers].sort((p, q) => p.number - q.number);
  return (
    <div className={styles.varmaResult}>
      <h3>{fill(v.table, { size: d.size })}</h3>
      <ul>
        {d.groups.map((g, i) => (
          <li key={i}>
            {fill(v.group, { g: GROUPS[i]! })}: {g.join(', ')}
          </li>
        ))}
      </ul>
      <p>{v.order}</p>
      <ol className={styles.steps}>
        {d.a.steps.map((st, i) =>
          st.kind === 'envelope' ? (
            <li key={i} className={styles.envelope}>
              {fill(st.split ? v.envelopeSplit : v.envelope, { federation: st.federation, players: st.players, fits: letters(st.fits), group: GROUPS[st.group - 1]!, left: st.left.join(', ') })}
            </li>
          ) : (
            <li key={i}>{fill(v.drew, { player: st.player, federation: st.federation, number: st.number })}</li>
          ),
        )}
      </ol>
      {d.a.split.length > 0 && <p>{fill(v.split, { federations: d.a.split.join(', ') })}</p>}
      <p className={styles.hint}>{v.lots}</p>
      <div className={styles.scroll} tabIndex={0} role="region" aria-labelledby="varma-result">
        <table className={styles.table}>
          <caption id="varma-result">{v.result}</caption>
          <thead>
            <tr>
              <th scope="col">{v.number}</th>
              <th scope="col">{v.name}</th>
              <th scope="col">{v.federation}</th>
              <th scope="col">{v.groupColumn}</th>
            </tr>
          </thead>
          <tbody>
            {byNumber.map((x) => (
              <tr key={x.number} data-federation={x.federation}>
                <td>{x.number}</td>
                <th scope="row">{x.player}</th>
                <td>{x.federation}</td>
                <td>{GROUPS[x.group - 1]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

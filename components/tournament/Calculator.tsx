'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { computeStandings, parseTieBreakList, parseTrf, TieBreakError, toCsv, toTrf, TrfError, type PairingSystem, type Standings, type Tournament } from '@/lib/tournament';
import { crosstableToTrf, CrosstableError, type HandRow } from '@/lib/tournament/crosstable';
import type { UnplayedRules } from '@/lib/tournament/context';
import { fill, shownValue, type TournamentStrings } from './strings';
import { WorkingView } from './WorkingView';

type Problem = { text: string; detail: string };
type Outcome = { t: Tournament; standings: Standings; system: PairingSystem; unplayed: UnplayedRules } | { problem: Problem };

const EMPTY: HandRow = { name: '', rating: '', results: '' };

function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function Calculator({ s }: { s: TournamentStrings }) {
  const id = useId();
  const [file, setFile] = useState<{ name: string; text: string; info: string } | null>(null);
  const [fileProblem, setFileProblem] = useState<Problem | null>(null);
  const [rows, setRows] = useState<HandRow[]>([{ ...EMPTY }, { ...EMPTY }]);
  const [source, setSource] = useState<'file' | 'hand'>('hand');
  const [list, setList] = useState('PTS,DE,BH-C1,BH,SB');
  const [system, setSystem] = useState<'auto' | PairingSystem>('auto');
  const [unplayed, setUnplayed] = useState<UnplayedRules>('c07-2024');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const trfProblem = (e: TrfError): Problem => (e.line > 0 ? { text: fill(s.error.file, { line: e.line }), detail: e.problem } : { text: s.error.fileNoLine, detail: e.problem });

  const openFile = async (f: File | undefined) => {
    if (!f) return;
    const text = await f.text();
    try {
      const t = parseTrf(text);
      setFile({ name: f.name, text, info: fill(s.source.fileLoaded, { name: f.name, players: t.participants.length, rounds: t.rounds }) });
      setFileProblem(null);
      setSource('file');
    } catch (e) {
      if (!(e instanceof TrfError)) throw e;
      setFile(null);
      setFileProblem(trfProblem(e));
    }
  };

  // The calculator is prerendered, so a reader can choose a file before the page's scripts have run; that change
  // event was never heard. Read what the field already holds once the calculator is live.
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const chosen = fileInput.current?.files?.[0];
    if (chosen) void openFile(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the calculator comes to life
  }, []);

  const setRow = (i: number, patch: Partial<HandRow>) => {
    setRows((rs) => rs.map((r, k) => (k === i ? { ...r, ...patch } : r)));
    setSource('hand');
  };

  const rank = (e: FormEvent) => {
    e.preventDefault();
    let specs;
    try {
      specs = parseTieBreakList(list);
    } catch (err) {
      if (!(err instanceof TieBreakError)) throw err;
      return setOutcome({ problem: { text: s.error.list, detail: err.message } });
    }
    let text: string;
    if (source === 'file') {
      if (!file) return setOutcome({ problem: { text: s.error.empty, detail: '' } });
      text = file.text;
    } else {
      const used = rows.filter((r) => r.name.trim() || r.results.trim());
      if (used.length < 2) return setOutcome({ problem: { text: s.error.empty, detail: '' } });
      try {
        text = crosstableToTrf(rows);
      } catch (err) {
        if (!(err instanceof CrosstableError)) throw err;
        return setOutcome({ problem: { text: fill(s.error.row, { row: err.row }), detail: err.problem } });
      }
    }
    try {
      const t = parseTrf(text);
      const standings = computeStandings(t, specs, { system: system === 'auto' ? undefined : system, unplayed });
      setOutcome({ t, standings, system: standings.system, unplayed });
    } catch (err) {
      if (!(err instanceof TrfError)) throw err;
      // A typed crosstable is TRF line k + 1 for row k.
      setOutcome({ problem: source === 'hand' && err.line > 1 ? { text: fill(s.error.row, { row: err.line - 1 }), detail: err.problem } : trfProblem(err) });
    }
  };

  return (
    <div className="tournament-calculator">
      <form onSubmit={rank} noValidate>
        <fieldset className="tournament-source">
          <legend>{s.source.legend}</legend>
          <div className="tournament-choice">
            <input type="radio" id={`${id}-src-file`} name={`${id}-src`} checked={source === 'file'} disabled={!file} onChange={() => setSource('file')} />
            <label htmlFor={`${id}-src-file`}>{s.source.file}</label>
          </div>
          <p className="hint" id={`${id}-file-hint`}>{s.source.fileHint}</p>
          <input ref={fileInput} type="file" accept=".trf,.txt,text/plain" aria-label={s.source.file} aria-describedby={`${id}-file-hint`} onChange={(e) => void openFile(e.target.files?.[0])} />
          {file && <p role="status">{file.info}</p>}
          {fileProblem && (
            <p role="alert" className="tournament-problem">
              {fileProblem.text} <span lang="en">{fileProblem.detail}</span>
            </p>
          )}
          <div className="tournament-choice">
            <input type="radio" id={`${id}-src-hand`} name={`${id}-src`} checked={source === 'hand'} onChange={() => setSource('hand')} />
            <label htmlFor={`${id}-src-hand`}>{s.source.hand}</label>
          </div>
          <p className="hint" id={`${id}-hand-hint`}>{s.source.handHint}</p>
          <ol className="tournament-rows">
            {rows.map((r, i) => (
              <li key={i}>
                <span className="tournament-no" aria-hidden="true">{i + 1}</span>
                <input className="tournament-name" type="text" autoComplete="off" aria-label={fill(s.source.nameOf, { n: i + 1 })} placeholder={s.source.name} value={r.name} onChange={(e) => setRow(i, { name: e.target.value })} />
                <input className="tournament-rating" type="text" inputMode="numeric" autoComplete="off" aria-label={fill(s.source.ratingOf, { n: i + 1 })} placeholder={s.source.rating} value={r.rating} onChange={(e) => setRow(i, { rating: e.target.value })} />
                <input className="tournament-results" type="text" autoComplete="off" autoCapitalize="none" spellCheck={false} aria-label={fill(s.source.resultsOf, { n: i + 1 })} aria-describedby={`${id}-hand-hint`} placeholder={s.source.results} value={r.results} onChange={(e) => setRow(i, { results: e.target.value })} />
              </li>
            ))}
          </ol>
          <div className="tournament-row-buttons">
            <button type="button" onClick={() => setRows((rs) => [...rs, { ...EMPTY }])}>
              {s.source.addRow}
            </button>
            <button type="button" disabled={rows.length <= 2} onClick={() => setRows((rs) => rs.slice(0, -1))}>
              {s.source.removeRow}
            </button>
          </div>
        </fieldset>
        <fieldset className="tournament-options">
          <legend>{s.options.legend}</legend>
          <label htmlFor={`${id}-list`}>{s.options.list}</label>
          <input id={`${id}-list`} type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} aria-describedby={`${id}-list-hint`} value={list} onChange={(e) => setList(e.target.value)} />
          <p className="hint" id={`${id}-list-hint`}>{s.options.listHint}</p>
          <label htmlFor={`${id}-system`}>{s.options.system}</label>
          <select id={`${id}-system`} value={system} onChange={(e) => setSystem(e.target.value as typeof system)}>
            <option value="auto">{s.options.auto}</option>
            <option value="swiss">{s.options.swiss}</option>
            <option value="round-robin">{s.options.rr}</option>
          </select>
          <label htmlFor={`${id}-unplayed`}>{s.options.unplayed}</label>
          <select id={`${id}-unplayed`} value={unplayed} onChange={(e) => setUnplayed(e.target.value as UnplayedRules)}>
            <option value="c07-2024">{s.options.c07}</option>
            <option value="annex-2007">{s.options.annex}</option>
          </select>
        </fieldset>
        <button type="submit" className="tournament-rank">
          {s.options.compute}
        </button>
      </form>
      <div aria-live="polite">{outcome && ('problem' in outcome ? <ProblemView p={outcome.problem} /> : <Results s={s} o={outcome} />)}</div>
    </div>
  );
}

function ProblemView({ p }: { p: Problem }) {
  return (
    <p role="alert" className="tournament-problem">
      {p.text} {p.detail && <span lang="en">{p.detail}</span>}
    </p>
  );
}

function Results({ s, o }: { s: TournamentStrings; o: Extract<Outcome, { t: Tournament }> }) {
  const { standings, t } = o;
  const specs = standings.specs;
  const name = (n: number) => t.participants.find((p) => p.startNo === n)?.name ?? String(n);
  const group = (g: number[]) => g.map((n) => `${n}`).join(' = ');
  const steps = standings.steps.filter((x) => x.groups.length);
  const systemLabel = o.system === 'swiss' ? s.options.swiss : s.options.rr;
  return (
    <section className="tournament-results" aria-labelledby="tournament-results-title">
      <h2 id="tournament-results-title">{s.result.heading}</h2>
      <p>{fill(s.result.rules, { rules: o.unplayed === 'c07-2024' ? s.options.c07 : s.options.annex, system: systemLabel })}</p>
      <div className="tournament-table-wrap" tabIndex={0} role="region" aria-labelledby="tournament-results-title">
        <table className="tournament-table">
          <thead>
            <tr>
              <th scope="col">{s.result.rank}</th>
              <th scope="col">{s.result.no}</th>
              <th scope="col">{s.result.name}</th>
              <th scope="col">{s.result.points}</th>
              {specs.map((x, k) => (
                <th scope="col" key={k}>
                  {x.text}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {standings.rows.map((r) => (
              <tr key={r.participant.startNo} data-start-no={r.participant.startNo}>
                <td>{r.rank}</td>
                <td>{r.participant.startNo}</td>
                <th scope="row">{r.participant.name}</th>
                <td>{shownValue(s, r.points)}</td>
                {r.values.map((v, k) => (
                  <td key={k}>{shownValue(s, v)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{s.result.ties}</h3>
      {steps.length === 0 && standings.unresolved.length === 0 ? (
        <p>{s.result.noTies}</p>
      ) : (
        <ul className="tournament-ties">
          {steps.flatMap((x) =>
            x.groups.map((g, k) => (
              <li key={`${x.index}-${k}`}>{fill(s.result.tieStep, { tb: x.tieBreak, before: group(g.before), after: g.after.map(group).join(' > ') })}</li>
            )),
          )}
        </ul>
      )}
      {standings.unresolved.length > 0 && <p>{fill(s.result.unresolved, { groups: standings.unresolved.map(group).join('; ') })}</p>}
      <h3>{s.result.download}</h3>
      <p className="tournament-downloads">
        <button type="button" onClick={() => download('standings.trf', toTrf(t, standings), 'text/plain')}>
          {s.result.downloadTrf}
        </button>
        <button type="button" onClick={() => download('standings.csv', toCsv(standings), 'text/csv')}>
          {s.result.downloadCsv}
        </button>
      </p>
      <h3>{s.result.working}</h3>
      {standings.rows.map((r) => (
        <details key={r.participant.startNo} className="tournament-working" data-start-no={r.participant.startNo}>
          <summary>{fill(s.result.workingOf, { no: r.participant.startNo, name: r.participant.name })}</summary>
          <WorkingView s={s} row={r} specs={specs} name={name} />
        </details>
      ))}
    </section>
  );
}

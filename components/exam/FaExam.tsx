'use client';
// The FA exam mode: a paper as FIDE Arbiter candidates sit it (lib/exam/faPaper.ts), the questions and the written
// rulings on one page under a four-hour clock (changeable), then the candidate marks the written rulings against their
// model answers, then a result sheet per part in marks. Everything is kept in this browser as it goes
// (lib/exam/faSession.ts, stored by lib/exam/progress.ts), so a reload, a closed tab or a lost connection resumes the
// exam where it was, with the time that was left; a stored exam that cannot be read gets a message and a fresh start.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFocusOnChange } from './useFocusOnChange';
import { drawFaPaper, FA_EXAM, faResult, type FaPart } from '@/lib/exam/faPaper';
import type { FaSession } from '@/lib/exam/faSession';
import { markRuling, sumMarks, type PartsAnswer } from '@/lib/exam/partMarks';
import type { ShownRuling } from '@/lib/exam/rulingShow';
import type { ShownQuestion } from '@/lib/exam/show';
import { useHydrated } from '@/components/site/useHydrated';
import { Diagram } from './Diagram';
import { answerText, emptyAnswer, ExamQuestion, Explanation, isAnswered, isRight, rightAnswerText, type Answer } from './ExamQuestion';
import type { RulingStrings } from './rulingStrings';
import { fill, type ExamStrings } from './strings';
import { clockText, Timer } from './Timer';
import { useJsonList } from './useJsonList';
import { WrittenRuling } from './WrittenRuling';
import styles from './FaExam.module.css';

type Api = { progress: typeof import('@/lib/exam/progress'); fa: typeof import('@/lib/exam/faSession') };
type Notice = 'resumed' | 'damaged' | 'incomplete' | null;
interface Sheet {
  session: FaSession;
  parts: { part: FaPart; got: number; total: number }[];
  got: number;
  total: number;
  percent: number;
  passed: boolean;
}

const newSeed = () => Math.floor(Math.random() * 2 ** 31);
const noParts: PartsAnswer = {};
/** A written ruling counts as answered once its reason is written or one of its parts is chosen. */
const rulingAnswered = (text: string | undefined, p: PartsAnswer | undefined) =>
  !!text?.trim() || !!p?.decision || !!p?.result || !!p?.articles?.length || !!p?.clock?.white?.trim() || !!p?.clock?.black?.trim();
const now = () => Date.now();

export function FaExam({ base, lawsTopics, s, es }: { base: string; lawsTopics: string[]; s: RulingStrings; es: ExamStrings }) {
  const live = useHydrated();
  const [attempt, setAttempt] = useState(0);
  const questions = useJsonList<ShownQuestion>(`${base}${FA_EXAM.edition}/questions.json`, attempt);
  const rulings = useJsonList<ShownRuling>(`${base}${FA_EXAM.edition}/rulings.json`, attempt);
  const [api, setApi] = useState<Api | null>(null);
  const [session, setSession] = useState<FaSession | null>(null);
  const [checked, setChecked] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [minutes, setMinutes] = useState<number>(FA_EXAM.minutes);
  const [confirming, setConfirming] = useState(false);
  // The paper the setup describes is the one that starts (how many questions on the other parts depends on the marks
  // of the rulings drawn); a new one is drawn for the next exam.
  const [seed, setSeed] = useState(newSeed);
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = questions.state === 'ready' && rulings.state === 'ready';
  const qById = new Map(questions.state === 'ready' ? questions.items.map((q) => [q.id, q]) : []);
  const rById = new Map(rulings.state === 'ready' ? rulings.items.map((r) => [r.id, r]) : []);

  // The storage and the session's schema load after the page is up, like the progress code.
  useEffect(() => {
    let on = true;
    void Promise.all([import('@/lib/exam/progress'), import('@/lib/exam/faSession')]).then(([progress, fa]) => on && setApi({ progress, fa }));
    return () => {
      on = false;
    };
  }, []);

  // Once the paper's questions and the storage are here: resume a stored exam, or say why it cannot be.
  useEffect(() => {
    if (!api || !ready || checked) return;
    const read = api.fa.parseFaSession(api.progress.readFaSession());
    let next: FaSession | null = null;
    let why: Notice = null;
    if (read && 'problem' in read) why = 'damaged';
    else if (read) {
      if (api.fa.paperIsComplete(read.session, new Set(questions.items.map((q) => q.id)), new Set(rulings.items.map((r) => r.id)))) {
        next = read.session;
        why = 'resumed';
      } else why = 'incomplete';
    }
    if (why === 'damaged' || why === 'incomplete') api.progress.clearFaSession();
    // Reading the stored exam is an effect by nature: it runs once, when the storage and the data are both here.
    /* eslint-disable react-hooks/set-state-in-effect */
    setChecked(true);
    setSession(next);
    setNotice(why);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [api, ready, checked, questions, rulings]);

  // Every change is kept at once; the time used is added up each second while the exam is sat.
  useEffect(() => {
    if (api && session) api.progress.writeFaSession(JSON.stringify(session));
  }, [api, session]);
  const sitting = session?.phase === 'sitting';
  const latest = useRef(session);
  useEffect(() => {
    latest.current = session;
  }, [session]);
  useEffect(() => {
    if (!sitting || !api) return;
    let last = now();
    const id = window.setInterval(() => {
      const t = now();
      setSession((x) => (x ? api.fa.spend(x, t - last) : x));
      last = t;
    }, 1000);
    // A reload or a closed tab keeps the part of a second since the last tick too.
    const leave = () => {
      if (latest.current) api.progress.writeFaSession(JSON.stringify(api.fa.spend(latest.current, now() - last)));
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.clearInterval(id);
      window.removeEventListener('pagehide', leave);
    };
  }, [sitting, api]);

  const phase = sheet ? 'result' : (session?.phase ?? 'setup');
  useFocusOnChange(phase, heading);

  // The deadline the countdown shows, fixed when the sitting starts or resumes in this page.
  const [deadline, setDeadline] = useState(0);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the clock is read once per sitting, not per render
    if (sitting && session) setDeadline(now() + api!.fa.timeLeftMs(session));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a sitting starts or resumes
  }, [sitting]);
  const timeUp = useCallback(() => setSession((x) => (x && x.phase === 'sitting' ? { ...x, phase: 'marking', timeUp: true } : x)), []);

  const partName: Record<FaPart, string> = { 'laws-questions': s.fa.partQuestions, 'laws-rulings': s.fa.partRulings, 'other-questions': s.fa.partOthers };

  if (sheet) return <ResultSheet sheet={sheet} qById={qById} rById={rById} partName={partName} s={s} es={es} headingRef={heading} onNew={() => setSheet(null)} />;

  if (session && session.phase === 'marking') {
    const list = session.rulings.map((id) => rById.get(id)!);
    return (
      <form
        aria-labelledby="fa-marking"
        onSubmit={(e) => {
          e.preventDefault();
          const mc = (ids: string[]) => ({ got: ids.filter((id) => isRight(qById.get(id)!, session.answers[id] as Answer | undefined)).length, total: ids.length });
          const written = list.reduce((t, r) => {
            const m = sumMarks(markRuling(r, session.parts?.[r.id] ?? noParts, session.ticks[r.id] ?? []));
            return { got: t.got + m.got, total: t.total + m.total };
          }, { got: 0, total: 0 });
          const result = faResult([{ part: 'laws-questions', ...mc(session.questions) }, { part: 'laws-rulings', ...written }, { part: 'other-questions', ...mc(session.others) }]);
          const asked = [...session.questions, ...session.others];
          const perQuestion = Object.fromEntries(asked.map((id) => [id, isRight(qById.get(id)!, session.answers[id] as Answer | undefined)]));
          api!.progress.recordExam(
            { edition: session.edition, mode: 'fa', right: result.got, total: result.total, passMark: FA_EXAM.passMark, seconds: Math.round(session.usedMs / 1000), wrong: asked.filter((id) => !perQuestion[id]) },
            perQuestion,
            result.parts,
          );
          api!.progress.clearFaSession();
          setSheet({ session, ...result });
          setSession(null);
          setNotice(null);
        }}
      >
        <h2 id="fa-marking" ref={heading} tabIndex={-1}>
          {s.fa.markingHeading}
        </h2>
        {session.timeUp && <p className={styles.notice}>{s.fa.timeUp}</p>}
        {notice === 'resumed' && <p className={styles.notice}>{s.fa.resumed}</p>}
        <p>{s.fa.markingIntro}</p>
        {list.map((r, i) => (
          <WrittenRuling
            key={r.id}
            r={r}
            year={session.edition}
            n={i + 1}
            total={list.length}
            parts={session.parts?.[r.id] ?? noParts}
            text={session.written[r.id] ?? ''}
            ticks={session.ticks[r.id] ?? []}
            onTicks={(t) => setSession((x) => (x ? { ...x, ticks: { ...x.ticks, [r.id]: t } } : x))}
            stage="mark"
            s={s}
          />
        ))}
        <p className={styles.actions}>
          <button type="submit" className="button button-primary">
            {s.fa.seeResult}
          </button>
        </p>
      </form>
    );
  }

  if (session && session.phase === 'sitting') {
    const qs = session.questions.map((id) => qById.get(id)!);
    const others = session.others.map((id) => qById.get(id)!);
    const rs = session.rulings.map((id) => rById.get(id)!);
    const all = qs.length + others.length + rs.length;
    const answered = [...qs, ...others].filter((q) => isAnswered(session.answers[q.id] as Answer | undefined)).length + rs.filter((r) => rulingAnswered(session.written[r.id], session.parts?.[r.id])).length;
    const setAnswer = (id: string, a: Answer) => setSession((x) => (x ? { ...x, answers: { ...x.answers, [id]: a } } : x));
    const question = (q: ShownQuestion, i: number, n: number) => (
      <li key={q.id}>
        <ExamQuestion q={q} n={i + 1} total={n} answer={(session.answers[q.id] as Answer | undefined) ?? emptyAnswer(q)} onChange={(a) => setAnswer(q.id, a)} s={es} />
      </li>
    );
    return (
      <section aria-labelledby="fa-run">
        <h2 id="fa-run" ref={heading} tabIndex={-1}>
          {fill(s.fa.heading, { year: session.edition })}
        </h2>
        {notice === 'resumed' && <p className={styles.notice}>{s.fa.resumed}</p>}
        <div className={`exam-bar ${styles.bar}`}>
          {deadline > 0 && <Timer deadline={deadline} totalSeconds={session.minutes * 60} onTimeUp={timeUp} s={es} />}
          <span className="exam-answered">{fill(s.fa.answered, { n: answered, total: all })}</span>
        </div>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (answered < all && !confirming) setConfirming(true);
            else {
              setConfirming(false);
              setSession((x) => (x ? api!.fa.handIn(x) : x));
            }
          }}
        >
          <h3 className={styles.part}>{s.fa.partQuestions}</h3>
          <ol className="exam-list">{qs.map((q, i) => question(q, i, qs.length))}</ol>
          <h3 className={styles.part}>{s.fa.partRulings}</h3>
          {rs.map((r, i) => (
            <WrittenRuling
              key={r.id}
              r={r}
              year={session.edition}
              n={i + 1}
              total={rs.length}
              parts={session.parts?.[r.id] ?? noParts}
              onParts={(p) => setSession((x) => (x ? { ...x, parts: { ...x.parts, [r.id]: p } } : x))}
              text={session.written[r.id] ?? ''}
              onText={(t) => setSession((x) => (x ? { ...x, written: { ...x.written, [r.id]: t } } : x))}
              ticks={[]}
              stage="write"
              s={s}
            />
          ))}
          {others.length > 0 && (
            <>
              <h3 className={styles.part}>{s.fa.partOthers}</h3>
              <ol className="exam-list">{others.map((q, i) => question(q, i, others.length))}</ol>
            </>
          )}
          {confirming && answered < all ? (
            <div role="alert" className="exam-confirm">
              <p>{fill(s.fa.confirm, { n: all - answered })}</p>
              <button type="submit" className="button button-primary">
                {s.fa.handIn}
              </button>
            </div>
          ) : (
            <p className={styles.actions}>
              <button type="submit" className="button button-primary">
                {s.fa.handIn}
              </button>
            </p>
          )}
        </form>
      </section>
    );
  }

  const draft = ready ? drawFaPaper(questions.items, rulings.items, { seed, lawsTopics }) : null;
  return (
    <form
      className="exam-setup"
      aria-labelledby="fa-setup"
      onSubmit={(e) => {
        e.preventDefault();
        if (!api || !draft) return;
        setNotice(null);
        setSession(api.fa.newFaSession(draft, { edition: FA_EXAM.edition, seed, minutes, at: new Date() }));
        setSeed(newSeed());
      }}
    >
      <h2 id="fa-setup" ref={heading} tabIndex={-1}>
        {s.fa.setupTitle}
      </h2>
      {notice === 'damaged' && (
        <p role="alert" className={styles.problem}>
          {s.fa.damaged}
        </p>
      )}
      {notice === 'incomplete' && (
        <p role="alert" className={styles.problem}>
          {s.fa.incomplete}
        </p>
      )}
      <p>{s.fa.intro}</p>
      {draft && (
        <p>
          {draft.others.length
            ? fill(s.fa.paperOthers, { questions: draft.questions.length, rulings: draft.rulings.length, others: draft.others.length })
            : fill(s.fa.paper, { questions: draft.questions.length, rulings: draft.rulings.length })}
        </p>
      )}
      <p>{s.fa.keptHere}</p>
      <fieldset disabled={!live}>
        <label className="exam-field">
          {s.fa.minutes} <input type="number" min={1} max={600} value={minutes} onChange={(e) => setMinutes(Math.max(1, Math.min(600, Number(e.target.value) || 1)))} />
        </label>
      </fieldset>
      <div aria-live="polite" className="exam-status">
        {(questions.state === 'loading' || rulings.state === 'loading') && <p>{s.loading}</p>}
        {(questions.state === 'failed' || rulings.state === 'failed') && (
          <p role="alert">
            {s.loadFailed}{' '}
            <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
              {s.retry}
            </button>
          </p>
        )}
      </div>
      <button type="submit" className="button button-primary" disabled={!live || !ready || !api || !checked}>
        {s.fa.start}
      </button>
    </form>
  );
}

function ResultSheet({
  sheet,
  qById,
  rById,
  partName,
  s,
  es,
  headingRef,
  onNew,
}: {
  sheet: Sheet;
  qById: Map<string, ShownQuestion>;
  rById: Map<string, ShownRuling>;
  partName: Record<FaPart, string>;
  s: RulingStrings;
  es: ExamStrings;
  headingRef: React.Ref<HTMLHeadingElement>;
  onNew: () => void;
}) {
  const { session } = sheet;
  const asked = [...session.questions, ...session.others].map((id) => qById.get(id)!);
  const missed = asked.filter((q) => !isRight(q, session.answers[q.id] as Answer | undefined));
  const pct = (got: number, total: number) => (total ? Math.round((1000 * got) / total) / 10 : 0);
  return (
    <section aria-labelledby="fa-result" className={styles.result}>
      <h2 id="fa-result" ref={headingRef} tabIndex={-1}>
        {s.fa.resultHeading}
      </h2>
      {session.timeUp && <p className={styles.notice}>{s.fa.timeUp}</p>}
      <table className={styles.sheet}>
        <thead>
          <tr>
            <th scope="col">{s.fa.part}</th>
            <th scope="col">{s.fa.marks}</th>
            <th scope="col">{s.fa.percent}</th>
          </tr>
        </thead>
        <tbody>
          {sheet.parts.map((p) => (
            <tr key={p.part} data-part={p.part}>
              <th scope="row">{partName[p.part]}</th>
              <td>
                {p.got.toLocaleString(s.parts.numberLocale)} / {p.total}
              </td>
              <td>{pct(p.got, p.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{s.fa.total}</th>
            <td>
              {sheet.got.toLocaleString(s.parts.numberLocale)} / {sheet.total}
            </td>
            <td>{sheet.percent}</td>
          </tr>
        </tfoot>
      </table>
      <p className={sheet.passed ? 'exam-passed' : 'exam-failed'}>
        <strong>{fill(sheet.passed ? s.fa.passed : s.fa.failed, { got: sheet.got.toLocaleString(s.parts.numberLocale), total: sheet.total, percent: sheet.percent.toLocaleString(s.parts.numberLocale), pass: FA_EXAM.passMark })}</strong>
      </p>
      <p>{fill(s.fa.timeUsed, { time: clockText(session.usedMs / 1000) })}</p>
      <h3>{s.fa.reviewRulings}</h3>
      {session.rulings.map((id, i) => (
        <WrittenRuling key={id} r={rById.get(id)!} year={session.edition} n={i + 1} total={session.rulings.length} parts={session.parts?.[id] ?? noParts} text={session.written[id] ?? ''} ticks={session.ticks[id] ?? []} stage="review" s={s} />
      ))}
      <h3>{s.fa.reviewQuestions}</h3>
      {missed.length === 0 ? (
        <p>{es.results.noMistakes}</p>
      ) : (
        <ol className="exam-review">
          {missed.map((q) => (
            <li key={q.id} data-question={q.id}>
              <p className="exam-prompt">{q.prompt}</p>
              {q.fen && <Diagram fen={q.fen} label={q.fenLabel ?? ''} />}
              <p className="exam-your-answer">{fill(es.results.yourAnswer, { answer: answerText(q, session.answers[q.id] as Answer | undefined, es) })}</p>
              <p className="exam-right-answer">
                <strong>{fill(es.results.rightAnswer, { answer: rightAnswerText(q, es) })}</strong>
              </p>
              <Explanation q={q} s={es} />
            </li>
          ))}
        </ol>
      )}
      <p className={styles.actions}>
        <button type="button" className="button button-primary" onClick={onNew}>
          {s.fa.new}
        </button>
      </p>
    </section>
  );
}

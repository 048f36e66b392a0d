'use client';
// The exam practice: set up (edition, mode, topic, size), then practice (one question at a time, the answer after
// each) or a mock exam (every question on one page, a countdown, marked when handed in), then the results with the
// review of every mistake. Settings can come in the address (?edition=2009&mode=mock&seed=7), so an exam can be
// shared or repeated. Progress is recorded through lib/exam/progress.
import { useFocusOnChange } from './useFocusOnChange';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { pickExam } from '@/lib/exam/pick';
import type { ShownQuestion } from '@/lib/exam/show';
import { useHydrated } from '@/components/site/useHydrated';
import { ExamQuestion, Explanation, emptyAnswer, isAnswered, isRight, rightAnswerText, type Answer } from './ExamQuestion';
import { Results } from './Results';
import { SelectField } from './SelectField';
import { PASS_MARK, type Finished, type Run } from './run';
import { Timer } from './Timer';
import { fill, type ExamStrings } from './strings';
import { useExamData } from './useExamData';

const DEFAULTS = { mode: 'practice' as 'practice' | 'mock', part: 'laws' as Part, topic: '', size: 30, minutes: 60 };
// The parts of the exam a candidate chooses from: the Laws (in the edition chosen), the tournament regulations, the
// rating and title regulations, or all of them.
const PARTS = ['laws', 'tournaments', 'ratings', 'all'] as const;
type Part = (typeof PARTS)[number];
const SIZES = [10, 20, 30, 40, 50];

export interface ExamAppProps {
  /** the address the edition's questions.json files sit under: /{locale}/exam/ */
  base: string;
  editions: { id: string; label: string }[];
  defaultEdition: string;
  /** the exam topics: the Laws' lessons and the regulations, each in its part */
  topics: { slug: string; title: string; part?: string }[];
  s: ExamStrings;
}

interface Settings {
  edition: string;
  mode: 'practice' | 'mock';
  part: Part;
  topic: string;
  size: number;
  minutes: number;
  seed?: number;
}

const noSubscription = () => () => undefined;
// Called from event handlers only (starting an exam), never while rendering.
const timeNow = () => Date.now();
const newSeed = () => Math.floor(Math.random() * 2 ** 31);

function fromQuery(search: string, editions: string[]): Partial<Settings> {
  const q = new URLSearchParams(search);
  const out: Partial<Settings> = {};
  const edition = q.get('edition');
  if (edition && editions.includes(edition)) out.edition = edition;
  const mode = q.get('mode');
  if (mode === 'practice' || mode === 'mock') out.mode = mode;
  const part = q.get('part');
  if ((PARTS as readonly (string | null)[]).includes(part)) out.part = part as Part;
  const topic = q.get('topic');
  if (topic) out.topic = topic;
  const number = (k: string, min: number, max: number) => {
    const n = Number(q.get(k));
    return q.has(k) && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
  };
  const size = number('size', 1, 500);
  if (size) out.size = size;
  const minutes = number('minutes', 1, 600);
  if (minutes) out.minutes = minutes;
  const seed = number('seed', 0, 2 ** 31);
  if (seed !== undefined) out.seed = seed;
  return out;
}

export function ExamApp({ base, editions, defaultEdition, topics, s }: ExamAppProps) {
  const live = useHydrated();
  const search = useSyncExternalStore(noSubscription, () => window.location.search, () => '');
  const [chosen, setChosen] = useState<Partial<Settings>>({});
  const settings: Settings = { edition: defaultEdition, ...DEFAULTS, ...fromQuery(search, editions.map((e) => e.id)), ...chosen };
  const [attempt, setAttempt] = useState(0);
  const data = useExamData(base, settings.edition, attempt);
  const [run, setRun] = useState<Run | null>(null);
  const [finished, setFinished] = useState<Finished | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const phase = finished ? 'results' : run ? run.mode : 'setup';
  useFocusOnChange(phase, heading);

  // ?question=ID (a search result's link) or ?question=ID,ID,… (the questions due for review): those questions in
  // practice mode, once their edition has loaded.
  const linked = new URLSearchParams(search).get('question');
  const linkedShown = useRef(false);
  const linkedIds = linked?.split(',') ?? [];
  const linkedQuestions = data.state === 'ready' ? data.questions.filter((q) => linkedIds.includes(q.id)) : [];
  const linkedKey = linkedQuestions.map((q) => q.id).join(',');
  useEffect(() => {
    if (!linkedKey || linkedShown.current || data.state !== 'ready') return;
    linkedShown.current = true;
    const started = timeNow();
    const ids = linkedKey.split(',');
    setRun({ mode: 'practice', edition: settings.edition, questions: data.questions.filter((q) => ids.includes(q.id)), started });
  }, [linkedKey, data, settings.edition]);

  const inPart = (part?: string) => settings.part === 'all' || (part ?? 'laws') === settings.part;
  const partTopics = topics.filter((t) => inPart(t.part));
  const topic = partTopics.some((t) => t.slug === settings.topic) ? settings.topic : '';
  const pool = data.state === 'ready' ? data.questions.filter((q) => inPart(q.part) && (settings.mode === 'mock' || !topic || q.topic === topic)) : [];
  const set = (patch: Partial<Settings>) => setChosen((c) => ({ ...c, ...patch }));

  const start = (mode: 'practice' | 'mock', questions: ShownQuestion[]) => {
    const started = timeNow();
    setFinished(null);
    setRun({ mode, edition: settings.edition, part: settings.part, questions, started, ...(mode === 'mock' ? { deadline: started + settings.minutes * 60_000 } : {}) });
  };
  const finish = useCallback(
    (r: Run, answers: Record<string, Answer>, timeUp: boolean) => {
      const seconds = Math.round((timeNow() - r.started) / 1000);
      const right = r.questions.filter((q) => isRight(q, answers[q.id]));
      const record = { edition: r.edition, mode: r.mode, right: right.length, total: r.questions.length, passMark: PASS_MARK, seconds, wrong: r.questions.filter((q) => !right.includes(q)).map((q) => q.id) };
      const perQuestion = Object.fromEntries(r.questions.filter((q) => r.mode === 'mock' || isAnswered(answers[q.id])).map((q) => [q.id, isRight(q, answers[q.id])]));
      // the progress code is loaded when it is needed, not with the page
      void import('@/lib/exam/progress').then((m) => m.recordExam(record, perQuestion));
      setFinished({ ...r, answers, seconds, timeUp });
      setRun(null);
    },
    [],
  );

  if (finished) {
    return (
      <Results
        result={finished}
        topics={topics}
        s={s}
        headingRef={heading}
        onRetry={(wrong) => start('practice', wrong)}
        onAgain={() => {
          setFinished(null);
          setRun(null);
        }}
      />
    );
  }
  if (run?.mode === 'practice') return <Practice run={run} s={s} headingRef={heading} onFinish={(a) => finish(run, a, false)} />;
  if (run?.mode === 'mock') return <Mock run={run} s={s} headingRef={heading} onFinish={(a, timeUp) => finish(run, a, timeUp)} />;

  const editionLabel = editions.find((e) => e.id === settings.edition)?.label ?? settings.edition;
  return (
    <form
      className="exam-setup"
      aria-labelledby="exam-setup-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (!pool.length) return;
        const seed = settings.seed ?? newSeed();
        const topicsChosen = settings.mode === 'practice' && topic ? [topic] : undefined;
        start(settings.mode, pickExam(pool, { size: settings.size, seed, topics: topicsChosen }));
      }}
    >
      <h2 id="exam-setup-title" ref={heading} tabIndex={-1}>
        {s.setup.heading}
      </h2>
      <fieldset disabled={!live}>
        <SelectField id="exam-part" label={s.parts.label} value={settings.part} options={PARTS.map((p) => ({ value: p, label: s.parts[p] }))} onChange={(part) => set({ part, topic: '' })} />
        {(settings.part === 'laws' || settings.part === 'all') && (
          <SelectField id="exam-edition" label={s.setup.edition} value={settings.edition} options={editions.map((e) => ({ value: e.id, label: e.label }))} onChange={(edition) => set({ edition })} />
        )}
        <fieldset className="exam-modes">
          <legend>{s.setup.mode}</legend>
          <label className="exam-choice">
            <input type="radio" name="exam-mode" checked={settings.mode === 'practice'} onChange={() => set({ mode: 'practice' })} />
            <span>
              <strong>{s.setup.practice}</strong> <span className="exam-hint">{s.setup.practiceHint}</span>
            </span>
          </label>
          <label className="exam-choice">
            <input type="radio" name="exam-mode" checked={settings.mode === 'mock'} onChange={() => set({ mode: 'mock' })} />
            <span>
              <strong>{s.setup.mock}</strong> <span className="exam-hint">{fill(s.setup.mockHint, { size: settings.size, minutes: settings.minutes, pass: PASS_MARK })}</span>
            </span>
          </label>
        </fieldset>
        {settings.mode === 'practice' && (
          <SelectField
            id="exam-topic"
            label={s.setup.topic}
            value={topic}
            options={[{ value: '', label: s.setup.allTopics }, ...partTopics.map((t) => ({ value: t.slug, label: t.title }))]}
            onChange={(topic) => set({ topic })}
          />
        )}
        <SelectField
          id="exam-size"
          label={s.setup.size}
          value={settings.size}
          options={[...new Set([...SIZES, settings.size])].sort((a, b) => a - b).map((n) => ({ value: n, label: String(n) }))}
          onChange={(size) => set({ size })}
        />
        {settings.mode === 'mock' && (
          <label className="exam-field">
            {s.setup.minutes}{' '}
            <input type="number" min={1} max={600} value={settings.minutes} onChange={(e) => set({ minutes: Math.max(1, Math.min(600, Number(e.target.value) || 1)) })} />
          </label>
        )}
      </fieldset>
      <div aria-live="polite" className="exam-status">
        {data.state === 'loading' && <p>{s.setup.loading}</p>}
        {data.state === 'failed' && (
          <p role="alert">
            {s.setup.loadFailed}{' '}
            <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
              {s.setup.retry}
            </button>
          </p>
        )}
        {data.state === 'ready' && <p>{fill(s.setup.available, { n: pool.length })} <span className="visually-hidden">{editionLabel}</span></p>}
      </div>
      <button type="submit" className="button button-primary" disabled={!live || !pool.length}>
        {s.setup.start}
      </button>
    </form>
  );
}

function Practice({ run, s, headingRef, onFinish }: { run: Run; s: ExamStrings; headingRef: React.Ref<HTMLHeadingElement>; onFinish: (a: Record<string, Answer>) => void }) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [checked, setChecked] = useState(false);
  const [needChoice, setNeedChoice] = useState(false);
  const legend = useRef<HTMLElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const q = run.questions[index]!;
  const answer = answers[q.id] ?? emptyAnswer(q);
  const last = index === run.questions.length - 1;
  useEffect(() => {
    if (checked) next.current?.focus();
  }, [checked]);
  useEffect(() => {
    if (index > 0) legend.current?.focus();
  }, [index]);
  return (
    <section className="exam-run" aria-labelledby="exam-run-title">
      <h2 id="exam-run-title" ref={headingRef} tabIndex={-1}>
        {s.setup.practice}
      </h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (checked) {
            if (last) onFinish(answers);
            else {
              setIndex(index + 1);
              setChecked(false);
            }
            return;
          }
          setNeedChoice(!isAnswered(answer));
          if (isAnswered(answer)) setChecked(true);
        }}
      >
        <ExamQuestion key={q.id} q={q} n={index + 1} total={run.questions.length} answer={answer} onChange={(a) => setAnswers({ ...answers, [q.id]: a })} disabled={checked} s={s} headingRef={legend} />
        <div aria-live="polite" className="exam-feedback">
          {needChoice && !checked && <p>{s.question.choose}</p>}
          {checked && (
            <div className={isRight(q, answer) ? 'quiz-right' : 'quiz-wrong'}>
              <p>
                <strong>{isRight(q, answer) ? s.question.right : s.question.wrong}</strong>{' '}
                {!isRight(q, answer) && fill(s.question.correctIs, { answer: rightAnswerText(q, s) })}
              </p>
              <Explanation q={q} s={s} />
            </div>
          )}
        </div>
        {checked ? (
          <button ref={next} type="submit" className="button button-primary">
            {last ? s.question.finish : s.question.next}
          </button>
        ) : (
          <button type="submit" className="button">
            {s.question.check}
          </button>
        )}
      </form>
    </section>
  );
}

function Mock({ run, s, headingRef, onFinish }: { run: Run; s: ExamStrings; headingRef: React.Ref<HTMLHeadingElement>; onFinish: (a: Record<string, Answer>, timeUp: boolean) => void }) {
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [confirming, setConfirming] = useState(false);
  const answered = run.questions.filter((q) => isAnswered(answers[q.id])).length;
  const unanswered = run.questions.length - answered;
  const latest = useRef(answers);
  useEffect(() => {
    latest.current = answers;
  }, [answers]);
  const timeUp = useCallback(() => onFinish(latest.current, true), [onFinish]);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  return (
    <section className="exam-run" aria-labelledby="exam-run-title">
      <h2 id="exam-run-title" ref={headingRef} tabIndex={-1}>
        {run.part && run.part !== 'laws' ? fill(s.parts.mockHeading, { size: run.questions.length, part: s.parts[run.part] }) : fill(s.mock.heading, { size: run.questions.length, year: run.edition })}
      </h2>
      <div className="exam-bar">
        <Timer deadline={run.deadline!} totalSeconds={(run.deadline! - run.started) / 1000} onTimeUp={timeUp} s={s} />
        <span className="exam-answered">{fill(s.mock.answered, { n: answered, total: run.questions.length })}</span>
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (unanswered && !confirming) setConfirming(true);
          else onFinish(answers, false);
        }}
      >
        <ol className="exam-list">
          {run.questions.map((q, i) => (
            <li key={q.id} id={`exam-q-${q.id}`}>
              <ExamQuestion q={q} n={i + 1} total={run.questions.length} answer={answers[q.id] ?? emptyAnswer(q)} onChange={(a) => setAnswers((x) => ({ ...x, [q.id]: a }))} s={s} />
            </li>
          ))}
        </ol>
        {confirming && unanswered > 0 ? (
          <div role="alert" className="exam-confirm">
            <p>{fill(s.mock.confirmUnanswered, { n: unanswered })}</p>
            {/* A list, so that the numbers wrap inside the box however many there are. */}
            <p id="exam-unanswered-title">{s.mock.unanswered}</p>
            <ul className="exam-jumps" aria-labelledby="exam-unanswered-title">
              {run.questions.map((q, i) =>
                isAnswered(answers[q.id]) ? null : (
                  <li key={q.id}>
                    <a href={`#exam-q-${q.id}`} className="exam-jump">
                      {i + 1}
                    </a>
                  </li>
                ),
              )}
            </ul>
            <button ref={confirmRef} type="submit" className="button button-primary">
              {s.mock.submit}
            </button>
          </div>
        ) : (
          <button type="submit" className="button button-primary">
            {s.mock.submit}
          </button>
        )}
      </form>
    </section>
  );
}

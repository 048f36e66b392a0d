'use client';
// The reader's progress as the course home and the exam page show it: what is due for review today, saving it to a
// file and opening it on another device, and "forget my progress". Prerendered empty (the server has no progress);
// the browser fills it in. A record that could not be read is reported once.
import { useState, useSyncExternalStore } from 'react';
import { emptyProgress } from '@/lib/exam/emptyProgress';
import { ReviewPanel } from './ReviewPanel';
import { fill, percent, type ExamStrings } from './strings';
import { useProgress } from './useProgress';

export interface LessonLink {
  slug: string;
  title: string;
  href: string;
}

const noSubscription = () => () => undefined;
// The minute, not the millisecond: a snapshot that stays the same between renders.
const minute = () => Math.floor(Date.now() / 60_000) * 60_000;

export function ProgressPanel({ s, lessonCount, locale, lessonLinks }: { s: ExamStrings['progress']; lessonCount: number; locale: string; lessonLinks: LessonLink[] }) {
  const loaded = useProgress();
  const { progress, recovery } = loaded?.snapshot ?? { progress: emptyProgress(), recovery: null };
  const [forgotten, setForgotten] = useState(false);
  const now = useSyncExternalStore(noSubscription, minute, () => 0);
  const lessons = Object.keys(progress.lessons).length;
  const quizzes = Object.values(progress.quizzes).filter((a) => a.right).length;
  const practised = Object.values(progress.exam);
  const lastMock = progress.exams.find((e) => e.mode === 'mock');
  // the FA result sheet; a file saved before it was kept still has the exam in the list
  const fa = ('lastFa' in progress && progress.lastFa) || progress.exams.find((e) => e.mode === 'fa');
  const faGot = fa ? ('got' in fa ? fa.got : fa.right) : 0;
  const faPercent = fa ? Math.round((1000 * faGot) / fa.total) / 10 : 0;
  const empty = !lessons && !quizzes && !practised.length && !progress.exams.length;
  return (
    <section aria-labelledby="progress-title" className="progress-panel">
      <h2 id="progress-title">{s.heading}</h2>
      <div aria-live="polite">
        {recovery && (
          <p className="progress-notice" role="status">
            {recovery === 'old' ? s.recoveredOld : s.recoveredCorrupt}{' '}
            <button type="button" className="link-button" onClick={() => loaded?.api.dismissRecovery()}>
              {s.dismiss}
            </button>
          </p>
        )}
        {forgotten && empty && <p role="status">{s.forgotten}</p>}
      </div>
      <p className="exam-hint">{s.intro}</p>
      {!loaded ? null : empty ? (
        <p>{s.none}</p>
      ) : (
        <ul className="progress-list">
          <li>{fill(s.lessons, { n: lessons, total: lessonCount })}</li>
          {quizzes > 0 && <li>{fill(s.quizzes, { n: quizzes })}</li>}
          {practised.length > 0 && <li>{fill(s.practice, { n: practised.length, right: practised.filter((a) => a.right).length })}</li>}
          {lastMock && (
            <li>
              {fill(s.lastExam, {
                year: lastMock.edition,
                right: lastMock.right,
                total: lastMock.total,
                percent: percent(lastMock.right, lastMock.total),
                verdict: percent(lastMock.right, lastMock.total) >= lastMock.passMark ? s.verdictPassed : s.verdictFailed,
                date: new Date(lastMock.at).toLocaleDateString(locale),
              })}
            </li>
          )}
          {fa && (
            <li data-last-fa>
              {fill(s.lastFa, {
                got: faGot.toLocaleString(locale),
                total: fa.total,
                percent: faPercent.toLocaleString(locale),
                verdict: faPercent >= fa.passMark ? s.verdictPassed : s.verdictFailed,
                pass: fa.passMark,
                date: new Date(fa.at).toLocaleDateString(locale),
              })}
            </li>
          )}
        </ul>
      )}
      {loaded && <ReviewPanel s={s} reviews={('reviews' in progress && progress.reviews) || {}} now={now} locale={locale} lessons={lessonLinks} />}
      <FileControls s={s} loaded={loaded} empty={empty} />
      <button
        type="button"
        className="button"
        disabled={!loaded || empty}
        onClick={() => {
          loaded?.api.forgetProgress();
          setForgotten(true);
        }}
      >
        {s.forget}
      </button>
    </section>
  );
}

/** Save the progress to a file, or open one saved on another device; a file that cannot be read changes nothing. */
function FileControls({ s, loaded, empty }: { s: ExamStrings['progress']; loaded: ReturnType<typeof useProgress>; empty: boolean }) {
  const [status, setStatus] = useState<{ text: string; problem: boolean } | null>(null);
  const saveFile = () => {
    if (!loaded) return;
    const file = `fide-laws-progress-${new Date().toISOString().slice(0, 10)}.json`;
    const url = URL.createObjectURL(new Blob([loaded.api.saveProgressFile()], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = file;
    document.body.append(a);
    a.click();
    a.remove();
    URL.revokeObjectURL(url);
    setStatus({ text: fill(s.saved, { file }), problem: false });
  };
  const openFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file || !loaded) return;
    const result = loaded.api.openProgressFile(await file.text());
    input.value = '';
    setStatus(result.ok ? { text: s.opened, problem: false } : { text: result.problem === 'newer' ? s.openNewer : s.openDamaged, problem: true });
  };
  return (
    <div className="progress-file">
      <h3>{s.saveHeading}</h3>
      <p>
        <button type="button" className="button" disabled={!loaded || empty} onClick={saveFile}>
          {s.save}
        </button>
      </p>
      <p>
        <label className="progress-open">
          {s.open}{' '}
          <input type="file" accept=".json,application/json" disabled={!loaded} onChange={(e) => void openFile(e.currentTarget)} />
        </label>
      </p>
      <p role="status" className={status?.problem ? 'progress-notice' : undefined}>
        {status?.text}
      </p>
    </div>
  );
}

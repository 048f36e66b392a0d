'use client';
// A printable exam paper and its separate answer key, for lecturers: the edition, topics, size and draw number are
// chosen in a form and kept in the address (?edition=2023&size=20&seed=5&topics=drawn-game&view=key), so the paper
// and its key come from the same draw and can be opened again. The print stylesheet leaves out everything but the
// paper: about ten questions to a page, boards as diagrams.
import { useState, useSyncExternalStore } from 'react';
import { pickExam } from '@/lib/exam/pick';
import type { ShownQuestion } from '@/lib/exam/show';
import { partsText } from '@/lib/exam/textParts';
import { useHydrated } from '@/components/site/useHydrated';
import { Diagram } from './Diagram';
import { rightAnswerText } from './ExamQuestion';
import { SelectField } from './SelectField';
import { fill, type ExamStrings } from './strings';
import { useExamData } from './useExamData';

const LETTERS = 'ABCDEF';
const PER_PAGE = 10;

interface PaperSettings {
  edition: string;
  topics: string[];
  size: number;
  seed: number;
  view: 'settings' | 'paper' | 'key';
}

const subscribeToAddress = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

function read(search: string, editions: string[], defaultEdition: string): PaperSettings {
  const q = new URLSearchParams(search);
  const n = (k: string, d: number, max: number) => {
    const v = Number(q.get(k));
    return q.has(k) && Number.isInteger(v) && v >= 1 && v <= max ? v : d;
  };
  const view = q.get('view');
  const edition = q.get('edition') ?? '';
  return {
    edition: editions.includes(edition) ? edition : defaultEdition,
    topics: (q.get('topics') ?? '').split(',').filter(Boolean),
    size: n('size', 20, 200),
    seed: n('seed', 1, 2 ** 31),
    view: view === 'paper' || view === 'key' ? view : 'settings',
  };
}

function write(p: PaperSettings): string {
  const q = new URLSearchParams({ edition: p.edition, size: String(p.size), seed: String(p.seed), view: p.view });
  if (p.topics.length) q.set('topics', p.topics.join(','));
  return `?${q}`;
}

const letter = (i: number) => LETTERS[i] ?? String(i + 1);

export function PrintExam({ base, editions, defaultEdition, topics, s }: { base: string; editions: { id: string; label: string }[]; defaultEdition: string; topics: { slug: string; title: string }[]; s: ExamStrings }) {
  const live = useHydrated();
  const search = useSyncExternalStore(subscribeToAddress, () => window.location.search, () => '');
  const settings = read(search, editions.map((e) => e.id), defaultEdition);
  const [draft, setDraft] = useState<Partial<PaperSettings>>({});
  const form = { ...settings, ...draft };
  const data = useExamData(base, settings.edition, 0);
  const go = (p: PaperSettings) => {
    window.history.pushState(null, '', write(p));
    window.dispatchEvent(new PopStateEvent('popstate'));
  };

  if (settings.view !== 'settings') {
    const questions = data.state === 'ready' ? pickExam(data.questions.filter((q) => q.part === 'laws'), { size: settings.size, seed: settings.seed, topics: settings.topics }) : [];
    const key = settings.view === 'key';
    return (
      <div className={key ? 'exam-paper exam-key' : 'exam-paper'}>
        <p className="exam-paper-tools no-print">
          <button type="button" className="button" onClick={() => go({ ...settings, view: 'settings' })}>
            {s.print.back}
          </button>{' '}
          <button type="button" className="button button-primary" onClick={() => window.print()}>
            {s.print.print}
          </button>{' '}
          <button type="button" className="button" onClick={() => go({ ...settings, view: key ? 'paper' : 'key' })}>
            {key ? s.print.paper : s.print.key}
          </button>
        </p>
        <h2>{fill(key ? s.print.keyHeading : s.print.paperHeading, { year: settings.edition })}</h2>
        <p className="exam-paper-meta">{fill(s.print.drawLine, { size: questions.length, seed: settings.seed })}</p>
        {!key && (
          <p className="exam-paper-name">
            {s.print.name}: ______________________________ {s.print.date}: ____________
          </p>
        )}
        {data.state === 'loading' && <p>{s.setup.loading}</p>}
        {data.state === 'failed' && <p role="alert">{s.setup.loadFailed}</p>}
        {data.state === 'ready' && !questions.length && <p>{s.print.none}</p>}
        {key ? <Key questions={questions} s={s} /> : <Paper questions={questions} s={s} />}
      </div>
    );
  }

  return (
    <form
      className="exam-setup"
      onSubmit={(e) => {
        e.preventDefault();
        go({ ...form, view: 'paper' });
      }}
    >
      <fieldset disabled={!live}>
        <SelectField id="paper-edition" label={s.setup.edition} value={form.edition} options={editions.map((e) => ({ value: e.id, label: e.label }))} onChange={(edition) => setDraft({ ...draft, edition })} />
        <fieldset className="exam-topic-list">
          <legend>{s.print.topics}</legend>
          {topics.map((t) => (
            <label key={t.slug} className="exam-choice">
              <input
                type="checkbox"
                checked={form.topics.includes(t.slug)}
                onChange={(e) => setDraft({ ...draft, topics: e.target.checked ? [...form.topics, t.slug] : form.topics.filter((x) => x !== t.slug) })}
              />
              <span>{t.title}</span>
            </label>
          ))}
        </fieldset>
        <label className="exam-field">
          {s.setup.size} <input type="number" min={1} max={200} value={form.size} onChange={(e) => setDraft({ ...draft, size: Math.max(1, Math.min(200, Number(e.target.value) || 1)) })} />
        </label>
        <label className="exam-field">
          {s.print.seed} <input type="number" min={1} value={form.seed} aria-describedby="exam-seed-hint" onChange={(e) => setDraft({ ...draft, seed: Math.max(1, Number(e.target.value) || 1) })} />
        </label>
        <p id="exam-seed-hint" className="exam-hint">
          {s.print.seedHint}
        </p>
      </fieldset>
      <button type="submit" className="button button-primary" disabled={!live}>
        {s.print.paper}
      </button>{' '}
      <button type="button" className="button" disabled={!live} onClick={() => go({ ...form, view: 'key' })}>
        {s.print.key}
      </button>
    </form>
  );
}

function Paper({ questions, s }: { questions: ShownQuestion[]; s: ExamStrings }) {
  return (
    <ol className="exam-paper-list">
      {questions.map((q, i) => (
        <li key={q.id} className={(i + 1) % PER_PAGE === 0 && i + 1 < questions.length ? 'exam-paper-q page-end' : 'exam-paper-q'}>
          <p>
            {q.prompt}
            {q.kind === 'multiple' && <em> {s.question.chooseAll}</em>}
          </p>
          {q.fen && <Diagram fen={q.fen} label={q.fenLabel ?? ''} />}
          {q.kind === 'numeric' ? (
            <p>{fill(s.print.answerLine, { unit: s.question.units[q.unit as keyof ExamStrings['question']['units']] ?? '' })}</p>
          ) : (
            <ol className="exam-paper-choices" type="A">
              {q.choices.map((c, j) => (
                <li key={j}>{c}</li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ol>
  );
}

function Key({ questions, s }: { questions: ShownQuestion[]; s: ExamStrings }) {
  return (
    <ol className="exam-key-list">
      {questions.map((q) => (
        <li key={q.id}>
          <strong>{q.kind === 'numeric' ? rightAnswerText(q, s) : q.answer.map(letter).join(', ')}</strong>
          {q.kind !== 'numeric' && <> ({rightAnswerText(q, s)})</>} — {partsText(q.explanation)}{' '}
          <span className="exam-key-refs">{q.refs.map((r) => r.label).join('')}</span>
        </li>
      ))}
    </ol>
  );
}

'use client';

// What the calculators of /{locale}/ratings/ share: a form with its result, fields, loading lib/ratings on demand, and
// a form sent before the page's scripts ran (its fields come back in the address) calculated once they run.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { WorkingLine } from '@/lib/ratings/working';
import type { Requirement } from '@/lib/ratings/norm';
import { citeLabel, lineText, requirementText, type RatingsStrings } from './format';

export type Lib = typeof import('@/lib/ratings');
let libPromise: Promise<Lib> | null = null;
export const loadLib = () => (libPromise ??= import('@/lib/ratings'));

export interface Outcome {
  summary: { label: string; value: string }[];
  headline?: { text: string; tone: 'yes' | 'no' | 'open' };
  requirements?: Requirement[];
  /** What a calculator shows besides the common parts (the arbiter title check: each event and its checks). */
  details?: ReactNode;
  working: WorkingLine[];
}
export type State = { kind: 'ok'; outcome: Outcome } | { kind: 'problem'; text: string; english?: string } | null;

function Result({ s, tag, state, id }: { s: RatingsStrings; tag: string; state: State; id: string }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div className="ratings-result" id={id} ref={ref} tabIndex={-1} aria-live="polite">
      {state?.kind === 'problem' && (
        <div className="ratings-problem" role="alert">
          <p>
            <strong>{s.problem.title}</strong> {state.text}
          </p>
          {state.english && <p lang="en">{state.english}</p>}
        </div>
      )}
      {state?.kind === 'ok' && (
        <>
          {state.outcome.headline && <p className={`ratings-headline ratings-${state.outcome.headline.tone}`}>{state.outcome.headline.text}</p>}
          <dl className="ratings-summary">
            {state.outcome.summary.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          {state.outcome.requirements && (
            <>
              <h3>{s.result.requirements}</h3>
              <ul className="ratings-requirements">
                {state.outcome.requirements.map((r, i) => {
                  const tone = r.met === true ? 'yes' : r.met === false ? 'no' : 'open';
                  const label = r.met === true ? s.result.met : r.met === false ? s.result.notMet : s.result.open;
                  return (
                    <li key={i} className={`ratings-${tone}`}>
                      <span className="ratings-mark" aria-hidden="true">
                        {tone === 'yes' ? '✓' : tone === 'no' ? '✗' : '…'}
                      </span>{' '}
                      <strong>B.01 {r.rule}</strong> ({label}): {requirementText(s, r, tag)}
                    </li>
                  );
                })}
              </ul>
            </>
          )}
          {state.outcome.details}
          {state.outcome.working.length > 0 && (
            <>
              <h3>{s.result.working}</h3>
              <ol className="ratings-working">
                {state.outcome.working.map((w, i) => (
                  <li key={i}>
                    {lineText(s, w, tag)} <span className="ratings-cite">({citeLabel(s, w.cite)})</span>
                  </li>
                ))}
              </ol>
            </>
          )}
        </>
      )}
    </div>
  );
}

export function Calculator({ id, title, intro, children, submit, onSubmit, state, s, tag, formClassName }: {
  id: string; title: string; intro: string; children: ReactNode; submit: string; formClassName?: string;
  onSubmit: (form: FormData) => Promise<State>; state: State; s: RatingsStrings; tag: string;
}) {
  const [busy, setBusy] = useState(false);
  const [current, setCurrent] = useState<State>(state);
  const form = useRef<HTMLFormElement>(null);
  async function run(el: HTMLFormElement) {
    setBusy(true);
    try {
      setCurrent(await onSubmit(new FormData(el)));
    } finally {
      setBusy(false);
    }
  }
  async function handle(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const el = e.currentTarget;
    // The address then holds this calculation, so a reload or a shared link shows the same result.
    history.replaceState(history.state, '', `?${formQuery(el)}#${id}`);
    await run(el);
  }
  // The forms are prerendered: a reader who submits before the page's scripts run sends the form the plain way, to
  // this page with the fields in the address. Put them back in the form and calculate, once, when the page is live.
  useEffect(() => {
    const el = form.current;
    const asked = new URLSearchParams(location.search);
    if (!el || asked.get('calc') !== id) return;
    restoreForm(el, asked);
    void run(el);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the calculator comes to life
  }, []);
  return (
    <section className="ratings-calc" aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{intro}</p>
      <form ref={form} onSubmit={handle} action={`#${id}`} className={formClassName ? `ratings-form ${formClassName}` : 'ratings-form'}>
        <input type="hidden" name="calc" value={id} />
        {children}
        <button type="submit" disabled={busy}>
          {submit}
        </button>
      </form>
      <Result s={s} tag={tag} state={current} id={`${id}-result`} />
    </section>
  );
}

function formQuery(el: HTMLFormElement): string {
  const q = new URLSearchParams();
  for (const [k, v] of new FormData(el)) if (typeof v === 'string') q.append(k, v);
  return q.toString();
}

/** Fills a form from an address's fields (unknown names are ignored; an unticked box is absent from the address). */
function restoreForm(el: HTMLFormElement, asked: URLSearchParams) {
  for (const field of Array.from(el.elements)) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) continue;
    if (!field.name || field.type === 'hidden') continue;
    if (field instanceof HTMLInputElement && field.type === 'checkbox') field.checked = asked.get(field.name) === 'on';
    else if (field instanceof HTMLSelectElement) {
      // only a choice the list offers: a hand-edited address keeps the form's own
      const v = asked.get(field.name);
      if (Array.from(field.options).some((o) => o.value === v)) field.value = v as string;
    } else if (asked.has(field.name)) field.value = asked.get(field.name) ?? '';
  }
}

export function Field({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="ratings-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p className="ratings-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}

export const text = (f: FormData, k: string) => String(f.get(k) ?? '').trim();
export const optionalInt = (f: FormData, k: string) => (text(f, k) === '' ? undefined : Number(text(f, k)));

/** The lib refuses what no form check caught: its message is English, shown as such. */
export async function guarded(s: RatingsStrings, run: (lib: Lib) => State): Promise<State> {
  const lib = await loadLib();
  try {
    return run(lib);
  } catch (err) {
    if (err instanceof lib.RatingsError) return { kind: 'problem', text: s.problem.other, english: err.message };
    throw err;
  }
}


'use client';

// The fifth calculator of /{locale}/ratings/: an application for an arbiter title (FA or IA) under B.06.1, the events
// worked in four fixed groups of fields (so a form sent before the scripts run comes back whole from the address).
import type { ArbiterCheck, ArbiterEventInput, ArbiterTitleResult } from '@/lib/ratings/arbiterTitle';
import { Calculator, Field, guarded, text, type State } from './CalculatorParts';
import { fill, formatValues, type RatingsStrings } from './format';
import styles from './ArbiterTitleCalculator.module.css';

const EVENTS = [1, 2, 3, 4] as const;
const SYSTEMS = ['swiss', 'round-robin', 'double-round-robin', 'team', 'knockout', 'other'] as const;
const KINDS = ['event', 'national-final', 'fide-official', 'norm-possible', 'rapid-blitz-championship', 'large-open', 'national-team-championship', 'olympiad-match'] as const;
const ROLES = ['chief', 'deputy', 'arbiter'] as const;
const CHIEF_TITLES = ['IA', 'FA', 'none'] as const;
const RATES = ['standard', 'rapid', 'blitz'] as const;

/** The worked example the form opens with: an FA application that meets B.06.1 (lib/ratings/arbiterTitle.test.ts). */
const EXAMPLE: Record<number, Partial<Record<string, string>>> = {
  1: { system: 'swiss', rounds: '9', players: '120', rated: '70', federations: '4', end: '2024-08-10', role: 'deputy', chief: 'Ana Souza', chiefTitle: 'IA' },
  2: { system: 'round-robin', rounds: '9', players: '10', rated: '10', federations: '1', end: '2024-03-02', role: 'chief', chief: 'M. Silva', chiefTitle: 'none' },
  3: { system: 'swiss', rate: 'rapid', rounds: '9', players: '60', rated: '35', federations: '2', end: '2023-12-10', role: 'arbiter', chief: 'Rui Lima', chiefTitle: 'FA' },
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Dates as the reader writes them (10/08/2024 in Portuguese and Galician), ids of systems and titles in words. */
function values(s: RatingsStrings, c: { values: ArbiterCheck['values'] }, tag: string): Record<string, string> {
  const a = s.arbiter;
  const v: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(c.values)) {
    if (typeof x === 'boolean') continue;
    if (typeof x === 'string' && DATE.test(x)) v[k] = tag.startsWith('en') ? x : x.split('-').reverse().join('/');
    else if (k === 'list' && typeof x === 'string') v[k] = x.split(', ').map((id) => a.systems[id as keyof typeof a.systems] ?? id).join(', ');
    else if (k === 'chiefTitle' && typeof x === 'string') v[k] = a.chiefTitles[x as keyof typeof a.chiefTitles] ?? x;
    else v[k] = x;
  }
  return formatValues(v, tag);
}

export function checkText(s: RatingsStrings, c: ArbiterCheck, tag: string): string {
  const checks = s.arbiter.checks as Record<string, string>;
  const template = (c.met === false && checks[`${c.key}.false`]) || checks[c.key];
  return template ? fill(template, values(s, c, tag)) : c.why;
}

function Checks({ s, tag, checks }: { s: RatingsStrings; tag: string; checks: ArbiterCheck[] }) {
  return (
    <ul className="ratings-requirements">
      {checks.map((c, i) => {
        const tone = c.met === true ? 'yes' : c.met === false ? 'no' : 'open';
        const label = c.met === true ? s.result.met : c.met === false ? s.result.notMet : s.result.open;
        return (
          <li key={i} className={`ratings-${tone}`}>
            <span className="ratings-mark" aria-hidden="true">
              {tone === 'yes' ? '✓' : tone === 'no' ? '✗' : '…'}
            </span>{' '}
            <strong>
              {s.regulations['B.06']} {c.rule}
            </strong>{' '}
            ({label}): {checkText(s, c, tag)}
          </li>
        );
      })}
    </ul>
  );
}

function Details({ s, tag, r }: { s: RatingsStrings; tag: string; r: ArbiterTitleResult }) {
  const a = s.arbiter;
  return (
    <>
      {r.events.map((e) => (
        <section key={e.event} className={styles.event} aria-labelledby={`at-result-${e.event}`}>
          <h3 id={`at-result-${e.event}`}>
            {fill(a.event, { n: e.event })}
            {e.name !== `event ${e.event}` ? `: ${e.name}` : ''} —{' '}
            <span className={`ratings-${e.counts === true ? 'yes' : e.counts === false ? 'no' : 'open'}`}>
              {e.counts === true ? (e.as ? fill(a.result.countsAs, { cite: `${s.regulations['B.06']} ${e.as}` }) : a.result.counts) : e.counts === false ? a.result.notCounts : a.result.review}
            </span>
          </h3>
          <Checks s={s} tag={tag} checks={e.checks} />
        </section>
      ))}
      <h3>{a.result.application}</h3>
      <Checks s={s} tag={tag} checks={r.requirements} />
    </>
  );
}

/** Reads the form; null fields are left out. A problem comes back in the reader's language. */
function readForm(s: RatingsStrings, f: FormData): { input: Record<string, unknown> } | { problem: string } {
  const a = s.arbiter;
  const date = (k: string, label: string): string | { problem: string } => {
    const v = text(f, k);
    return DATE.test(v) ? v : { problem: fill(a.problem.date, { field: label }) };
  };
  const born = date('born', a.born);
  if (typeof born !== 'string') return born;
  const applied = date('applied', a.applied);
  if (typeof applied !== 'string') return applied;
  const title = text(f, 'title') === 'IA' ? 'IA' : 'FA';
  const input: Record<string, unknown> = { calc: 'arbiter-title', title, born, applied };
  if (title === 'FA') input.registeredNA = f.get('registeredNA') === 'on';
  else {
    input.active = f.get('active') === 'on';
    if (text(f, 'faAwarded')) {
      const fa = date('faAwarded', a.faAwarded);
      if (typeof fa !== 'string') return fa;
      input.faAwarded = fa;
    }
  }
  if (text(f, 'seminar')) {
    const d = date('seminar', a.seminar);
    if (typeof d !== 'string') return d;
    const exam = text(f, 'exam');
    if (title === 'FA' && exam && !/^\d+$/.test(exam)) return { problem: fill(a.problem.date, { field: a.exam }) };
    input.seminar = title === 'FA' ? { date: d, ...(exam ? { exam: Math.min(100, Number(exam)) } : {}) } : { date: d, ready: f.get('ready') === 'on' };
  }
  const events: Partial<ArbiterEventInput>[] = [];
  for (const n of EVENTS) {
    const k = (x: string) => `e${n}-${x}`;
    if (!text(f, k('rounds'))) continue;
    const numbers: Record<string, number> = {};
    for (const [field, label] of [['rounds', a.rounds], ['players', a.players], ['rated', a.rated], ['federations', a.federations], ['boards', a.boards], ['teams', a.teams]] as const) {
      const v = text(f, k(field));
      if (!v && (field === 'boards' || field === 'teams')) continue;
      if (!/^\d+$/.test(v)) return { problem: fill(a.problem.number, { n, field: label }) };
      numbers[field] = Number(v);
    }
    if ((numbers.rated ?? 0) > (numbers.players ?? 0)) return { problem: fill(a.problem.rated, { n }) };
    const end = date(k('end'), `${fill(a.event, { n })}: ${a.end}`);
    if (typeof end !== 'string') return end;
    const chief = text(f, k('chief'));
    if (!chief) return { problem: fill(a.problem.chief, { n }) };
    const name = text(f, k('name'));
    events.push({
      ...(name ? { name } : {}),
      system: text(f, k('system')) as ArbiterEventInput['system'],
      rate: text(f, k('rate')) as ArbiterEventInput['rate'],
      kind: text(f, k('kind')) as ArbiterEventInput['kind'],
      ...numbers,
      end,
      role: text(f, k('role')) as ArbiterEventInput['role'],
      chief,
      chiefTitle: text(f, k('chiefTitle')) as ArbiterEventInput['chiefTitle'],
      ...(title === 'IA' && f.get(k('usedForFA')) === 'on' ? { usedForFA: true } : {}),
    });
  }
  if (events.length === 0) return { problem: a.problem.noEvents };
  input.events = events;
  return { input };
}

function Select({ id, name, label, options, value }: { id: string; name: string; label: string; options: readonly [string, string][]; value?: string }) {
  return (
    <Field id={id} label={label}>
      <select id={id} name={name} defaultValue={value ?? options[0]![0]}>
        {options.map(([v, words]) => (
          <option key={v} value={v}>
            {words}
          </option>
        ))}
      </select>
    </Field>
  );
}

function Check({ id, name, label, checked }: { id: string; name: string; label: string; checked?: boolean }) {
  return (
    <div className="ratings-field ratings-check">
      <input id={id} name={name} type="checkbox" defaultChecked={checked} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

export function ArbiterTitleCalculator({ s, tag }: { s: RatingsStrings; tag: string }) {
  const a = s.arbiter;
  const pairs = <T extends string>(ids: readonly T[], words: Record<T, string>) => ids.map((id) => [id, words[id]] as [string, string]);
  return (
    <Calculator
      id="arbiter-title" s={s} tag={tag} state={null} title={a.title} intro={a.intro} submit={a.submit} formClassName={styles.form}
      onSubmit={async (f): Promise<State> => {
        const read = readForm(s, f);
        if ('problem' in read) return { kind: 'problem', text: read.problem };
        return guarded(s, (lib) => {
          const r = lib.arbiterTitle(lib.readArbiterTitleInput(read.input));
          const counted = r.events.filter((e) => e.counts !== false).length;
          const titleName = a.titles[r.title];
          return { kind: 'ok', outcome: {
            headline: r.titleMet === true ? { text: fill(a.result.yes, { title: titleName }), tone: 'yes' } : r.titleMet === false ? { text: fill(a.result.no, { title: titleName }), tone: 'no' } : { text: a.result.open, tone: 'open' },
            summary: [{ label: a.result.norms, value: fill(a.result.normsValue, { count: counted, needed: r.title === 'FA' ? 3 : 4 }) }],
            details: <Details s={s} tag={tag} r={r} />,
            working: [],
          } };
        });
      }}
    >
      <fieldset className={styles.group}>
        <legend>{a.applicant}</legend>
        <div className={styles.grid}>
          <Select id="at-title" name="title" label={a.titleLabel} options={pairs(['FA', 'IA'] as const, a.titles)} />
          <Field id="at-born" label={a.born}>
            <input id="at-born" name="born" type="date" defaultValue="1990-05-10" required />
          </Field>
          <Field id="at-applied" label={a.applied}>
            <input id="at-applied" name="applied" type="date" defaultValue="2025-06-01" required />
          </Field>
          <Field id="at-seminar" label={a.seminar} hint={a.seminarHint}>
            <input id="at-seminar" name="seminar" type="date" defaultValue="2023-11-20" aria-describedby="at-seminar-hint" />
          </Field>
          <Field id="at-exam" label={a.exam}>
            <input id="at-exam" name="exam" type="number" min={0} max={100} inputMode="numeric" defaultValue="85" />
          </Field>
          <Field id="at-faAwarded" label={a.faAwarded}>
            <input id="at-faAwarded" name="faAwarded" type="date" />
          </Field>
        </div>
        <Check id="at-registeredNA" name="registeredNA" label={a.registeredNA} checked />
        <Check id="at-ready" name="ready" label={a.ready} />
        <Check id="at-active" name="active" label={a.active} />
      </fieldset>
      <p className="ratings-hint">{a.eventsHint}</p>
      {EVENTS.map((n) => {
        const ex = EXAMPLE[n] ?? {};
        const id = (x: string) => `at-e${n}-${x}`;
        const name = (x: string) => `e${n}-${x}`;
        const input = (x: string, label: string, numeric = true) => (
          <Field id={id(x)} label={label}>
            <input id={id(x)} name={name(x)} {...(numeric ? { type: 'number', min: 0, inputMode: 'numeric' as const } : { autoComplete: 'off' })} defaultValue={ex[x]} />
          </Field>
        );
        return (
          <fieldset key={n} className={styles.group}>
            <legend>{fill(a.event, { n })}</legend>
            <div className={styles.grid}>
              {input('name', a.name, false)}
              <Select id={id('system')} name={name('system')} label={a.system} options={pairs(SYSTEMS, a.systems)} value={ex.system} />
              <Select id={id('rate')} name={name('rate')} label={a.rate} options={pairs(RATES, s.lists)} value={ex.rate} />
              <Select id={id('kind')} name={name('kind')} label={a.kind} options={pairs(KINDS, a.kinds)} value={ex.kind} />
              {input('rounds', a.rounds)}
              {input('players', a.players)}
              {input('rated', a.rated)}
              {input('federations', a.federations)}
              <Field id={id('end')} label={a.end}>
                <input id={id('end')} name={name('end')} type="date" defaultValue={ex.end} />
              </Field>
              <Select id={id('role')} name={name('role')} label={a.role} options={pairs(ROLES, a.roles)} value={ex.role} />
              {input('chief', a.chief, false)}
              <Select id={id('chiefTitle')} name={name('chiefTitle')} label={a.chiefTitle} options={pairs(CHIEF_TITLES, a.chiefTitles)} value={ex.chiefTitle} />
              {input('boards', a.boards)}
              {input('teams', a.teams)}
            </div>
            <Check id={id('usedForFA')} name={name('usedForFA')} label={a.usedForFA} />
          </fieldset>
        );
      })}
    </Calculator>
  );
}

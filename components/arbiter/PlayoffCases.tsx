// The twelve play-off cases of the 2007 annex (seed 003): each as the handout prints it in Portuguese, with its lines;
// the course's translation on the Galician and English pages, labelled; what C.07 (2024) leaves to each tournament
// instead; and, where the case has an answer to work out, a question (lib/tournament/playoff2007.ts, the Berger
// table where a round robin decides it). Rendered on the server; only the questions' choices come to life.
import type { TFunction } from 'i18next';
import data from '@/content/arbiter/playoff-cases.json';
import { fill } from '@/lib/exam/feedback';
import { resources } from '@/lib/i18n/resources';
import type { Locale } from '@/lib/languages';
import { paragraphAnchor } from '@/lib/laws/crossrefs';
import { readRegulation, sourceText } from '@/lib/regulations/corpus';
import { playoffQuestions, type PlayoffQuestion } from '@/lib/tournament/playoff2007';
import { RegulationParagraphs } from '@/components/regulations/RegulationParagraphs';
import { ChoiceExercise } from './ChoiceExercise';
import styles from './PlayoffCases.module.css';

// The tied players of the questions, in their order on the tie-break.
const NAMES = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elena', 'Fábio', 'Gisela', 'Hugo', 'Inês', 'João', 'Karina', 'Lucas', 'Marta'];
const C07_ARTICLE_3 = ['3.1', '3.1.1', '3.1.2', '3.1.3', '3.1.4', '3.1.5', '3.1.6', '3.1.7'];

type Case = (typeof data.cases)[number];

function words(q: PlayoffQuestion, c: Case, locale: Locale) {
  const s = resources[locale].playoff;
  const names = NAMES.slice(0, q.tied);
  const players = fill(s.players, { names: `${names.slice(0, -1).join(', ')} ${s.and} ${names[names.length - 1]}` });
  const label = (v: number | string) =>
    q.choices.kind === 'place' ? NAMES[Number(v) - 1]! : q.choices.kind === 'group' ? fill(s.group, { g: v }) : q.choices.kind === 'colour' ? (v === 'white' ? s.white : s.black) : String(v);
  const text = 'question' in c ? c.question : undefined;
  const why = 'why' in c ? c.why : undefined;
  return {
    question: fill(text![locale], { players, player: q.place ? NAMES[q.place - 1]! : '' }),
    choices: q.choices.values.map((v) => ({ value: String(v), label: label(v) })),
    answer: String(q.answer),
    right: s.right,
    wrong: fill(s.wrong, { answer: label(q.answer) }),
    why: fill(why![locale], q.facts),
    choose: s.choose,
    check: s.check,
  };
}

export function PlayoffCases({ locale, t }: { locale: Locale; t: TFunction }) {
  const s = resources[locale].playoff;
  const annex = sourceText('tiebreak-annex-2007');
  const seed = new Map(annex.paragraphs.map((p) => [p.id, p]));
  const questions = new Map(playoffQuestions().map((q) => [q.case, q]));
  const c07 = readRegulation('c07', locale).paragraphs.filter((p) => C07_ARTICLE_3.includes(p.paragraph.id));
  const seedLang = locale === 'pt' ? undefined : 'pt';
  const link = (id: string) => `/${locale}/regulations/tiebreak-annex-2007/#${paragraphAnchor(id)}`;

  const SeedText = ({ id }: { id: string }) => {
    const p = seed.get(id)!;
    return (
      <>
        <blockquote className={styles.seed} lang={seedLang}>
          <p>
            {p.label && <span className="law-label">{p.label}</span>} {p.text}
          </p>
        </blockquote>
        <p className={styles.provenance}>
          <a href={link(id)}>{fill(s.seed, { lines: `${p.lines![0]}–${p.lines![1]}` })}</a>
        </p>
      </>
    );
  };
  const Translation = ({ text }: { text: string }) =>
    locale === 'pt' ? null : (
      <div className={styles.translation}>
        <p className={styles.provenance}>
          <span className="law-provenance law-provenance-course">{s.courseTranslation}</span>
        </p>
        <p>{text}</p>
      </div>
    );

  return (
    <>
      <header className="lesson-header">
        <h1 id="playoff-title">{s.title}</h1>
        <p>{s.lead}</p>
      </header>
      <section aria-labelledby="playoff-source">
        <h2 id="playoff-source">{s.sourceHeading}</h2>
        <p>{s.source}</p>
        <p>{s.ht}</p>
      </section>
      <section aria-labelledby="playoff-today">
        <h2 id="playoff-today">{s.todayHeading}</h2>
        <p>{s.today}</p>
        <RegulationParagraphs paragraphs={c07} locale={locale} t={t} anchors={false} />
      </section>
      <section aria-labelledby="playoff-context">
        <h2 id="playoff-context">{s.contextHeading}</h2>
        {data.context.map((c) => (
          <div key={c.id}>
            <SeedText id={c.id} />
            {locale !== 'pt' && <Translation text={c[locale]} />}
          </div>
        ))}
      </section>
      {data.cases.map((c) => {
        const q = questions.get(c.n);
        return (
          <section key={c.id} id={`case-${c.n}`} className={styles.case} aria-labelledby={`case-${c.n}-title`}>
            <h2 id={`case-${c.n}-title`}>{fill(s.caseTitle, { n: c.n })}</h2>
            <SeedText id={c.id} />
            {locale !== 'pt' && <Translation text={c[locale]} />}
            <p className={styles.today}>
              {c.c07.length ? (
                <>
                  {s.c07}{' '}
                  {c.c07.map((a, i) => (
                    <span key={a}>
                      {i > 0 && ', '}
                      <a href={`/${locale}/regulations/c07/#${paragraphAnchor(a)}`}>C.07 {a}</a>
                    </span>
                  ))}
                  .
                </>
              ) : (
                s.c07None
              )}
            </p>
            <h3>{s.exercise}</h3>
            {q ? <ChoiceExercise {...words(q, c, locale)} /> : <p>{s.noExercise}</p>}
          </section>
        );
      })}
    </>
  );
}

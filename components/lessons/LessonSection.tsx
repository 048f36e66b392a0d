// The lesson under an article's official text: the MDX lesson with its boards following the page's edition,
// citations and quotes bound to that edition, "Check yourself" questions that hold in it, and the lessons around it.
import type { TFunction } from 'i18next';
import { EditionProvider } from '@/components/board/EditionContext';
import { EditionSelect, editionSelectLabels } from '@/components/board/EditionSelect';
import { Cite, LawQuote, paragraphHref, type EditionRefsContext } from '@/components/laws/EditionRefs';
import { LessonVisit } from '@/components/exam/LessonVisit';
import { GlossaryTermLink } from '@/components/glossary/GlossaryTermLink';
import { Quiz } from '@/components/quiz/Quiz';
import { I18nProvider } from '@/components/site/I18nProvider';
import { lessonParts, neighbours, type LessonEntry } from '@/lib/content/lessons';
import { writeSan } from '@/lib/chess/notation';
import { requireEdition, type Edition } from '@/lib/editions';
import { citationSegments } from '@/lib/laws/citation';
import type { Locale } from '@/lib/languages';
import { clientStrings } from '@/lib/i18n/resources';
import { questionsFor } from '@/lib/quiz/forEdition';
import { loadLesson } from './loadLesson';
import { LessonAnswerKey } from './LessonAnswerKey';
import { lessonCases, printableBoards } from './PrintBoards';
import { PrintButton } from './PrintButton';

interface Props {
  lesson: LessonEntry;
  locale: Locale;
  edition: Edition;
  t: TFunction;
}

export async function LessonSection({ lesson, locale, edition, t }: Props) {
  const Content = await loadLesson(locale, lesson.slug);
  const ctx: EditionRefsContext = { edition, locale, t };
  // A sentence may name its edition (<Cite topic="…" edition="2009" />); an edition the registry lacks fails the build.
  const at = (e?: string): EditionRefsContext => (e ? { ...ctx, edition: requireEdition(e) } : ctx);
  // Lessons name rules by topic; these bind the topic to this page's edition (or to the edition a sentence names).
  // Prose that holds only for some editions: <InEditions from="2018">…</InEditions> (both ends inclusive).
  const InEditions = ({ from, to, children }: { from?: string; to?: string; children: React.ReactNode }) =>
    (!from || edition >= from) && (!to || edition <= to) ? <>{children}</> : null;
  const components = {
    // every board with its printed diagram (components/lessons/PrintBoards.tsx)
    ...printableBoards({ locale, edition, t }),
    h2: (p: React.ComponentProps<'h3'>) => <h3 {...p} />,
    h3: (p: React.ComponentProps<'h4'>) => <h4 {...p} />,
    Cite: ({ topic, edition: e }: { topic: string; edition?: string }) => <Cite topic={topic} ctx={at(e)} />,
    InEditions,
    LawQuote: ({ topic, edition: e }: { topic: string; edition?: string }) => <LawQuote topic={topic} ctx={at(e)} />,
    // A move in the reader's letters (Appendix C): <Move san="Nf3" /> is Cf3 in pt and gl.
    Move: ({ san }: { san: string }) => <span className="move">{writeSan(san, locale)}</span>,
    EditionSelect: () => <EditionSelect labels={editionSelectLabels((key, o) => t(`board:${key}`, o))} />,
    // A term of the Laws linked to its entry in the glossary: <Term id="castling">roque</Term>.
    Term: ({ id, children }: { id: string; children: React.ReactNode }) => <GlossaryTermLink locale={locale} id={id}>{children}</GlossaryTermLink>,
  };
  const questions = questionsFor(lesson.slug, edition, locale).map((q) => ({
    ...q,
    // The citation as the edition prints it, its pieces linked to their paragraphs (joining words have no link).
    articles: citationSegments(edition, q.articles, locale).map((s) => ({ label: s.text, href: s.id && (paragraphHref(locale, edition, s.id) ?? '#') })),
  }));
  const cases = lessonCases(Content, { locale, edition, t }, components);
  const { previous, next } = neighbours(lesson, edition);
  const lessonHref = (l: LessonEntry) => {
    const part = lessonParts(l, edition)[0];
    return part ? `/${locale}/laws/${edition}/${part}/` : `/${locale}/laws/${l.part}/`;
  };
  return (
    <>
      <section aria-labelledby="lesson-title" className="prose">
        <h2 id="lesson-title">{t('laws:lessonHeading', { title: lesson.title[locale] })}</h2>
        <PrintButton label={t('coach:print.button')} />
        <I18nProvider locale={locale} bundle={clientStrings(locale)}>
          <EditionProvider edition={edition}>
            <Content components={components} />
          </EditionProvider>
        </I18nProvider>
      </section>
      {questions.length > 0 && (
        <section aria-labelledby="quiz-title" className="prose">
          <h2 id="quiz-title">{t('laws:quiz.heading')}</h2>
          <Quiz
            lesson={lesson.slug}
            questions={questions}
            labels={{
              check: t('laws:quiz.check'),
              right: t('laws:quiz.right'),
              wrong: t('laws:quiz.wrong'),
              choose: t('laws:quiz.choose'),
              articles: t('laws:quiz.articles'),
            }}
          />
        </section>
      )}
      <LessonAnswerKey questions={questions} cases={cases} t={t} />
      <LessonVisit slug={lesson.slug} />
      <nav aria-label={t('laws:lessons.neighbours')} className="lesson-neighbours">
        {previous && (
          <a href={lessonHref(previous)} rel="prev">
            ← {previous.title[locale]}
          </a>
        )}
        {next && (
          <a href={lessonHref(next)} rel="next">
            {next.title[locale]} →
          </a>
        )}
      </nav>
    </>
  );
}

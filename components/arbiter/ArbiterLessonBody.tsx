// One arbiter lesson's prose, rendered on the server: the MDX with the components a lesson may use (<Reg> for a
// regulation paragraph, <Move> for a move in the reader's letters, <Term> for a glossary term). No board, no
// calculator: the page carries no interactive code.
import { GlossaryTermLink } from '@/components/glossary/GlossaryTermLink';
import { writeSan } from '@/lib/chess/notation';
import type { Locale } from '@/lib/languages';
import type { ARBITER_LESSON_COMPONENTS } from './components';
import { loadArbiterLesson } from './loadArbiterLesson';
import { Reg } from './Reg';
import styles from './ArbiterLesson.module.css';

export async function ArbiterLessonBody({ slug, locale }: { slug: string; locale: Locale }) {
  const Content = await loadArbiterLesson(locale, slug);
  const components = {
    Reg: ({ text, p }: { text: string; p: string }) => <Reg text={text} p={p} locale={locale} />,
    Move: ({ san }: { san: string }) => <span className="move">{writeSan(san, locale)}</span>,
    Term: ({ id, children }: { id: string; children: React.ReactNode }) => (
      <GlossaryTermLink locale={locale} id={id}>
        {children}
      </GlossaryTermLink>
    ),
  } satisfies Record<(typeof ARBITER_LESSON_COMPONENTS)[number], unknown>;
  return (
    <div className={`prose ${styles.prose}`}>
      <Content components={components} />
    </div>
  );
}

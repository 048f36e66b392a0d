// One arbiter lesson's prose, rendered on the server: the MDX with the components a lesson may use (<Reg> for a
// regulation paragraph, <Move> for a move in the reader's letters, <Term> for a glossary term, <Crosstable> and <Val>
// for a worked example and its figures, <BergerTable>, <VarmaTable> and <Rr> for round-robin tables and what a lesson
// says of them, all computed here by lib/tournament). No board, no calculator: the page carries
// no interactive code.
import { GlossaryTermLink } from '@/components/glossary/GlossaryTermLink';
import { writeSan } from '@/lib/chess/notation';
import { getI18n } from '@/lib/i18n/server';
import type { Locale } from '@/lib/languages';
import type { ARBITER_LESSON_COMPONENTS } from './components';
import { loadArbiterLesson } from './loadArbiterLesson';
import { BergerTable } from './BergerTable';
import { Crosstable } from './Crosstable';
import { Reg } from './Reg';
import { Rr } from './Rr';
import { Val } from './Val';
import { VarmaTable } from './VarmaTable';
import styles from './ArbiterLesson.module.css';

export async function ArbiterLessonBody({ slug, locale }: { slug: string; locale: Locale }) {
  const Content = await loadArbiterLesson(locale, slug);
  const { t } = getI18n(locale);
  const components = {
    Reg: ({ text, p }: { text: string; p: string }) => <Reg text={text} p={p} locale={locale} t={t} />,
    Move: ({ san }: { san: string }) => <span className="move">{writeSan(san, locale)}</span>,
    Term: ({ id, children }: { id: string; children: React.ReactNode }) => (
      <GlossaryTermLink locale={locale} id={id}>
        {children}
      </GlossaryTermLink>
    ),
    Crosstable: ({ ex, children }: { ex: string; children?: React.ReactNode }) => (
      <Crosstable ex={ex} t={t}>
        {children}
      </Crosstable>
    ),
    Val,
    BergerTable: ({ n, double, children }: { n: string; double?: boolean; children?: React.ReactNode }) => (
      <BergerTable n={Number(n)} double={double} t={t}>
        {children}
      </BergerTable>
    ),
    VarmaTable: ({ children }: { children?: React.ReactNode }) => <VarmaTable t={t}>{children}</VarmaTable>,
    Rr,
  } satisfies Record<(typeof ARBITER_LESSON_COMPONENTS)[number], unknown>;
  return (
    <div className={`prose ${styles.prose}`}>
      <Content components={components} />
    </div>
  );
}

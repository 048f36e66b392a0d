// <Reg text="c07" p="16.5" />: a regulation paragraph cited in a lesson, "C.07 16.5", linked to the paragraph on the
// text's page. A citation of a text or paragraph that does not exist fails the build (lib/arbiter/citation.ts).
import { regCitation } from '@/lib/arbiter/citation';
import type { Locale } from '@/lib/languages';
import { readRegulation } from '@/lib/regulations/corpus';
import styles from './ArbiterLesson.module.css';

export function Reg({ text, p, locale }: { text: string; p: string; locale: Locale }) {
  const cite = regCitation(text, p, locale);
  const { translation } = readRegulation(text, locale);
  return (
    <a className={styles.reg} href={cite.href} title={translation?.title ?? cite.title}>
      {cite.label}
    </a>
  );
}

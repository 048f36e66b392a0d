// <Reg text="c07" p="16.5" />: a regulation paragraph cited in a lesson, "C.07 16.5", linked to the paragraph on the
// text's page. The seed's texts and the Manual's chapter are named in the reader's language ("Tie-break annex (2007)
// 7(d)"), FIDE's codes as FIDE prints them. A citation of a text or paragraph that does not exist fails the build
// (lib/arbiter/citation.ts).
import type { TFunction } from 'i18next';
import { regCitation } from '@/lib/arbiter/citation';
import type { Locale } from '@/lib/languages';
import { readRegulation } from '@/lib/regulations/corpus';
import styles from './ArbiterLesson.module.css';

export function Reg({ text, p, locale, t }: { text: string; p: string; locale: Locale; t: TFunction }) {
  const cite = regCitation(text, p, locale);
  const { source, translation } = readRegulation(text, locale);
  const code = t(`arbiter:cite.${text}`, { defaultValue: '' }) || source.code;
  // C.05's annexes have no number of their own: "C.05 Annex 1".
  const annex = /^annex-(\d+)$/.exec(cite.number);
  const number = annex ? t('arbiter:cite.annex', { n: annex[1] }) : cite.number;
  return (
    <a className={styles.reg} href={cite.href} title={translation?.title ?? cite.title}>
      {code} {number}
    </a>
  );
}

// A lesson's citation of a regulation paragraph, <Reg text="c07" p="16.5" />: "C.07 16.5", linked to that paragraph
// on the text's page. Server-only (reads the regulations corpus).
import { paragraphAnchor } from '../laws/crossrefs';
import type { Locale } from '../languages';
import { REGULATION_IDS, sourceText } from '../regulations/corpus';
import { regParagraphLabel } from '../regulations/paragraphLabel';

export interface RegCitation {
  /** The code FIDE prints and the paragraph's number ("C.07 16.5", "C06 10"). */
  label: string;
  /** The paragraph's number alone ("16.5"). */
  number: string;
  href: string;
  /** The text's title, in the language of its source. */
  title: string;
}

const isRegulationId = (id: string): id is (typeof REGULATION_IDS)[number] => (REGULATION_IDS as readonly string[]).includes(id);

/** Why a citation cannot be resolved, or undefined when it can. */
export function regCitationProblem(text: string, p: string): string | undefined {
  if (!isRegulationId(text)) return `"${text}" is not a regulation text (known: ${REGULATION_IDS.join(', ')})`;
  if (!sourceText(text).paragraphs.some((x) => x.id === p)) return `${text} has no paragraph "${p}"`;
  return undefined;
}

export function regCitation(text: string, p: string, locale: Locale): RegCitation {
  const problem = regCitationProblem(text, p);
  if (problem) throw new Error(`<Reg text="${text}" p="${p}" />: ${problem}`);
  const source = sourceText(text);
  // An unnumbered paragraph ("16.5.1+1") is cited by its position after the number it follows; a table ("5-table") by
  // its article's number.
  const number = p.split('+')[0]!.replace(/-table$/, '');
  return { label: regParagraphLabel(source.code, p, locale), number, href: `/${locale}/regulations/${text}/#${paragraphAnchor(p)}`, title: source.title };
}

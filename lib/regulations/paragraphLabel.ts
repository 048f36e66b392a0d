// How a regulation paragraph is cited to a reader: "C.07 16.5" for a numbered paragraph, "C.07 16.5.1, third
// paragraph" for an unnumbered one (held as "16.5.1+2": the numbered paragraph is the first), as the Laws cite
// theirs, and a table ("5-table") by its article's number. The corpus ids ("+2", "-table") are never shown.
import { paragraphAt } from '../laws/citation';
import type { Locale } from '../languages';

export function regParagraphLabel(code: string, paragraph: string, locale: Locale): string {
  const m = /^(.*?)\+(\d+)$/.exec(paragraph);
  if (m) return paragraphAt(`${code} ${m[1]}`, Number(m[2]) + 1, locale);
  return `${code} ${paragraph.replace(/-table$/, '')}`;
}

// A regulation question's text in one language: {{reg:c07/16.5}} is paragraph 16.5 of C.07, printed "C.07 16.5" and
// linked to that paragraph on the text's page in the reader's language (/{locale}/regulations/c07/#p-16.5). The
// regulations are not about an edition of the Laws, so nothing here depends on the edition shown.
import type { Locale } from '@/lib/languages';
import { paragraphAnchor } from '@/lib/laws/crossrefs';
import { regParagraphLabel } from '@/lib/regulations/paragraphLabel';
import { sourceText } from '@/lib/regulations/corpus';
import type { ExamPart } from './schema';
import type { TextPart } from './textParts';

export const REG_TOKEN = /\{\{reg:([a-z0-9-]+)\/([^}]+)\}\}/g;

export interface RegRef {
  text: string;
  paragraph: string;
}

export const regRefs = (s: string): RegRef[] => [...s.matchAll(REG_TOKEN)].map((m) => ({ text: m[1]!, paragraph: m[2]! }));

/** The part of the exam each text's questions belong to. */
export const REGULATION_PART: Readonly<Record<string, Exclude<ExamPart, 'laws'>>> = {
  c07: 'tournaments',
  c05: 'tournaments',
  c01: 'tournaments',
  c02: 'tournaments',
  role: 'tournaments',
  'c06-2007': 'tournaments',
  'tiebreak-annex-2007': 'tournaments',
  'c02-1975': 'tournaments',
  b02: 'ratings',
  'b02-rb': 'ratings',
  b01: 'ratings',
  b06: 'ratings',
};

// The printed code names the text, except where two texts share one (the rapid and blitz regulations are printed
// after B.02 with their own numbering) or the text is a chapter of the Manual rather than a coded regulation.
const NAMES: Partial<Record<string, Record<Locale, string>>> = {
  'b02-rb': { en: 'B.02 (rapid and blitz)', pt: 'B.02 (rápidas e blitz)', gl: 'B.02 (rápidas e blitz)' },
  role: { en: 'Arbiters’ Manual, ch. 1,', pt: 'Manual do Árbitro, cap. 1,', gl: 'Manual do Árbitro, cap. 1,' },
};

export const regulationName = (text: string, locale: Locale) => NAMES[text]?.[locale] ?? sourceText(text).code;

/** "C.07 16.5" ("C.07 16.5.1, third paragraph" for "16.5.1+2"), or undefined when the text or the paragraph does not exist. */
export function regCitation(ref: RegRef, locale: Locale): string | undefined {
  let text;
  try {
    text = sourceText(ref.text);
  } catch {
    return undefined;
  }
  if (!text.paragraphs.some((p) => p.id === ref.paragraph)) return undefined;
  return regParagraphLabel(regulationName(ref.text, locale), ref.paragraph, locale);
}

export const regHref = (ref: RegRef, locale: Locale) => `/${locale}/regulations/${ref.text}/#${paragraphAnchor(ref.paragraph)}`;

/** The text as parts, each citation linked to its paragraph. */
export function renderRegParts(s: string, locale: Locale): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of s.matchAll(REG_TOKEN)) {
    const ref = { text: m[1]!, paragraph: m[2]! };
    const words = regCitation(ref, locale);
    if (m.index > last) parts.push(s.slice(last, m.index));
    parts.push(words ? { text: words, href: regHref(ref, locale) } : m[0]);
    last = m.index + m[0].length;
  }
  if (last < s.length) parts.push(s.slice(last));
  return parts.reduce<TextPart[]>((out, p) => {
    const prev = out.at(-1);
    if (typeof p === 'string' && typeof prev === 'string') out[out.length - 1] = prev + p;
    else out.push(p);
    return out;
  }, []);
}

// Which editions a sentence of our prose speaks about, so that its article references can be checked against them.
// An explanation says "2001 and 2009: … (Article 7.4b). From 2018: …": the first sentence is about 2001 and 2009,
// so its reference must print their paragraph, not the one of the edition the reader has open. The reading is
// deliberately simple and strict:
// - sentences end at . ! or ? followed by a space and anything but a lower-case letter;
// - a sentence is cut into clauses at ";"; a clause that names years speaks about those editions, one that names none
//   goes on speaking about the editions of the clause before it in the same sentence (or about none in particular:
//   then it holds for the edition shown);
// - a part of a parenthesis that names years ("(2023: pauses)", "(from 2018 not for …)") is a clause of its own,
//   and does not change what the sentence around it speaks about;
// - a sentence that opens with a label naming years ("2001 and 2009: false.") speaks for the sentences after it
//   that name no year, until one names years or speaks of every edition ("In every edition …");
// - "from 2018", "since 2018", "2018 onwards" name every edition from 2018; "until/up to 2009" every edition to
//   2009; "before 2018" and "after 2009" the editions before and after (in Portuguese and Galician: "a partir de",
//   "desde", "dende", "até", "ata", "antes de", "depois de", "despois de", "em/en diante"). Years that are not
//   editions of the course (the 2014 and 2017 Laws) count as named, and a range from them reaches the course's.
import { EDITIONS, type Edition } from '@/lib/editions';
import type { Locale } from '@/lib/languages';
import { MOVE_TOKEN } from '@/lib/scenarios/text';
import { ART_TOKEN, type ArtRef } from './text';

export interface Clause {
  /** the clause as written, references as their tokens (for messages) */
  text: string;
  /** the editions it names (possibly none of the course's, for "the 2014 Laws"); undefined: it names no year */
  editions?: Edition[];
  refs: ArtRef[];
  /** the sentence it belongs to (index), so references elsewhere in the sentence can be looked up */
  sentence: number;
}

type Range = 'from' | 'until' | 'before' | 'after';

const BEFORE_YEAR: Record<Locale, [RegExp, Range][]> = {
  en: [
    [/\b(?:from|since|starting in)\s+$/i, 'from'],
    [/\b(?:until|till|up to|through)\s+$/i, 'until'],
    [/\bbefore\s+$/i, 'before'],
    [/\bafter\s+$/i, 'after'],
  ],
  pt: [
    [/(?:\ba partir de|\bdesde)\s+$/i, 'from'],
    [/(?:\baté)\s+$/i, 'until'],
    [/\bantes de\s+$/i, 'before'],
    [/(?:\bdepois de|\bapós)\s+$/i, 'after'],
  ],
  gl: [
    [/(?:\ba partir de|\bdende|\bdesde)\s+$/i, 'from'],
    [/\bata\s+$/i, 'until'],
    [/\bantes de\s+$/i, 'before'],
    [/(?:\bdespois de|\btras)\s+$/i, 'after'],
  ],
};
const AFTER_YEAR: Record<Locale, RegExp> = { en: /^\s+(?:onwards|on\b|and later)/i, pt: /^\s+em diante/i, gl: /^\s+(?:en diante|adiante)/i };

const EVERY_EDITION: Record<Locale, RegExp> = {
  en: /\b(?:every|each|all|no|any) editions?\b/i,
  pt: /\b(?:todas as edições|toda edição|cada edição|nenhuma edição|qualquer edição)\b/i,
  gl: /\b(?:todas as edicións|cada edición|ningunha edición|calquera edición)\b/i,
};

const YEAR = /\b(?:19|20)\d\d\b/g;

/** The course editions named by the years in a piece of text; undefined when it names no year. */
export function namedEditions(text: string, locale: Locale): Edition[] | undefined {
  const found = [...text.matchAll(YEAR)];
  if (found.length === 0) return undefined;
  const out = new Set<Edition>();
  for (const m of found) {
    const year = m[0];
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    const after = text.slice(m.index + year.length);
    let range: Range | undefined = BEFORE_YEAR[locale].find(([re]) => re.test(before))?.[1];
    if (!range && AFTER_YEAR[locale].test(after)) range = 'from';
    for (const ed of EDITIONS) {
      const hit =
        range === 'from' ? ed >= year : range === 'until' ? ed <= year : range === 'before' ? ed < year : range === 'after' ? ed > year : ed === year;
      if (hit) out.add(ed);
    }
  }
  return EDITIONS.filter((ed) => out.has(ed));
}

const SENTENCE_END = /(?<=[.!?])\s+(?=[^a-zà-ÿ])/u;
// References stand in the text as ⟦n⟧ while it is read, so the year of a pinned token is not taken for a named year.
const MARK = /⟦(\d+)⟧/g;

/** A text's clauses, with the editions each speaks about and the references it holds. */
export function clausesOf(text: string, locale: Locale): Clause[] {
  const refs: ArtRef[] = [];
  const marked = text.replace(MOVE_TOKEN, 'M').replace(ART_TOKEN, (_, topic: string, pin?: string) => {
    refs.push({ topic, ...(pin !== undefined ? { pin } : {}) });
    return `⟦${refs.length - 1}⟧`;
  });
  const unmark = (s: string) => s.replace(MARK, (_, i: string) => `{{art:${refs[+i]!.topic}${refs[+i]!.pin ? `@${refs[+i]!.pin}` : ''}}}`);
  const refsIn = (s: string) => [...s.matchAll(MARK)].map((m) => refs[+m[1]!]!);
  const out: Clause[] = [];
  let label: Edition[] | undefined;
  marked.split(SENTENCE_END).forEach((sentence, n) => {
    const opening = /^([^:;.(]{0,40}):/.exec(sentence)?.[1];
    const named = namedEditions(sentence.replace(/\([^()]*\)/g, ''), locale);
    if (named || EVERY_EDITION[locale].test(sentence)) label = opening ? namedEditions(opening, locale) : undefined;
    // Parentheses first: a part naming years is its own clause; the rest stays in the sentence.
    const rest = sentence.replace(/\(([^()]*)\)/g, (_, inner: string) => {
      const kept: string[] = [];
      for (const part of inner.split(';')) {
        const editions = namedEditions(part, locale);
        if (editions) out.push({ text: unmark(part.trim()), editions, refs: refsIn(part), sentence: n });
        else kept.push(part);
      }
      return kept.length ? `(${kept.join(';')})` : '';
    });
    let current: Edition[] | undefined = named ? undefined : label;
    for (const part of rest.split(';')) {
      const editions = namedEditions(part, locale);
      if (editions) current = editions;
      out.push({ text: unmark(part.trim()), ...(current ? { editions: current } : {}), refs: refsIn(part), sentence: n });
    }
  });
  return out;
}

/**
 * What is wrong with a text's references when it is shown in an edition: a clause naming editions that cites a
 * paragraph of another edition (an unpinned reference prints the edition shown), a pinned reference in a clause
 * that names no edition, and a clause about several editions whose pinned references leave out the number one of
 * them gives the paragraph. `cite` prints a topic in an edition (undefined where the edition lacks it).
 */
export function scopeProblems(text: string, locale: Locale, shown: Edition, cite: (topic: string, edition: string) => string | undefined): string[] {
  const problems: string[] = [];
  const clauses = clausesOf(text, locale);
  const token = (r: ArtRef) => `{{art:${r.topic}${r.pin ? `@${r.pin}` : ''}}}`;
  for (const c of clauses) {
    if (!c.editions) {
      for (const r of c.refs) if (r.pin) problems.push(`${token(r)} is pinned to ${r.pin} in a clause that names no edition: "${c.text}"`);
      continue;
    }
    const about = c.editions.join(', ') || 'no edition of the course';
    for (const r of c.refs) {
      const target = r.pin ?? shown;
      if (!c.editions.includes(target as Edition))
        problems.push(r.pin ? `${token(r)} cites ${r.pin} in a clause about ${about}: "${c.text}"` : `${token(r)} prints the ${shown} number in a clause about ${about}: "${c.text}"`);
    }
    // A pinned reference speaks for every edition of its clause: each must find its own number in the sentence.
    const sentenceRefs = clauses.filter((x) => x.sentence === c.sentence).flatMap((x) => x.refs);
    for (const topic of new Set(c.refs.filter((r) => r.pin).map((r) => r.topic))) {
      const printed = new Set(sentenceRefs.filter((r) => r.topic === topic).map((r) => cite(topic, r.pin ?? shown)));
      for (const ed of c.editions) {
        const own = cite(topic, ed);
        if (own && !printed.has(own)) problems.push(`the clause about ${about} cites ${topic} only as ${[...printed].join(' / ')}, but ${ed} numbers it ${own}: "${c.text}"`);
      }
    }
  }
  return problems;
}

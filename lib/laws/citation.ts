// Citations as the Laws print them, in the reader's language: the one place that turns a paragraph id or a part
// id of the corpus into what a reader sees and can copy.
//
// Paragraph ids are built from printed labels (lib/laws/schema.ts): a labelled paragraph's id is its number
// ("9.2b", "A.4.1", "III.4", "C13"), which the Laws print as "Article 9.2b" (appendix paragraphs too: "Article
// A.4", "Artigo A2") and "Guidelines III.4". An unlabelled paragraph gets the id of the labelled one before it plus
// "+1", "+2"… ("2.1+1"), or "{part}+1"… at the start of a part ("appendix-e+1", "preface+2"): it is cited as that
// article or part with its position, "Article 2.1, second paragraph" (the labelled paragraph is the first),
// "Appendix E, first paragraph". Parts are cited by their printed names: "Article 3", "Appendix A", "Guidelines
// III", "Preface". The words come from locales/{locale}/laws.json (`part.*`, `cite.*`).
//
// Framework-free and pure: the citation follows from the id's form alone, so it needs no corpus.
import glossaryTerms from '../../content/laws/glossary-terms.json';
import en from '../../locales/en/laws.json';
import gl from '../../locales/gl/laws.json';
import pt from '../../locales/pt/laws.json';
import type { Locale } from '../languages';

type Words = typeof en;
const words: Record<Locale, Words> = { en, pt, gl };
const terms: Record<string, Record<string, string>> = glossaryTerms;
const termOf = (slug: string, w: Words) => (w === pt ? terms.pt?.[slug] : w === gl ? terms.gl?.[slug] : undefined) ?? slug.replace(/-/g, ' ');

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
}

const partId = /^(introduction|preface|\d{1,2}|appendix-([a-h])|guidelines(?:-([ivx]+))?|glossary)$/;

// "3" -> "Article 3", "appendix-a" -> "Appendix A", "guidelines-iii" -> "Guidelines III", "preface" -> "Preface".
function partName(id: string, w: Words): string | undefined {
  const m = partId.exec(id);
  if (!m) return undefined;
  if (/^\d/.test(id)) return fill(w.part.article, { number: id });
  if (m[2]) return fill(w.part.appendix, { number: m[2].toUpperCase() });
  if (m[3]) return fill(w.part.guidelinesNumbered, { number: m[3].toUpperCase() });
  if (id === 'guidelines') return w.part.guidelines;
  return w.part[id as 'introduction' | 'preface' | 'glossary'];
}

interface Parsed {
  // What the citation names: a labelled paragraph ("Article 2.1"), a part ("Appendix E"), a glossary entry.
  base: string;
  // Article-like numbers that can be listed after one "Articles": "Articles 9.2, 9.3 and 9.4".
  article?: string;
  // 1-based position among the paragraphs from the labelled one (or from the part's start) to the next label;
  // undefined for the labelled paragraph itself and for parts.
  position?: number;
}

// The labelled paragraph or the part an id names, and its position after it.
function parse(edition: string, id: string, w: Words): Parsed {
  const plus = /^(.*?)((?:\+\d+)+)$/.exec(id);
  if (plus) {
    const head = plus[1]!;
    const offset = plus[2]!.split('+').slice(1).reduce((a, n) => a + Number(n), 0);
    const part = partName(head, w);
    // "{part}+1" is the part's first paragraph; "2.1+1" is the second paragraph of 2.1 (the labelled one is the first).
    if (part && !/^\d/.test(head)) return { base: part, position: offset };
    return { ...parse(edition, head, w), position: offset + 1 };
  }
  const part = partName(id, w);
  if (part) return { base: part };
  // Lettered items of the preface ("a." … "c."): "preface-a" (2009), "preface+3a" (2001, inside its third paragraph).
  const lettered = /^(preface|introduction)(?:-|\+\d+)([a-z])$/.exec(id);
  if (lettered) return { base: fill(w.cite.item, { ref: partName(lettered[1]!, w)!, item: lettered[2]! }) };
  // Numbered examples, recommendations and notes inside an article (2009 C10, F3b): "C10-ex1", "F3b-note2".
  const sub = /^(.+)-(ex|rec|note)(\d+)$/.exec(id);
  if (sub) return { base: fill(w.cite[sub[2] as 'ex' | 'rec' | 'note'], { ref: parse(edition, sub[1]!, w).base, n: sub[3]! }) };
  const glossary = /^glossary\.(.+)$/.exec(id);
  // The entry's term as the reader's translation of the Glossary prints it (content/laws/glossary-terms.json).
  if (glossary) return { base: fill(w.cite.glossaryEntry, { part: w.part.glossary, term: termOf(glossary[1]!, w) }) };
  // The 2009 guidelines number their items "1. a.", "2." …, held as "G1a", "G2".
  const item = /^G(\d+[a-z]?)$/.exec(id);
  if (item && edition <= '2009') return { base: fill(w.cite.guidelinesItem, { part: w.part.guidelines, number: item[1]! }) };
  // Since 2018 the guidelines are numbered in Roman numerals and cited so: "Guidelines III.4".
  const roman = /^([IVX]+)\./.exec(id);
  if (roman) return { base: fill(w.part.guidelinesNumbered, { number: id }) };
  return { base: `${w.cite.article} ${id}`, article: id };
}

function ordinal(n: number, w: Words): string | undefined {
  return (w.cite.ordinal as Record<string, string>)[String(n)];
}

function list(items: string[], w: Words, separator = ', '): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(separator)} ${w.cite.and} ${items.at(-1)}`;
}

// 2, 3, 4, 5 -> "2 to 5"; 1, 2 -> "1 and 2"; 2, 3, 7 -> "2, 3 and 7".
function positions(ns: number[], w: Words): string {
  const contiguous = ns.every((n, i) => i === 0 || n === ns[i - 1]! + 1);
  if (contiguous && ns.length > 2) return fill(w.cite.range, { from: ns[0]!, to: ns.at(-1)! });
  return list(ns.map(String), w);
}

function withPositions(base: string, ns: number[], w: Words): string {
  if (ns.length === 1) {
    const word = ordinal(ns[0]!, w);
    return word ? fill(w.cite.paragraph, { ref: base, ordinal: word }) : fill(w.cite.paragraphNumber, { ref: base, n: ns[0]! });
  }
  return fill(w.cite.paragraphs, { ref: base, list: positions(ns, w) });
}

/**
 * A paragraph cited by its position after a labelled one, in the Laws' words: ("C.07 16.5.1", 3) -> "C.07 16.5.1,
 * third paragraph". The regulations number their unlabelled paragraphs as the Laws do ("16.5.1+2" is the third).
 */
export function paragraphAt(base: string, position: number, locale: Locale): string {
  return withPositions(base, [position], words[locale]);
}

/** One paragraph or part of an edition as the Laws print it: "Article 2.1, second paragraph", "Appendix A". */
export function citation(edition: string, id: string, locale: Locale): string {
  return citationSegments(edition, [id], locale)
    .map((s) => s.text)
    .join('');
}

export interface CitationSegment {
  text: string;
  // The paragraph (or part) the words cite, to link to; absent on joining words.
  id?: string;
}

/**
 * Several paragraphs of one edition in one citation, in the given order, as text to show: paragraphs of the same
 * article go together ("Article 2.2, paragraphs 2 to 14"); plain articles share one word ("Articles 9.2 and 9.3").
 * Each cited piece carries the first id it covers, as the link target.
 */
export function citationSegments(edition: string, ids: readonly string[], locale: Locale): CitationSegment[] {
  const w = words[locale];
  const groups: { parsed: Parsed; ids: string[]; positions: number[] }[] = [];
  for (const id of ids) {
    const parsed = parse(edition, id, w);
    const last = groups.at(-1);
    const position = parsed.position ?? 1;
    if (last && last.parsed.base === parsed.base && !partName(id, w)) {
      last.ids.push(id);
      if (!last.positions.includes(position)) last.positions.push(position);
    } else groups.push({ parsed, ids: [id], positions: [position] });
  }
  for (const g of groups) g.positions.sort((a, b) => a - b);
  const plain = (g: (typeof groups)[number]) => g.parsed.article !== undefined && g.positions.length === 1 && g.positions[0] === 1;
  if (groups.length > 1 && groups.every(plain)) {
    const out: CitationSegment[] = [{ text: `${w.cite.articles} ` }];
    groups.forEach((g, i) => {
      if (i > 0) out.push({ text: i === groups.length - 1 ? ` ${w.cite.and} ` : ', ' });
      out.push({ text: g.parsed.article!, id: g.ids[0] });
    });
    return out;
  }
  const texts = groups.map((g) => (plain(g) || (g.positions.length === 1 && g.parsed.position === undefined) ? g.parsed.base : withPositions(g.parsed.base, g.positions, w)));
  // Citations that hold a comma themselves are kept apart by semicolons.
  const separator = texts.some((x) => x.includes(',')) ? '; ' : ', ';
  const out: CitationSegment[] = [];
  texts.forEach((text, i) => {
    if (i > 0) out.push({ text: i === texts.length - 1 ? ` ${w.cite.and} ` : separator });
    out.push({ text, id: groups[i]!.ids[0] });
  });
  return out;
}

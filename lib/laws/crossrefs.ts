// Splits a paragraph's text into what a page renders: plain words, gaps, restored words, and cross-references
// ("see Article 9.2", "Artigos 3.2 a 3.8", "Appendix C.13") resolved to a part and paragraph of the same edition.
import { inlineMark } from './schema';

export type Segment =
  | { kind: 'text'; text: string }
  | { kind: 'gap' }
  | { kind: 'restored'; witness: string; text: string }
  | { kind: 'ref'; text: string; ref: string };

const keyword = /(?<!\p{L})(?:Articles?|Artigos?|Art\.|Appendix|Appendices|Apêndices?|Apéndices?|Guidelines?)\s+/giu;
// One reference: "9.2", "6.12.b", "3.8b(1)", "A.4.1", "C13", "III.4", or an appendix letter alone ("Appendix C").
const oneRef = /^(?:(?:[A-H]\.?)?\d+(?:\.\d+)*(?:\.?[a-h](?![\p{L}\d]))?(?:\s?\(\d\))?|[IVX]+(?:\.\d+)+|[A-H](?![\p{L}\d.]))/u;
const connector = /^\s*(?:,|;|–|-|\bto\b|\band\b|\bor\b|\be\b|\bou\b|\ba\b)\s*/u;

function splitRefs(text: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(keyword)) {
    let pos = m.index! + m[0].length;
    if (pos < last) continue;
    let rest = text.slice(pos);
    let ref = oneRef.exec(rest);
    while (ref) {
      if (pos > last) out.push({ kind: 'text', text: text.slice(last, pos) });
      out.push({ kind: 'ref', text: ref[0], ref: ref[0].replace(/\s+/g, '') });
      pos += ref[0].length;
      last = pos;
      rest = text.slice(pos);
      const c = connector.exec(rest);
      if (!c) break;
      ref = oneRef.exec(rest.slice(c[0].length));
      if (ref) pos += c[0].length;
    }
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

export function segments(text: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(inlineMark)) {
    if (m.index! > last) out.push(...splitRefs(text.slice(last, m.index)));
    out.push(m[1] === 'gap' ? { kind: 'gap' } : { kind: 'restored', witness: m[2]!, text: m[3]! });
    last = m.index! + m[0].length;
  }
  if (last < text.length) out.push(...splitRefs(text.slice(last)));
  return out;
}

export interface RefTarget {
  part: string;
  paragraph?: string;
}

// paragraph id -> part id, for one edition (all its languages).
export type ParagraphIndex = ReadonlyMap<string, string>;

// Spellings of one reference as paragraph ids: "6.12.b" -> "6.12b"; "C.13" -> "C13" (2009 appendix ids have no dot).
function candidates(ref: string): string[] {
  const compact = ref.replace(/\.([a-h])$/, '$1').replace(/\.([a-h])\(/, '$1(');
  return [...new Set([ref, compact, compact.replace(/^([A-H])\./, '$1')])];
}

export function resolveRef(ref: string, index: ParagraphIndex, partIds: ReadonlySet<string>): RefTarget | undefined {
  for (const id of candidates(ref)) {
    const part = index.get(id);
    if (part) return { part, paragraph: id };
  }
  if (/^\d{1,2}$/.test(ref)) return partIds.has(ref) ? { part: ref } : undefined;
  // "3.8" names the paragraphs 3.8a, 3.8b…: the first of them.
  for (const id of candidates(ref)) {
    for (const [pid, part] of index) {
      if (pid.startsWith(id) && /^[a-z(.[]/.test(pid.slice(id.length))) {
        return { part, paragraph: pid };
      }
    }
  }
  // A paragraph of a part the course's source for this edition lacks: the part's page says what exists instead.
  const withoutText = (part: string) => partIds.has(part) && ![...index.values()].includes(part);
  const article = /^(\d{1,2})\./.exec(ref)?.[1];
  if (article && withoutText(article)) return { part: article };
  const appendix = `appendix-${/^([A-H])\.?\d/.exec(ref)?.[1]?.toLowerCase()}`;
  if (withoutText(appendix)) return { part: appendix };
  if (/^[A-H]$/.test(ref) && partIds.has(`appendix-${ref.toLowerCase()}`)) return { part: `appendix-${ref.toLowerCase()}` };
  if (/^[IVX]+$/.test(ref) && partIds.has(`guidelines-${ref.toLowerCase()}`)) return { part: `guidelines-${ref.toLowerCase()}` };
  return undefined;
}

// Anchor of a paragraph on its page: ids carry dots, brackets and "+", which are awkward in URLs.
export function paragraphAnchor(id: string): string {
  return `p-${id.replace(/\+/g, '-plus-').replace(/[^A-Za-z0-9.-]+/g, '-').replace(/-+$/, '')}`;
}

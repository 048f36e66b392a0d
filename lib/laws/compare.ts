// Compares one part of the Laws in two editions, paragraph by paragraph. Paragraphs are paired through the corpus
// alignment (content/laws/alignment.json), never by position, so a renumbered or moved paragraph meets its
// counterpart; word-level changes inside a pair come from the `diff` package. Framework-free: the pages render
// what this returns.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { diffWordsWithSpace } from 'diff';
import { corpusLanguages, readingOrder, type CorpusLanguage, type Locale } from '../languages';
import { corpusEditions, findPart, loadAlignment, loadChangeTable, partsOf } from './corpus';
import { counterpartPart, languagesOf, paragraphIndex, partOfLabel } from './pages';
import { inlineMark, timelineSchema, type Paragraph, type Timeline } from './schema';

// ---------------------------------------------------------------------------------------------------------------
// Languages

// When the two editions do not share the reader's language, it gives way in the reader's reading order
// (lib/languages.ts: a Galician reader reads Portuguese more easily than English).

export interface ComparisonLanguages {
  from: CorpusLanguage;
  to: CorpusLanguage;
  // reader: both in the reader's language; common: both in another language they share; none: no shared language,
  // each side in its own language and no word diff.
  mode: 'reader' | 'common' | 'none';
}

export function comparisonLanguages(from: string, to: string, reader: Locale): ComparisonLanguages | undefined {
  const a = languagesOf(from);
  const b = languagesOf(to);
  if (a.length === 0 || b.length === 0) return undefined;
  const order = readingOrder(reader);
  const common = order.find((l) => a.includes(l) && b.includes(l));
  if (common) return { from: common, to: common, mode: common === order[0] ? 'reader' : 'common' };
  const pick = (ls: CorpusLanguage[]) => order.find((l) => ls.includes(l))!;
  return { from: pick(a), to: pick(b), mode: 'none' };
}

// ---------------------------------------------------------------------------------------------------------------
// Text helpers

// Paragraph text as plain words for comparison: gaps shown as […], restored words as words.
export function plainText(text: string): string {
  return text.replace(inlineMark, (_m, kind: string, _w, words: string) => (kind === 'gap' ? '[…]' : words)).replace(/\s+/g, ' ').trim();
}

// What counts as the same wording: typographic quotes, dashes and spacing aside.
export function normalise(text: string): string {
  return plainText(text)
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”«»]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

// Comparable form of a paragraph number: "3.8a(1)" and "3.8.1.1" name the same place; "C10.1" and "C.10.1" too.
export function numberKey(id: string): string {
  return id
    .toLowerCase()
    .replace(/(\d)([a-h])(?![a-z])/g, (_m, d: string, l: string) => `${d}.${l.charCodeAt(0) - 96}`)
    .replace(/\((\d+)\)/g, '.$1')
    .replace(/[^a-z0-9+]/g, '');
}

// ---------------------------------------------------------------------------------------------------------------
// Pairing

export interface Side {
  id: string;
  // The part of its edition the paragraph lives in.
  part: string;
  label?: string;
  level: number;
  heading?: boolean;
  // Plain text (gaps as […]).
  text: string;
  language: CorpusLanguage;
  // true when the comparison language lacks this paragraph and the text comes from another language.
  fallback?: boolean;
}

export type RowStatus = 'unchanged' | 'changed' | 'added' | 'removed' | 'paired' | 'no-source';

export interface DiffPiece {
  text: string;
  mark?: 'ins' | 'del';
}

export interface CompareRow {
  // unchanged / changed: a pair in one language; paired: a pair whose texts are in different languages (no diff);
  // added: only in `to`; removed: only in `from`; no-source: only in `to` because the `from` text is not in the sources.
  status: RowStatus;
  from: Side[];
  to: Side[];
  // The paragraph numbers differ (beyond the style of numbering: 3.8a and 3.8.1 are the same number).
  renumbered: boolean;
  // `from` paragraphs that live in another part of `from` (they moved into the compared part).
  movedFrom?: string;
  // `to` paragraphs live outside the compared part(s) of `to` (the rule moved there).
  movedTo?: string;
  // For changed rows, per side, per paragraph: the words with insertions (to) and deletions (from) marked.
  diff?: { from: DiffPiece[][]; to: DiffPiece[][] };
}

export interface ArticleComparison {
  from: string;
  to: string;
  part: string;
  // The part(s) of `to` that hold most counterparts (usually one; none when the rule left the Laws).
  toParts: string[];
  languages: ComparisonLanguages;
  // The `from` part exists in the edition but no source of the course holds its text.
  fromMissing: boolean;
  rows: CompareRow[];
  counts: Counts;
}

export interface Counts {
  unchanged: number;
  changed: number;
  added: number;
  removed: number;
  moved: number;
  renumbered: number;
  paired: number;
}

function paragraphsOfPart(edition: string, partId: string, language: CorpusLanguage): Paragraph[] {
  const entry = findPart(edition, partId);
  if (!entry) return [];
  const order: CorpusLanguage[] = [language, ...corpusLanguages.filter((l) => l !== language)];
  const seen = new Map<string, Paragraph>();
  for (const l of order) {
    const part = entry.byLanguage[l];
    if (!part || part.missing) continue;
    for (const p of part.paragraphs) if (!seen.has(p.id)) seen.set(p.id, p);
  }
  return [...seen.values()];
}

// One paragraph's text in the comparison language, or in the first other language that has it.
function side(edition: string, id: string, language: CorpusLanguage): Side | undefined {
  const part = paragraphIndex(edition).get(id);
  if (!part) return undefined;
  const entry = findPart(edition, part)!;
  const order: CorpusLanguage[] = [language, ...corpusLanguages.filter((l) => l !== language)];
  for (const l of order) {
    const p = entry.byLanguage[l]?.paragraphs.find((x) => x.id === id && !x.missing);
    if (p) {
      return { id, part, label: p.label, level: p.level, heading: p.heading, text: plainText(p.text), language: l, fallback: l !== language || undefined };
    }
  }
  return undefined;
}

// Edges of the alignment between two editions: paragraph of `a` -> paragraphs of `b`.
function edges(a: string, b: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const topic of loadAlignment().topics) {
    const mine = topic.paragraphs[a];
    const theirs = topic.paragraphs[b];
    if (!mine || !theirs) continue;
    for (const id of mine) {
      const set = out.get(id) ?? new Set();
      for (const t of theirs) set.add(t);
      out.set(id, set);
    }
  }
  return out;
}

function documentOrder(edition: string): Map<string, number> {
  return new Map([...paragraphIndex(edition).keys()].map((id, i) => [id, i]));
}

function emptyCounts(): Counts {
  return { unchanged: 0, changed: 0, added: 0, removed: 0, moved: 0, renumbered: 0, paired: 0 };
}

// Per side, per paragraph: split the word diff back into the paragraphs it was joined from.
function splitDiff(changes: { value: string; added: boolean; removed: boolean }[], which: 'from' | 'to'): DiffPiece[][] {
  const paragraphs: DiffPiece[][] = [[]];
  for (const c of changes) {
    if (which === 'from' && c.added) continue;
    if (which === 'to' && c.removed) continue;
    const mark = c.added ? 'ins' : c.removed ? 'del' : undefined;
    c.value.split('\n').forEach((chunk, i) => {
      if (i > 0) paragraphs.push([]);
      if (chunk) paragraphs[paragraphs.length - 1]!.push(mark ? { text: chunk, mark } : { text: chunk });
    });
  }
  return paragraphs.map(groupRuns);
}

/**
 * One marked run per stretch of change: consecutive pieces with the same mark, and the spaces between them, become
 * one piece, so a screen reader says "added" once before "he or she", not before each word.
 */
function groupRuns(pieces: DiffPiece[]): DiffPiece[] {
  const runs: DiffPiece[] = [];
  for (let i = 0; i < pieces.length; i++) {
    const p = pieces[i]!;
    const last = runs[runs.length - 1];
    if (p.mark && last?.mark === p.mark) {
      last.text += p.text;
      continue;
    }
    // a space between two pieces with the same mark joins them
    const next = pieces[i + 1];
    if (!p.mark && last?.mark && next?.mark === last.mark && /^\s+$/.test(p.text)) {
      last.text += p.text + next.text;
      i += 1;
      continue;
    }
    runs.push({ ...p });
  }
  return runs;
}

export function wordDiff(before: string, after: string): { from: DiffPiece[][]; to: DiffPiece[][] } {
  const changes = diffWordsWithSpace(before, after);
  return { from: splitDiff(changes, 'from'), to: splitDiff(changes, 'to') };
}

export function compareArticle(from: string, to: string, partId: string, reader: Locale): ArticleComparison | undefined {
  const entry = findPart(from, partId);
  const languages = comparisonLanguages(from, to, reader);
  if (!entry || !languages) return undefined;
  const fromIndex = paragraphIndex(from);
  const toIndex = paragraphIndex(to);
  const main = counterpartPart(from, partId, to);
  const toParts = main && findPart(to, main) ? [main] : [];
  const forward = edges(from, to);
  const backward = edges(to, from);

  const fromIds = paragraphsOfPart(from, partId, languages.from).map((p) => p.id);
  const fromMissing = fromIds.length === 0 && Object.values(entry.byLanguage).every((p) => p?.missing);
  const toIds = toParts.flatMap((p) => paragraphsOfPart(to, p, languages.to).map((x) => x.id));

  // Nodes: the part's paragraphs, their counterparts in `to` wherever they are, the paragraphs of the counterpart
  // part of `to`, and their counterparts in `from` (which may live in other parts: moved in).
  const fromNodes = new Set(fromIds);
  const toNodes = new Set(toIds);
  for (const id of fromIds) for (const t of forward.get(id) ?? []) if (toIndex.has(t)) toNodes.add(t);
  if (!fromMissing) for (const id of toIds) for (const f of backward.get(id) ?? []) if (fromIndex.has(f)) fromNodes.add(f);

  // Connected components of the alignment graph restricted to these nodes.
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    const p = parent.get(x) ?? x;
    if (p === x) return x;
    const r = find(p);
    parent.set(x, r);
    return r;
  };
  const union = (a: string, b: string) => parent.set(find(a), find(b));
  for (const f of fromNodes) for (const t of forward.get(f) ?? []) if (toNodes.has(t)) union(`f:${f}`, `t:${t}`);
  const groups = new Map<string, { from: string[]; to: string[] }>();
  const group = (key: string) => {
    const root = find(key);
    const g = groups.get(root) ?? { from: [], to: [] };
    groups.set(root, g);
    return g;
  };
  const fromOrder = documentOrder(from);
  const toOrder = documentOrder(to);
  for (const f of [...fromNodes].sort((a, b) => fromOrder.get(a)! - fromOrder.get(b)!)) group(`f:${f}`).from.push(f);
  for (const t of [...toNodes].sort((a, b) => toOrder.get(a)! - toOrder.get(b)!)) group(`t:${t}`).to.push(t);

  // A group of n paragraphs on each side, each paired in order with a counterpart (the 13 lines of the pieces
  // list, the diagrams under castling), is n pairs.
  const pairs: { from: string[]; to: string[] }[] = [];
  for (const g of groups.values()) {
    const n = g.from.length;
    if (n > 1 && n === g.to.length && g.from.every((f, i) => forward.get(f)?.has(g.to[i]!))) {
      g.from.forEach((f, i) => pairs.push({ from: [f], to: [g.to[i]!] }));
    } else pairs.push(g);
  }

  // Order: the `from` document order; groups only in `to` go after the group holding the `to` paragraph before them.
  const key = (p: { from: string[]; to: string[] }) => (p.from.length ? fromOrder.get(p.from[0]!)! : -1);
  const withFrom = pairs.filter((p) => p.from.length > 0).sort((a, b) => key(a) - key(b));
  const onlyTo = pairs.filter((p) => p.from.length === 0).sort((a, b) => toOrder.get(a.to[0]!)! - toOrder.get(b.to[0]!)!);
  const ordered = [...withFrom];
  for (const p of onlyTo) {
    const first = toOrder.get(p.to[0]!)!;
    const before = toIds.filter((t) => toOrder.get(t)! < first && !p.to.includes(t)).at(-1);
    const at = before ? ordered.findIndex((q) => q.to.includes(before)) : -1;
    ordered.splice(at + 1, 0, p);
  }

  const rows: CompareRow[] = [];
  const counts = emptyCounts();
  for (const p of ordered) {
    const fromSides = p.from.map((id) => side(from, id, languages.from)).filter((s): s is Side => !!s);
    const toSides = p.to.map((id) => side(to, id, languages.to)).filter((s): s is Side => !!s);
    if (fromSides.length === 0 && toSides.length === 0) continue;
    const outsideFrom = fromSides.filter((s) => s.part !== partId);
    const outsideTo = toSides.filter((s) => !toParts.includes(s.part));
    const row: CompareRow = {
      status: 'paired',
      from: fromSides,
      to: toSides,
      renumbered:
        fromSides.length > 0 &&
        toSides.length > 0 &&
        // Only a numbered paragraph can be renumbered (a glossary entry has a term, not a number).
        fromSides.some((s) => !s.id.includes('+') && !s.id.startsWith('glossary.')) &&
        !fromSides.some((f) => toSides.some((t) => numberKey(f.id) === numberKey(t.id))),
      movedFrom: fromSides.length > 0 && outsideFrom.length === fromSides.length ? fromSides[0]!.part : undefined,
      movedTo: toSides.length > 0 && outsideTo.length === toSides.length ? toSides[0]!.part : undefined,
    };
    if (toSides.length === 0) row.status = 'removed';
    else if (fromSides.length === 0) row.status = fromMissing ? 'no-source' : 'added';
    else if (fromSides.concat(toSides).some((s) => s.fallback) || languages.mode === 'none') row.status = 'paired';
    else {
      const a = fromSides.map((s) => s.text).join('\n');
      const b = toSides.map((s) => s.text).join('\n');
      if (normalise(a) === normalise(b)) row.status = 'unchanged';
      else {
        row.status = 'changed';
        row.diff = wordDiff(a, b);
      }
    }
    if (row.status !== 'no-source') counts[row.status === 'paired' ? 'paired' : row.status] += 1;
    if (row.movedFrom || row.movedTo) counts.moved += 1;
    if (row.renumbered) counts.renumbered += 1;
    rows.push(row);
  }
  return { from, to, part: partId, toParts, languages, fromMissing, rows, counts };
}

// ---------------------------------------------------------------------------------------------------------------
// Pairs of editions, overview, change table

// Every pair the course compares: each edition with every later one (the older edition on the left).
export function comparisonPairs(): { from: string; to: string }[] {
  const ids = corpusEditions();
  return ids.flatMap((from, i) => ids.slice(i + 1).map((to) => ({ from, to })));
}

export function comparisonPages(): { from: string; to: string; article: string }[] {
  return comparisonPairs().flatMap(({ from, to }) => partsOf(from).map((p) => ({ from, to, article: p.id })));
}

export function isComparisonPair(from: string, to: string): boolean {
  return comparisonPairs().some((p) => p.from === from && p.to === to);
}

export interface OverviewEntry {
  part: string;
  comparison: ArticleComparison;
}

export interface Overview {
  from: string;
  to: string;
  languages: ComparisonLanguages;
  entries: OverviewEntry[];
  // Parts of `to` that are no part of `from`'s counterpart, with how many of their paragraphs have no counterpart
  // in `from` at all (new rules).
  newParts: { part: string; added: number; total: number }[];
  totals: Counts;
}

export function overview(from: string, to: string, reader: Locale): Overview | undefined {
  const languages = comparisonLanguages(from, to, reader);
  if (!languages) return undefined;
  const entries = partsOf(from).map((p) => ({ part: p.id, comparison: compareArticle(from, to, p.id, reader)! }));
  const covered = new Set(entries.flatMap((e) => e.comparison.toParts));
  const backward = edges(to, from);
  const fromIndex = paragraphIndex(from);
  const newParts = partsOf(to)
    .filter((p) => !covered.has(p.id))
    .map((p) => {
      const ids = paragraphsOfPart(to, p.id, languages.to).map((x) => x.id);
      const added = ids.filter((id) => ![...(backward.get(id) ?? [])].some((f) => fromIndex.has(f))).length;
      return { part: p.id, added, total: ids.length };
    });
  const totals = emptyCounts();
  for (const e of entries) for (const k of Object.keys(totals) as (keyof Counts)[]) totals[k] += e.comparison.counts[k];
  for (const n of newParts) totals.added += n.added;
  return { from, to, languages, entries, newParts, totals };
}

export interface ChangeTableRow {
  article: string;
  old?: string;
  new?: string;
  diff?: { from: DiffPiece[][]; to: DiffPiece[][] };
}

// The rows of the 1997 -> 2001 change table (seed 001, in Portuguese) for one part, each with its word diff.
export function changeTableRows(from: string, to: string, partId: string): ChangeTableRow[] {
  if (from !== '1997' || to !== '2001') return [];
  const table = loadChangeTable();
  return (table?.rows ?? [])
    .filter((r) => partOfLabel(r.article) === partId)
    .map((r) => {
      const old = r.old?.replace(/\*\*/g, '');
      const now = r.new?.replace(/\*\*/g, '');
      return { article: r.article, old, new: now, diff: old && now ? wordDiff(old, now) : undefined };
    });
}


// ---------------------------------------------------------------------------------------------------------------
// Timeline: content/laws/timeline.json, the headline changes of each edition in the course's languages.

export function loadTimeline(): Timeline['editions'] {
  const file = join(process.cwd(), 'content', 'laws', 'timeline.json');
  return timelineSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).editions;
}

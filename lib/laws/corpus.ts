// Loads the Laws corpus from content/laws/ (read at build time; nothing here reaches the browser).
// Every file is validated against the schema when loaded, so a broken file fails the build, not a page.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findEdition, editions } from '../editions';
import type { CorpusLanguage } from '../languages';
import { alignmentSchema, changeTableSchema, lawsTextSchema, type Alignment, type LawsText, type Part } from './schema';

const root = join(process.cwd(), 'content', 'laws');
const cache = new Map<string, LawsText | null>();

// One text, when the registry (lib/editions.ts) lists that language for that edition. A listed text whose file is
// missing or does not match the schema is an error, so a broken corpus fails the build, not a page.
export function loadText(edition: string, language: CorpusLanguage): LawsText | undefined {
  if (!languagesListed(edition).includes(language)) return undefined;
  const key = `${edition}/${language}`;
  if (!cache.has(key)) {
    const file = join(root, edition, `${language}.json`);
    const text = lawsTextSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    if (text.edition !== edition || text.language !== language) throw new Error(`${file} holds ${text.edition}/${text.language}`);
    cache.set(key, text);
  }
  return cache.get(key) ?? undefined;
}

// The languages the registry lists for an edition: the sources' texts (the authentic English first), then the
// course's translations.
function languagesListed(edition: string): readonly CorpusLanguage[] {
  const e = findEdition(edition);
  return e ? [...e.languages, ...(e.translations ?? [])] : [];
}

// The texts of one edition, in the registry's order (the authentic English first, course translations last).
export function textsOf(edition: string): LawsText[] {
  return languagesListed(edition).flatMap((l) => loadText(edition, l) ?? []);
}

/** A translation made by the course (not an official text). */
export const isCourseTranslation = (text: Pick<LawsText, 'translation'>) => text.translation?.by === 'course';

// The editions that have at least one text, oldest first.
export function corpusEditions(): string[] {
  return editions.map((e) => e.id).filter((id) => textsOf(id).length > 0);
}

export interface PartEntry {
  id: string;
  kind: Part['kind'];
  number?: string;
  section?: string;
  // This part in each language whose text has it (possibly marked missing there).
  byLanguage: Partial<Record<CorpusLanguage, Part>>;
}

// Every part of an edition in the edition's order, merged across its languages.
export function partsOf(edition: string): PartEntry[] {
  const entries = new Map<string, PartEntry>();
  for (const text of textsOf(edition)) {
    for (const part of text.parts) {
      const entry = entries.get(part.id) ?? { id: part.id, kind: part.kind, number: part.number, section: part.section, byLanguage: {} };
      entry.byLanguage[text.language] = part;
      entry.section ??= part.section;
      entries.set(part.id, entry);
    }
  }
  // Order: the order of the text with the most parts (the languages agree on order where they overlap).
  const longest = textsOf(edition).sort((a, b) => b.parts.length - a.parts.length)[0];
  const order = new Map(longest?.parts.map((p, i) => [p.id, i]));
  return [...entries.values()].sort((a, b) => (order.get(a.id) ?? 999) - (order.get(b.id) ?? 999));
}

export function findPart(edition: string, partId: string): PartEntry | undefined {
  return partsOf(edition).find((p) => p.id === partId);
}

let alignment: Alignment | null = null;
export function loadAlignment(): Alignment {
  if (!alignment) {
    const file = join(root, 'alignment.json');
    alignment = existsSync(file) ? alignmentSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : { topics: [] };
  }
  return alignment;
}

export function loadChangeTable() {
  const file = join(root, '1997', 'changes-2001.json');
  return existsSync(file) ? changeTableSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : undefined;
}

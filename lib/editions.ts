// The editions of the Laws the course knows, in one place, oldest first. Everything that depends on the list of
// editions reads it from here: routes and pages, the corpus loader and schema, the rules engine (whose tables are
// typed Record<Edition, …>, so an edition without rules fails the type check and the build), exercises, quizzes
// and tests. Adding an edition: an entry here, its texts in content/laws/{id}/{language}.json, its rules in
// lib/rules/editionRules.ts, its paragraphs in content/laws/alignment.json (README, "Adding an edition").
import type { CorpusLanguage, Locale } from './languages';
import { languageTag } from './languages';

export interface EditionInfo {
  /** The year the edition came into force: the id used in routes, case files and content. */
  id: string;
  /** ISO date the edition came into force, where a source states it; otherwise only the year is known. */
  inForce?: string;
  /** Where and when the FIDE Congress adopted it, in English (place names as FIDE gives them). */
  adoptedAt: string;
  /** The languages the sources hold a text of this edition in (content/laws/{id}/{language}.json), English first. */
  languages: readonly CorpusLanguage[];
  /**
   * The course's own translations of this edition (content/laws/{id}/{language}.json with a `translation` field):
   * not official texts, shown labelled as such, each paragraph with its provenance and the English beside it.
   */
  translations?: readonly CorpusLanguage[];
}

const registry = [
  // Seed 001 holds the Portuguese text in force before 1 July 2001; it names the Yerevan Congress but no date.
  { id: '1997', adoptedAt: 'Yerevan', languages: ['pt'] },
  { id: '2001', inForce: '2001-07-01', adoptedAt: 'Istanbul 2000', languages: ['en', 'pt'] },
  { id: '2009', inForce: '2009-07-01', adoptedAt: 'Dresden 2008', languages: ['en', 'pt', 'gl'] },
  { id: '2018', inForce: '2018-01-01', adoptedAt: 'Goynuk 2017', languages: ['en'], translations: ['pt', 'gl'] },
  { id: '2023', inForce: '2023-01-01', adoptedAt: 'Chennai 2022', languages: ['en'], translations: ['pt', 'gl'] },
] as const satisfies readonly EditionInfo[];

export type Edition = (typeof registry)[number]['id'];

export const editions: readonly (EditionInfo & { id: Edition })[] = registry;

/** Every edition id, oldest first. */
export const EDITIONS: readonly Edition[] = registry.map((e) => e.id);

/** The edition in force: the newest. */
export const currentEdition: Edition = EDITIONS[EDITIONS.length - 1]!;

export function isEdition(value: unknown): value is Edition {
  return typeof value === 'string' && (EDITIONS as readonly string[]).includes(value);
}

/** An edition named in content (a lesson's <Cite edition>, …): one the registry does not list fails the build. */
export function requireEdition(id: string): Edition {
  if (!isEdition(id)) throw new Error(`Unknown edition "${id}": the editions are ${EDITIONS.join(', ')} (lib/editions.ts)`);
  return id;
}

export function findEdition(id: string): (EditionInfo & { id: Edition }) | undefined {
  return editions.find((e) => e.id === id);
}

// "1 July 2009", "1 de julho de 2009", "1 de xullo de 2009"; just the year when the day is not known.
export function formatInForce(edition: EditionInfo, locale: Locale): string {
  if (!edition.inForce) return edition.id;
  return new Intl.DateTimeFormat(languageTag(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${edition.inForce}T00:00:00Z`),
  );
}

// The course's languages, in one place. Two kinds, not to be confused:
// - a reader's language (`Locale`): the first route segment, the UI strings (locales/{locale}/), the lessons;
// - a language of the Laws corpus (`CorpusLanguage`): a language the sources hold a text of the Laws in
//   (content/laws/{edition}/{language}.json; which editions have which is in lib/editions.ts).
// `readingOrder` maps a reader to the corpus languages, in the order that reader reads them.
// Adding a reader's language: an entry here, locales/{locale}/*.json (lib/i18n/resources.ts) and
// content/lessons/{locale}/; the type checker and the content tests point at whatever else is missing.

/** Languages the Laws corpus can hold, the authentic English text first. */
export const corpusLanguages = ['en', 'pt', 'gl'] as const;
export type CorpusLanguage = (typeof corpusLanguages)[number];

interface ReaderLanguage {
  /** the language's own name, shown in the chooser and the switcher */
  name: string;
  /** BCP 47 tag for dates and numbers */
  tag: string;
  /**
   * The corpus languages this reader reads, best first: the own language where the corpus has it, then the
   * nearest. A Galician reader reads Portuguese more easily than English; the others fall back on the English.
   */
  reads: readonly CorpusLanguage[];
  /**
   * How moves are written (Appendix C of that language's Laws text): the letters of king, queen, rook, bishop and
   * knight (C2: pt/gl R rei, D dama, T torre, B bispo, C cavalo / cabaleiro), castling (C13: 0-0) and promotion
   * (C12: d8D).
   */
  notation: { letters: Record<'K' | 'Q' | 'R' | 'B' | 'N', string>; castling: 'O-O' | '0-0'; promotion: '=Q' | 'Q' };
}

const APPENDIX_C_PT_GL = { letters: { K: 'R', Q: 'D', R: 'T', B: 'B', N: 'C' }, castling: '0-0', promotion: 'Q' } as const;

// Order is the order of the language chooser.
const readers = {
  pt: { name: 'Português', tag: 'pt-BR', reads: ['pt', 'en', 'gl'], notation: APPENDIX_C_PT_GL },
  gl: { name: 'Galego', tag: 'gl-ES', reads: ['gl', 'pt', 'en'], notation: APPENDIX_C_PT_GL },
  // English keeps the engine's SAN (O-O, e8=Q), which the English Appendix C also allows.
  en: { name: 'English', tag: 'en-GB', reads: ['en', 'pt', 'gl'], notation: { letters: { K: 'K', Q: 'Q', R: 'R', B: 'B', N: 'N' }, castling: 'O-O', promotion: '=Q' } },
} as const satisfies Record<string, ReaderLanguage>;

export type Locale = keyof typeof readers;
export const locales = Object.keys(readers) as Locale[];

export const localeNames: Record<Locale, string> = Object.fromEntries(locales.map((l) => [l, readers[l].name])) as Record<Locale, string>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(readers, value);
}

/** The reader's BCP 47 tag ("pt-BR"), for Intl formatting. */
export const languageTag = (locale: Locale): string => readers[locale].tag;

/** The corpus languages a reader reads, best first. */
export const readingOrder = (locale: Locale): readonly CorpusLanguage[] => readers[locale].reads;

/** How a reader's language writes moves (Appendix C). */
export const notationOf = (locale: Locale): ReaderLanguage['notation'] => readers[locale].notation;

/** The reader's own corpus language: the Laws text a reader of this language reads first. */
export const ownCorpusLanguage = (locale: Locale): CorpusLanguage => readers[locale].reads[0];

// Replaces the locale segment of a site path, keeping the rest (used by the language switcher).
export function switchLocalePath(pathname: string, to: Locale): string {
  const parts = pathname.split('/');
  if (isLocale(parts[1])) {
    parts[1] = to;
    const path = parts.join('/');
    return path.endsWith('/') ? path : `${path}/`;
  }
  return `/${to}/`;
}

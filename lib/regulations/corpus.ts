// Loads the regulations corpus from content/regulations/ at build time (nothing here reaches the browser). Every
// file is validated when loaded, so a broken file fails the build, not a page.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ownCorpusLanguage, type CorpusLanguage, type Locale } from '../languages';
import { regulationTextSchema, type RegulationParagraph, type RegulationText } from './schema';

const root = join(process.cwd(), 'content', 'regulations');

// The texts, in the order the index lists them: today's tournament rules, then ratings and titles, the arbiters' titles, the
// Manual's chapter on the role of the arbiter, and the seed's texts as printed (2007 rules and tie-break annex, 1975
// equipment standards, in Portuguese).
export const REGULATION_IDS = ['c07', 'c05', 'c01', 'c02', 'b02', 'b02-rb', 'b01', 'b06', 'role', 'c06-2007', 'tiebreak-annex-2007', 'c02-1975'] as const;

const cache = new Map<string, RegulationText | null>();

export function loadRegulation(id: string, language: CorpusLanguage): RegulationText | undefined {
  const key = `${id}/${language}`;
  if (!cache.has(key)) {
    const file = join(root, id, `${language}.json`);
    if (!existsSync(file)) cache.set(key, null);
    else {
      const text = regulationTextSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
      if (text.id !== id || text.language !== language) throw new Error(`${file} holds ${text.id}/${text.language}`);
      cache.set(key, text);
    }
  }
  return cache.get(key) ?? undefined;
}

/** The source text of a regulation: the authentic English, or the seed's text in the language it was printed in. */
export function sourceText(id: string): RegulationText {
  const text = loadRegulation(id, 'en') ?? loadRegulation(id, 'pt');
  if (!text) throw new Error(`content/regulations/${id}/ holds no text`);
  return text;
}

export const regulationTexts = (): RegulationText[] => REGULATION_IDS.map(sourceText);

/** Every text of the corpus: sources and course translations. */
export const allRegulationTexts = (): RegulationText[] =>
  REGULATION_IDS.flatMap((id) => (['en', 'pt', 'gl'] as const).flatMap((l) => loadRegulation(id, l) ?? []));

export interface ShownParagraph {
  paragraph: RegulationParagraph;
  // The language the paragraph is shown in.
  language: CorpusLanguage;
  // The course's translation in the reader's language, with the source paragraph beside it.
  translated?: { original: RegulationParagraph };
  // Shown in English because the reader's translation lacks it (a seed's text is shown as printed, not marked).
  untranslated: boolean;
}

/** What a reader sees: each paragraph of the source, in the reader's language where the course has translated it. */
export function readRegulation(id: string, locale: Locale) {
  const source = sourceText(id);
  const mine = ownCorpusLanguage(locale);
  const translation = mine === source.language ? undefined : loadRegulation(id, mine);
  const byId = new Map(translation?.paragraphs.map((p) => [p.id, p]));
  const paragraphs: ShownParagraph[] = source.paragraphs.map((p) => {
    const t = byId.get(p.id);
    if (t) return { paragraph: t, language: mine, translated: { original: p }, untranslated: false };
    return { paragraph: p, language: source.language, untranslated: source.language === 'en' && mine !== 'en' };
  });
  return { source, translation, paragraphs, translatedCount: paragraphs.filter((p) => p.translated).length };
}

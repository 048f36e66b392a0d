// What the search knows beside the glossary (content/glossary/search.json): the names people use that the Laws do
// not (synonyms, per reader's language) and the words that are a term in two languages with different meanings
// (false friends). Read at build time: the index gives each defining paragraph its terms and synonyms as weighted
// metadata (lib/search/records.ts), and the search page gets the false friends in the reader's words.
import { z } from 'zod';
import data from '@/content/glossary/search.json';
import type { Locale } from '../languages';
import { fold, type FalseFriend } from '../search/group';
import { EDITIONS } from '../editions';
import { findTerm, glossary } from './terms';
import { termArticles } from './articles';
import { articlesFor } from '../laws/pages';

const language = z.enum(['en', 'pt', 'gl']);
const schema = z.object({
  synonyms: z.partialRecord(language, z.array(z.object({ words: z.array(z.string().min(1)).min(1), topics: z.array(z.string().min(1)).min(1) }))),
  falseFriends: z.array(z.object({ word: z.string().min(1), meanings: z.partialRecord(language, z.string().min(1)) })),
});

export const searchData = schema.parse(data);

/**
 * The words that name what a paragraph defines, in one language: the glossary terms whose topics it holds, with the
 * other words its text uses and everyday names, and the synonyms kept for that language. Keyed "edition|id".
 */
export function definingWords(lang: Locale): Map<string, string[]> {
  const out = new Map<string, Set<string>>();
  const add = (edition: string, ids: readonly string[], words: readonly string[]) => {
    for (const id of ids) {
      const key = `${edition}|${id}`;
      const set = out.get(key) ?? new Set<string>();
      for (const w of words) set.add(w);
      out.set(key, set);
    }
  };
  for (const term of glossary.terms) {
    const w = term[lang];
    const words = [w.term, ...(w.also ?? []), ...('courseTerm' in w && w.courseTerm ? [w.courseTerm] : []), ...(w.common ?? [])];
    for (const { edition, ids } of termArticles(term)) add(edition, ids, words);
  }
  for (const s of searchData.synonyms[lang] ?? []) {
    for (const edition of EDITIONS) {
      const ids = articlesFor(s.topics, edition);
      if (ids) add(edition, ids, s.words);
    }
  }
  return new Map([...out].map(([k, v]) => [k, [...v]]));
}

/** The false friends as a reader's search page needs them: each word, and what it means in each language, in the reader's words. */
export function falseFriendsFor(reader: Locale): FalseFriend[] {
  return searchData.falseFriends.map((f) => ({
    word: f.word,
    folded: fold(f.word),
    meanings: Object.fromEntries(Object.entries(f.meanings).map(([l, id]) => [l, findTerm(id)![reader].term])),
  }));
}

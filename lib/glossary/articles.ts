// Where a glossary term is ruled, edition by edition: the paragraphs of its alignment topics in each edition that has
// its first topic (later topics are added where that edition has them). Server-only: reads the corpus.
import { EDITIONS, type Edition } from '../editions';
import { articlesFor } from '../laws/pages';
import type { GlossaryTerm } from './schema';

export function termArticles(term: GlossaryTerm): { edition: Edition; ids: string[] }[] {
  const [main, ...more] = term.topics;
  return EDITIONS.flatMap((edition) => {
    const ids = articlesFor([main!], edition);
    if (!ids) return [];
    const extra = more.flatMap((t) => articlesFor([t], edition) ?? []);
    return [{ edition, ids: [...new Set([...ids, ...extra])] }];
  });
}

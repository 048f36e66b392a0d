// Pagefind's browser API, loaded only when a search is run: /pagefind/pagefind.js is written by the build
// (scripts/search-index.mts) and imported at run time, never bundled with the page.
import type { Hit } from '@/lib/search/group';

interface PagefindResult {
  id: string;
  data: () => Promise<{ url: string; excerpt: string; meta: Record<string, string>; filters: Record<string, string[]> }>;
}
export interface Pagefind {
  options: (o: Record<string, unknown>) => Promise<void>;
  search: (q: string, o?: { filters?: Record<string, unknown> }) => Promise<{ results: PagefindResult[] } | null>;
}

let loading: Promise<Pagefind> | undefined;

export function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const url = '/pagefind/pagefind.js';
    const pf = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url)) as Pagefind;
    // `terms` holds the words a paragraph defines (glossary terms and synonyms, lib/search/records.ts): a match there
    // ranks the defining paragraph above those that only use the word; the title stays at Pagefind's default.
    await pf.options({ excerptLength: 24, ranking: { metaWeights: { title: 5, terms: 20 } } });
    return pf;
  })();
  // A failed load (offline, a missing index) can be tried again by the next search.
  loading.catch(() => (loading = undefined));
  return loading;
}

export type Handle = PagefindResult;

export async function hitOf(r: PagefindResult): Promise<Hit> {
  const d = await r.data();
  const kind = d.meta.kind === 'exam' || d.meta.kind === 'lesson' || d.meta.kind === 'regulation' ? d.meta.kind : 'law';
  return {
    url: d.url,
    title: d.meta.title ?? d.url,
    excerpt: d.excerpt,
    language: d.filters.language?.[0] ?? '',
    edition: d.meta.edition ?? d.filters.edition?.[0] ?? '',
    kind,
    course: d.meta.course === '1',
    editions: d.meta.editions?.split(','),
  };
}

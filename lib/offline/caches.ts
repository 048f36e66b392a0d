// Names shared by the service worker (lib/offline/sw.ts), the "save this edition" control and the build
// (scripts/offline-manifest.mjs writes the manifests at MANIFEST_PATH).
//
// Every cache the course writes is named `course:{build}:{kind}`, where build is Next's build id: a page and the
// scripts it loads always come from the same build, and a new build's worker knows which caches are another build's.
//   course:{build}:pages                      pages and data the reader opened (network first)
//   course:{build}:assets                     scripts, styles, images they loaded (hashed: cache first)
//   course:{build}:edition:{locale}:{edition} one saved edition: its pages AND every asset they load, self-contained
export type CourseCache =
  | { build: string; kind: 'pages' | 'assets' }
  | { build: string; kind: 'edition'; locale: string; edition: string };

const PREFIX = 'course';

export const pagesCache = (build: string) => `${PREFIX}:${build}:pages`;
export const assetsCache = (build: string) => `${PREFIX}:${build}:assets`;
export const editionCache = (build: string, locale: string, edition: string) => `${PREFIX}:${build}:edition:${locale}:${edition}`;

/** What a cache name says, or undefined for a cache the course did not name (Serwist's precache, others). */
export function parseCacheName(name: string): CourseCache | undefined {
  const [prefix, build, kind, locale, edition, ...rest] = name.split(':');
  if (prefix !== PREFIX || !build || rest.length) return undefined;
  if ((kind === 'pages' || kind === 'assets') && locale === undefined) return { build, kind };
  if (kind === 'edition' && locale && edition) return { build, kind, locale, edition };
  return undefined;
}

/** The caches a worker of `build` deletes when it takes over: the other builds' visited pages and their assets,
 * together (a page is never kept without its scripts). Saved editions are kept: each holds its own pages with the
 * assets they load, so an older one still reads offline, consistently, until the reader saves it again. */
export function staleCaches(names: string[], build: string): string[] {
  return names.filter((name) => {
    const cache = parseCacheName(name);
    return cache !== undefined && cache.build !== build && cache.kind !== 'edition';
  });
}

/** The order in which a cached copy is looked for: this build's caches first, then saved editions of older builds. */
export function lookupOrder(names: string[], build: string): string[] {
  const rank = (name: string) => {
    const cache = parseCacheName(name);
    if (!cache) return 1; // the precache (the offline pages and their scripts)
    return cache.build === build ? 0 : 2;
  };
  return names.filter((n) => rank(n) < 2 || parseCacheName(n)?.kind === 'edition').sort((a, b) => rank(a) - rank(b));
}

// Requests made to save an edition carry this header: the worker passes them to the network as they are, so a
// saved page is stored once (in the edition's cache), not also among the visited pages.
export const SAVE_HEADER = 'x-course-save';

/** Where the build writes the list of files of an edition in a language, with their sizes. */
export const manifestPath = (locale: string, edition: string) => `/offline/${locale}-${edition}.json`;

export type OfflineManifest = {
  build: string;
  locale: string;
  edition: string;
  /** Bytes to download (the brotli copy's size where the server has one), all files together. */
  bytes: number;
  files: { url: string; bytes: number }[];
};

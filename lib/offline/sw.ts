/// <reference lib="webworker" />
// The course's service worker, served as /sw.js (bundled and given its precache list by scripts/postbuild-sw.mjs
// after the static export; it exists only in the built site, never under `next dev`).
//
// - Pages (navigations, and the data a page fetches): network first, 3 s, then the cached copy; a page never
//   opened nor saved gets the offline page in the reader's language (precached with its scripts).
// - /_next/static/ (hashed, immutable), the piece images and the icon: cache first.
// - Caches are named by build (lib/offline/caches.ts). A page and the scripts it loads come from the same build.
//
// Updates. No skipWaiting: a new worker waits until no tab of the old build is open. An open page of the old build
// may still load its lazy scripts (a lesson's board code, when the board nears the screen), which the server no
// longer has; the old worker keeps serving them from its caches. When the new worker takes over it deletes the
// other builds' visited pages together with their assets (never a page without its scripts). Saved editions are
// kept: each cache holds an edition's pages with every asset they load, so an older one still reads offline in its
// own build until the reader saves it again (the control says it is from an earlier version). clientsClaim: on the
// first visit the page that registered the worker is controlled at once, so that visit is cached too; on an update
// it takes effect only at activation, when no page of the old build is left.
import { CacheFirst, NetworkFirst, NetworkOnly, Serwist, type PrecacheEntry, type SerwistGlobalConfig, type SerwistPlugin } from 'serwist';
import { assetsCache, lookupOrder, pagesCache, SAVE_HEADER, staleCaches } from './caches';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;
// Next's build id, put in by the bundler (scripts/postbuild-sw.mjs).
declare const __COURSE_BUILD__: string;
const BUILD = __COURSE_BUILD__;
const LOCALES = ['pt', 'gl', 'en'];

// A copy in any of the course's caches, this build's first, then saved editions of older builds (each is whole).
async function findCached(request: Request): Promise<Response | undefined> {
  for (const name of lookupOrder(await caches.keys(), BUILD)) {
    const hit = await (await caches.open(name)).match(request, { ignoreSearch: request.mode === 'navigate', ignoreVary: true });
    if (hit) return hit;
  }
  return undefined;
}

const everyCache: SerwistPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => cachedResponse ?? (await findCached(request)) ?? null,
};

const offlinePage = (url: string) => {
  const locale = LOCALES.find((l) => new URL(url).pathname.startsWith(`/${l}/`)) ?? 'en';
  return `/${locale}/offline/`;
};

const serwist: Serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    { matcher: ({ request }) => request.headers.has(SAVE_HEADER), handler: new NetworkOnly() },
    {
      matcher: ({ sameOrigin, url }) => sameOrigin && (url.pathname.startsWith('/_next/static/') || url.pathname.startsWith('/pieces/') || url.pathname === '/icon.svg'),
      handler: new CacheFirst({ cacheName: assetsCache(BUILD), plugins: [everyCache] }),
    },
    {
      matcher: ({ sameOrigin, url }) => sameOrigin && url.pathname !== '/sw.js',
      handler: new NetworkFirst({
        cacheName: pagesCache(BUILD),
        networkTimeoutSeconds: 3,
        plugins: [
          everyCache,
          {
            // Neither the network nor any cache has the page: the offline page in the reader's language.
            handlerDidError: async ({ request }): Promise<Response> =>
              request.mode === 'navigate' ? ((await serwist.matchPrecache(offlinePage(request.url))) ?? Response.error()) : Response.error(),
          },
        ],
      }),
    },
  ],
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(staleCaches(names, BUILD).map((name) => caches.delete(name)))));
});

serwist.addEventListeners();

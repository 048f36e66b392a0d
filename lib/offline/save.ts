// Saving a whole edition in the browser's Cache Storage, for "make this edition available offline"
// (components/offline/SaveEdition.tsx). The files and their sizes come from the build's manifest
// (scripts/offline-manifest.mjs); the service worker (lib/offline/sw.ts) serves them when the network is gone.
import { editionCache, manifestPath, parseCacheName, SAVE_HEADER, type OfflineManifest } from './caches';

export type SaveFailure = 'quota' | 'network' | 'other';
export class SaveError extends Error {
  constructor(
    readonly kind: SaveFailure,
    message: string,
  ) {
    super(message);
  }
}

export const offlineSupported = () => typeof window !== 'undefined' && 'caches' in window && 'serviceWorker' in navigator;

/** The edition's manifest as the server has it now (it names the current build). */
export async function fetchManifest(locale: string, edition: string): Promise<OfflineManifest> {
  const response = await fetch(manifestPath(locale, edition), { cache: 'no-cache', headers: { [SAVE_HEADER]: '1' } });
  if (!response.ok) throw new SaveError('network', `${response.status}`);
  return (await response.json()) as OfflineManifest;
}

/** The saved copy of an edition: the manifest it was saved from (its build, its size), or undefined. A cache only
 * counts once its manifest is in it, which is written last: a save cut short is never taken for a saved edition. */
export async function savedCopy(locale: string, edition: string): Promise<OfflineManifest | undefined> {
  for (const name of await caches.keys()) {
    const cache = parseCacheName(name);
    if (cache?.kind !== 'edition' || cache.locale !== locale || cache.edition !== edition) continue;
    const marker = await (await caches.open(name)).match(manifestPath(locale, edition));
    if (marker) return (await marker.json()) as OfflineManifest;
  }
  return undefined;
}

const isQuota = (e: unknown) => e instanceof DOMException && e.name === 'QuotaExceededError';

/** Downloads every file of the manifest into the edition's cache of that build, a few at a time, reporting the
 * bytes done; then removes the same edition saved from other builds. On failure nothing is kept. */
export async function saveEdition(manifest: OfflineManifest, onProgress: (done: number) => void): Promise<void> {
  const name = editionCache(manifest.build, manifest.locale, manifest.edition);
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  // The cache keeps the files uncompressed: about five times what is downloaded (brotli).
  if (estimate?.quota !== undefined && estimate.usage !== undefined && estimate.quota - estimate.usage < manifest.bytes * 5) {
    throw new SaveError('quota', 'estimate');
  }
  void navigator.storage?.persist?.().catch(() => false); // ask the browser not to evict it under pressure
  await caches.delete(name);
  const cache = await caches.open(name);
  let done = 0;
  let stopped = false; // once one file fails, the others stop and report nothing more
  const queue = [...manifest.files];
  const fetchFile = async (url: string) => {
    try {
      // Pages are revalidated; hashed assets may come from the HTTP cache. A stalled connection fails too.
      return await fetch(url, {
        cache: url.startsWith('/_next/static/') ? 'default' : 'no-cache',
        headers: { [SAVE_HEADER]: '1' },
        signal: AbortSignal.timeout(20_000),
      });
    } catch (e) {
      throw new SaveError('network', e instanceof Error ? e.message : String(e));
    }
  };
  const worker = async () => {
    try {
      for (let file = queue.shift(); file && !stopped; file = queue.shift()) {
        const response = await fetchFile(file.url);
        if (!response.ok) throw new SaveError('network', `${file.url}: ${response.status}`);
        if (stopped) return;
        await cache.put(file.url, response);
        if (stopped) return;
        done += file.bytes;
        onProgress(done);
      }
    } catch (e) {
      stopped = true;
      throw e;
    }
  };
  try {
    await Promise.all(Array.from({ length: 4 }, worker));
    await cache.put(manifestPath(manifest.locale, manifest.edition), new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } }));
  } catch (e) {
    await caches.delete(name).catch(() => false);
    if (e instanceof SaveError) throw e;
    throw new SaveError(isQuota(e) ? 'quota' : 'other', e instanceof Error ? e.message : String(e));
  }
  await removeSaved(manifest.locale, manifest.edition, manifest.build);
}

/** Removes the saved copies of an edition (all builds but `keep`, when given). */
export async function removeSaved(locale: string, edition: string, keep?: string): Promise<void> {
  for (const name of await caches.keys()) {
    const cache = parseCacheName(name);
    if (cache?.kind === 'edition' && cache.locale === locale && cache.edition === edition && cache.build !== keep) await caches.delete(name);
  }
}

/** "1.4 MB", "850 kB" in the reader's language. */
export function formatBytes(bytes: number, tag: string): string {
  const mb = bytes >= 1e6;
  return new Intl.NumberFormat(tag, { style: 'unit', unit: mb ? 'megabyte' : 'kilobyte', unitDisplay: 'short', maximumFractionDigits: mb ? 1 : 0 }).format(mb ? bytes / 1e6 : Math.max(1, bytes / 1e3));
}

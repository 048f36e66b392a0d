// The service worker of the built site (run by scripts/postbuild.mjs; README, "Offline"). Not part of `next dev`:
// the registration is written into the exported pages only, so a developer's browser never gets a worker.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { injectManifest } from '@serwist/build';
import * as esbuild from 'esbuild';
import { fileOf, pageAssets, withLoadedLater } from './offline-manifest.mjs';

export const REGISTER_ID = 'sw-register';
// Registered a while after the page has loaded (its own scripts and a lesson's first boards first): installing the
// worker downloads the offline pages, which should not compete with the page the reader opened. A browser without
// service workers skips it.
const REGISTER = `<script id="${REGISTER_ID}">"serviceWorker"in navigator&&addEventListener("load",function(){setTimeout(function(){navigator.serviceWorker.register("/sw.js").catch(function(){})},3000)})</script>`;
const REGISTERED = new RegExp(`<script id="${REGISTER_ID}">.*?</script>`);

/** The page with the worker's registration before </body> (once; an earlier run's is replaced). */
export function withRegistration(html) {
  if (REGISTERED.test(html)) return html.replace(REGISTERED, REGISTER);
  if (!html.includes('</body>')) return html;
  return html.replace('</body>', `${REGISTER}</body>`);
}

/** Next's build id: the caches of the worker are named by it (lib/offline/caches.ts). */
export const buildId = (root) => readFileSync(join(root, '.next', 'BUILD_ID'), 'utf8').trim();

/** Bundles lib/offline/sw.ts into out/sw.js with the offline pages (and what they load) as its precache list. */
export async function buildServiceWorker(root, out, build) {
  const bundled = join(root, '.next', 'sw.bundle.js');
  await esbuild.build({
    entryPoints: [join(root, 'lib', 'offline', 'sw.ts')],
    outfile: bundled,
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    define: { __COURSE_BUILD__: JSON.stringify(build), 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const offlinePages = ['en', 'pt', 'gl'].map((l) => `/${l}/offline/`);
  const assets = new Set();
  for (const url of offlinePages) for (const a of pageAssets(readFileSync(fileOf(out, url), 'utf8'))) assets.add(a);
  const loaded = [...withLoadedLater(out, assets)].filter((u) => !u.endsWith('.json'));
  const result = await injectManifest({
    swSrc: bundled,
    swDest: join(out, 'sw.js'),
    globDirectory: out,
    globPatterns: offlinePages.map((u) => `${u.slice(1)}index.html`),
    manifestTransforms: [(entries) => ({ manifest: entries.map((e) => ({ ...e, url: `/${e.url.replace(/index\.html$/, '')}` })), warnings: [] })],
    // Hashed names (and the icon, whose query is its hash) need no revision.
    additionalPrecacheEntries: loaded.map((url) => ({ url, revision: /^\/_next\/static\/|\?/.test(url) ? null : build })),
  });
  rmSync(bundled);
  for (const copy of ['sw.js.br', 'sw.js.gz']) rmSync(join(out, copy), { force: true }); // an earlier run's
  for (const w of result.warnings) console.warn(`sw.js: ${w}`);
  return { precached: result.count };
}

// After `next build` (part of `npm run build`): makes out/ what a static host should serve.
//
// 1. Drops the React Server Component payload files (index.txt, __next.*.txt). Next writes them for client-side
//    navigation with <Link>; the course links with plain <a> (every page is prerendered HTML, and a full load of it
//    is what a phone handles best), so nothing fetches them. They were more than half of out/.
// 2. Loads each page's scripts after its first paint. Next puts them in <head> as async scripts (and preloads), so
//    on a slow phone they compete with the page for the network and run before the text is painted: the reading
//    text waited for 160 KiB of framework code. The page's scripts are the same, in the same order; they are
//    requested by a small loader at the end of <body>, in the task after the first frame (./postbuild-loader.mjs).
// 3. Writes a gzip (.gz) and a brotli (.br) copy beside every text file, so the server sends them precompressed
//    (scripts/serve.mjs; a host can do the same: README, "Serving the site").
// 4. Offline (README, "Offline"): registers the service worker on every page, writes out/sw.js and, per language
//    and edition, the list of files "make this edition available offline" saves (./postbuild-sw.mjs,
//    ./offline-manifest.mjs).
// Before these, the search index is written into out/pagefind/ (scripts/search-index.mts). Its index and fragment
// files are gzipped by Pagefind itself and decompressed by its own code, so they get no copies here (PAGEFIND_DATA);
// only its plain scripts do.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { deferScripts } from './postbuild-loader.mjs';
import { buildId, buildServiceWorker, withRegistration } from './postbuild-sw.mjs';
import { writeManifests } from './offline-manifest.mjs';

const root = join(import.meta.dirname, '..');
const out = join(root, 'out');
const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|xml|webmanifest)$/;
const RSC_PAYLOAD = /^(index\.txt|__next\..*\.txt)$/;
const PAGEFIND_DATA = /\.(pf_\w+|pagefind)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield { path, name: entry.name };
  }
}

execFileSync(process.execPath, [fileURLToPath(import.meta.resolve('tsx/cli')), join(import.meta.dirname, 'search-index.mts')], { stdio: 'inherit' });

let removed = 0;
let deferred = 0;
const toCompress = [];
for (const { path, name } of files(out)) {
  if (RSC_PAYLOAD.test(name)) {
    rmSync(path);
    removed += 1;
  } else if (name.endsWith('.gz') || name.endsWith('.br')) {
    rmSync(path); // from an earlier run
  } else if (COMPRESSIBLE.test(name) && !PAGEFIND_DATA.test(name)) {
    if (name.endsWith('.html')) {
      const original = readFileSync(path, 'utf8');
      const html = deferScripts(original);
      if (html) deferred += 1;
      const registered = withRegistration(html ?? original);
      if (registered !== original) writeFileSync(path, registered);
    }
    toCompress.push(path);
  }
}

// zlib's asynchronous calls run on libuv's thread pool, so a few at a time use every core.
let written = 0;
let before = 0;
let after = 0;
const queue = [...toCompress];
async function worker() {
  for (let path = queue.pop(); path; path = queue.pop()) {
    const data = readFileSync(path);
    if (data.length < 1024) continue; // not worth a second request header
    // Brotli's best quality for the hashed scripts and styles (cached for a year); for the thousand pages, 9 is 25
    // times faster for about 10 % more bytes (measured on a lesson page: 29.4 KB against 26.3 KB).
    const quality = path.includes(`${join('_next', 'static')}`) ? 11 : 9;
    const [b, g] = await Promise.all([
      brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
      gz(data, { level: 9 }),
    ]);
    writeFileSync(`${path}.br`, b);
    writeFileSync(`${path}.gz`, g);
    written += 1;
    before += data.length;
    after += b.length;
  }
}
await Promise.all(Array.from({ length: 4 }, worker));

// Once every file and its compressed copies are final: their sizes go into the offline manifests.
const build = buildId(root);
const manifests = writeManifests(out, build);
const { precached } = await buildServiceWorker(root, out, build);
console.log(`offline: sw.js for build ${build} (${precached} files precached), ${manifests.length} edition manifests`);

const size = [...files(out)].reduce((sum, f) => sum + statSync(f.path).size, 0);
const MB = 1024 * 1024;
console.log(
  `out/: ${removed} RSC payload files removed; scripts loaded after the first paint on ${deferred} pages; ${written} files precompressed (brotli ${(before / MB).toFixed(1)} → ${(after / MB).toFixed(1)} MB); out/ is now ${(size / MB).toFixed(1)} MB`,
);

// Offline manifests (run by scripts/postbuild.mjs once out/ is final, precompressed copies included): for each
// language and edition, every URL that "make this edition available offline" saves, with the bytes it downloads,
// in out/offline/{locale}-{edition}.json (the path is lib/offline/caches.ts's manifestPath). The control shows the
// total before downloading and a progress bar while it saves.
//
// An edition in a language is: the course home, the edition's contents, every article page, the exam page with that
// edition's questions, the case lab with the articles it quotes (every edition's, in that language: a case opened
// offline still quotes them), and every file those pages load: the scripts the loader requests, the styles, icon and piece
// images, and the scripts those scripts load later (a lesson's board code, the rules engine), found by the chunk
// names written in the scripts themselves.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file in out/ a URL names (a page URL ends with "/"). */
export const fileOf = (out, url) => join(out, decodeURIComponent(url.split('?')[0]), url.split('?')[0].endsWith('/') ? 'index.html' : '');

/** What the browser downloads for a URL: the brotli copy where there is one (the server sends it), else the file. */
export function bytesOf(out, url) {
  const file = fileOf(out, url);
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}

const ATTRIBUTE_URL = /<(?:script|img|link)\b[^>]*?\s(?:src|href)="(\/[^"]*)"/g;
const STATIC_IN_TEXT = /\/?(?:_next\/)?static\/(?:chunks|media)\/[\w.-]+\.(?:js|css|svg|woff2?|png)/g;

/** The local files a page's HTML loads: its scripts (in the loader or not), styles, icon, images. */
export function pageAssets(html) {
  const urls = new Set();
  for (const [, url] of html.matchAll(ATTRIBUTE_URL)) if (!url.startsWith('//')) urls.add(url.replaceAll('&amp;', '&'));
  for (const [ref] of html.matchAll(STATIC_IN_TEXT)) urls.add(normalise(ref));
  for (const url of [...urls]) if (!isAsset(url)) urls.delete(url); // links to other pages are not assets
  return urls;
}

const normalise = (ref) => `/_next/${ref.replace(/^\/?(_next\/)?/, '')}`;
const isAsset = (url) => /\.(js|css|svg|woff2?|png|ico|json)(\?|$)/.test(url);

/** The assets plus every script or style they name, followed to the end (lazy chunks load from the scripts). */
export function withLoadedLater(out, assets) {
  const all = new Set(assets);
  const queue = [...assets];
  while (queue.length) {
    const url = queue.pop();
    if (!/^\/_next\/static\/.*\.(js|css)$/.test(url)) continue;
    const file = fileOf(out, url);
    if (!existsSync(file)) continue;
    for (const [ref] of readFileSync(file, 'utf8').matchAll(STATIC_IN_TEXT)) {
      const found = normalise(ref);
      if (!all.has(found) && existsSync(fileOf(out, found))) {
        all.add(found);
        queue.push(found);
      }
    }
  }
  return all;
}

const subpages = (out, dir) =>
  readdirSync(join(out, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(out, dir, e.name, 'index.html')))
    .map((e) => `/${dir}/${e.name}/`)
    .sort();

/** The pages of an edition in a language that exist in out/. */
export function editionPages(out, locale, edition) {
  const pages = [
    `/${locale}/`,
    `/${locale}/laws/${edition}/`,
    ...subpages(out, `${locale}/laws/${edition}`),
    `/${locale}/exam/`,
    `/${locale}/exam/${edition}/questions.json`,
    `/${locale}/cases/`,
    `/${locale}/cases/quotes.json`,
  ];
  return pages.filter((url) => existsSync(fileOf(out, url)));
}

/** The manifest of one edition in one language (type OfflineManifest in lib/offline/caches.ts). */
export function editionManifest(out, build, locale, edition) {
  const pages = editionPages(out, locale, edition);
  const assets = new Set();
  for (const url of pages) if (url.endsWith('/')) for (const a of pageAssets(readFileSync(fileOf(out, url), 'utf8'))) assets.add(a);
  const loaded = [...withLoadedLater(out, assets)].filter((url) => existsSync(fileOf(out, url))).sort();
  const files = [...pages, ...loaded].map((url) => ({ url, bytes: bytesOf(out, url) }));
  return { build, locale, edition, bytes: files.reduce((sum, f) => sum + f.bytes, 0), files };
}

/** Every language × edition found in out/ ({locale}/laws/{edition}/), written to out/offline/. */
export function writeManifests(out, build) {
  rmSync(join(out, 'offline'), { recursive: true, force: true }); // with the compressed copies of an earlier run
  mkdirSync(join(out, 'offline'), { recursive: true });
  const written = [];
  for (const locale of readdirSync(out).filter((d) => existsSync(join(out, d, 'laws')))) {
    for (const edition of readdirSync(join(out, locale, 'laws')).filter((d) => existsSync(join(out, locale, 'laws', d, 'index.html')))) {
      const manifest = editionManifest(out, build, locale, edition);
      writeFileSync(join(out, 'offline', `${locale}-${edition}.json`), JSON.stringify(manifest));
      written.push(manifest);
    }
  }
  return written;
}

// Page-weight budget: for each page type, the gzipped JavaScript a first visit loads, read from the production
// build in out/ (run `npm run build` first). The budget applies to the script files the prerendered HTML loads
// (code); the inline scripts, which carry the page's own content as React Server Component data, are shown
// beside them for information. Fails when a page type is over its budget.
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOADER_ID } from './postbuild-loader.mjs';

const out = join(import.meta.dirname, '..', 'out');
const KiB = 1024;

// The heaviest page of each type is measured (every language is checked; they share the same code).
const pageTypes = [
  { type: 'language chooser', budget: 160, pages: ['index.html'] },
  { type: 'course home', budget: 160, pages: ['pt/index.html', 'gl/index.html', 'en/index.html'] },
  { type: 'lesson with boards', budget: 190, pages: ['pt/laws/2023/3/index.html', 'gl/laws/2023/3/index.html', 'en/laws/2023/3/index.html'] },
  { type: 'edition contents', budget: 160, pages: ['pt/laws/2009/index.html', 'en/laws/2023/index.html'] },
  // Articles without a lesson yet share the lesson route's code (every article gets a lesson with boards).
  { type: 'article text', budget: 190, pages: ['en/laws/2009/9/index.html', 'pt/laws/2001/3/index.html', 'gl/laws/2023/appendix-c/index.html'] },
  { type: 'free board', budget: 215, pages: ['pt/board/index.html', 'gl/board/index.html', 'en/board/index.html'] },
  { type: 'compare index', budget: 160, pages: ['pt/compare/index.html', 'gl/compare/index.html', 'en/compare/index.html'] },
  { type: 'compare overview', budget: 160, pages: ['pt/compare/2009/2018/index.html', 'en/compare/1997/2023/index.html'] },
  { type: 'compare article', budget: 160, pages: ['en/compare/2009/2018/10/index.html', 'pt/compare/2001/2009/9/index.html', 'gl/compare/1997/2001/4/index.html'] },
  { type: 'not found', budget: 160, pages: ['404.html'] },
];

function measure(page) {
  const file = join(out, page);
  if (!existsSync(file)) throw new Error(`${page} is missing from out/: run "npm run build" first.`);
  const html = readFileSync(file, 'utf8');
  // Modern browsers skip `nomodule` scripts (Next's legacy polyfills), so they are not counted.
  const tags = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"[^>]*>/g)].filter((m) => !/nomodule/i.test(m[0]));
  // and those that scripts/postbuild.mjs moved into the loader that requests them after the first paint
  const loader = new RegExp(`<script id="${LOADER_ID}">[^<]*?\\((\\[[^\\]]*\\])\\)</script>`).exec(html);
  const sources = new Set([...tags.map((m) => m[2]), ...(loader ? JSON.parse(loader[1]) : [])]);
  if (!sources.size) throw new Error(`${page} loads no script: is the loader in scripts/postbuild.mjs still recognised here?`);
  const chunks = [...sources].reduce((sum, src) => sum + gzipSync(readFileSync(join(out, src.split('?')[0]))).length, 0);
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
  return { page, chunks, inline: gzipSync(inline).length, files: sources.size };
}

let failed = false;
const rows = pageTypes.map(({ type, budget, pages }) => {
  const worst = pages.map(measure).sort((a, b) => b.chunks - a.chunks || b.inline - a.inline)[0];
  const total = (worst.chunks + worst.inline) / KiB;
  const ok = worst.chunks / KiB <= budget;
  if (!ok) failed = true;
  return { type, page: worst.page, files: worst.files, chunks: worst.chunks / KiB, inline: worst.inline / KiB, total, budget, ok };
});

const pad = (s, n) => String(s).padEnd(n);
console.log(`${pad('page type', 20)}${pad('heaviest page', 38)}${pad('files', 7)}${pad('scripts', 11)}${pad('budget', 13)}${pad('+ inline', 10)}= all`);
for (const r of rows) {
  console.log(
    `${pad(r.type, 20)}${pad(r.page, 38)}${pad(r.files, 7)}${pad(r.chunks.toFixed(1) + ' KiB', 11)}${pad(`${r.budget} KiB ${r.ok ? 'ok' : 'OVER'}`, 13)}${pad(r.inline.toFixed(1) + ' KiB', 10)}${r.total.toFixed(1)} KiB`,
  );
}
// The whole export, precompressed copies included: what a host stores and a deploy uploads.
const OUT_BUDGET_MB = 120;
const sizeOf = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => sum + (e.isDirectory() ? sizeOf(join(dir, e.name)) : statSync(join(dir, e.name)).size), 0);
const outMB = sizeOf(out) / (KiB * KiB);
const outOk = outMB <= OUT_BUDGET_MB;
if (!outOk) failed = true;
console.log(`\nout/ in all: ${outMB.toFixed(1)} MB (budget ${OUT_BUDGET_MB} MB ${outOk ? 'ok' : 'OVER'})`);

if (failed) {
  console.error('\nOver budget: see the rows marked OVER.');
  process.exit(1);
}

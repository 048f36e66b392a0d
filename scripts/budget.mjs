// Page-weight budget: for each page type, the gzipped JavaScript a first visit loads, read from the production
// build in out/ (run `npm run build` first). The budget applies to the script files the prerendered HTML loads
// (code); the inline scripts, which carry the page's own content as React Server Component data, are shown
// beside them for information. Fails when a page type is over its budget, or when a page that must load no board
// code (a lesson's boards are lazy islands, a text page has none) loads the board, i18next or the rules engine.
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LOADER_ID } from './postbuild-loader.mjs';

const out = join(import.meta.dirname, '..', 'out');
const KiB = 1024;

// Code a first visit must not load where `light` is set, found by a string only that code holds.
const markers = { board: 'data-square', i18next: 'i18next', 'rules engine': 'bad FEN placement' };
// The tie-break calculator (lib/tournament) is loaded by its own page only when it runs, so no page's first visit
// loads it, its own included; the marker is checked to be somewhere in the build.
const calculatorMarker = 'is not a TRF result code';
// The round-robin tools (lib/tournament/roundRobin, their exercises) load the same way, on their own page only.
const roundRobinMarker = 'the Varma tables cover 9 to 24 players';

// The heaviest page of each type is measured (every language is checked; they share the same code).
const pageTypes = [
  { type: 'language chooser', budget: 145, light: true, pages: ['index.html'] },
  { type: 'course home', budget: 145, light: true, pages: ['pt/index.html', 'gl/index.html', 'en/index.html'] },
  // A lesson's boards are islands that load their code when they near the screen.
  { type: 'lesson with boards', budget: 148, light: true, pages: ['pt/laws/2023/3/index.html', 'gl/laws/2023/9/index.html', 'en/laws/2023/4/index.html', 'en/laws/2009/9/index.html'] },
  { type: 'edition contents', budget: 145, light: true, pages: ['pt/laws/2009/index.html', 'en/laws/2023/index.html'] },
  { type: 'text-only article', budget: 148, light: true, pages: ['en/laws/2023/preface/index.html', 'pt/laws/2009/preface/index.html', 'gl/laws/2023/introduction/index.html'] },
  // The free board is an island too (components/board/LazyBoardPage.tsx): its board, i18next and the rules engine
  // load on the reader's first contact with it, or at once for a shared link. Issue 29's goal: at most 1.35 x the
  // lightest page (132.3 KiB, so 178.6 KiB); it was 187 KiB while the board's code and i18next came at once.
  { type: 'free board', budget: 178, light: true, pages: ['pt/board/index.html', 'gl/board/index.html', 'en/board/index.html'] },
  // The case lab is an island too (components/cases/LazyCaseLab.tsx): prerendered with its example case ruled, its
  // code (the lab, the rules engine, i18next) loads on the reader's first contact with it, or at once for a shared
  // case, and on this page only.
  { type: 'case lab', budget: 148, light: true, pages: ['pt/cases/index.html', 'gl/cases/index.html', 'en/cases/index.html'] },
  // First steps is an island like the free board: its player and board load after the first paint, the rules
  // engine when the first level starts.
  { type: 'first steps', budget: 145, light: true, pages: ['pt/first-steps/index.html', 'gl/first-steps/index.html', 'en/first-steps/index.html'] },
  // A stage's worksheet to print: prerendered diagrams (static pictures), no board, i18next or engine.
  { type: 'stage worksheet', budget: 145, light: true, pages: ['pt/first-steps/rook/print/index.html', 'gl/first-steps/castling/print/index.html', 'en/first-steps/en-passant/print/index.html'] },
  { type: 'compare index', budget: 145, light: true, pages: ['pt/compare/index.html', 'gl/compare/index.html', 'en/compare/index.html'] },
  { type: 'compare overview', budget: 145, light: true, pages: ['pt/compare/2009/2018/index.html', 'en/compare/1997/2023/index.html'] },
  { type: 'compare article', budget: 145, light: true, pages: ['en/compare/2009/2018/10/index.html', 'pt/compare/2001/2009/9/index.html', 'gl/compare/1997/2001/4/index.html'] },
  // The exam's questions are fetched as JSON when the reader chooses an edition; the page loads no board code.
  { type: 'exam practice', budget: 145, light: true, pages: ['pt/exam/index.html', 'gl/exam/index.html', 'en/exam/index.html'] },
  { type: 'exam paper', budget: 145, light: true, pages: ['pt/exam/print/index.html', 'en/exam/print/index.html'] },
  // Written rulings and the FA exam: their rulings and questions come as JSON; the session's schema and the storage
  // load after the page is up.
  { type: 'written rulings', budget: 145, light: true, pages: ['pt/exam/rulings/index.html', 'gl/exam/rulings/index.html', 'en/exam/rulings/index.html'] },
  { type: 'FA exam', budget: 145, light: true, pages: ['pt/exam/fa/index.html', 'gl/exam/fa/index.html', 'en/exam/fa/index.html'] },
  // The search page's island loads Pagefind (/pagefind/pagefind.js, written by the build) only when it searches.
  { type: 'search', budget: 145, light: true, pages: ['pt/search/index.html', 'gl/search/index.html', 'en/search/index.html'] },
  // The trilingual glossary is text only (links, no island).
  { type: 'glossary', budget: 145, light: true, pages: ['pt/glossary/index.html', 'gl/glossary/index.html', 'en/glossary/index.html'] },
  // The tie-break calculator: its code (lib/tournament) is a chunk of its own, loaded by this page only.
  { type: 'tie-breaks', budget: 145, light: true, pages: ['pt/tournament/index.html', 'gl/tournament/index.html', 'en/tournament/index.html'] },
  // The round-robin tools: the Berger and Varma tables and the exercises are a chunk of their own, loaded by this page only.
  { type: 'round robins', budget: 145, light: true, pages: ['pt/tournament/round-robin/index.html', 'gl/tournament/round-robin/index.html', 'en/tournament/round-robin/index.html'] },
  // The ratings calculators: forms and line reading load with the page, the calculators (lib/ratings) on the first
  // result asked for.
  { type: 'ratings calculators', budget: 145, light: true, pages: ['pt/ratings/index.html', 'gl/ratings/index.html', 'en/ratings/index.html'] },
  // The FIDE regulations are text only, like the Laws' articles: no board, no calculator, no island.
  { type: 'regulations', budget: 145, light: true, pages: ['pt/regulations/index.html', 'gl/regulations/c07/index.html', 'pt/regulations/b01/index.html', 'en/regulations/b02/index.html'] },
  // The arbiter lessons are prose on the server (components/arbiter): no board, no calculator, no island.
  { type: 'arbiter lesson', budget: 145, light: true, pages: ['pt/arbiter/index.html', 'gl/arbiter/tie-breaks/index.html', 'en/arbiter/tie-breaks/index.html'] },
  // The 2007 play-off cases: text on the server; each question's choices are a small island (no calculator code).
  { type: 'play-off cases', budget: 145, light: true, pages: ['pt/arbiter/playoff-cases/index.html', 'gl/arbiter/playoff-cases/index.html', 'en/arbiter/playoff-cases/index.html'] },
  { type: 'not found', budget: 145, light: true, pages: ['404.html'] },
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
  const code = [...sources].map((src) => readFileSync(join(out, src.split('?')[0])));
  const chunks = code.reduce((sum, c) => sum + gzipSync(c).length, 0);
  const text = code.map((c) => c.toString('utf8')).join('\n');
  const loads = Object.entries({ ...markers, 'tie-break calculator': calculatorMarker, 'round-robin tools': roundRobinMarker }).filter(([, marker]) => text.includes(marker)).map(([name]) => name);
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
  return { page, chunks, inline: gzipSync(inline).length, files: sources.size, loads };
}

// Each marker must be in the build's code (lesson boards load the board and i18next when they come to life, and the
// rules engine on the first move), so a renamed marker fails, not passes.
const chunksDir = join(out, '_next', 'static', 'chunks');
const allCode = readdirSync(chunksDir, { recursive: true })
  .filter((f) => String(f).endsWith('.js'))
  .map((f) => readFileSync(join(chunksDir, String(f)), 'utf8'))
  .join('\n');
const missing = Object.keys(markers).filter((name) => !allCode.includes(markers[name]));
if (missing.length) {
  console.error(`The build's code no longer holds the marker of: ${missing.join(', ')}. Update "markers" in scripts/budget.mjs.`);
  process.exit(1);
}

const chunkDir = join(out, '_next', 'static', 'chunks');
const jsFiles = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? jsFiles(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : []));
for (const marker of [calculatorMarker, roundRobinMarker])
  if (!jsFiles(chunkDir).some((f) => readFileSync(f, 'utf8').includes(marker))) {
    console.error(`No chunk of the build holds the marker "${marker}" (tie-break calculator, round-robin tools). Update it in scripts/budget.mjs.`);
    process.exit(1);
  }

let failed = false;

// A page carries the exercise texts of its own language only (components/board/mdx.tsx, the free board's page).
const scenarioDir = join(import.meta.dirname, '..', 'content', 'scenarios');
const exerciseTitles = readdirSync(scenarioDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(scenarioDir, f), 'utf8')).text);
for (const page of ['en/board/index.html', 'pt/board/index.html', 'gl/board/index.html', 'en/laws/2023/9/index.html', 'pt/laws/2023/3/index.html', 'gl/laws/2023/4/index.html']) {
  const html = readFileSync(join(out, page), 'utf8');
  const locale = page.slice(0, 2);
  const foreign = exerciseTitles.flatMap((text) => Object.entries(text).filter(([l, t]) => l !== locale && t.task !== text[locale].task && html.includes(JSON.stringify(t.task).slice(1, -1))));
  if (foreign.length) {
    console.error(`${page} carries exercise texts of another language (${foreign.length}), e.g. "${foreign[0][1].title}".`);
    failed = true;
  }
}
const rows = pageTypes.map(({ type, budget, light, pages }) => {
  const measured = pages.map(measure);
  for (const m of light ? measured : []) {
    if (m.loads.length) {
      console.error(`${m.page} loads code it must not: ${m.loads.join(', ')}.`);
      failed = true;
    }
  }
  const worst = measured.sort((a, b) => b.chunks - a.chunks || b.inline - a.inline)[0];
  const total = (worst.chunks + worst.inline) / KiB;
  const ok = worst.chunks / KiB <= budget;
  if (!ok) failed = true;
  const loads = [...new Set(measured.flatMap((m) => m.loads))];
  return { type, loads: loads.length ? loads.join(', ') : light ? 'none (required)' : 'none', page: worst.page, files: worst.files, chunks: worst.chunks / KiB, inline: worst.inline / KiB, total, budget, ok };
});

const pad = (s, n) => String(s).padEnd(n);
console.log(`${pad('page type', 20)}${pad('heaviest page', 38)}${pad('files', 7)}${pad('scripts', 11)}${pad('budget', 13)}${pad('+ inline', 10)}${pad('= all', 11)}board, i18next, engine, calculator code`);
for (const r of rows) {
  console.log(
    `${pad(r.type, 20)}${pad(r.page, 38)}${pad(r.files, 7)}${pad(r.chunks.toFixed(1) + ' KiB', 11)}${pad(`${r.budget} KiB ${r.ok ? 'ok' : 'OVER'}`, 13)}${pad(r.inline.toFixed(1) + ' KiB', 10)}${pad(r.total.toFixed(1) + ' KiB', 11)}${r.loads}`,
  );
}
// The whole export, precompressed copies included: what a host stores and a deploy uploads.
// 130 MB since issue 17 (it was 120): the lessons' print sheets (a diagram per board, about 5 MB with their copies),
// the glossary page, the search index (3.8 MB in out/pagefind/, gzipped by Pagefind, so no copies), the header's
// search box (about 1.4 MB over the thousand pages and their .gz/.br copies) and the offline manifests took it to
// about 126 MB. What a reader downloads is measured per page above; this guards against a build that balloons.
// 136 MB since the FIDE regulations (issues 27/28): twelve texts in three reader languages with their .gz/.br copies
// (about 5 MB in out/*/regulations/) and their paragraphs in the search index took it to about 131 MB.
// 146 MB since the arbiter course: eleven arbiter lessons, the written rulings, first steps, the case lab's quoted
// articles (about 0.4 MB a language) and the regulation questions in every edition's questions.json, each with its
// .gz/.br copies, took it to about 141 MB.
const OUT_BUDGET_MB = 146;
const sizeOf = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => sum + (e.isDirectory() ? sizeOf(join(dir, e.name)) : statSync(join(dir, e.name)).size), 0);
const outMB = sizeOf(out) / (KiB * KiB);
const outOk = outMB <= OUT_BUDGET_MB;
if (!outOk) failed = true;
console.log(`\nout/ in all: ${outMB.toFixed(1)} MB (budget ${OUT_BUDGET_MB} MB ${outOk ? 'ok' : 'OVER'})`);

if (failed) {
  console.error('\nOver budget: see the rows marked OVER and the pages named above.');
  process.exit(1);
}

// `npm run perf`: Lighthouse (mobile, simulated throttling) on four page types served as `npm start` serves them,
// three runs each, and the same page with its JavaScript blocked in the same run, to show what the scripts cost.
// Prints the medians and fails when a page misses the goal: performance >= 95, LCP <= 1.5x the page without
// JavaScript, CLS 0. Build first (`npm run build`, or `npm start` once). PERF_RUNS changes the number of runs;
// arguments replace the page list (e.g. `npm run perf -- /pt/laws/2009/9/`).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const require = createRequire(import.meta.url);
const { findBrowser, HOW_TO_GET_A_BROWSER } = require('./find-browser.cjs');

const root = join(import.meta.dirname, '..');
const RUNS = Number(process.env.PERF_RUNS) || 3;
const PORT = Number(process.env.PERF_PORT) || 3290;
const GOAL = { score: 95, lcpRatio: 1.5, cls: 0.001 };

const PAGES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      '/en/laws/2023/9/', // a lesson with boards
      '/en/board/', // the free board
      '/en/laws/2023/preface/', // a law page with text only
      '/en/compare/2001/2009/9/', // a comparison
    ];

if (!existsSync(join(root, 'out', 'index.html'))) {
  console.error('There is no build in out/. Run "npm run build" first.');
  process.exit(1);
}
const browser = findBrowser();
if (!browser) {
  console.error(HOW_TO_GET_A_BROWSER);
  process.exit(1);
}
const chromePath = browser.path ?? require('@playwright/test').chromium.executablePath();

// The site, served by the same server as `npm start`.
const server = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs')], { env: { ...process.env, PORT: String(PORT) }, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve, reject) => {
  server.stdout.on('data', (d) => String(d).includes('running') && resolve());
  server.on('exit', (code) => reject(new Error(`the server stopped (${code})`)));
});

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

async function audit(url, withoutScripts) {
  const settings = {
    onlyCategories: ['performance'],
    // Lighthouse's default mobile emulation and simulated throttling; a fresh cache every run.
    ...(withoutScripts ? { blockedUrlPatterns: ['*.js'] } : {}),
  };
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, { extends: 'lighthouse:default', settings });
  const a = result.lhr.audits;
  return {
    score: Math.round(result.lhr.categories.performance.score * 100),
    lcp: a['largest-contentful-paint'].numericValue,
    fcp: a['first-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    js: a['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script')?.transferSize ?? 0,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pad = (s, n) => String(s).padEnd(n);
const ms = (x) => `${Math.round(x)} ms`;

let failed = false;
try {
  console.log(`Lighthouse ${require('lighthouse/package.json').version}, mobile, median of ${RUNS}; "plain" = the same page with its scripts blocked\n`);
  console.log(`${pad('page', 28)}${pad('perf', 6)}${pad('LCP', 10)}${pad('plain LCP', 11)}${pad('ratio', 7)}${pad('FCP', 9)}${pad('TBT', 9)}${pad('CLS', 7)}${pad('JS', 10)}verdict`);
  for (const path of PAGES) {
    const url = `http://localhost:${PORT}${path}`;
    const live = [];
    const plain = [];
    // Interleaved, so that both see the same machine load.
    for (let i = 0; i < RUNS; i++) {
      live.push(await audit(url, false));
      plain.push(await audit(url, true));
    }
    const m = Object.fromEntries(['score', 'lcp', 'fcp', 'tbt', 'cls', 'js'].map((k) => [k, median(live.map((r) => r[k]))]));
    const plainLcp = median(plain.map((r) => r.lcp));
    const ratio = m.lcp / plainLcp;
    const misses = [
      m.score < GOAL.score && `perf ${m.score} < ${GOAL.score}`,
      ratio > GOAL.lcpRatio && `LCP ${ratio.toFixed(2)}x > ${GOAL.lcpRatio}x`,
      m.cls >= GOAL.cls && `CLS ${m.cls.toFixed(3)}`,
    ].filter(Boolean);
    if (misses.length) failed = true;
    console.log(
      `${pad(path, 28)}${pad(m.score, 6)}${pad(ms(m.lcp), 10)}${pad(ms(plainLcp), 11)}${pad(ratio.toFixed(2) + 'x', 7)}${pad(ms(m.fcp), 9)}${pad(ms(m.tbt), 9)}${pad(m.cls.toFixed(3), 7)}${pad((m.js / 1024).toFixed(0) + ' KiB', 10)}${misses.length ? `MISSES: ${misses.join(', ')}` : 'ok'}`,
    );
    console.log(`${pad('', 28)}runs: perf ${live.map((r) => r.score).join('/')}, LCP ${live.map((r) => Math.round(r.lcp)).join('/')} ms, plain LCP ${plain.map((r) => Math.round(r.lcp)).join('/')} ms`);
  }
} finally {
  await chrome.kill();
  server.kill();
}
if (failed) {
  console.error('\nA page misses the goal (performance >= 95, LCP <= 1.5x the page without scripts, CLS 0).');
  process.exit(1);
}

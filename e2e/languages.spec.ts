// Every prerendered Portuguese and Galician page is in its reader's language: no English outside elements marked
// lang="en" (the authentic text and quotations of it, labelled), and no raw part id ("appendix-a", "guidelines-iii")
// in what a reader sees. Pages are read as served, without their scripts (what a reader gets first).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures';

const out = join(__dirname, '..', 'out');
function pagesOf(locale: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const p = join(dir, f);
      if (statSync(p).isDirectory()) walk(p);
      // Reversed comparison pairs only redirect (a meta refresh) to the right order, which is read in its place.
      else if (f === 'index.html' && !readFileSync(p, 'utf8').includes('http-equiv="refresh"')) found.push(`/${p.slice(out.length + 1).replace(/index\.html$/, '')}`);
    }
  };
  walk(join(out, locale));
  return found.sort();
}

// English function words that neither Portuguese nor Galician has: two different ones in one run of text is English.
// Word edges are letters of any alphabet (an accented letter is part of a word: "máis" holds no "is").
const ENGLISH = '(?<!\\p{L})(the|and|of|shall|is|are|with|which|when|this|that|from|his|her|has|have|been|it|its|be|by|or|if|on|at|an|to)(?!\\p{L})';
// A part or paragraph id as the routes and the corpus write it, never as a reader should see it.
const RAW_ID = /(?<![\p{L}/])(appendix-[a-h]|guidelines-[ivx]+|preface-[a-z]|introduction-[a-z]|glossary-[a-z])(?![\p{L}])/u;

for (const locale of ['pt', 'gl'] as const) {
  test(`every ${locale} page is in ${locale}: no English outside lang="en", no raw part ids`, async ({ browser }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.route('**/*', (route) => (route.request().resourceType() === 'document' ? route.continue() : route.abort()));
    const pages = pagesOf(locale);
    expect(pages.length).toBeGreaterThan(300);
    const problems: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      const found = await page.evaluate(
        ({ english, rawId }) => {
          const words = new RegExp(english, 'giu');
          const raw = new RegExp(rawId, 'u');
          const hits: string[] = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const el = node.parentElement;
            if (!el || el.closest('script, style, noscript, code, [aria-hidden="true"]')) continue;
            const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
            if (!text) continue;
            if (raw.test(text)) hits.push(`raw part id: "${text.slice(0, 80)}"`);
            if (el.closest('[lang="en"]')) continue;
            const english = new Set((text.match(words) ?? []).map((w) => w.toLowerCase()));
            if (english.size >= 2) hits.push(`English (${[...english].join(', ')}): "${text.slice(0, 100)}"`);
          }
          if (raw.test(document.title)) hits.push(`raw part id in the title: "${document.title}"`);
          return hits;
        },
        { english: ENGLISH, rawId: RAW_ID.source },
      );
      problems.push(...found.map((f) => `${path}: ${f}`));
    }
    await context.close();
    expect(problems).toEqual([]);
  });
}

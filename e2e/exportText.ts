// The text a reader sees in the prerendered export (out/**/*.html): outside tags and attributes, scripts, styles,
// comments and templates. Read with node:fs: the e2e tests run after the build, and Playwright's `request` cannot
// list files.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const OUT = join(process.cwd(), 'out');

export function htmlFiles(dir = OUT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === '_next' ? [] : htmlFiles(path);
    return e.name.endsWith('.html') ? [path] : [];
  });
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) =>
      e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (entities[e.toLowerCase()] ?? m),
    )
    .replace(/\s+/g, ' ');
}

// Internal paragraph or part ids where a reader expects a citation as the Laws print it: "2.1+1", "9.2b+2",
// "C13+8", "preface+2", "appendix-e+1", "appendix-a", "guidelines-iii", "glossary.adjourn". A digit after a file
// letter is a move, not an id: the 2009 sample game prints "Qe3+3" (a typo of the source, kept as printed).
export const idCitation = [/(?<![a-h])\d\+\d/, /[a-z]\+\d/, /appendix-/i, /guidelines-/i, /Artigo appendix/i, /\bglossary\.[a-z]/i];

export interface IdCitationHit {
  page: string;
  match: string;
  context: string;
}

// Every id-like citation in the visible text of the export, with its page (relative to out/) and some context.
export function idCitations(dir = OUT): IdCitationHit[] {
  const hits: IdCitationHit[] = [];
  for (const file of htmlFiles(dir)) {
    const text = visibleText(readFileSync(file, 'utf8'));
    for (const re of idCitation) {
      const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g');
      for (const m of text.matchAll(g)) {
        hits.push({ page: relative(dir, file), match: m[0], context: text.slice(Math.max(0, m.index - 60), m.index + 60) });
      }
    }
  }
  return hits;
}

const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

export interface TextRun {
  text: string;
  // The language of the nearest element that states one (lang="…"), as a reader's tools see it.
  lang: string;
  // The element the text is in.
  tag: string;
}

// The visible text of a prerendered page, run by run, each with the language it is marked with. React's output is
// well formed, so a stack of open elements is enough.
export function textRuns(html: string): TextRun[] {
  const runs: TextRun[] = [];
  const stack: { tag: string; lang: string }[] = [{ tag: '#document', lang: '' }];
  const re = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+)/g;
  let skip: string | undefined;
  for (const m of html.matchAll(re)) {
    const [, close, rawTag, attrs, text] = m;
    const top = stack.at(-1)!;
    if (text !== undefined) {
      if (skip) continue;
      const decoded = visibleText(text).trim();
      if (decoded) runs.push({ text: decoded, lang: top.lang, tag: top.tag });
      continue;
    }
    if (!rawTag) continue;
    const tag = rawTag.toLowerCase();
    if (skip) {
      if (close && tag === skip) skip = undefined;
      continue;
    }
    if (close) {
      const at = stack.map((s) => s.tag).lastIndexOf(tag);
      if (at > 0) stack.length = at;
      continue;
    }
    if (['script', 'style', 'template', 'noscript'].includes(tag)) {
      if (!/\/\s*$/.test(attrs ?? '')) skip = tag;
      continue;
    }
    const lang = /\slang="([^"]*)"/.exec(attrs ?? '')?.[1];
    if (voidElements.has(tag) || /\/\s*$/.test(attrs ?? '')) continue;
    stack.push({ tag, lang: lang ?? top.lang });
  }
  return runs;
}

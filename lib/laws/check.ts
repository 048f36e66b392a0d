// Checks one corpus text against its schema and its source file: ids, nesting, and that each paragraph's first and
// last words are in the source lines it names. Used by the content tests and by `npm run laws:check`.
import { inlineMark, lawsTextSchema, type LawsText } from './schema';

// Words as the source spells them: marks removed, quotes and punctuation around a word stripped.
export function plainWords(text: string): string[] {
  return text
    .replace(inlineMark, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
}

function normalise(s: string): string {
  // Extraction joins lines and splits hyphenated words ("situa- ções"); compare without spaces, hyphens or case.
  return s.normalize('NFC').toLowerCase().replace(/[\s\-\u00ad]+/g, '');
}

// The first and last word of the paragraph, unless a gap or restored words stand there.
function edgeWords(text: string): string[] {
  const trimmed = text.trim();
  const out: string[] = [];
  const words = plainWords(trimmed);
  if (words.length === 0) return out;
  if (!/^\{\{/.test(trimmed)) out.push(words[0]!);
  if (!/\}\}[^\p{L}\p{N}]*$/u.test(trimmed)) out.push(words[words.length - 1]!);
  return out;
}

export function checkText(data: unknown, sourceLines?: readonly string[]): { text?: LawsText; problems: string[] } {
  const parsed = lawsTextSchema.safeParse(data);
  if (!parsed.success) {
    return { problems: parsed.error.issues.slice(0, 20).map((i) => `schema: ${i.path.join('.')}: ${i.message}`) };
  }
  const text = parsed.data;
  const problems: string[] = [];
  const partIds = new Set<string>();
  const ids = new Set<string>();
  for (const part of text.parts) {
    if (partIds.has(part.id)) problems.push(`part ${part.id}: id repeated`);
    partIds.add(part.id);
    if (!part.missing && part.paragraphs.length === 0) problems.push(`part ${part.id}: no paragraphs and not marked missing`);
    for (const p of part.paragraphs) {
      const where = `part ${part.id} paragraph ${p.id}`;
      if (ids.has(p.id)) problems.push(`${where}: id repeated`);
      ids.add(p.id);
      if (p.missing || part.missing) continue;
      if (!p.text.trim()) problems.push(`${where}: empty text`);
      if (/\bPage \d+:|Apostila curso|Embed Size|Citation preview|<\/?[a-z]+[ >]|&nbsp;/i.test(p.text)) {
        problems.push(`${where}: boilerplate or markup in text`);
      }
      if (!sourceLines) continue;
      if (!p.lines) {
        problems.push(`${where}: no source lines`);
        continue;
      }
      const [first, last] = p.lines;
      if (first > last || last > sourceLines.length) {
        problems.push(`${where}: lines ${first}-${last} outside the source`);
        continue;
      }
      const haystack = normalise(sourceLines.slice(first - 1, last).join(' '));
      for (const w of edgeWords(p.text)) {
        if (!haystack.includes(normalise(w))) problems.push(`${where}: "${w}" not in source lines ${first}-${last}`);
      }
    }
  }
  return { text, problems };
}

// Checks one regulations text: ids unique, no page furniture, and (given its source lines) every paragraph's first
// and last words in the lines it names, as lib/laws/check.ts does for the Laws.
import { plainWords } from '../laws/check';
import { regulationTextSchema } from './schema';

const normalise = (s: string) => s.normalize('NFC').toLowerCase().replace(/[\s\-\u00ad]+/g, '');

export function checkRegulation(data: unknown, sourceLines?: readonly string[]): string[] {
  const parsed = regulationTextSchema.safeParse(data);
  if (!parsed.success) return parsed.error.issues.slice(0, 20).map((i) => `schema: ${i.path.join('.')}: ${i.message}`);
  const text = parsed.data;
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const p of text.paragraphs) {
    if (ids.has(p.id)) problems.push(`${p.id}: id repeated`);
    ids.add(p.id);
    if (!p.text.trim()) problems.push(`${p.id}: empty text`);
    if (/===== PAGE|Page \d+:|Apostila curso|\uf0b7/.test(p.text)) problems.push(`${p.id}: page furniture in text`);
    if (!sourceLines) continue;
    if (!p.lines) {
      problems.push(`${p.id}: no source lines`);
      continue;
    }
    const [first, last] = p.lines;
    if (first > last || last > sourceLines.length) {
      problems.push(`${p.id}: lines ${first}-${last} outside the source`);
      continue;
    }
    const haystack = normalise(sourceLines.slice(first - 1, last).join(' '));
    const words = plainWords(p.text);
    const edges = p.text.trim().startsWith('{{') ? [] : [words[0], words[words.length - 1]];
    for (const w of [...edges, ...(p.table ?? []).flat().filter((c) => c.length > 1)]) {
      if (w && !haystack.includes(normalise(w))) problems.push(`${p.id}: "${w}" not in source lines ${first}-${last}`);
    }
  }
  return problems;
}

// Usage: npm run laws:check [-- content/laws/2009/pt.json …]  (no arguments: every text in content/laws)
// Prints each problem found in a corpus text against its schema and its raw source (lib/laws/sources.ts says where
// the sources are). Paths given are read from the working directory.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkText } from '../lib/laws/check';
import { lawsSourcesFound, lawsSourcesMissing, sourcePath } from '../lib/laws/sources';

if (!lawsSourcesFound) console.log(`Line checks skipped: ${lawsSourcesMissing}\n`);

function textFiles(): string[] {
  const root = join(__dirname, '..', 'content', 'laws');
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(join(root, d.name)).filter((f) => /^(en|pt|gl)\.json$/.test(f)).map((f) => join(root, d.name, f)));
}

let failed = 0;
for (const file of process.argv.slice(2).length ? process.argv.slice(2) : textFiles()) {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  const source = data?.source?.file ? sourcePath(data.source.file) : '';
  const lines = source && existsSync(source) ? readFileSync(source, 'utf8').split('\n') : undefined;
  const { text, problems } = checkText(data, lines);
  if (lawsSourcesFound && !lines) problems.push(`source ${source || '(none)'} not found: line checks skipped`);
  const count = text ? text.parts.reduce((n, p) => n + p.paragraphs.length, 0) : 0;
  console.log(`${file}: ${text ? `${text.parts.length} parts, ${count} paragraphs` : 'unreadable'}, ${problems.length} problems`);
  for (const p of problems.slice(0, 200)) console.log(`  ${p}`);
  if (problems.length) failed++;
}
process.exit(failed ? 1 : 0);

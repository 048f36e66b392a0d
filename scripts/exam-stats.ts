// npm run exam:stats: one line per language (questions, board questions, topics covered, questions per edition);
// exit 1 with every problem when a check of lib/exam/validate.ts or a minimum of lib/exam/stats.ts fails.
// With file names (npm run exam:stats -- content/exam/drawn-game.json), checks only those files, for authors.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { examStats } from '@/lib/exam/stats';
import { validateBank } from '@/lib/exam/validate';

const files = process.argv.slice(2);
const { lines, problems } = files.length
  ? (() => {
      const r = validateBank(files.map((f) => ({ name: basename(f), data: JSON.parse(readFileSync(f, 'utf8')) })));
      const board = r.questions.filter((q) => q.kind === 'board').length;
      return { lines: [`${files.join(', ')}: questions: ${r.questions.length}, board: ${board}`], problems: r.problems };
    })()
  : examStats();
for (const line of lines) console.log(line);
if (problems.length) {
  console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'}:`);
  for (const p of problems) console.error(`- ${p}`);
  process.exit(1);
}

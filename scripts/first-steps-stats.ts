// npm run first-steps:stats: one line per language, "stages: N, levels: M" (the levels whose stored solution wins
// through the rules engine in that language's letters); exit 1 with every problem when a check fails
// (lib/firstSteps/validate.ts, the same checks as content/first-steps.test.ts).
import { locales } from '@/lib/languages';
import { stageFiles } from '@/lib/firstSteps/stages';
import { checkStages } from '@/lib/firstSteps/validate';

const { stages, problems } = checkStages(stageFiles);
for (const locale of locales) {
  const failing = new Set(problems.filter((p) => p.includes(`(${locale})`)).map((p) => p.split(' ')[1]));
  const levels = stages.reduce((n, s) => n + s.levels.filter((l) => !failing.has(l.id)).length, 0);
  console.log(`${locale}: stages: ${stages.length}, levels: ${levels}`);
}
if (problems.length) {
  console.error(`\n${problems.length} problem${problems.length === 1 ? '' : 's'}:`);
  for (const p of problems) console.error(`- ${p}`);
  process.exit(1);
}

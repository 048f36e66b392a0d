// Checks a scenario against its schema and the rules engine: the position, the prelude and the scripted replies
// are legal, each check reaches the outcome it expects in every edition, and arbiter cases have exactly one
// ruling that agrees with the engine. Returns the problems found (none: the scenario is right).
import { scenarioSchema } from './schema';
import { act, judge, startRun, type ScenarioRun } from './run';
import type { Edition } from '@/lib/rules';
import type { Scenario } from './types';

function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export function validateScenario(data: unknown): string[] {
  const parsed = scenarioSchema.safeParse(data);
  if (!parsed.success) return parsed.error.issues.slice(0, 10).map((i) => `schema: ${i.path.join('.')}: ${i.message}`);
  const sc = data as Scenario;
  const problems: string[] = [];
  const at = (ed: Edition, what: string) => problems.push(`${sc.id} (${ed}): ${what}`);

  for (const [locale, text] of Object.entries(sc.text)) {
    const failureTexts = sc.kind === 'arbiter' ? 1 : sc.failures.length; // an arbiter case has one text for a wrong ruling
    if (text.failures.length !== failureTexts) problems.push(`${sc.id}: ${locale} has ${text.failures.length} failure texts for ${failureTexts} failures`);
    if (text.hints.length !== sc.text.en.hints.length) problems.push(`${sc.id}: ${locale} has a different number of hints`);
    const choiceIds = (sc.choices ?? []).map((c) => c.id).sort();
    if (JSON.stringify(Object.keys(text.choices ?? {}).sort()) !== JSON.stringify(choiceIds)) problems.push(`${sc.id}: ${locale} choice texts do not match the choices`);
  }
  if (sc.kind === 'arbiter' && !(sc.events?.length && sc.choices?.length && sc.answers)) problems.push(`${sc.id}: an arbiter case needs events, choices and answers`);
  if (sc.kind !== 'arbiter' && sc.goal.length === 0) problems.push(`${sc.id}: no goal`);

  for (const ed of sc.editions) {
    let correct: string[] = [];
    if (sc.kind === 'arbiter') {
      try {
        correct = judge(sc, ed).correct;
      } catch (e) {
        at(ed, `the case cannot be ruled on: ${describe(e)}`);
        continue;
      }
      if (correct.length !== 1) at(ed, `${correct.length} choices agree with the engine's ruling (${correct.join(', ') || 'none'}); exactly one must`);
      else if (sc.answers?.[ed] !== correct[0]) at(ed, `the engine rules "${correct[0]}", the scenario expects "${sc.answers?.[ed]}"`);
    }
    for (const check of sc.checks) {
      if (check.editions && !check.editions.includes(ed)) continue;
      let run: ScenarioRun;
      let outcome: string;
      try {
        run = startRun(sc, ed).run;
        if (run.refusedReply) throw new Error(`scripted reply ${run.refusedReply} is refused`);
        let lastEntries: ReturnType<typeof act>['result']['entries'] = [];
        outcome = 'playing';
        for (const action of check.actions) {
          if ('choose' in action) {
            outcome = correct.includes(action.choose) ? 'success' : 'failure';
            continue;
          }
          const step = act(run, action);
          run = step.run;
          if (run.refusedReply) throw new Error(`scripted reply ${run.refusedReply} is refused`);
          lastEntries = step.result.entries;
          outcome = run.outcome;
        }
        const want = check.entry?.[ed];
        if (want) {
          const ok = lastEntries.some((e) => Object.entries(want).every(([k, v]) => JSON.stringify(e[k as keyof typeof e]) === JSON.stringify(v)));
          if (!ok) at(ed, `check "${check.name}": no ruling ${JSON.stringify(want)}; the engine said ${JSON.stringify(lastEntries)}`);
        }
      } catch (e) {
        at(ed, `check "${check.name}": ${describe(e)}`);
        continue;
      }
      if (outcome !== check.outcome) at(ed, `check "${check.name}" ends in ${outcome}, expected ${check.outcome}`);
    }
  }
  return problems;
}

// A first-steps level as an exercise (lib/scenarios): the board, the exercise runner and the engine play it as they
// play every exercise. Its texts in one language: the level's own, else its stage's.
import { currentEdition } from '@/lib/editions';
import type { Locale } from '@/lib/languages';
import type { LocalScenario } from '@/lib/scenarios/types';
import type { Level, Stage } from './schema';

export const scenarioId = (level: Pick<Level, 'id'>) => `first-steps-${level.id}`;

/** What a level asks, in the reader's language. */
export function levelGoal(stage: Stage, level: Level, locale: Locale): string {
  return level.text?.[locale]?.goal ?? stage.text[locale].goal;
}

/**
 * The level as an exercise in the edition in force. `tooMany` is what the board says when the move limit is passed
 * (the failure after the level's own).
 */
export function levelScenario(stage: Stage, level: Level, locale: Locale, tooMany: string): LocalScenario {
  const own = level.text?.[locale];
  const st = stage.text[locale];
  const goal = own?.goal ?? st.goal;
  return {
    id: scenarioId(level),
    kind: level.hand ? 'touch' : level.claims ? 'claim' : 'play',
    editions: [currentEdition],
    mode: 'standard',
    start: level.fen,
    learner: level.learner,
    ...(level.clock ? { clock: level.clock } : {}),
    prelude: level.prelude,
    replies: level.replies,
    ...(level.collect ? { collect: level.collect, pass: true } : {}),
    limit: level.limit,
    goal: level.goal,
    failures: level.failures,
    checks: [{ name: 'solution', actions: level.solution, outcome: 'success' }],
    text: { [locale]: { title: st.title, task: goal, hints: [goal], success: own?.success ?? st.success, failures: [...(own?.failures ?? []), tooMany] } },
  };
}

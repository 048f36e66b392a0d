// The stages as the page sends them (server only): each level as an exercise with its texts in the reader's
// language, the Laws paragraph cited as the edition in force prints it and linked to its place in the lesson.
import { currentEdition } from '@/lib/editions';
import type { Locale } from '@/lib/languages';
import { citation } from '@/lib/laws/citation';
import { paragraphAnchor } from '@/lib/laws/crossrefs';
import { levelGoal, levelScenario } from '@/lib/firstSteps/level';
import { parOf } from '@/lib/firstSteps/stars';
import { stages } from '@/lib/firstSteps/stages';
import { firstStepsStrings } from './strings';
import type { StageView } from './types';

export function stageViews(locale: Locale): StageView[] {
  const s = firstStepsStrings[locale];
  return stages.map((stage) => ({
    id: stage.id,
    title: stage.text[locale].title,
    law: stage.text[locale].law,
    cite: citation(currentEdition, stage.paragraph, locale),
    href: `/${locale}/laws/${currentEdition}/${stage.paragraph.split('.')[0]}/#${paragraphAnchor(stage.paragraph)}`,
    levels: stage.levels.map((level, i) => ({
      id: level.id,
      n: i + 1,
      scenario: levelScenario(stage, level, locale, s.tooMany),
      goal: levelGoal(stage, level, locale),
      stars: { par: parOf(level), goal: level.goal },
      limit: level.limit,
      hand: level.hand,
      claims: level.claims,
    })),
  }));
}

// What the first-steps page sends to the browser: each stage and level in the reader's language only, plain data.
import type { LocalScenario } from '@/lib/scenarios/types';
import type { Level } from '@/lib/firstSteps/schema';
import type ptStrings from '@/locales/pt/firstSteps.json';

export type FirstStepsStrings = typeof ptStrings;

export interface LevelView {
  id: string;
  n: number;
  /** the level as an exercise, with its texts in the reader's language */
  scenario: LocalScenario;
  goal: string;
  /** what stars are counted from (lib/firstSteps/stars.ts) */
  stars: { par: number; goal: Level['goal'] };
  limit: number;
  hand: boolean;
  claims: boolean;
}

export interface StageView {
  id: string;
  title: string;
  /** the Laws in a child's words, the paragraph cited as the Laws print it, and its place in the article's lesson */
  law: string;
  cite: string;
  href: string;
  levels: LevelView[];
}

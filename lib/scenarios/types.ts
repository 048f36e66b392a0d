// The types of exercises, inferred from their schema (./schema.ts), which says what each field means.
import type { z } from 'zod';
import type { scenarioSchema } from './schema';

export type Scenario = z.infer<typeof scenarioSchema>;
export type ScenarioKind = Scenario['kind'];
export type Predicate = Scenario['goal'][number];
export type ScenarioText = Scenario['text'][keyof Scenario['text']];
export type ScenarioCheck = Scenario['checks'][number];
export type LearnerAction = ScenarioCheck['actions'][number];
/** What playing an exercise needs: everything but its texts (the engine never reads them). */
export type ScenarioRules = Omit<Scenario, 'text'>;
/** An exercise as a page sends it to the browser: its texts in the page's language only (./text.ts, forLocale). */
export type LocalScenario = ScenarioRules & { text: Partial<Scenario['text']> };
export type ChoiceClaim = NonNullable<Scenario['choices']>[number]['claim'];

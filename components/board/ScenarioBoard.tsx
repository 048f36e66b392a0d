'use client';

import type { LocalScenario as Scenario } from '@/lib/scenarios/types';
import { EngineBoard } from './EngineBoard';
import { ArbiterCase } from './ArbiterCase';
import type { CoachProps } from './BoardTools';

// An exercise from content/scenarios: a real two-sided position, the opponent's scripted replies, a goal the rules
// engine decides, hints, and retry. Arbiter cases are shown as an ArbiterCase.
export function ScenarioBoard({
  id,
  scenario,
  initialFen,
  ...coach
}: CoachProps & {
  id: string;
  scenario: Scenario;
  initialFen?: string;
}) {
  if (scenario.kind === 'arbiter') return <ArbiterCase id={id} scenario={scenario} initialFen={initialFen} {...coach} />;
  return (
    <EngineBoard
      id={id}
      title={scenario.id}
      scenario={scenario}
      initialFen={initialFen}
      hand={scenario.kind === 'touch'}
      claims={scenario.kind === 'claim'}
      clock={scenario.clock}
      {...coach}
    />
  );
}

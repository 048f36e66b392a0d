// The board components lessons use in MDX (registered in mdx-components.tsx). Exercises are named by id; the server
// reads the scenario and draws its position, so the browser receives only that scenario's data.
import { findScenario } from '@/lib/scenarios/registry';
import { scenarioPosition } from '@/lib/scenarios/run';
import { currentEdition } from '@/lib/editions';
import { ScenarioBoard } from './ScenarioBoard';
import { ArbiterCase } from './ArbiterCase';

function load(id: string) {
  const scenario = findScenario(id);
  if (!scenario) throw new Error(`No scenario "${id}" in content/scenarios`);
  return { scenario, initialFen: scenarioPosition(scenario, currentEdition) };
}

export function ScenarioBoardMdx({ id, scenario }: { id: string; scenario: string }) {
  return <ScenarioBoard id={id} {...load(scenario)} />;
}

export function ArbiterCaseMdx({ id, scenario }: { id: string; scenario: string }) {
  return <ArbiterCase id={id} {...load(scenario)} />;
}

// The board components lessons use in MDX (registered in mdx-components.tsx). Each board is a lazy island
// (LazyBoard): the page carries only its description, and the board's code loads when the board is needed.
// Exercises are named by id; the server reads the scenario and draws its position, so the browser receives only
// that scenario's data.
import { findScenario } from '@/lib/scenarios/registry';
import { scenarioPosition } from '@/lib/scenarios/run';
import { currentEdition } from '@/lib/editions';
import type { Orientation } from '@/lib/chess/squares';
import { LazyBoard } from './LazyBoard';

function load(id: string) {
  const scenario = findScenario(id);
  if (!scenario) throw new Error(`No scenario "${id}" in content/scenarios`);
  return { scenario, initialFen: scenarioPosition(scenario, currentEdition) };
}

export function LiveBoardMdx(props: { id: string; title: string; fen?: string; orientation?: Orientation }) {
  return <LazyBoard spec={{ kind: 'live', ...props }} />;
}

export function TouchMoveBoardMdx(props: { id: string; title: string; fen?: string }) {
  return <LazyBoard spec={{ kind: 'touch', ...props }} />;
}

export function ClaimBoardMdx(props: { id: string; title: string; fen?: string; moves?: string; white?: number; black?: number }) {
  return <LazyBoard spec={{ kind: 'claim', ...props }} />;
}

export function ScenarioBoardMdx({ id, scenario }: { id: string; scenario: string }) {
  const loaded = load(scenario);
  return <LazyBoard spec={{ kind: loaded.scenario.kind === 'arbiter' ? 'arbiter' : 'scenario', id, ...loaded }} />;
}

export function ArbiterCaseMdx({ id, scenario }: { id: string; scenario: string }) {
  return <LazyBoard spec={{ kind: 'arbiter', id, ...load(scenario) }} />;
}

// The board components lessons use in MDX (registered in mdx-components.tsx). Each board is a lazy island
// (LazyBoard): the page carries only its description, and the board's code loads when the board is needed.
// Exercises are named by id; the server reads the scenario and draws its position, so the browser receives only
// that scenario's data, and, given the page's language (lessons give it: components/lessons/PrintBoards.tsx), only
// its texts in that language.
import { findScenario } from '@/lib/scenarios/registry';
import { scenarioPosition } from '@/lib/scenarios/run';
import { currentEdition } from '@/lib/editions';
import type { Orientation } from '@/lib/chess/squares';
import { forLocale } from '@/lib/scenarios/text';
import type { Locale } from '@/lib/languages';
import { LazyBoard } from './LazyBoard';

function load(id: string, locale?: Locale) {
  const scenario = findScenario(id);
  if (!scenario) throw new Error(`No scenario "${id}" in content/scenarios`);
  return { scenario: locale ? forLocale(scenario, locale) : scenario, initialFen: scenarioPosition(scenario, currentEdition) };
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

export function ScenarioBoardMdx({ id, scenario, locale }: { id: string; scenario: string; locale?: Locale }) {
  const loaded = load(scenario, locale);
  return <LazyBoard spec={{ kind: loaded.scenario.kind === 'arbiter' ? 'arbiter' : 'scenario', id, ...loaded }} />;
}

export function ArbiterCaseMdx({ id, scenario, locale }: { id: string; scenario: string; locale?: Locale }) {
  return <LazyBoard spec={{ kind: 'arbiter', id, ...load(scenario, locale) }} />;
}

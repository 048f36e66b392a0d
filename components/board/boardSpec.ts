import type { Orientation } from '@/lib/chess/squares';
import type { LocalScenario as Scenario } from '@/lib/scenarios/types';

/** A lesson's board as the server describes it to its island (plain data: it travels with the page). */
export type BoardSpec =
  | { kind: 'live'; id: string; title: string; fen?: string; orientation?: Orientation }
  | { kind: 'touch'; id: string; title: string; fen?: string }
  | { kind: 'claim'; id: string; title: string; fen?: string; moves?: string; white?: number; black?: number }
  | { kind: 'scenario'; id: string; scenario: Scenario; initialFen?: string }
  | { kind: 'arbiter'; id: string; scenario: Scenario; initialFen?: string };

// Scenario data (content/scenarios/*.json): a position, the side the learner plays, the opponent's scripted replies,
// a goal the rules engine decides, hints in every language, and the editions it applies to. Arbiter cases give
// what happened as case events and a set of rulings to choose from; the engine's ruling picks the right one.
import type { CaseEvent, Clock, Decision, Edition, Mode, RefusalReason, Result, RulingEntry, Termination } from '@/lib/rules';
import type { Locale } from '@/lib/i18n/locales';

export type ScenarioKind = 'play' | 'touch' | 'claim' | 'arbiter';

/** Something the engine says about the learner's actions. */
export type Predicate =
  | { decision: Decision; san?: string }
  | { refusal: RefusalReason | 'game-over' }
  | { termination: Termination; result?: Result }
  | { played: string }
  | { moved: true };

/** An action of the learner, as written in scenario checks and end-to-end tests. */
export type LearnerAction =
  | { move: string }
  | { touch: string }
  | { adjust: string }
  | { claim: 'threefold' | 'fifty-moves'; write?: string }
  | { choose: string };

export interface ScenarioText {
  title: string;
  /** what the learner is asked to do (play, touch, claim), or what happened (arbiter case) */
  task: string;
  hints: string[];
  success: string;
  /** one text per failure predicate, in the same order */
  failures: string[];
  /** arbiter cases: the text of each choice, by id */
  choices?: Record<string, string>;
}

/** What a chosen ruling says; it is right when the engine's ruling on the case agrees. */
export interface ChoiceClaim {
  decision: Decision[];
  /** the clock adjustment of that ruling; null: none */
  clock?: Partial<Clock> | null;
  result?: Result | null;
}

export interface ScenarioCheck {
  name: string;
  actions: LearnerAction[];
  outcome: 'success' | 'failure' | 'playing';
  /** editions to run it in (default: all the scenario's editions) */
  editions?: Edition[];
  /** what the last action's ruling must include, per edition */
  entry?: Partial<Record<Edition, Partial<RulingEntry>>>;
}

export interface Scenario {
  id: string;
  kind: ScenarioKind;
  editions: Edition[];
  mode: Mode;
  start: string;
  learner: 'white' | 'black';
  clock?: Clock;
  /** moves already played before the scenario (the game so far), UCI */
  prelude: string[];
  /** the opponent's scripted replies, UCI, played in order whenever it is the opponent's turn */
  replies: string[];
  goal: Predicate[];
  failures: Predicate[];
  /** arbiter cases: what happened, as case events after the prelude */
  events?: CaseEvent[];
  choices?: { id: string; claim: ChoiceClaim }[];
  /** arbiter cases: the right choice per edition, as the author expects the engine to rule */
  answers?: Partial<Record<Edition, string>>;
  text: Record<Locale, ScenarioText>;
  checks: ScenarioCheck[];
}

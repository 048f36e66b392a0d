// The case lab's case as one value, and its one pure `(state, action) → state`. A case is what the rules engine
// reads (lib/rules/README.md, "The contract") without its edition: the lab rules it in every edition at once.
// No engine here: the model only holds and rearranges what the reader built (rule.ts asks the engine).
import { EDITIONS, type Edition } from '@/lib/editions';
import type { Case, CaseEvent, Clock, Mode, TimeControl } from '@/lib/rules/types';

/** How many events a case may hold: a long game (150 moves) with its irregularities, within a link's limit. */
export const MAX_EVENTS = 300;

export interface LabCase {
  /** "startpos" or a FEN */
  start: string;
  mode: Mode;
  /** rapid and blitz: under the supervision for which the Competition Rules apply */
  supervised: boolean;
  /** seconds left on each clock, when the case gives them */
  clock?: Clock;
  /** seconds added per move */
  increment: number;
  /** the rest of the time control, kept as the case gave it (the period's moves, the last period, Guidelines III) */
  period?: Omit<TimeControl, 'increment'>;
  events: CaseEvent[];
}

export type LabAction =
  | { type: 'load'; lab: LabCase }
  /** a new starting position; `clearEvents`: the events go too (they belong to another game) */
  | { type: 'setStart'; start: string; clearEvents?: boolean }
  | { type: 'setMode'; mode: Mode }
  | { type: 'setSupervised'; supervised: boolean }
  | { type: 'setClock'; clock: Clock | undefined }
  | { type: 'setIncrement'; seconds: number }
  /** adds an event at `at` (default: at the end) */
  | { type: 'add'; event: CaseEvent; at?: number }
  /** moves the event at `index` one place earlier (-1) or later (+1) */
  | { type: 'shift'; index: number; by: -1 | 1 }
  | { type: 'remove'; index: number }
  | { type: 'clearEvents' };

export const EMPTY_CASE: LabCase = { start: 'startpos', mode: 'standard', supervised: false, increment: 0, events: [] };

const inRange = (i: number, list: readonly unknown[]) => Number.isInteger(i) && i >= 0 && i < list.length;

export function labReducer(state: LabCase, action: LabAction): LabCase {
  switch (action.type) {
    case 'load':
      return action.lab;
    case 'setStart':
      return { ...state, start: action.start.trim() || 'startpos', ...(action.clearEvents ? { events: [] } : {}) };
    case 'setMode':
      // Supervision is a rapid and blitz matter (the engine refuses it for standard games).
      return { ...state, mode: action.mode, supervised: action.mode === 'standard' ? false : state.supervised };
    case 'setSupervised':
      return { ...state, supervised: state.mode !== 'standard' && action.supervised };
    case 'setClock':
      return action.clock ? { ...state, clock: { white: Math.max(0, action.clock.white), black: Math.max(0, action.clock.black) } } : withoutClock(state);
    case 'setIncrement':
      return { ...state, increment: Number.isFinite(action.seconds) ? Math.max(0, action.seconds) : 0 };
    case 'add': {
      if (state.events.length >= MAX_EVENTS) return state;
      const at = action.at === undefined ? state.events.length : Math.min(Math.max(0, action.at), state.events.length);
      return { ...state, events: [...state.events.slice(0, at), action.event, ...state.events.slice(at)] };
    }
    case 'shift': {
      const to = action.index + action.by;
      if (!inRange(action.index, state.events) || !inRange(to, state.events)) return state;
      const events = [...state.events];
      [events[action.index], events[to]] = [events[to]!, events[action.index]!];
      return { ...state, events };
    }
    case 'remove':
      return inRange(action.index, state.events) ? { ...state, events: state.events.filter((_, i) => i !== action.index) } : state;
    case 'clearEvents':
      return { ...state, events: [] };
  }
}

function withoutClock(state: LabCase): LabCase {
  const rest = { ...state };
  delete rest.clock;
  return rest;
}

/** The case the engine reads for one edition. */
export function engineCase(lab: LabCase, edition: Edition): Case {
  return {
    edition,
    mode: lab.mode,
    start: lab.start,
    ...(lab.clock ? { clock: { ...lab.clock } } : {}),
    ...(lab.increment || lab.period ? { timeControl: { ...lab.period, ...(lab.increment ? { increment: lab.increment } : {}) } } : {}),
    ...(lab.mode !== 'standard' && lab.supervised ? { supervision: 'adequate' as const } : {}),
    events: lab.events.map((e) => ({ ...e })),
  };
}

/** A case of the engine's contract (a rulings-table row, an exercise, an exam board question) as a lab case. */
export function labCaseOf(c: Omit<Case, 'edition'>): LabCase {
  return {
    start: c.start ?? 'startpos',
    mode: c.mode ?? 'standard',
    supervised: c.supervision === 'adequate',
    ...(c.clock ? { clock: { white: c.clock.white, black: c.clock.black } } : {}),
    increment: c.timeControl?.increment ?? 0,
    ...periodOf(c.timeControl),
    events: (c.events ?? []).map((e) => ({ ...e })),
  };
}

function periodOf(tc: TimeControl | undefined): { period?: LabCase['period'] } {
  if (!tc) return {};
  const period = { ...tc };
  delete period.increment;
  return Object.keys(period).length ? { period } : {};
}

export const LAB_EDITIONS: readonly Edition[] = EDITIONS;

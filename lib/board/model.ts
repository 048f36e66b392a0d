// A board as one value: what is on it, what the learner holds, the clocks, and what the board has to say. The
// reducer (./reducer.ts) is the only code that changes it; the view draws it and turns the notes into words.
// No React here: a test drives a board through a whole exercise with plain function calls.
import type { Clock, Edition, Obligation, RulingEntry, Ruling } from '@/lib/rules';
import type { Locale } from '@/lib/languages';
import type { Orientation } from '@/lib/chess/squares';
import { turnOf, type PieceColor, type PieceOn } from '@/lib/chess/fen';
import type { LocalScenario as Scenario } from '@/lib/scenarios/types';
import type { Promotion } from './moves';
import type { SessionState, SquareMove } from './session';
import type { Reply, ScenarioRun } from '@/lib/scenarios/run';
import type * as EngineModule from './boardEngine';

/** The rules engine's module (./boardEngine.ts): loaded on a board's first use, then given to the model. */
export type Engine = typeof EngineModule;

export type HandMode = 'move' | 'touch' | 'adjust';
/** The claims a board offers (its buttons). */
export type BoardClaim = 'threefold' | 'fifty-moves';

/** What a board is for; fixed for its life (the component's props). */
export interface BoardConfig {
  startFen: string;
  /** moves already played from `startFen` (a shared link, a claim board's game) */
  moves: readonly SquareMove[];
  scenario: Scenario | null;
  /** touch-move tools */
  hand: boolean;
  /** the clocks' starting readings */
  clock: Clock | null;
}

export interface Played extends SquareMove {
  san: string;
}

/** What a board is playing: the engine session, the exercise run if any, and the moves to show. */
export interface BoardPlay {
  state: SessionState;
  run: ScenarioRun | null;
  history: Played[];
  /** position of the first move in `history` */
  historyStart: string;
}

export interface RefusalContext {
  turn: PieceColor;
  from: string;
  to: string;
  piece?: PieceOn;
  obligation?: Obligation;
}

/** A move described to the learner: the facts, and the ruling after it. */
export interface MoveNote {
  san: string;
  from: string;
  to: string;
  /** the position before the move */
  before: string;
  entries: RulingEntry[];
  ruling: Ruling;
  edition: Edition;
}

/** One thing the board has to say, as data; components/board/speak.ts says it in the page's language. */
export type Note =
  | { kind: 'selected' | 'released'; square: string; piece?: PieceOn }
  | { kind: 'refusal'; reason: string; articles: string[]; edition: Edition; ctx: RefusalContext }
  | { kind: 'not-learner'; colour: PieceColor }
  | ({ kind: 'move' | 'opponent' } & MoveNote)
  | { kind: 'entries'; entries: RulingEntry[]; ruling: Ruling; edition: Edition; before: string; square?: string }
  /** a touch or j'adoube: what the engine said about it, or else that the piece is touched */
  | { kind: 'touched'; entries: RulingEntry[]; ruling: Ruling; edition: Edition; before: string; square: string; piece: PieceOn }
  | { kind: 'outcome'; outcome: 'success' | 'failure'; failure?: number }
  | { kind: 'stuck' }
  | { kind: 'started'; otherEdition?: { list: string; year: Edition } }
  | { kind: 'hint'; n: number; total: number }
  | { kind: 'claiming'; colour: PieceColor; claim: BoardClaim; san?: string }
  | { kind: 'typed'; reason: 'unreadable' | 'illegal' | 'ambiguous'; text: string }
  | { kind: 'hand'; mode: HandMode }
  | { kind: 'reset' | 'undone' | 'paused' | 'running' }
  | { kind: 'flipped'; orientation: Orientation };

/** What the live region says now; `n` changes with every message, so the same words are said again. */
export interface Said {
  notes: Note[];
  alert: boolean;
  n: number;
}

export interface BoardState {
  config: BoardConfig;
  engine: Engine | null;
  /** the edition the page asks for (an exercise may be played in another it applies to) */
  edition: Edition;
  /** the reader's language: typed moves and the scoresheet are read in its letters */
  locale: Locale;
  game: BoardPlay | null;
  /** the learner's move is shown; the opponent's scripted replies (`game`, after them) come after a short pause */
  pending: { game: BoardPlay; replies: Reply[] } | null;
  selected: string | null;
  targets: string[];
  /** a pawn move to the last rank waiting for its piece */
  promotion: { from: string; to: string } | null;
  orientation: Orientation;
  hand: HandMode;
  /** the move written on the scoresheet before a claim */
  written: string;
  /** hints shown so far */
  hints: number;
  clock: Clock | null;
  running: boolean;
  said: Said;
}

export type BoardAction =
  | { type: 'engineLoaded'; engine: Engine }
  /** a square clicked, or Enter on it: pick up, put down, move, or (with the hand) touch */
  | { type: 'select'; square: string }
  /** a piece dragged and dropped */
  | { type: 'drop'; from: string; to: string }
  | { type: 'touch'; square: string }
  | { type: 'adjust'; square: string }
  /** the hand's mode: by key (t, j, m: said aloud) or by its radio button */
  | { type: 'chooseHand'; mode: HandMode; byKey?: boolean }
  | { type: 'choosePromotion'; piece: Promotion }
  | { type: 'cancelPromotion' }
  /** a move typed in algebraic notation */
  | { type: 'typeMove'; text: string }
  /** the scoresheet field */
  | { type: 'write'; text: string }
  | { type: 'claim'; claim: BoardClaim }
  /** pause or resume the clocks */
  | { type: 'pressClock' }
  | { type: 'tick'; seconds: number }
  | { type: 'flag'; color: 'white' | 'black' }
  | { type: 'showReplies' }
  | { type: 'hint' }
  | { type: 'takeBack' }
  /** Start or Try again (exercises), Reset (free boards) */
  | { type: 'restart' }
  | { type: 'flip' }
  | { type: 'changeEdition'; edition: Edition }
  | { type: 'changeLanguage'; locale: Locale };

export function initBoard(config: BoardConfig, edition: Edition, locale: Locale, orientation?: Orientation, hand?: HandMode): BoardState {
  return {
    config,
    engine: null,
    edition,
    locale,
    game: null,
    pending: null,
    selected: null,
    targets: [],
    promotion: null,
    orientation: orientation ?? (config.scenario?.learner === 'black' ? 'black' : 'white'),
    hand: config.hand ? (hand ?? 'touch') : 'move',
    written: '',
    hints: 0,
    clock: config.clock ?? config.scenario?.clock ?? null,
    running: false,
    said: { notes: [], alert: false, n: 0 },
  };
}

// ---- what the view reads -----------------------------------------------------------------------------------------

export const learnerOf = (s: BoardState): PieceColor | null => (s.config.scenario ? (s.config.scenario.learner === 'white' ? 'w' : 'b') : null);
export const fenOf = (s: BoardState, initialFen?: string): string => s.game?.state.ruling.fen ?? initialFen ?? s.config.scenario?.start ?? s.config.startFen;
export const outcomeOf = (s: BoardState) => s.game?.run?.outcome ?? 'playing';
export const isOver = (s: BoardState) => s.game?.state.ruling.status === 'over';
export const isStarted = (s: BoardState) => !s.config.scenario || s.game !== null;
export const isInteractive = (s: BoardState) => isStarted(s) && !s.pending && !isOver(s) && outcomeOf(s) === 'playing';
/** The clocks run: started, not paused, and nobody waiting for a scripted reply. */
export const isTicking = (s: BoardState) => !!s.clock && s.running && !!s.game && isInteractive(s);

/** An exercise whose opponent has no scripted move left while it is his turn. */
export function isStuck(g: BoardPlay | null, learner: PieceColor | null): boolean {
  return !!g?.run && !!learner && g.run.outcome === 'playing' && g.state.ruling.status === 'ongoing' && turnOf(g.state.ruling.fen) !== learner;
}

/** Squares touched since the last move (touch-move). */
export function touchedSquares(g: BoardPlay | null): string[] {
  const out: string[] = [];
  for (const e of g?.state.session.events ?? []) {
    if (e.type === 'move') out.length = 0;
    else if (e.type === 'touch' && !out.includes(e.square)) out.push(e.square);
  }
  return out;
}

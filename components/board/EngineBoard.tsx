'use client';

import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocale } from '@/components/site/I18nProvider';
import { useT } from '@/components/site/useT';
import type { Clock, Edition } from '@/lib/rules';
import { START_FEN, turnOf } from '@/lib/chess/fen';
import { writeBoardLink, type LinkMove } from '@/lib/board/linkQuery';
import type { Orientation } from '@/lib/chess/squares';
import { fenOf, isInteractive, isOver, isStarted, isStuck, learnerOf, outcomeOf, touchedSquares, type BoardState, type HandMode } from '@/lib/board/model';
import { renderMoves, scenarioText } from '@/lib/scenarios/text';
import type { LocalScenario as Scenario } from '@/lib/scenarios/types';
import { useBoardEdition } from './EditionContext';
import { BoardSurface } from './BoardSurface';
import { Announcer } from './Announcer';
import { MoveInput } from './MoveInput';
import { MoveList } from './MoveList';
import { useFocusRescue } from './useFocusRescue';
import { BoardTools, useProjector, type CoachProps } from './BoardTools';
import { useBoard } from './useBoard';
import { speak } from './speak';
import { Clocks } from './Clocks';
import { HandModes } from './HandModes';
import { ClaimPanel } from './ClaimPanel';
import { BoardControls } from './BoardControls';
import { ScenarioBrief, ScenarioStatus } from './ScenarioParts';

export interface EngineBoardProps extends CoachProps {
  /** Stable id, unique on the page; tests and content checks refer to it. */
  id: string;
  /** What the board is for, in the page's language. */
  title: string;
  /** Starting position (FEN); the initial position when left out. */
  fen?: string;
  /** Moves already played from `fen` (a shared link). */
  moves?: LinkMove[];
  orientation?: Orientation;
  /** touch-move tools: touch, adjust (j'adoube), move */
  hand?: boolean;
  /** scoresheet and claim buttons */
  claims?: boolean;
  /** chess clocks, with their starting readings in seconds */
  clock?: Clock;
  /** an exercise: the learner plays one side, the opponent's replies are scripted, the engine decides the goal */
  scenario?: Scenario;
  /** the position to draw before the exercise starts (after its prelude) */
  initialFen?: string;
  /** told of every change, for a shareable link */
  onChange?: (info: { edition: Edition; fen: string; moves: LinkMove[]; position: string }) => void;
  /** shown under the title */
  intro?: ReactNode;
  /** what the hand does at first, with `hand` (default: touch) */
  defaultHand?: HandMode;
}

const HAND_KEYS: Record<string, HandMode> = { t: 'touch', j: 'adjust', m: 'move' };
/** A board action changed the game: a move was played (the board keeps a dropped piece), or a promotion opened. */
const moved = (before: BoardState, after: BoardState | null) => !!after && (after.game?.history.length ?? 0) > (before.game?.history.length ?? 0);

// One board for every kind: free (both sides), touch-move, claims with clocks, and exercises. The board's state and
// every change to it are in lib/board (model.ts, reducer.ts, play.ts), ruled by the engine; this draws it.
export function EngineBoard(props: EngineBoardProps) {
  const { id, title, scenario, hand = false, claims = false } = props;
  const startFen = props.fen ?? scenario?.start ?? START_FEN;
  const t = useT('board');
  const locale = useLocale();
  const { edition } = useBoardEdition();
  const domId = `board-${id}`;
  const { state, current, act, dispatch, ready, wake } = useBoard(
    () => ({ startFen, moves: props.moves ?? [], scenario: scenario ?? null, hand, clock: props.clock ?? null }),
    edition,
    locale,
    props.orientation,
    props.defaultHand,
  );
  const { game } = state;
  const fen = fenOf(state, props.initialFen);
  const turn = turnOf(fen);
  const over = isOver(state);
  const outcome = outcomeOf(state);
  const started = isStarted(state);
  const interactive = isInteractive(state);
  const texts = useMemo(() => (scenario ? scenarioText(scenario, locale) : null), [scenario, locale]);
  const message = useMemo(() => speak(t, state.said, texts), [t, state.said, texts]);

  // The link follows the board (the free board page).
  const { onChange } = props;
  useEffect(() => {
    if (!onChange || scenario) return;
    const moves = (game?.history ?? []).map((h) => ({ from: h.from, to: h.to, ...(h.promotion ? { promotion: h.promotion as LinkMove['promotion'] } : {}) }));
    onChange({ edition, fen: startFen, moves, position: game?.state.ruling.fen ?? startFen });
  }, [edition, game, onChange, scenario, startFen]);

  // Start and Try again: the keyboard goes to the board (the Start button is gone).
  const start = useCallback(async () => {
    await ready();
    dispatch({ type: 'restart' });
    document.getElementById(`${domId}-key-${scenario?.learner === 'black' ? 'e7' : 'e2'}`)?.focus();
  }, [dispatch, domId, ready, scenario]);
  const drop = (from: string, to: string) => moved(current(), act({ type: 'drop', from, to }));
  const playTyped = (text: string): boolean => {
    const before = current();
    if (before.promotion) return false;
    const after = act({ type: 'typeMove', text });
    return !after || moved(before, after) || !!after.promotion;
  };
  const switchHand = (key: string): boolean => {
    const mode = HAND_KEYS[key];
    if (!mode || !interactive) return false;
    dispatch({ type: 'chooseHand', mode, byKey: true });
    return true;
  };

  // A control that disables itself does not drop the keyboard: after the end of the game (a correct claim, a flag),
  // focus goes to starting again; otherwise (the last hint, the last move taken back) to the board.
  const figure = useRef<HTMLElement>(null);
  const projector = useProjector(props.projector, props.onProjector);
  const ended = over || outcome !== 'playing';
  useFocusRescue(figure, () =>
    figure.current?.querySelector<HTMLElement>(ended ? '[data-focus-after-end]:not(:disabled)' : '.board-key[tabindex="0"]') ??
    figure.current?.querySelector<HTMLElement>('.board-key[tabindex="0"]') ??
    null,
  );
  const shownTitle = texts?.title ?? renderMoves(title, locale);
  const touched = useMemo(() => touchedSquares(game), [game]);
  const clock = state.clock;

  return (
    <figure
      ref={figure}
      className={`live-board ${projector.className}`}
      onKeyDown={projector.onKeyDown}
      data-board={id} data-edition={game?.state.session.edition ?? edition} data-outcome={scenario ? outcome : undefined}>
      <figcaption className="live-board-title">{shownTitle}</figcaption>
      <BoardTools
        projector={projector}
        share={
          props.shareable === false
            ? undefined
            : scenario
              ? { kind: 'exercise', title: texts?.title ?? scenario.id, query: writeBoardLink({ edition, fen: START_FEN, moves: [], scenario: scenario.id, projector: projector.on }) }
              : { kind: 'board', title: shownTitle, query: writeBoardLink({ edition, fen: startFen, moves: props.moves ?? [], projector: projector.on }) }
        }
      />
      {props.intro}
      {scenario && texts && <ScenarioBrief t={t} scenario={scenario} texts={texts} edition={game?.state.session.edition ?? (scenario.editions.includes(edition) ? edition : scenario.editions.at(-1)!)} />}
      <div className="live-board-layout">
        <div className="live-board-main">
          <p className="live-board-turn" data-testid="turn">
            <span className={`turn-dot turn-dot-${turn}`} aria-hidden="true" /> {statusText(t, state, turn)}
          </p>
          {clock && <Clocks t={t} clock={clock} turn={turn} running={state.running && started && !over} />}
          <BoardSurface
            domId={domId}
            label={t('label', { title: shownTitle })}
            fen={fen}
            orientation={state.orientation}
            selected={state.selected}
            targets={state.targets}
            lastMove={game?.history.at(-1)}
            touched={touched}
            interactive={interactive}
            onActivate={(square) => act({ type: 'select', square })}
            onDrop={drop}
            onEscape={() => (state.selected ? act({ type: 'select', square: state.selected }) : projector.on && projector.set(false))}
            onKey={hand ? switchHand : undefined}
            onWake={wake}
            promotion={state.promotion && { to: state.promotion.to, color: turn }}
            onChoosePromotion={(piece) => act(piece ? { type: 'choosePromotion', piece } : { type: 'cancelPromotion' })}
            help={hand ? `${t('hand.help')} ${t('help')}` : t('help')}
          />
        </div>
        <div className="live-board-side">
          {scenario && !game && (
            <button type="button" className="button button-primary scenario-start" onClick={() => void start()}>
              {t('scenario.start')}
            </button>
          )}
          <Announcer message={message} />
          {hand && <HandModes t={t} name={`${domId}-hand`} mode={state.hand} touched={touched} disabled={!interactive} onChoose={(mode) => dispatch({ type: 'chooseHand', mode })} />}
          {claims && <ClaimPanel t={t} written={state.written} disabled={!interactive} onWrite={(text) => dispatch({ type: 'write', text })} onClaim={(claim) => act({ type: 'claim', claim })} />}
          {started && <MoveInput onPlay={playTyped} />}
          <MoveList startFen={game?.historyStart ?? startFen} sans={(game?.history ?? []).map((h) => h.san)} />
          <BoardControls
            t={t}
            exercise={!!scenario}
            started={!!game}
            canHint={!!texts && state.hints < texts.hints.length}
            canUndo={!!game?.history.length}
            canReset={!!game && (game.history.length > 0 || game.state.session.events.length > 0)}
            clock={clock && started ? { running: state.running, disabled: over || outcome !== 'playing' } : null}
            act={act}
            onRetry={() => void start()}
            onFlip={() => dispatch({ type: 'flip' })}
          />
          <ScenarioStatus t={t} texts={texts} hints={state.hints} stuck={!!game && !state.pending && isStuck(game, learnerOf(state))} outcome={scenario && game ? outcome : 'playing'} />
        </div>
      </div>
    </figure>
  );
}

function statusText(t: ReturnType<typeof useT>, s: BoardState, turn: 'w' | 'b'): string {
  const ruling = s.game?.state.ruling;
  if (ruling?.status === 'over' && ruling.termination && ruling.result) return `${t(`over.${ruling.termination}`)} ${t(`over.result.${ruling.result}`)}`;
  return t(`turn.${turn}`);
}

'use client';

import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useLocale } from '@/components/site/I18nProvider';
import { useT } from '@/components/site/useT';
import type { Clock, Edition, Ruling } from '@/lib/rules';
import { START_FEN, piecesOf, turnOf, type PieceColor } from '@/lib/chess/fen';
import { writeBoardLink, type LinkMove } from '@/lib/board/linkQuery';
import type { Promotion } from '@/lib/board/moves';
import type { Orientation } from '@/lib/chess/squares';
import { renderMoves, scenarioText } from '@/lib/scenarios/text';
import type { Scenario } from '@/lib/scenarios/types';
import type { ActionResult, Reply, ScenarioRun, SessionState } from '@/lib/board/boardEngine';
import { useEngine, type Engine } from './useEngine';
import { useBoardEdition } from './EditionContext';
import { Announcer, BoardSurface, useAnnouncer } from './BoardSurface';
import { capitalise, colourName, describeEntries, describeMove, describeRefusal, formatTime, pieceName } from './announce';
import { MoveInput } from './MoveInput';
import { MoveList } from './MoveList';
import { useFocusRescue } from './useFocusRescue';
import { BoardTools, useProjector, type CoachProps } from './BoardTools';

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
  onChange?: (info: { edition: Edition; fen: string; moves: LinkMove[] }) => void;
  /** shown under the title */
  intro?: ReactNode;
  /** what the hand does at first, with `hand` (default: touch) */
  defaultHand?: 'move' | 'touch' | 'adjust';
}

interface Played {
  san: string;
  from: string;
  to: string;
  promotion?: string;
}

// What a board is playing: the engine session, the exercise run if any, and the moves to show.
interface BoardPlay {
  state: SessionState;
  run: ScenarioRun | null;
  history: Played[];
  /** position of the first move in `history` */
  historyStart: string;
}

type HandMode = 'move' | 'touch' | 'adjust';

const colorName = (c: PieceColor) => (c === 'w' ? 'white' : 'black');

// One board for every kind: free (both sides), touch-move, claims with clocks, and exercises. Every move, touch,
// claim and flag is ruled on by the rules engine in the edition the page (or the board's selector) has chosen.
export function EngineBoard(props: EngineBoardProps) {
  const { id, title, scenario, hand = false, claims = false } = props;
  const startFen = props.fen ?? scenario?.start ?? START_FEN;
  const t = useT('board');
  const locale = useLocale();
  const { edition } = useBoardEdition();
  const { engine, load } = useEngine();
  const domId = `board-${id}`;
  const writtenId = useId();
  const { message, say } = useAnnouncer();
  const [game, setGameState] = useState<BoardPlay | null>(null);
  const gameRef = useRef<BoardPlay | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [targets, setTargets] = useState<string[]>([]);
  const [promotion, setPromotion] = useState<{ from: string; to: string } | null>(null);
  const [orientation, setOrientation] = useState<Orientation>(props.orientation ?? (scenario?.learner === 'black' ? 'black' : 'white'));
  const [handMode, setHandMode] = useState<HandMode>(hand ? (props.defaultHand ?? 'touch') : 'move');
  const [busy, setBusy] = useState(false);
  const [written, setWritten] = useState('');
  const [hints, setHints] = useState(0);
  const [clock, setClock] = useState<Clock | null>(props.clock ?? scenario?.clock ?? null);
  const clockRef = useRef<Clock | null>(clock);
  const [running, setRunning] = useState(false);
  const editionRef = useRef<Edition>(edition);
  const timers = useRef<number[]>([]);
  // After Start, the keyboard goes to the board (the Start button is gone).
  const [focusBoard, setFocusBoard] = useState(0);
  useEffect(() => {
    if (focusBoard) document.getElementById(`${domId}-key-${scenario?.learner === 'black' ? 'e7' : 'e2'}`)?.focus();
  }, [domId, focusBoard, scenario]);

  const setGame = useCallback((g: BoardPlay | null) => {
    gameRef.current = g;
    setGameState(g);
  }, []);
  const updateClock = useCallback((c: Clock | null) => {
    clockRef.current = c;
    setClock(c);
  }, []);

  const fen = game?.state.ruling.fen ?? props.initialFen ?? startFen;
  const turn = turnOf(fen);
  const ruling = game?.state.ruling;
  const over = ruling?.status === 'over';
  const learner: PieceColor | null = scenario ? (scenario.learner === 'white' ? 'w' : 'b') : null;
  const outcome = game?.run?.outcome ?? 'playing';
  const started = !scenario || game !== null;
  const interactive = started && !busy && !over && outcome === 'playing';

  // ---- creating the game --------------------------------------------------------------------------------------

  const newGame = useCallback(
    (E: Engine, ed: Edition): { game: BoardPlay; replies: Reply[] } => {
      if (scenario) {
        const { run, replies, prelude } = E.startRun(scenario, ed);
        const history: Played[] = [...prelude, ...replies].map((r) => ({ san: r.san, from: r.from, to: r.to, promotion: r.promotion }));
        return { game: { state: run.state, run, history, historyStart: scenario.start }, replies };
      }
      const session = { edition: ed, mode: 'standard' as const, start: startFen, ...(props.clock ? { clock: props.clock } : {}), events: [] };
      const { state, played } = E.replayMoves(session, props.moves ?? []);
      return { game: { state, run: null, history: played, historyStart: startFen }, replies: [] };
    },
    [props.clock, props.moves, scenario, startFen],
  );

  /** The engine and the game, loading and creating them on first use (free boards). */
  const ensure = useCallback(async (): Promise<{ E: Engine; g: BoardPlay } | null> => {
    const E = engine ?? (await load());
    if (gameRef.current) return { E, g: gameRef.current };
    if (scenario) return null; // an exercise starts with its Start button
    const { game: g } = newGame(E, editionRef.current);
    setGame(g);
    return { E, g };
  }, [engine, load, newGame, scenario, setGame]);

  // A free board from a shared link shows the moves at once when the engine is already there.
  useEffect(() => {
    if (!scenario && engine && !gameRef.current && props.moves?.length) void ensure();
  }, [engine, ensure, props.moves, scenario]);

  useEffect(() => () => timers.current.forEach((h) => window.clearTimeout(h)), []);

  // ---- reporting -------------------------------------------------------------------------------------------------

  const { onChange } = props;
  useEffect(() => {
    if (!onChange || scenario) return;
    onChange({
      edition,
      fen: startFen,
      moves: (game?.history ?? []).map((h) => ({ from: h.from, to: h.to, ...(h.promotion ? { promotion: h.promotion as LinkMove['promotion'] } : {}) })),
    });
  }, [edition, game, onChange, scenario, startFen]);

  const texts = useMemo(() => (scenario ? scenarioText(scenario, locale) : null), [scenario, locale]);

  const outcomeText = useCallback(
    (run: ScenarioRun | null): string => {
      if (!run || !texts) return '';
      if (run.outcome === 'success') return texts.success;
      if (run.outcome === 'failure') return texts.failures[run.failure ?? 0] ?? t('scenario.failure');
      return '';
    },
    [texts, t],
  );

  // ---- applying results ------------------------------------------------------------------------------------------

  const announceReplies = useCallback(
    (g: BoardPlay, replies: Reply[], prefix: string) => {
      const said = replies.map((r) =>
        t('scenario.opponent', { move: describeMove(t, { san: r.san, from: r.from, to: r.to, before: piecesOf(r.before) }, r.entries, g.state.ruling, g.state.session.edition) }),
      );
      say([prefix, ...said, outcomeText(g.run), isStuck(g, learner) ? t('scenario.stuck') : ''].filter(Boolean).join(' '));
    },
    [learner, outcomeText, say, t],
  );

  const applyMove = useCallback(
    (E: Engine, g: BoardPlay, from: string, to: string, promo?: Promotion): boolean => {
      setSelected(null);
      setTargets([]);
      const pieces = piecesOf(g.state.ruling.fen);
      const piece = pieces.get(from);
      const ctx = { turn: turnOf(g.state.ruling.fen), from, to, piece, obligation: g.state.ruling.obligation };
      const ed = g.state.session.edition;
      if (g.run && learner && piece && piece.color !== learner && turnOf(g.state.ruling.fen) === learner) {
        say(`${t('refusal.prefix')} ${t('refusal.not-learner', { colour: colourName(t, learner) })}`, true);
        return false;
      }
      if (!promo && E.needsPromotion(g.state.ruling.fen, from, to, ed)) {
        setPromotion({ from, to });
        return false;
      }
      const uci = `${from}${to}${promo ?? ''}`;
      let result: ActionResult;
      let next: BoardPlay;
      let replies: Reply[] = [];
      let afterLearner: BoardPlay | null = null;
      if (g.run) {
        const step = E.act(g.run, { move: uci }, clockRef.current ?? undefined);
        result = step.result;
        const added = result.ok ? [{ san: result.san!, from, to, promotion: promo }] : [];
        afterLearner = { ...g, state: step.afterLearner.state, run: step.afterLearner, history: [...g.history, ...added] };
        next = { ...afterLearner, state: step.run.state, run: step.run, history: [...afterLearner.history, ...step.replies.map((r) => ({ san: r.san, from: r.from, to: r.to }))] };
        replies = step.replies;
      } else {
        result = E.tryMove(g.state, from, to, promo, clockRef.current ?? undefined);
        next = result.ok ? { ...g, state: result.state, history: [...g.history, { san: result.san!, from, to, promotion: promo }] } : g;
      }
      if (!result.ok) {
        say(describeRefusal(t, result.reason, result.articles, ed, ctx), true);
        if (g.run && afterLearner && afterLearner.run?.outcome !== 'playing') {
          setGame(afterLearner);
          say(`${describeRefusal(t, result.reason, result.articles, ed, ctx)} ${outcomeText(afterLearner.run)}`, true);
        }
        return false;
      }
      const moveText = describeMove(t, { san: result.san!, from, to, before: pieces }, result.entries, (afterLearner ?? next).state.ruling, ed);
      if (result.state.ruling.clock) updateClock(result.state.ruling.clock);
      if (replies.length && afterLearner) {
        setGame(afterLearner);
        setBusy(true);
        say(moveText);
        timers.current.push(
          window.setTimeout(() => {
            setGame(next);
            setBusy(false);
            announceReplies(next, replies, '');
          }, 700),
        );
      } else {
        setGame(next);
        say([moveText, outcomeText(next.run), isStuck(next, learner) ? t('scenario.stuck') : ''].filter(Boolean).join(' '), next.run?.outcome === 'failure');
      }
      return true;
    },
    [announceReplies, learner, outcomeText, say, setGame, t, updateClock],
  );

  const attempt = useCallback(
    (from: string, to: string, promo?: Promotion): boolean => {
      const g = gameRef.current;
      if (engine && g) return applyMove(engine, g, from, to, promo);
      void ensure().then((r) => r && applyMove(r.E, r.g, from, to, promo));
      return false;
    },
    [applyMove, engine, ensure],
  );

  const touchSquare = useCallback(
    (E: Engine, g: BoardPlay, square: string, adjust: boolean) => {
      const piece = piecesOf(g.state.ruling.fen).get(square);
      const ed = g.state.session.edition;
      if (!piece) {
        say(describeRefusal(t, 'no-piece', [], ed, { turn: turnOf(g.state.ruling.fen), from: square, to: square }), true);
        return;
      }
      let result: ActionResult;
      let next: BoardPlay;
      if (g.run) {
        const step = E.act(g.run, adjust ? { adjust: square } : { touch: square });
        result = step.result;
        next = { ...g, state: step.run.state, run: step.run };
      } else {
        result = E.touch(g.state, square, adjust);
        next = result.ok ? { ...g, state: result.state } : g;
      }
      if (!result.ok) {
        say(describeRefusal(t, result.reason, result.articles, ed, { turn: turnOf(g.state.ruling.fen), from: square, to: square }), true);
        return;
      }
      setGame(next);
      const text = describeEntries(t, result.entries, next.state.ruling, ed, g.state.ruling.fen, square);
      say([text || t('decision.touch', { piece: pieceName(t, piece.color, piece.type, true), square }), outcomeText(next.run)].filter(Boolean).join(' '));
    },
    [outcomeText, say, setGame, t],
  );

  const activate = useCallback(
    (square: string) => {
      const run = (E: Engine, g: BoardPlay) => {
        if (promotion || busy) return;
        const position = g.state.ruling.fen;
        const piece = piecesOf(position).get(square);
        const toMove = turnOf(position);
        const ed = g.state.session.edition;
        if (hand && handMode !== 'move') {
          touchSquare(E, g, square, handMode === 'adjust');
          return;
        }
        if (selected && square === selected) {
          setSelected(null);
          setTargets([]);
          say(t('announce.released', { piece: piece && capitalise(pieceName(t, piece.color, piece.type)), square }));
        } else if (piece && piece.color === toMove && (!learner || piece.color === learner || !g.run)) {
          setSelected(square);
          setTargets(E.targetsFrom(position, square, ed));
          say(t('announce.selected', { piece: capitalise(pieceName(t, piece.color, piece.type)), square }));
        } else if (selected) {
          applyMove(E, g, selected, square);
        } else {
          say(describeRefusal(t, piece ? 'not-your-turn' : 'no-piece', [], ed, { turn: toMove, from: square, to: square }), true);
        }
      };
      const g = gameRef.current;
      if (engine && g) run(engine, g);
      else void ensure().then((r) => r && run(r.E, r.g));
    },
    [applyMove, busy, engine, ensure, hand, handMode, learner, promotion, say, selected, t, touchSquare],
  );

  // ---- exercises: start, retry, hints ------------------------------------------------------------------------------

  const start = useCallback(async () => {
    const E = engine ?? (await load());
    timers.current.forEach((h) => window.clearTimeout(h));
    const { game: g, replies } = newGame(E, editionRef.current);
    setGame(g);
    setBusy(false);
    setSelected(null);
    setTargets([]);
    setHints(0);
    setWritten('');
    updateClock(props.clock ?? scenario?.clock ?? null);
    setRunning(Boolean(scenario?.clock));
    const ed = g.state.session.edition;
    const intro = [
      t('scenario.started', { task: texts?.task ?? '' }),
      scenario && !scenario.editions.includes(editionRef.current) ? t('scenario.otherEdition', { list: scenario.editions.join(', '), year: ed }) : '',
    ]
      .filter(Boolean)
      .join(' ');
    announceReplies(g, replies, intro);
    setFocusBoard((n) => n + 1);
  }, [announceReplies, engine, load, newGame, props.clock, scenario, texts, setGame, t, updateClock]);

  const showHint = () => {
    if (!texts) return;
    const n = Math.min(hints + 1, texts.hints.length);
    setHints(n);
    say(t('scenario.hintN', { n, total: texts.hints.length, text: texts.hints[n - 1] }));
  };

  // ---- the edition ------------------------------------------------------------------------------------------------

  useEffect(() => {
    if (editionRef.current === edition) return;
    editionRef.current = edition;
    const g = gameRef.current;
    if (!g || !engine) return;
    if (scenario) {
      void start();
      return;
    }
    const again = engine.tryStart({ ...g.state.session, edition });
    if (again.ok) setGame({ ...g, state: again.state });
  }, [edition, engine, scenario, setGame, start]);

  // ---- clocks ---------------------------------------------------------------------------------------------------

  const flagFall = useCallback(
    (color: 'white' | 'black') => {
      const g = gameRef.current;
      // A flag falls once (a second tick may come before the board knows the game is over).
      if (!g || !engine || g.state.ruling.status === 'over') return;
      const c = clockRef.current;
      const r = engine.flag(g.state, color, c ?? undefined);
      if (!r.ok) return;
      const next: BoardPlay = { ...g, state: r.state, run: g.run ? { ...g.run, state: r.state } : null };
      setGame(next);
      setRunning(false);
      say(describeEntries(t, r.entries, r.state.ruling, g.state.session.edition, g.state.ruling.fen), true);
    },
    [engine, say, setGame, t],
  );

  useEffect(() => {
    if (!clock || !running || over || !game || busy || outcome !== 'playing') return;
    const side = turn === 'w' ? 'white' : 'black';
    let last = performance.now();
    const h = window.setInterval(() => {
      const now = performance.now();
      const c = clockRef.current;
      if (!c) return;
      const left = Math.max(0, c[side] - (now - last) / 1000);
      last = now;
      updateClock({ ...c, [side]: left });
      if (left <= 0) {
        window.clearInterval(h);
        flagFall(side);
      }
    }, 200);
    return () => window.clearInterval(h);
  }, [busy, clock, flagFall, game, outcome, over, running, turn, updateClock]);

  // ---- claims ---------------------------------------------------------------------------------------------------

  const makeClaim = (kind: 'threefold' | 'fifty-moves') => {
    const run = (E: Engine, g: BoardPlay) => {
      const position = g.state.ruling.fen;
      const ed = g.state.session.edition;
      const claimant = turnOf(position);
      if (g.run && learner && claimant !== learner) {
        say(describeRefusal(t, 'not-your-turn', [], ed, { turn: claimant, from: 'e1', to: 'e1' }), true);
        return;
      }
      let san: string | undefined;
      if (written.trim()) {
        // the written move in the reader's letters; one that is not legal here is still written, and the engine
        // rules the claim incorrect (9.5b / 9.5.3)
        const typed = E.readTypedMove(position, written, ed, locale);
        if (!typed.ok && typed.reason === 'unreadable') {
          say(t('moveInput.unreadable', { text: written.trim(), letters: t('moveInput.letters') }), true);
          return;
        }
        san = typed.san;
      }
      let result: ActionResult;
      let next: BoardPlay;
      if (g.run) {
        const step = E.act(g.run, { claim: kind, ...(san ? { write: san } : {}) }, clockRef.current ?? undefined);
        result = step.result;
        next = { ...g, state: step.run.state, run: step.run };
      } else {
        result = E.claim(g.state, kind, san, clockRef.current ?? undefined);
        next = result.ok ? { ...g, state: result.state } : g;
      }
      if (!result.ok) {
        say(describeRefusal(t, result.reason, result.articles, ed, { turn: claimant, from: 'e1', to: 'e1' }), true);
        return;
      }
      setGame(next);
      if (next.state.ruling.clock) updateClock(next.state.ruling.clock);
      if (next.state.ruling.status === 'over') setRunning(false);
      const head = t('claim.claiming', { colour: colourName(t, claimant), kind: t(`claim.kind.${kind}`), written: san ? t('claim.writtenPart', { san }) : '' });
      const incorrect = result.entries.some((e) => e.decision !== 'claim-correct');
      say([head, describeEntries(t, result.entries, next.state.ruling, ed, position), outcomeText(next.run)].filter(Boolean).join(' '), incorrect);
    };
    const g = gameRef.current;
    if (engine && g) run(engine, g);
    else void ensure().then((r) => r && run(r.E, r.g));
  };

  // ---- controls -------------------------------------------------------------------------------------------------

  const reset = () => {
    if (scenario) {
      void start();
      return;
    }
    if (!engine) return;
    setSelected(null);
    setTargets([]);
    setPromotion(null);
    updateClock(props.clock ?? null);
    setRunning(false);
    // Back to the board's starting position (a shared link's moves are not replayed).
    const state = engine.startSession({ edition: editionRef.current, mode: 'standard', start: startFen, ...(props.clock ? { clock: props.clock } : {}), events: [] });
    setGame({ state, run: null, history: [], historyStart: startFen });
    say(t('announce.reset'));
  };

  const undo = () => {
    const g = gameRef.current;
    if (!g || !engine || g.run) return;
    setSelected(null);
    setTargets([]);
    setGame({ ...g, state: engine.undoMove(g.state), history: g.history.slice(0, -1) });
    say(t('announce.undone'));
  };

  const flip = () => {
    const next = orientation === 'white' ? 'black' : 'white';
    setOrientation(next);
    say(t(`announce.flipped.${next}`));
  };

  const switchHand = (key: string): boolean => {
    const mode = ({ t: 'touch', j: 'adjust', m: 'move' } as const)[key as 't' | 'j' | 'm'];
    if (!mode || !interactive) return false;
    setHandMode(mode);
    setSelected(null);
    setTargets([]);
    say(t('hand.now', { mode: t(`hand.${mode}`) }));
    return true;
  };

  const playTyped = (text: string): boolean => {
    // While the promotion chooser is open, the move being promoted is the only one.
    if (promotion) return false;
    const g = gameRef.current;
    const run = (E: Engine, gg: BoardPlay): boolean => {
      const typed = E.readTypedMove(gg.state.ruling.fen, text, gg.state.session.edition, locale);
      if (!typed.ok) {
        // a readable move that names its piece is refused as a dragged one would be, with the reason and article
        if (typed.reason === 'illegal' && typed.from && typed.to) return applyMove(E, gg, typed.from, typed.to);
        say(t(`moveInput.${typed.reason}`, { text: text.trim(), letters: t('moveInput.letters') }), true);
        return false;
      }
      if (typed.promotionMissing) {
        setPromotion({ from: typed.from, to: typed.to });
        return true;
      }
      return applyMove(E, gg, typed.from, typed.to, typed.promotion);
    };
    if (engine && g) return run(engine, g);
    void ensure().then((r) => r && run(r.E, r.g));
    return true;
  };

  const choosePromotion = (p: Promotion | null) => {
    const move = promotion;
    setPromotion(null);
    if (move && p) attempt(move.from, move.to, p);
    else if (move) {
      // Cancelled: the pawn stays where it was (and "… picked up" is no longer true).
      const piece = piecesOf(fen).get(move.from);
      say(t('announce.released', { piece: piece && capitalise(pieceName(t, piece.color, piece.type)), square: move.from }));
    }
  };

  // ---- what is shown --------------------------------------------------------------------------------------------

  const touched = useMemo(() => touchedSquares(game?.state), [game]);
  const lastMove = game?.history.at(-1);
  const status = statusText(t, ruling, turn);
  const wake = useCallback(() => {
    if (!engine) void load();
  }, [engine, load]);
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

  return (
    <figure
      ref={figure}
      className={`live-board ${projector.className}`}
      onKeyDown={projector.onKeyDown}
      data-board={id} data-edition={game?.state.session.edition ?? edition} data-outcome={scenario ? outcome : undefined}>
      <figcaption className="live-board-title">{texts?.title ?? renderMoves(title, locale)}</figcaption>
      <BoardTools
        projector={projector}
        share={
          props.shareable === false
            ? undefined
            : scenario
              ? { kind: 'exercise', title: texts?.title ?? scenario.id, query: writeBoardLink({ edition, fen: START_FEN, moves: [], scenario: scenario.id, projector: projector.on }) }
              : { kind: 'board', title: renderMoves(title, locale), query: writeBoardLink({ edition, fen: startFen, moves: props.moves ?? [], projector: projector.on }) }
        }
      />
      {props.intro}
      {scenario && texts && (
        <div className="scenario-brief">
          <p>{texts.task}</p>
          <p className="scenario-meta">
            {t(`scenario.youPlay.${scenario.learner === 'white' ? 'w' : 'b'}`)}{' '}
            {t('scenario.edition', { year: game?.state.session.edition ?? (scenario.editions.includes(edition) ? edition : scenario.editions.at(-1)) })}
          </p>
        </div>
      )}
      <div className="live-board-layout">
        <div className="live-board-main">
          <p className="live-board-turn" data-testid="turn">
            <span className={`turn-dot turn-dot-${turn}`} aria-hidden="true" /> {status}
          </p>
          {clock && <Clocks t={t} clock={clock} turn={turn} running={running && started && !over} />}
          <BoardSurface
            domId={domId}
            label={t('label', { title: texts?.title ?? renderMoves(title, locale) })}
            fen={fen}
            orientation={orientation}
            selected={selected}
            targets={targets}
            lastMove={lastMove}
            touched={touched}
            interactive={interactive}
            onActivate={activate}
            onDrop={attempt}
            onEscape={() => (selected ? activate(selected) : projector.on && projector.set(false))}
            onKey={hand ? switchHand : undefined}
            onWake={wake}
            promotion={promotion && { to: promotion.to, color: turn }}
            onChoosePromotion={choosePromotion}
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
          {hand && (
            <fieldset className="hand-modes" disabled={!interactive}>
              <legend>{t('hand.legend')}</legend>
              {(['touch', 'adjust', 'move'] as const).map((m) => (
                <label key={m}>
                  <input type="radio" name={`${domId}-hand`} value={m} checked={handMode === m} onChange={() => setHandMode(m)} /> {t(`hand.${m}`)}
                </label>
              ))}
              <p className="hand-touched">{touched.length ? t('hand.touched', { list: touched.join(', ') }) : t('hand.none')}</p>
            </fieldset>
          )}
          {claims && (
            <div className="claim-panel" role="group" aria-labelledby={`${writtenId}-title`}>
              <p id={`${writtenId}-title`} className="move-list-title">
                {t('claim.title')}
              </p>
              <label htmlFor={writtenId}>{t('claim.write')}</label>
              <input
                id={writtenId}
                className="claim-written"
                value={written}
                onChange={(e) => setWritten(e.target.value)}
                aria-describedby={`${writtenId}-hint`}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                disabled={!interactive}
              />
              <p id={`${writtenId}-hint`} className="move-input-hint">
                {t('claim.writeHint')}
              </p>
              <div className="live-board-controls">
                <button type="button" className="button" onClick={() => makeClaim('threefold')} disabled={!interactive}>
                  {t('claim.threefold')}
                </button>
                <button type="button" className="button" onClick={() => makeClaim('fifty-moves')} disabled={!interactive}>
                  {t('claim.fifty')}
                </button>
              </div>
            </div>
          )}
          {(!scenario || game) && <MoveInput onPlay={playTyped} />}
          <MoveList startFen={game?.historyStart ?? startFen} sans={(game?.history ?? []).map((h) => h.san)} />
          <div className="live-board-controls">
            {scenario ? (
              <>
                {game && (
                  <button type="button" className="button" onClick={() => void start()} data-focus-after-end>
                    {t('scenario.retry')}
                  </button>
                )}
                {game && texts && (
                  <button type="button" className="button" onClick={showHint} disabled={hints >= texts.hints.length}>
                    {t('scenario.hint')}
                  </button>
                )}
              </>
            ) : (
              <>
                <button type="button" className="button" onClick={undo} disabled={!game?.history.length}>
                  {t('controls.undo')}
                </button>
                <button type="button" className="button" onClick={reset} disabled={!game || (!game.history.length && !game.state.session.events.length)} data-focus-after-end>
                  {t('controls.reset')}
                </button>
              </>
            )}
            <button type="button" className="button" onClick={flip}>
              {t('controls.flip')}
            </button>
            {clock && started && (
              <button
                type="button"
                className="button"
                disabled={over || outcome !== 'playing'}
                onClick={() => {
                  setRunning(!running);
                  if (!gameRef.current) void ensure();
                  say(t(running ? 'clock.paused' : 'clock.running'));
                }}
              >
                {t(running ? 'clock.pause' : 'clock.resume')}
              </button>
            )}
          </div>
          {texts && hints > 0 && (
            <ol className="scenario-hints">
              {texts.hints.slice(0, hints).map((h) => (
                <li key={h}>{h}</li>
              ))}
            </ol>
          )}
          {game && !busy && isStuck(game, learner) && <p className="scenario-meta">{t('scenario.stuck')}</p>}
          {scenario && game && outcome !== 'playing' && (
            <p className={`scenario-outcome scenario-${outcome}`} data-testid="outcome">
              {t(`scenario.status.${outcome}`)}
            </p>
          )}
        </div>
      </div>
    </figure>
  );
}

/** An exercise whose opponent has no scripted move left while it is his turn. */
function isStuck(g: BoardPlay, learner: PieceColor | null): boolean {
  return !!g.run && !!learner && g.run.outcome === 'playing' && g.state.ruling.status === 'ongoing' && turnOf(g.state.ruling.fen) !== learner;
}

/** Squares touched since the last move (touch-move). */
function touchedSquares(state: SessionState | undefined): string[] {
  if (!state) return [];
  const out: string[] = [];
  for (const e of state.session.events) {
    if (e.type === 'move') out.length = 0;
    else if (e.type === 'touch' && !out.includes(e.square)) out.push(e.square);
  }
  return out;
}

function statusText(t: TFunction, ruling: Ruling | undefined, turn: PieceColor): string {
  if (ruling?.status === 'over' && ruling.termination && ruling.result) {
    return `${t(`over.${ruling.termination}`)} ${t(`over.result.${ruling.result}`)}`;
  }
  return t(`turn.${turn}`);
}

function Clocks({ t, clock, turn, running }: { t: TFunction; clock: Clock; turn: PieceColor; running: boolean }) {
  return (
    <div className="clocks" role="group" aria-label={t('clock.label')}>
      {(['white', 'black'] as const).map((c) => (
        <p key={c} className={['clock', colorName(turn) === c && 'clock-active', running && colorName(turn) === c && 'clock-running'].filter(Boolean).join(' ')} data-testid={`clock-${c}`}>
          <span className="clock-name">{t(`clock.${c}`)}</span>{' '}
          <span role="timer" className="clock-time">
            {formatTime(clock[c])}
          </span>
        </p>
      ))}
    </div>
  );
}

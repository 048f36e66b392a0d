'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocale } from '@/components/site/I18nProvider';
import { useT } from '@/components/site/useT';
import { useHydrated } from '@/components/site/useHydrated';
import { currentEdition } from '@/lib/editions';
import { turnOf } from '@/lib/chess/fen';
import { fenOf, isInteractive, outcomeOf, touchedSquares, type BoardState, type HandMode } from '@/lib/board/model';
import { scenarioText } from '@/lib/scenarios/text';
import { starsFor } from '@/lib/firstSteps/stars';
import { recordStars } from '@/lib/exam/progress';
import { useBoard } from '@/components/board/useBoard';
import { BoardSurface } from '@/components/board/BoardSurface';
import { Announcer } from '@/components/board/Announcer';
import { MoveInput } from '@/components/board/MoveInput';
import { HandModes } from '@/components/board/HandModes';
import { ClaimPanel } from '@/components/board/ClaimPanel';
import { Clocks } from '@/components/board/Clocks';
import { BoardTools, useProjector } from '@/components/board/BoardTools';
import { speak } from '@/components/board/speak';
import { StarRow } from './StarRow';
import type { FirstStepsStrings, LevelView } from './types';
import styles from './FirstSteps.module.css';

const HAND_KEYS: Record<string, HandMode> = { t: 'touch', j: 'adjust', m: 'move' };
const moved = (before: BoardState, after: BoardState | null) => !!after && (after.game?.history.length ?? 0) > (before.game?.history.length ?? 0);

/**
 * One level on the board model (lib/board) that every board of the course uses, ruled by the engine: the level
 * starts as soon as the board is there (nothing to press or read first), stars on squares, a move counter, the
 * engine's reason for every refused move, then the stars earned, kept in the progress record.
 */
export function LevelBoard({ level, title, s, onNext, nextLabel }: { level: LevelView; title: string; s: FirstStepsStrings; onNext: (() => void) | null; nextLabel: string }) {
  const t = useT('board');
  const locale = useLocale();
  const { scenario } = level;
  const domId = `level-${level.id}`;
  const { state, current, act, dispatch, ready, wake } = useBoard(
    () => ({ startFen: scenario.start, moves: [], scenario, hand: level.hand, clock: scenario.clock ?? null }),
    currentEdition,
    locale,
  );
  const [tries, setTries] = useState(1);
  const projector = useProjector();

  // The level starts as soon as the rules engine is here.
  useEffect(() => {
    void ready().then(() => {
      if (!current().game) dispatch({ type: 'restart' });
    });
  }, [current, dispatch, ready]);

  const texts = useMemo(() => scenarioText(scenario, locale), [scenario, locale]);
  // An opponent with nothing scripted left is the clock levels' waiting flag, not something to tell a child.
  const said = useMemo(() => ({ ...state.said, notes: state.said.notes.filter((n) => n.kind !== 'stuck') }), [state.said]);
  const message = useMemo(() => speak(t, said, texts), [t, said, texts]);
  const run = state.game?.run ?? null;
  const outcome = outcomeOf(state);
  const fen = fenOf(state);
  const turn = turnOf(fen);
  const interactive = isInteractive(state);
  const touched = useMemo(() => touchedSquares(state.game), [state.game]);
  const stars = outcome === 'success' && run ? starsFor({ ...level.stars, solution: [] }, { moves: run.moves, refusals: run.refusals, tries }) : null;

  useEffect(() => {
    if (stars) recordStars(level.id, stars);
  }, [stars, level.id]);

  // At the end the keyboard goes to what comes next: the next level, or trying again.
  const after = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome !== 'playing') after.current?.querySelector<HTMLElement>('[data-primary]')?.focus();
  }, [outcome]);

  const retry = () => {
    setTries((n) => n + 1);
    dispatch({ type: 'restart' });
    document.getElementById(`${domId}-key-${level.scenario.learner === 'black' ? 'e7' : 'e2'}`)?.focus();
  };
  const drop = (from: string, to: string) => moved(current(), act({ type: 'drop', from, to }));
  const playTyped = (text: string): boolean => {
    const before = current();
    if (before.promotion) return false;
    const next = act({ type: 'typeMove', text });
    return !next || moved(before, next) || !!next.promotion;
  };
  const switchHand = (key: string): boolean => {
    const mode = HAND_KEYS[key];
    if (!mode || !interactive) return false;
    dispatch({ type: 'chooseHand', mode, byKey: true });
    return true;
  };
  const marks = run ? run.stars : (scenario.collect ?? []);

  return (
    <figure className={`live-board ${styles.level} ${projector.className}`} onKeyDown={projector.onKeyDown} data-board={level.id} data-outcome={outcome}>
      <figcaption className={styles.goal}>
        <span data-testid="goal">{level.goal}</span> <Listen text={level.goal} label={s.listen} locale={locale} />
      </figcaption>
      <BoardTools projector={projector} />
      <div className="live-board-layout">
        <div className="live-board-main">
          {state.clock && <Clocks t={t} clock={state.clock} turn={turn} running={state.running && !!state.game && outcome === 'playing'} />}
          <BoardSurface
            domId={domId}
            label={t('label', { title })}
            fen={fen}
            orientation={state.orientation}
            selected={state.selected}
            targets={state.targets}
            lastMove={state.game?.history.at(-1)}
            touched={touched}
            marks={{ squares: marks, label: s.star }}
            interactive={interactive}
            onActivate={(square) => act({ type: 'select', square })}
            onDrop={drop}
            onEscape={() => (state.selected ? act({ type: 'select', square: state.selected }) : projector.on && projector.set(false))}
            onKey={level.hand ? switchHand : undefined}
            onWake={wake}
            promotion={state.promotion && { to: state.promotion.to, color: turn }}
            onChoosePromotion={(piece) => act(piece ? { type: 'choosePromotion', piece } : { type: 'cancelPromotion' })}
            help={level.hand ? `${t('hand.help')} ${t('help')}` : t('help')}
          />
        </div>
        <div className="live-board-side">
          <p className={styles.counter} data-testid="moves">
            {s.movesLeft.replace('{{used}}', String(run?.moves ?? 0)).replace('{{limit}}', String(level.limit))}
          </p>
          <Announcer message={message} />
          <div ref={after} className={styles.after}>
            {stars && (
              <div className={styles.won} data-testid="stars-won">
                <StarRow stars={stars} size="big" />
                <p>{stars === 1 ? s.starsWonOne : s.starsWon.replace('{{count}}', String(stars))}</p>
              </div>
            )}
            {outcome === 'success' && onNext && (
              <button type="button" className={`button button-primary ${styles.big}`} onClick={onNext} data-primary>
                {nextLabel}
              </button>
            )}
            {outcome === 'success' && !onNext && <p className={styles.done}>{s.allDone}</p>}
            <button type="button" className={`button ${styles.big} ${outcome === 'failure' ? 'button-primary' : ''}`} onClick={retry} disabled={!state.game} {...(outcome === 'failure' ? { 'data-primary': true } : {})}>
              {s.again}
            </button>
          </div>
          {level.hand && <HandModes t={t} name={`${domId}-hand`} mode={state.hand} touched={touched} disabled={!interactive} onChoose={(mode) => dispatch({ type: 'chooseHand', mode })} />}
          {level.claims && <ClaimPanel t={t} written={state.written} disabled={!interactive} onWrite={(text) => dispatch({ type: 'write', text })} onClaim={(claim) => act({ type: 'claim', claim })} />}
          {state.game && <MoveInput onPlay={playTyped} />}
        </div>
      </div>
    </figure>
  );
}

const SPEECH_LANG: Record<string, string> = { pt: 'pt-BR', gl: 'gl-ES', en: 'en' };

/** Reads the goal aloud with the browser's voice, where it has one: a child need not read anything. */
function Listen({ text, label, locale }: { text: string; label: string; locale: string }) {
  const hydrated = useHydrated();
  // Drawn (disabled) before the page is live, so the goal's line keeps its height when the button comes to life.
  if (hydrated && !('speechSynthesis' in window)) return null;
  return (
    <button
      type="button"
      className={`button ${styles.listen}`}
      disabled={!hydrated}
      onClick={() => {
        const u = new SpeechSynthesisUtterance(text);
        u.lang = SPEECH_LANG[locale] ?? locale;
        window.speechSynthesis.cancel();
        window.speechSynthesis.speak(u);
      }}
    >
      <span aria-hidden="true">🔊</span> {label}
    </button>
  );
}

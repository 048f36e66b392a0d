'use client';

import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { formatTime } from '@/components/board/announce';
import { START_FEN } from '@/lib/chess/fen';
import type { LabAction, LabCase } from '@/lib/cases/model';
import { ruleEveryEdition } from '@/lib/cases/rule';
import { EMPTY_SETUP, setupFen, setupOf, type SetupPosition } from '@/lib/cases/setup';
import type { Locale } from '@/lib/languages';
import { MODES, type Mode } from '@/lib/rules/types';
import { readTime } from './describeEvent';
import { SetupBoard, SetupRights, setupMessage } from './SetupBoard';
import styles from './CaseLab.module.css';

const startSetup = () => setupOf(START_FEN)!;
/** The FEN the lab's case starts from, as the setup writes it (so the two compare equal). */
const sameStart = (start: string, fen: string) => (start === 'startpos' ? START_FEN : start).split(' ').slice(0, 4).join(' ') === fen.split(' ').slice(0, 4).join(' ');

/**
 * The case's position (set up on a board, or pasted as a FEN: the two follow each other), the kind of game with
 * its supervision, the clocks and increment. A setup is used only when a game can reach it.
 */
export function CaseSetup({ t, locale, lab, act }: { t: TFunction; locale: Locale; lab: LabCase; act: (a: LabAction, said?: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<SetupPosition>(() => setupOf(lab.start) ?? startSetup());
  const [fen, setFen] = useState(lab.start === 'startpos' ? START_FEN : lab.start);
  const [fenError, setFenError] = useState('');
  const [said, setSaid] = useState('');
  const [white, setWhite] = useState(lab.clock ? formatTime(lab.clock.white) : '10:00');
  const [black, setBlack] = useState(lab.clock ? formatTime(lab.clock.black) : '10:00');
  const [timeError, setTimeError] = useState('');
  // A case loaded from elsewhere (an example, a link) shows its own position and clocks on the board and in the fields.
  const [seen, setSeen] = useState({ start: lab.start, clock: lab.clock });
  if (seen.start !== lab.start || seen.clock !== lab.clock) {
    setSeen({ start: lab.start, clock: lab.clock });
    if (seen.start !== lab.start && !sameStart(lab.start, setupFen(draft))) {
      setDraft(setupOf(lab.start) ?? startSetup());
      setFen(lab.start === 'startpos' ? START_FEN : lab.start);
    }
    if (lab.clock) {
      setWhite(formatTime(lab.clock.white));
      setBlack(formatTime(lab.clock.black));
    }
  }
  const problem = setupMessage(t, draft);
  const inUse = sameStart(lab.start, setupFen(draft));

  /** The board changed: the FEN field follows it. */
  const change = (next: SetupPosition, words: string) => {
    setDraft(next);
    setFen(setupFen(next));
    setFenError('');
    setSaid(words);
  };
  /** The FEN field changed: the board follows it as soon as it reads as a position. */
  const typeFen = (text: string) => {
    setFen(text);
    const read = setupOf(text);
    if (read) {
      setDraft(read);
      setFenError('');
    }
  };
  const usePosition = () => {
    if (!setupOf(fen)) {
      setFenError(t('board:link.bad-fen'));
      return;
    }
    if (problem) {
      setFenError(problem);
      return;
    }
    setFenError('');
    const chosen = setupFen(draft);
    const start = sameStart('startpos', chosen) ? 'startpos' : chosen;
    // Events no edition can read from the new position (moves of another game) would leave the table empty.
    const stale = lab.events.length > 0 && ruleEveryEdition({ ...lab, start }).every((r) => !r.ok);
    act({ type: 'setStart', start, clearEvents: stale }, stale ? `${t('setup.positionSet')} ${t('setupBoard.eventsCleared')}` : t('setup.positionSet'));
  };
  const setClocks = (w: string, b: string) => {
    const ws = readTime(w);
    const bs = readTime(b);
    if (ws === null || bs === null) {
      setTimeError(t('setup.badTime', { text: (ws === null ? w : b).trim() }));
      return;
    }
    setTimeError('');
    act({ type: 'setClock', clock: { white: ws, black: bs } });
  };
  const field = (name: string) => `${id}-${name}`;

  return (
    <div className={styles.setupGrid}>
      <div className={styles.position}>
        <SetupBoard t={t} locale={locale} position={draft} onChange={change} />
        <p className={styles.hint} role="status" data-testid="setup-said">
          {said}
        </p>
      </div>
      <div>
        <SetupRights t={t} position={draft} onChange={change} />
        <div className={styles.buttons}>
          <button type="button" className="button" onClick={() => change(EMPTY_SETUP, t('setupBoard.cleared'))} data-testid="setup-clear">
            {t('setupBoard.clear')}
          </button>
          <button type="button" className="button" onClick={() => change(startSetup(), t('setupBoard.started'))}>
            {t('setup.initial')}
          </button>
        </div>
        <div className={styles.field}>
          <label htmlFor={field('fen')}>{t('setup.position')}</label>
          <input id={field('fen')} value={fen} onChange={(e) => typeFen(e.target.value)} autoComplete="off" spellCheck={false} aria-describedby={field('fen-hint')} data-testid="case-fen" />
          <p id={field('fen-hint')} className={styles.hint}>
            {t('setup.positionHint')}
          </p>
          <p id={field('fen-state')} className={problem ? styles.error : styles.hint} data-testid="setup-state">
            {problem ? t('setupBoard.cannotUse', { reason: problem }) : inUse ? t('setupBoard.inUse') : t('setupBoard.notYet')}
          </p>
          <div className={styles.buttons}>
            <button type="button" className="button button-primary" onClick={usePosition} aria-describedby={field('fen-state')} data-testid="use-position">
              {t('setup.usePosition')}
            </button>
          </div>
          <p className={styles.error} role="alert">
            {fenError}
          </p>
        </div>
        <fieldset className={styles.fieldset}>
          <legend>{t('setup.mode')}</legend>
          {MODES.map((m: Mode) => (
            <label key={m} className={styles.radio}>
              <input type="radio" name={field('mode')} value={m} checked={lab.mode === m} onChange={() => act({ type: 'setMode', mode: m })} />
              {t(`mode.${m}`)}
            </label>
          ))}
          <div className={styles.check}>
            <input id={field('supervised')} type="checkbox" checked={lab.supervised} disabled={lab.mode === 'standard'} onChange={(e) => act({ type: 'setSupervised', supervised: e.target.checked })} aria-describedby={field('supervised-hint')} />
            <label htmlFor={field('supervised')}>{t('setup.supervised')}</label>
          </div>
          <p id={field('supervised-hint')} className={styles.hint}>
            {t('setup.supervisedHint')}
          </p>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{t('setup.clocks')}</legend>
          <div className={styles.check}>
            <input id={field('clocks')} type="checkbox" checked={!!lab.clock} onChange={(e) => (e.target.checked ? setClocks(white, black) : act({ type: 'setClock', clock: undefined }))} />
            <label htmlFor={field('clocks')}>{t('setup.clocks')}</label>
          </div>
          <div className={styles.row}>
            <div className={styles.field}>
              <label htmlFor={field('white')}>{t('setup.white')}</label>
              <input id={field('white')} value={white} size={6} disabled={!lab.clock} onChange={(e) => setWhite(e.target.value)} onBlur={() => lab.clock && setClocks(white, black)} autoComplete="off" />
            </div>
            <div className={styles.field}>
              <label htmlFor={field('black')}>{t('setup.black')}</label>
              <input id={field('black')} value={black} size={6} disabled={!lab.clock} onChange={(e) => setBlack(e.target.value)} onBlur={() => lab.clock && setClocks(white, black)} autoComplete="off" />
            </div>
            <div className={styles.field}>
              <label htmlFor={field('increment')}>{t('setup.increment')}</label>
              <input id={field('increment')} type="number" min={0} max={600} value={lab.increment} size={4} onChange={(e) => act({ type: 'setIncrement', seconds: Number(e.target.value) })} />
            </div>
          </div>
          <p className={styles.error} role="alert">
            {timeError}
          </p>
          {lab.period && <p className={styles.hint}>{t('setup.periodKept')}</p>}
        </fieldset>
      </div>
    </div>
  );
}

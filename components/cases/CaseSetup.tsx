'use client';

import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { formatTime, pieceName } from '@/components/board/announce';
import { Diagram } from '@/components/exam/Diagram';
import { START_FEN, piecesOf } from '@/lib/chess/fen';
import { readLinkFen } from '@/lib/board/link';
import type { LabAction, LabCase } from '@/lib/cases/model';
import { MODES, type Mode } from '@/lib/rules/types';
import { readTime } from './describeEvent';
import styles from './CaseLab.module.css';

/** The case's position (a FEN, drawn as a diagram), the kind of game with its supervision, the clocks and increment. */
export function CaseSetup({ t, lab, act }: { t: TFunction; lab: LabCase; act: (a: LabAction, said?: string) => void }) {
  const id = useId();
  const [fen, setFen] = useState(lab.start);
  const [fenError, setFenError] = useState('');
  const [white, setWhite] = useState(lab.clock ? formatTime(lab.clock.white) : '10:00');
  const [black, setBlack] = useState(lab.clock ? formatTime(lab.clock.black) : '10:00');
  const [timeError, setTimeError] = useState('');
  // A case loaded from elsewhere (an example, a link) shows its own position and clocks in the fields.
  const [seen, setSeen] = useState({ start: lab.start, clock: lab.clock });
  if (seen.start !== lab.start || seen.clock !== lab.clock) {
    setSeen({ start: lab.start, clock: lab.clock });
    if (seen.start !== lab.start) setFen(lab.start);
    if (lab.clock) {
      setWhite(formatTime(lab.clock.white));
      setBlack(formatTime(lab.clock.black));
    }
  }
  const shownFen = lab.start === 'startpos' ? START_FEN : lab.start;
  const pieces = [...piecesOf(shownFen)].map(([square, p]) => t('board:square', { square, piece: pieceName(t, p.color, p.type) })).join('; ');

  const usePosition = () => {
    const text = fen.trim();
    if (!text || text === 'startpos') {
      setFenError('');
      act({ type: 'setStart', start: 'startpos' }, t('setup.positionSet'));
      return;
    }
    const read = readLinkFen(text, '2023');
    if (!('ok' in read)) {
      const key = ['too-many-men', 'too-many-pawns', 'too-many-promoted', 'opponent-in-check'].includes(read.problem) ? `${read.problem}-${read.side ?? 'white'}` : read.problem;
      setFenError(t(`board:link.${key}`, { detail: read.detail, n: read.count, maxCounter: 99999 }));
      return;
    }
    setFenError('');
    act({ type: 'setStart', start: read.fen }, t('setup.positionSet'));
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
        <Diagram fen={shownFen} label={t('setup.diagram', { pieces })} />
      </div>
      <div>
        <div className={styles.field}>
          <label htmlFor={field('fen')}>{t('setup.position')}</label>
          <input id={field('fen')} value={fen} onChange={(e) => setFen(e.target.value)} autoComplete="off" spellCheck={false} aria-describedby={field('fen-hint')} data-testid="case-fen" />
          <p id={field('fen-hint')} className={styles.hint}>
            {t('setup.positionHint')}
          </p>
          <div className={styles.buttons}>
            <button type="button" className="button" onClick={usePosition}>
              {t('setup.usePosition')}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                setFen('startpos');
                setFenError('');
                act({ type: 'setStart', start: 'startpos' }, t('setup.positionSet'));
              }}
            >
              {t('setup.initial')}
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

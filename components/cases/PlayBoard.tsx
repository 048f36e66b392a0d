'use client';

import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { BoardSurface } from '@/components/board/BoardSurface';
import { needsPromotion, targetsFrom, type Promotion } from '@/lib/board/moves';
import { piecesOf, turnOf } from '@/lib/chess/fen';
import { checkMove, type CaseEvent } from '@/lib/rules';
import styles from './CaseLab.module.css';

const HANDS = ['move', 'touch', 'adjust'] as const;
type Hand = (typeof HANDS)[number];

export interface PlayBoardProps {
  t: TFunction;
  /** the position after the case's events (as the newest edition rules them) */
  fen: string;
  onAdd: (e: CaseEvent) => void;
}

/**
 * The case's events played on a board: a move (a legal one is written as on a scoresheet, an illegal one by its
 * squares), a piece touched or adjusted. Each is added to the events at once, as the form below adds one.
 */
export function PlayBoard({ t, fen, onAdd }: PlayBoardProps) {
  const id = useId();
  const [hand, setHand] = useState<Hand>('move');
  const [selected, setSelected] = useState<string | null>(null);
  const [twoHands, setTwoHands] = useState(false);
  const [notCompleted, setNotCompleted] = useState(false);
  const [promotion, setPromotion] = useState<{ from: string; to: string } | null>(null);
  const turn = turnOf(fen);
  const men = piecesOf(fen);

  const flags = { ...(twoHands ? { hands: 2 as const } : {}), ...(notCompleted ? { completed: false } : {}) };
  const move = (from: string, to: string, promo?: Promotion) => {
    setSelected(null);
    const r = checkMove(fen, from, to, promo, { edition: '2023' });
    // A legal move is written in SAN (the list shows it in the reader's letters); any other by its squares.
    onAdd(r.ok ? { type: 'move', san: r.san, ...flags } : { type: 'move', from, to, ...(promo ? { promotion: promo } : {}), ...flags });
  };
  const tryMove = (from: string, to: string) => {
    if (needsPromotion(fen, from, to, '2023')) {
      setSelected(null);
      setPromotion({ from, to });
      return;
    }
    move(from, to);
  };
  const onActivate = (square: string) => {
    if (hand !== 'move') {
      if (!men.get(square)) return;
      onAdd({ type: hand, square });
      return;
    }
    if (selected === square) return setSelected(null);
    if (!selected) {
      if (men.get(square)) setSelected(square);
      return;
    }
    // Another man of the side to move: choose it instead (a move onto one's own man is still possible by dragging).
    const there = men.get(square);
    if (there && there.color === men.get(selected)?.color) return setSelected(square);
    tryMove(selected, square);
  };
  const onKey = (key: string) => {
    const next = ({ m: 'move', t: 'touch', j: 'adjust' } as const)[key];
    if (!next) return false;
    setHand(next);
    setSelected(null);
    return true;
  };

  return (
    <div className={styles.play} data-testid="play-board">
      <fieldset className={styles.fieldset}>
        <legend>{t('play.hand')}</legend>
        {HANDS.map((h) => (
          <label key={h} className={styles.radio}>
            <input type="radio" name={`${id}-hand`} value={h} checked={hand === h} onChange={() => (setHand(h), setSelected(null))} data-testid={`play-${h}`} />
            {t(`play.hands.${h}`)}
          </label>
        ))}
        {hand === 'move' && (
          <div className={styles.row}>
            <label className={styles.radio}>
              <input type="checkbox" checked={twoHands} onChange={(e) => setTwoHands(e.target.checked)} />
              {t('add.hands')}
            </label>
            <label className={styles.radio}>
              <input type="checkbox" checked={notCompleted} onChange={(e) => setNotCompleted(e.target.checked)} />
              {t('add.notCompleted')}
            </label>
          </div>
        )}
      </fieldset>
      <div className={styles.playBoard}>
        <BoardSurface
          domId={`play${id.replace(/[^a-zA-Z0-9]/g, '')}`}
          label={t('play.label', { colour: t(`glossary:colourInSentence.${turn}`) })}
          fen={fen}
          orientation="white"
          selected={selected}
          targets={selected && hand === 'move' ? targetsFrom(fen, selected, '2023') : []}
          interactive
          onActivate={onActivate}
          onDrop={(from, to) => {
            if (hand !== 'move' || !men.get(from)) return false;
            tryMove(from, to);
            return true;
          }}
          onEscape={() => setSelected(null)}
          onKey={onKey}
          promotion={promotion ? { to: promotion.to, color: turn } : null}
          onChoosePromotion={(p) => {
            const pending = promotion;
            setPromotion(null);
            if (p && pending) move(pending.from, pending.to, p);
          }}
          help={t('play.help')}
        />
      </div>
    </div>
  );
}

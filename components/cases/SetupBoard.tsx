'use client';

import type { TFunction } from 'i18next';
import { useId, useRef, useState } from 'react';
import { SparePiece, defaultPieces } from 'react-chessboard';
import { BoardSurface } from '@/components/board/BoardSurface';
import { pieceName } from '@/components/board/announce';
import { useHideDragHandles } from '@/components/board/useHideDragHandles';
import { readLinkFen } from '@/lib/board/link';
import { CASTLING_RIGHTS, castlingPossible, epCandidates, place, setupFen, setupProblem, shift, type SetupPosition } from '@/lib/cases/setup';
import type { PieceColor, PieceOn, PieceType } from '@/lib/chess/fen';
import { notationOf, type Locale } from '@/lib/languages';
import styles from './SetupBoard.module.css';

// A message that begins with a piece's name ("white king on e1.") is a sentence on the status line: capitalised.
const sentence = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

const TYPES: readonly PieceType[] = ['k', 'q', 'r', 'b', 'n', 'p'];
/** The palette's choice: a man ("wK") or the eraser. */
type Choice = string;
const ERASER = 'x';
const manOf = (code: Choice): PieceOn | null => (code === ERASER ? null : { color: code[0] as PieceColor, type: code[1]!.toLowerCase() as PieceType });
const codeOf = (m: PieceOn) => `${m.color}${m.type.toUpperCase()}`;

/** The keys that put a man on the focused square: the reader's Appendix C letters, and P for a pawn. */
function keyTypes(locale: Locale): Map<string, PieceType> {
  const { letters } = notationOf(locale);
  return new Map<string, PieceType>([
    [letters.K.toLowerCase(), 'k'],
    [letters.Q.toLowerCase(), 'q'],
    [letters.R.toLowerCase(), 'r'],
    [letters.B.toLowerCase(), 'b'],
    [letters.N.toLowerCase(), 'n'],
    ['p', 'p'],
  ]);
}

/** Why a setup cannot be used, in the reader's words; '' when it can. */
export function setupMessage(t: TFunction, position: SetupPosition): string {
  const own = setupProblem(position);
  if (own) {
    if (own.problem === 'pawn-on-edge') return t('board:link.pawn-on-edge', { detail: own.detail });
    return t(`setupBoard.${own.problem}-${own.side}`, { n: 'count' in own ? own.count : 0 });
  }
  const read = readLinkFen(setupFen(position), '2023');
  if ('ok' in read) return '';
  const key = ['too-many-men', 'too-many-pawns', 'too-many-promoted', 'opponent-in-check'].includes(read.problem) ? `${read.problem}-${read.side ?? 'white'}` : read.problem;
  return t(`board:link.${key}`, { detail: read.detail, n: read.count, maxCounter: 99999 });
}

export interface SetupBoardProps {
  t: TFunction;
  locale: Locale;
  position: SetupPosition;
  onChange: (p: SetupPosition, said: string) => void;
}

/**
 * The setup board: choose a man in the palette (or the eraser), then a square; or drag a man from the palette, from
 * square to square, or off the board. By keyboard: the palette's buttons, and on a focused square the reader's piece
 * letters, Delete to empty it, Enter to put the chosen man there.
 */
export function SetupBoard({ t, locale, position, onChange }: SetupBoardProps) {
  const id = useId();
  const [choice, setChoice] = useState<Choice>('wK');
  const palette = useRef<HTMLDivElement>(null);
  const pressed = useRef<{ x: number; y: number } | null>(null);
  useHideDragHandles(palette);
  const letters = keyTypes(locale);
  const fen = setupFen(position);
  const name = (m: PieceOn) => pieceName(t, m.color, m.type);

  const put = (square: string, man: PieceOn | null) => {
    const was = position.men[square];
    const next = place(position, square, man);
    onChange(next, sentence(man ? t('setupBoard.placed', { piece: name(man), square }) : was ? t('setupBoard.removed', { piece: name(was), square }) : t('setupBoard.emptyAlready', { square })));
  };
  const onActivate = (square: string) => {
    const man = manOf(choice);
    const there = position.men[square];
    // The chosen man on its own square again takes it off, as a second tap would on a real board.
    put(square, man && there && codeOf(there) === codeOf(man) ? null : man);
  };
  const onKey = (key: string, square: string) => {
    if (key === 'delete' || key === 'backspace') {
      put(square, null);
      return true;
    }
    const type = letters.get(key);
    if (!type) return false;
    const color: PieceColor = choice === ERASER ? 'w' : (choice[0] as PieceColor);
    setChoice(`${color}${type.toUpperCase()}`);
    put(square, { color, type });
    return true;
  };
  const onDrop = (from: string, to: string) => {
    const man = position.men[from];
    if (!man) return false;
    onChange(shift(position, from, to), sentence(t('setupBoard.moved', { piece: name(man), from, to })));
    return true;
  };
  const onDropSpare = (code: string, to: string) => {
    const man = manOf(code);
    if (!man) return false;
    setChoice(code);
    put(to, man);
    return true;
  };
  const onDropOff = (from: string) => put(from, null);

  const help = t('setupBoard.help', { letters: [...letters.keys()].map((k) => k.toUpperCase()).join(', ') });
  const choices = [...(['w', 'b'] as const).flatMap((c) => TYPES.map((type) => `${c}${type.toUpperCase()}`)), ERASER];
  const choiceName = (c: Choice) => (c === ERASER ? t('setupBoard.eraser') : name(manOf(c)!));

  return (
    <div className={styles.setup} data-testid="setup-board">
      <BoardSurface
        domId={`setup${id.replace(/[^a-zA-Z0-9]/g, '')}`}
        label={t('setupBoard.label')}
        fen={fen}
        orientation="white"
        selected={null}
        targets={[]}
        interactive
        onActivate={onActivate}
        onDrop={onDrop}
        onKey={onKey}
        onDropSpare={onDropSpare}
        onDropOff={onDropOff}
        onSpareClick={setChoice}
        help={help}
        palette={(live) => (
          <div className={styles.palette} role="group" aria-label={t('setupBoard.palette')} ref={palette}>
            {choices.map((c) => {
              const Picture = c === ERASER ? null : defaultPieces[c];
              return (
                // A click or tap anywhere on the cell chooses it (the piece's picture above the button is the
                // handle a pointer drags onto the board); the button is the cell for the keyboard.
                <div
                  key={c}
                  className={styles.cell}
                  data-chosen={choice === c ? 'true' : undefined}
                  onClick={() => setChoice(c)}
                  // A finger's tap on the picture: the drag library keeps the click from coming, the pointer's end does.
                  onPointerDown={(e) => (pressed.current = { x: e.clientX, y: e.clientY })}
                  onPointerUp={(e) => {
                    const from = pressed.current;
                    pressed.current = null;
                    if (from && Math.hypot(e.clientX - from.x, e.clientY - from.y) < 10) setChoice(c);
                  }}
                >
                  <button type="button" className={styles.choose} aria-pressed={choice === c} aria-label={choiceName(c)} data-testid={`palette-${c}`} onClick={() => setChoice(c)}>
                    {c === ERASER ? <span aria-hidden="true">✕</span> : !live && Picture ? <span className={styles.picture} aria-hidden="true"><Picture /></span> : null}
                  </button>
                  {live && c !== ERASER && (
                    <span className={styles.spare} aria-hidden="true">
                      <SparePiece pieceType={c} />
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        )}
      />
    </div>
  );
}

/** The side to move, the castling rights and the en passant square of a setup. */
export function SetupRights({ t, position, onChange }: Omit<SetupBoardProps, 'locale'>) {
  const id = useId();
  const candidates = epCandidates(position);
  const colour = (c: PieceColor) => t(`glossary:colourInSentence.${c}`);
  return (
    <div className={styles.rights}>
      <fieldset className={styles.fieldset}>
        <legend>{t('setupBoard.turn')}</legend>
        {(['w', 'b'] as const).map((c) => (
          <label key={c} className={styles.inline}>
            <input type="radio" name={`${id}-turn`} checked={position.turn === c} onChange={() => onChange({ ...position, turn: c, ep: '' }, t('setupBoard.turnSet', { colour: colour(c) }))} data-testid={`turn-${c}`} />
            {colour(c)}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('setupBoard.castling')}</legend>
        {CASTLING_RIGHTS.map((r) => {
          const possible = castlingPossible(position.men, r);
          return (
            <label key={r} className={styles.inline}>
              <input
                type="checkbox"
                checked={position.castling.includes(r)}
                disabled={!possible}
                onChange={(e) => {
                  const castling = e.target.checked ? position.castling + r : position.castling.replace(r, '');
                  onChange({ ...position, castling: CASTLING_RIGHTS.filter((x) => castling.includes(x)).join('') }, t(e.target.checked ? 'setupBoard.castlingOn' : 'setupBoard.castlingOff', { right: t(`setupBoard.rights.${r}`) }));
                }}
              />
              {t(`setupBoard.rights.${r}`)}
            </label>
          );
        })}
        <p className={styles.hint}>{t('setupBoard.castlingHint')}</p>
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-ep`}>{t('setupBoard.ep')}</label>
        <select id={`${id}-ep`} value={position.ep} disabled={!candidates.length} onChange={(e) => onChange({ ...position, ep: e.target.value }, e.target.value ? t('setupBoard.epSet', { square: e.target.value }) : t('setupBoard.epNone'))}>
          <option value="">{t('setupBoard.epNone')}</option>
          {candidates.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

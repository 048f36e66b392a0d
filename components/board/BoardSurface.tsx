'use client';

import { createContext, useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { Chessboard, ChessboardProvider, type ChessboardOptions, type PieceDropHandlerArgs, type SquareHandlerArgs } from 'react-chessboard';
import { useT } from '@/components/site/useT';
import { isSquare, piecesOf, type PieceColor } from '@/lib/chess/fen';
import type { Promotion } from '@/lib/board/moves';
import { stepSquare, type Orientation } from '@/lib/chess/squares';
import { pieceName } from './announce';
import { useAccessiblePieces } from './useAccessiblePieces';
import { useHideDragHandles } from './useHideDragHandles';
import { useTouchGuards } from './useTouchGuards';
import { PromotionChooser } from './PromotionChooser';
import { StaticPicture } from './StaticPicture';
import { pictureName, type PictureWords } from './picture';
import { useHydrated } from '@/components/site/useHydrated';
import marksStyles from './BoardMarks.module.css';

export interface BoardSurfaceProps {
  domId: string;
  /** accessible name of the board ("Chessboard: …") */
  label: string;
  fen: string;
  orientation: Orientation;
  /** the square of the piece picked up */
  selected: string | null;
  /** squares the picked-up piece may go to */
  targets: string[];
  lastMove?: { from: string; to: string };
  /** squares marked as touched (touch-move) */
  touched?: string[];
  /** a move to point at (an arbiter case's illegal move); described in words elsewhere */
  arrow?: { from: string; to: string };
  /** false: the board can be explored with the keyboard but nothing moves */
  interactive: boolean;
  onActivate: (square: string) => void;
  onDrop: (from: string, to: string) => boolean;
  /** Escape on the board */
  onEscape?: () => void;
  /** other keys pressed on a square (letters): true when the board used it */
  onKey?: (key: string, square: string) => boolean;
  /** first pointer or keyboard contact: boards load the rules engine then */
  onWake?: () => void;
  promotion?: { to: string; color: PieceColor } | null;
  /** squares with a star to collect (first steps), and the word a screen reader says for one */
  marks?: { squares: string[]; label: string };
  onChoosePromotion?: (p: Promotion | null) => void;
  help: ReactNode;
  /** pieces to drag onto the board from beside it (the case lab's setup board), drawn inside the board's drag
   * area; `live` is false while the board is a static picture (react-chessboard's SparePiece needs the live board) */
  palette?: (live: boolean) => ReactNode;
  /** a piece of the palette dropped on a square ("wQ", "e4"): true when the board took it */
  onDropSpare?: (piece: string, to: string) => boolean;
  /** a piece dragged off the board (the setup board removes it) */
  onDropOff?: (from: string) => void;
  /** a piece of the palette clicked or tapped without dragging it */
  onSpareClick?: (piece: string) => void;
}

/** True while the boards inside must stay static pictures (the free board, until its link is read). */
export const HoldStatic = createContext(false);

// The board itself: react-chessboard for the picture and the pointer, and one button per square for the keyboard
// and screen readers (a roving tabindex: Tab reaches the board on one square, the arrow keys move between squares;
// Enter or Space on a square button clicks it, and the click reaches the square's own handler).
export function BoardSurface(props: BoardSurfaceProps) {
  const { domId, fen, orientation, selected, targets, lastMove, touched, marks, interactive, onActivate, onDrop, onEscape, onKey, onWake } = props;
  const t = useT('board');
  const helpId = useId();
  const [focused, setFocused] = useState<string>(orientation === 'white' ? 'e2' : 'e7');
  const containerRef = useRef<HTMLDivElement>(null);
  const pieces = useAccessiblePieces();
  useHideDragHandles(containerRef);
  useTouchGuards(containerRef);
  const position = useMemo(() => piecesOf(fen), [fen]);
  const words = useMemo(() => pictureWords(t, props.label), [t, props.label]);
  // Prerendered (and while React brings the prerendered HTML to life) the board is a light static picture; the
  // live board, with its key layer, replaces it at once after that, in the same place and size.
  const hydrated = useHydrated();
  const held = useContext(HoldStatic);
  const live = hydrated && !held;
  const staticRef = useRef<HTMLButtonElement>(null);
  const keyboardOnPicture = useRef(false);
  useLayoutEffect(() => {
    if (!live) keyboardOnPicture.current = !!staticRef.current?.matches(':focus-visible');
  }, [live]);

  const focusSquare = useCallback(
    (square: string) => {
      setFocused(square);
      document.getElementById(`${domId}-key-${square}`)?.focus();
    },
    [domId],
  );

  // Reached with the keyboard while static, the board keeps the keyboard once live: on its first square.
  useEffect(() => {
    if (live && keyboardOnPicture.current) {
      keyboardOnPicture.current = false;
      focusSquare(focused);
    }
  }, [live, focusSquare, focused]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent, square: string) => {
      if (event.key === 'Escape' && onEscape) {
        event.preventDefault();
        onEscape();
        return;
      }
      const next = stepSquare(square as never, event.key, orientation);
      if (next) {
        event.preventDefault();
        focusSquare(next);
      } else if (onKey && !event.ctrlKey && !event.metaKey && !event.altKey && onKey(event.key.toLowerCase(), square)) {
        event.preventDefault();
      }
    },
    [focusSquare, onEscape, onKey, orientation],
  );

  const squareRenderer = useCallback(
    ({ square, children }: SquareHandlerArgs & { children?: ReactNode }) => {
      const piece = position.get(square);
      const name = piece ? t('square', { square, piece: pieceName(t, piece.color, piece.type) }) : t('squareEmpty', { square });
      // No `position` here: the square itself is the containing block, so its coordinates stay visible.
      const style: CSSProperties = { width: '100%', height: '100%' };
      if (lastMove && (square === lastMove.from || square === lastMove.to)) style.background = 'var(--board-last-move)';
      if (square === selected) style.background = 'var(--board-selected)';
      const isTouched = touched?.includes(square);
      const marked = marks?.squares.includes(square);
      const label = [name, isTouched && `(${t('hand.touch')})`, marked && `(${marks!.label})`].filter(Boolean).join(' ');
      return (
        <div style={style}>
          {children}
          {marked && (
            <span className={marksStyles.star} aria-hidden="true">
              ★
            </span>
          )}
          {isTouched && <span className="board-touched" aria-hidden="true" />}
          {targets.includes(square) && <span className={piece ? 'board-target board-target-capture' : 'board-target'} aria-hidden="true" />}
          <button
            type="button"
            id={`${domId}-key-${square}`}
            className="board-key"
            tabIndex={square === focused ? 0 : -1}
            aria-label={label}
            aria-pressed={square === selected}
            aria-describedby={helpId}
            onFocus={() => {
              setFocused(square);
              onWake?.();
            }}
            onKeyDown={(e) => onKeyDown(e, square)}
          />
        </div>
      );
    },
    [domId, focused, helpId, lastMove, marks, onKeyDown, onWake, position, selected, t, targets, touched],
  );

  const { onDropSpare, onDropOff } = props;
  const onPieceDrop = useCallback(
    ({ piece, sourceSquare, targetSquare }: PieceDropHandlerArgs) => {
      if (!interactive) return false;
      if (piece.isSparePiece) return !!targetSquare && isSquare(targetSquare) && !!onDropSpare?.(piece.pieceType, targetSquare);
      if (!targetSquare && isSquare(sourceSquare) && onDropOff) {
        onDropOff(sourceSquare);
        return true;
      }
      if (!targetSquare || targetSquare === sourceSquare || !isSquare(sourceSquare) || !isSquare(targetSquare)) return false;
      return onDrop(sourceSquare, targetSquare);
    },
    [interactive, onDrop, onDropOff, onDropSpare],
  );

  const onSquareClick = useCallback(
    ({ square }: SquareHandlerArgs) => {
      if (!isSquare(square)) return;
      setFocused(square);
      if (interactive) onActivate(square);
    },
    [interactive, onActivate],
  );

  const promotionTo = props.promotion?.to;
  const { files, ranks } = coordinates(orientation);

  const options: ChessboardOptions = {
    id: domId,
    position: fen,
    boardOrientation: orientation,
    pieces,
    onPieceDrop,
    onSquareClick,
    squareRenderer,
    allowDragging: interactive,
    allowDrawingArrows: false,
    arrows: props.arrow ? [{ startSquare: props.arrow.from, endSquare: props.arrow.to, color: '#b3261e' }] : [],
    animationDurationInMs: 150,
    darkSquareStyle: { backgroundColor: 'var(--board-dark)' },
    lightSquareStyle: { backgroundColor: 'var(--board-light)' },
    showNotation: false,
    ...(props.onSpareClick ? { onPieceClick: ({ isSparePiece, piece }: { isSparePiece: boolean; piece: { pieceType: string } }) => isSparePiece && props.onSpareClick?.(piece.pieceType) } : {}),
  };

  const board = (
    <>
      {/* The coordinates are drawn beside the board, not inside its squares, so they never cover a piece; the
          square buttons name every square for screen readers. */}
      <div className="board-frame">
        <div className="board-ranks" aria-hidden="true">
          {ranks.map((r) => (
            <span key={r}>{r}</span>
          ))}
        </div>
        <div ref={containerRef} className="live-board-board" role="group" aria-label={props.label} onPointerDown={onWake}>
          {!live ? (
            <StaticPicture
              fen={fen}
              orientation={orientation}
              name={pictureName(words, position, marks)}
              describedBy={helpId}
              arrow={props.arrow}
              marks={marks?.squares}
              buttonRef={staticRef}
              // Held static (the free board until its link is read), the picture may be drawn again from the link.
              words={held ? words : undefined}
            />
          ) : (
            <Chessboard options={options} />
          )}
          {props.promotion && (
            <PromotionChooser
              color={props.promotion.color}
              square={props.promotion.to}
              onChoose={(p) => props.onChoosePromotion?.(p)}
              fallbackFocus={() => promotionTo && focusSquare(promotionTo)}
            />
          )}
        </div>
        <div className="board-files" aria-hidden="true">
          {files.map((f) => (
            <span key={f}>{f}</span>
          ))}
        </div>
      </div>
      {props.palette?.(live)}
      <p id={helpId} className="live-board-help">
        {props.help}
      </p>
    </>
  );
  // With a palette, its pieces and the board share one drag area.
  return props.palette && live ? <ChessboardProvider options={options}>{board}</ChessboardProvider> : board;
}

/** The words of the static picture's name (see pictureName) in the page's language. */
function pictureWords(t: ReturnType<typeof useT>, label: string): PictureWords {
  const pieces = Object.fromEntries((['w', 'b'] as const).flatMap((c) => (['k', 'q', 'r', 'b', 'n', 'p'] as const).map((p) => [`${c}${p}`, pieceName(t, c, p)])));
  return { label, square: t('square', { square: '{{square}}', piece: '{{piece}}' }), pieces: pieces as PictureWords['pieces'], turn: { w: t('turn.w'), b: t('turn.b') } };
}

const FILES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const RANKS = ['8', '7', '6', '5', '4', '3', '2', '1'];

function coordinates(orientation: Orientation) {
  return orientation === 'white' ? { files: FILES, ranks: RANKS } : { files: [...FILES].reverse(), ranks: [...RANKS].reverse() };
}

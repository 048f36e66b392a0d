'use client';

import { useCallback, useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { Chessboard, type PieceDropHandlerArgs, type SquareHandlerArgs } from 'react-chessboard';
import { Chess, type Square } from 'chess.js';
import { useT } from '@/components/site/I18nProvider';
import { isSquare, legalTargets, needsPromotion, readTypedMove, tryMove, type Promotion } from '@/lib/chess/tryMove';
import { stepSquare, type Orientation } from '@/lib/chess/squares';
import { capitalise, describeMove, describeRefusal, pieceName } from './announce';
import { useAccessiblePieces } from './useAccessiblePieces';
import { useHideDragHandles } from './useHideDragHandles';
import { PromotionChooser } from './PromotionChooser';
import { MoveInput } from './MoveInput';
import { MoveList } from './MoveList';

const START_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

export interface LiveBoardProps {
  /** Stable id, unique on the page; tests and content checks refer to it. */
  id: string;
  /** What the board is for, in the lesson's language. */
  title: string;
  /** Starting position (FEN); the initial position when left out. */
  fen?: string;
  orientation?: Orientation;
}

interface Played {
  fen: string;
  san: string;
  from: Square;
  to: Square;
}

// A board on which the learner plays both sides; chess.js decides what is legal and the board says why a move is not.
export function LiveBoard({ id, title, fen: startFen = START_FEN, orientation: startOrientation = 'white' }: LiveBoardProps) {
  const t = useT('board');
  const domId = `board-${id}`;
  const helpId = useId();
  const [history, setHistory] = useState<Played[]>([]);
  const fen = history.at(-1)?.fen ?? startFen;
  const game = useMemo(() => new Chess(fen), [fen]);
  const turn = game.turn();
  const [orientation, setOrientation] = useState<Orientation>(startOrientation);
  const [selected, setSelected] = useState<Square | null>(null);
  const [focused, setFocused] = useState<Square>(startOrientation === 'white' ? 'e2' : 'e7');
  const [pending, setPending] = useState<{ from: Square; to: Square } | null>(null);
  const [message, setMessage] = useState<{ text: string; refused: boolean; n: number }>({ text: '', refused: false, n: 0 });
  const containerRef = useRef<HTMLDivElement>(null);
  const pieces = useAccessiblePieces();
  useHideDragHandles(containerRef);

  const say = useCallback((text: string, refused = false) => setMessage((m) => ({ text, refused, n: m.n + 1 })), []);

  const focusSquare = useCallback(
    (square: Square) => {
      setFocused(square);
      document.getElementById(`${domId}-key-${square}`)?.focus();
    },
    [domId],
  );

  const attempt = useCallback(
    (from: Square, to: Square, promotion?: Promotion): boolean => {
      setSelected(null);
      if (!promotion && needsPromotion(fen, from, to)) {
        setPending({ from, to });
        return false;
      }
      const result = tryMove(fen, from, to, promotion);
      if (!result.ok) {
        const piece = game.get(from);
        say(describeRefusal(t, result.reason, { turn, from, to, piece: piece && { color: piece.color, type: piece.type } }), true);
        return false;
      }
      setHistory((h) => [...h, { fen: result.fen, san: result.move.san, from: result.move.from, to: result.move.to }]);
      say(describeMove(t, result));
      return true;
    },
    [fen, game, say, t, turn],
  );

  const activate = useCallback(
    (square: Square) => {
      if (pending) return;
      const piece = game.get(square);
      const name = piece && capitalise(pieceName(t, piece.color, piece.type));
      if (selected && square === selected) {
        // Clicking the picked-up piece again puts it back.
        setSelected(null);
        say(t('announce.released', { piece: name, square }));
      } else if (piece && piece.color === turn) {
        setSelected(square);
        say(t('announce.selected', { piece: name, square }));
      } else if (selected) {
        attempt(selected, square);
      } else {
        say(describeRefusal(t, piece ? 'not-your-turn' : 'no-piece', { turn, from: square, to: square }), true);
      }
    },
    [attempt, game, pending, say, selected, t, turn],
  );

  const onPieceDrop = useCallback(
    ({ sourceSquare, targetSquare }: PieceDropHandlerArgs) => {
      if (!targetSquare || targetSquare === sourceSquare || !isSquare(sourceSquare) || !isSquare(targetSquare)) return false;
      return attempt(sourceSquare, targetSquare);
    },
    [attempt],
  );

  const onSquareClick = useCallback(
    ({ square }: SquareHandlerArgs) => {
      if (isSquare(square)) {
        setFocused(square);
        activate(square);
      }
    },
    [activate],
  );

  const onSquareKeyDown = useCallback(
    (event: KeyboardEvent, square: Square) => {
      if (event.key === 'Escape' && selected) {
        event.preventDefault();
        activate(selected);
        return;
      }
      const next = stepSquare(square, event.key, orientation);
      if (next) {
        event.preventDefault();
        focusSquare(next);
      }
    },
    [activate, focusSquare, orientation, selected],
  );

  const targets = useMemo(() => (selected ? legalTargets(fen, selected) : []), [fen, selected]);
  const lastMove = history.at(-1);

  const squareRenderer = useCallback(
    ({ square, children }: SquareHandlerArgs & { children?: React.ReactNode }) => {
      const sq = square as Square;
      const piece = game.get(sq);
      const name = piece ? t('square', { square, piece: pieceName(t, piece.color, piece.type) }) : t('squareEmpty', { square });
      // No `position` here: the square itself is the containing block, so its coordinates stay visible.
      const style: CSSProperties = { width: '100%', height: '100%' };
      if (lastMove && (sq === lastMove.from || sq === lastMove.to)) style.background = 'var(--board-last-move)';
      if (sq === selected) style.background = 'var(--board-selected)';
      return (
        <div style={style}>
          {children}
          {targets.includes(sq) && <span className={piece ? 'board-target board-target-capture' : 'board-target'} aria-hidden="true" />}
          <button
            type="button"
            id={`${domId}-key-${square}`}
            className="board-key"
            tabIndex={sq === focused ? 0 : -1}
            aria-label={name}
            aria-pressed={sq === selected}
            aria-describedby={helpId}
            onFocus={() => setFocused(sq)}
            onKeyDown={(e) => onSquareKeyDown(e, sq)}
          />
        </div>
      );
    },
    [domId, focused, game, helpId, lastMove, onSquareKeyDown, selected, t, targets],
  );

  const choosePromotion = (piece: Promotion | null) => {
    const move = pending;
    setPending(null);
    if (move && piece) attempt(move.from, move.to, piece);
    if (move) focusSquare(move.to);
  };

  const playTyped = (text: string): boolean => {
    const typed = readTypedMove(fen, text);
    if (!typed.ok) {
      say(t(`moveInput.${typed.reason}`, { text: text.trim() }), true);
      return false;
    }
    if (typed.promotionMissing) {
      setPending({ from: typed.from, to: typed.to });
      return true;
    }
    return attempt(typed.from, typed.to, typed.promotion);
  };

  const reset = () => {
    setHistory([]);
    setSelected(null);
    setPending(null);
    say(t('announce.reset'));
  };

  const undo = () => {
    setHistory((h) => h.slice(0, -1));
    setSelected(null);
    say(t('announce.undone'));
  };

  const flip = () => {
    const next = orientation === 'white' ? 'black' : 'white';
    setOrientation(next);
    say(t(`announce.flipped.${next}`));
  };

  const status = game.isCheckmate()
    ? t(`status.checkmate.${turn === 'w' ? 'b' : 'w'}`)
    : game.isStalemate()
      ? t('status.stalemate')
      : t(`turn.${turn}`);

  return (
    <figure className="live-board" data-board={id}>
      <figcaption className="live-board-title">{title}</figcaption>
      <div className="live-board-layout">
        <div className="live-board-main">
          <p className="live-board-turn" data-testid="turn">
            <span className={`turn-dot turn-dot-${turn}`} aria-hidden="true" /> {status}
          </p>
          <div ref={containerRef} className="live-board-board" role="group" aria-label={t('label', { title })}>
            <Chessboard
              options={{
                id: domId,
                position: fen,
                boardOrientation: orientation,
                pieces,
                onPieceDrop,
                onSquareClick,
                squareRenderer,
                allowDrawingArrows: false,
                animationDurationInMs: 150,
                darkSquareStyle: { backgroundColor: 'var(--board-dark)' },
                lightSquareStyle: { backgroundColor: 'var(--board-light)' },
                // Coordinates in colours that keep a 4.5:1 contrast on both kinds of square.
                darkSquareNotationStyle: { color: '#2b1a0c', fontWeight: 600 },
                lightSquareNotationStyle: { color: '#5a3d22', fontWeight: 600 },
              }}
            />
            {pending && (
              <PromotionChooser color={turn} square={pending.to} onChoose={choosePromotion} />
            )}
          </div>
          <p id={helpId} className="live-board-help">
            {t('help')}
          </p>
        </div>
        <div className="live-board-side">
          <p
            className={['live-board-message', message.refused && 'refused', !message.text && 'quiet'].filter(Boolean).join(' ')}
            role="status"
            aria-live="polite"
            aria-atomic="true"
            data-testid="announcer"
          >
            {message.text}
            {/* A changing invisible suffix makes screen readers repeat an identical message. */}
            <span hidden>{message.n % 2 ? '\u200b' : ''}</span>
          </p>
          <MoveInput onPlay={playTyped} />
          <MoveList startFen={startFen} sans={history.map((h) => h.san)} />
          <div className="live-board-controls">
            <button type="button" className="button" onClick={undo} disabled={history.length === 0}>
              {t('controls.undo')}
            </button>
            <button type="button" className="button" onClick={reset} disabled={history.length === 0}>
              {t('controls.reset')}
            </button>
            <button type="button" className="button" onClick={flip}>
              {t('controls.flip')}
            </button>
          </div>
        </div>
      </div>
    </figure>
  );
}

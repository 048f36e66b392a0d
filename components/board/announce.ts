import type { TFunction } from 'i18next';
import type { Clock, Edition, Obligation, Ruling, RulingEntry } from '@/lib/rules';
import type { PieceColor, PieceOn, PieceType } from '@/lib/chess/fen';
import { piecesOf } from '@/lib/chess/fen';
import type { RefusalContext } from '@/lib/board/model';

// Sentences spoken by the board's live region and shown beside it, in the page's language. Every ruling cites the
// articles of the edition it was made under.

export const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

export function pieceName(t: TFunction, color: PieceColor, type: PieceType, withArticle = false): string {
  return t(`glossary:${withArticle ? 'theColoured' : 'coloured'}.${color}${type}`);
}

const colourOf = (c: 'white' | 'black' | PieceColor) => (c === 'white' || c === 'w' ? 'w' : 'b');
/** A side's name as it stands inside a sentence ("White", "as brancas"…). */
export const colourName = (t: TFunction, c: 'white' | 'black' | PieceColor) => t(`glossary:colourInSentence.${colourOf(c)}`);

export function cite(t: TFunction, articles: string[], edition: Edition): string {
  if (!articles.length) return '';
  return t(articles.length === 1 ? 'board:cite.one' : 'board:cite.many', { list: articles.join(', '), year: edition });
}

const join = (...parts: (string | undefined | false)[]) => parts.filter(Boolean).join(' ');

export function formatTime(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

function duration(t: TFunction, seconds: number): string {
  const s = Math.round(Math.abs(seconds));
  const m = Math.floor(s / 60);
  const rest = s % 60;
  return [m ? t('board:clock.minutes', { count: m }) : '', rest || !m ? t('board:clock.seconds', { count: rest }) : ''].filter(Boolean).join(' ');
}

export function describeObligation(t: TFunction, ob: Obligation): string {
  switch (ob.kind) {
    case 'move':
      // `to`: the piece was released on a square as part of a legal move (a pawn on its promotion square), so it
      // must go there and nowhere else.
      if (ob.to) return t('board:obligation.moveTo', { square: ob.square, to: ob.to });
      return t(ob.notCastle ? 'board:obligation.moveNotCastle' : 'board:obligation.move', { square: ob.square });
    case 'capture':
      return t(ob.by ? 'board:obligation.captureBy' : 'board:obligation.capture', { square: ob.square, by: ob.by });
    case 'castle':
      return t(`board:obligation.castle.${ob.side}`);
    case 'king-move':
      return t('board:obligation.king-move');
    case 'play':
      return t('board:obligation.play', { san: ob.san });
  }
}

export interface MoveFacts {
  san: string;
  from: string;
  to: string;
  /** pieces before the move */
  before: Map<string, PieceOn>;
}

/** "White knight from g1 to f3." "White castles kingside." … with the articles of special moves. */
export function describeMove(t: TFunction, move: MoveFacts, entries: RulingEntry[], ruling: Ruling, edition: Edition): string {
  const mover = move.before.get(move.from);
  if (!mover) return t('board:san', { san: move.san });
  const piece = capitalise(pieceName(t, mover.color, mover.type));
  const parts: string[] = [];
  const special = entries.find((e) => e.decision === 'castling' || e.decision === 'en-passant' || e.decision === 'promotion');
  if (move.san.startsWith('O-O')) parts.push(t(`board:announce.castle.${move.san.startsWith('O-O-O') ? 'queen' : 'king'}.${mover.color}`));
  else if (special?.decision === 'en-passant') parts.push(t('board:announce.enPassant', { piece, from: move.from, to: move.to }));
  else {
    const captured = move.before.get(move.to);
    if (captured) parts.push(t('board:announce.capture', { piece, from: move.from, to: move.to, captured: pieceName(t, captured.color, captured.type, true) }));
    else parts.push(t('board:announce.move', { piece, from: move.from, to: move.to }));
  }
  const promoted = /=([QRBN])/.exec(move.san)?.[1];
  if (promoted) parts.push(t('board:announce.promotion', { piece: t(`glossary:piece.${promoted.toLowerCase()}`) }));
  if (special) parts.push(cite(t, special.articles, edition));
  if (ruling.status !== 'over' && move.san.endsWith('+')) parts.push(t('board:announce.check'));
  return join(...parts, describeEnd(t, entries, ruling, edition));
}

/** What the Laws said about events other than ordinary moves: touches, claims, flags, illegal moves, the end. */
export function describeEntries(t: TFunction, entries: RulingEntry[], ruling: Ruling, edition: Edition, fenBefore: string, square?: string): string {
  const parts: string[] = [];
  const pieces = piecesOf(fenBefore);
  const named = square ? pieces.get(square) : undefined;
  const piece = named ? pieceName(t, named.color, named.type, true) : '';
  for (const e of entries) {
    const c = cite(t, e.articles, edition);
    switch (e.decision) {
      case 'touch-move-obligation':
        parts.push(e.obligation && square ? t('board:decision.touchObliged', { piece, square, obligation: describeObligation(t, e.obligation) }) : '', c);
        break;
      case 'touch-no-obligation':
        parts.push(t('board:decision.touchFree', { piece, square }), c);
        break;
      case 'adjust':
        parts.push(t('board:decision.adjust', { piece, square }), c);
        break;
      case 'claim-correct':
        parts.push(t('board:decision.claimCorrect'), c);
        break;
      case 'claim-incorrect':
        parts.push(t('board:decision.claimIncorrect'), describeClock(t, e.clock), e.obligation?.kind === 'play' ? t('board:decision.mustPlay', { san: e.obligation.san }) : '', c);
        break;
      case 'claim-forfeited':
        parts.push(t('board:decision.claimForfeited'), c);
        break;
      case 'flag-fall-loss':
      case 'flag-fall-draw': {
        const loser = ruling.result === '1-0' ? 'black' : ruling.result === '0-1' ? 'white' : undefined;
        const fallen = loser ?? (ruling.clock && ruling.clock.white === 0 ? 'white' : 'black');
        parts.push(
          e.decision === 'flag-fall-loss'
            ? t('board:decision.flagLoss', { colour: colourName(t, fallen), winner: colourName(t, fallen === 'white' ? 'black' : 'white') })
            : t('board:decision.flagDraw', { colour: colourName(t, fallen) }),
          c,
        );
        break;
      }
      case 'illegal-move':
      case 'illegal-move-game-lost':
      case 'illegal-move-game-drawn': {
        const mover = colourName(t, (turnColour(fenBefore) as 'w' | 'b'));
        const key = e.decision === 'illegal-move' ? 'illegal' : e.decision === 'illegal-move-game-lost' ? 'illegalGameLost' : 'illegalGameDrawn';
        parts.push(t(`board:decision.${key}`, { colour: mover }), e.count ? t('board:decision.illegalCount', { colour: mover, count: e.count }) : '', describeClock(t, e.clock), c);
        break;
      }
      case 'pawn-promoted-to-queen':
        parts.push(t('board:decision.queened'), c);
        break;
      default: {
        // The rulings that need no names: one sentence each, with the articles.
        const key = simpleDecisions[e.decision];
        if (key) parts.push(t(`board:decision.${key}`), describeClock(t, e.clock), c);
        break;
      }
    }
  }
  const end = describeEnd(t, entries, ruling, edition);
  return join(...parts, end && !parts.some((p) => p && end.includes(p)) ? end : '');
}

const simpleDecisions: Partial<Record<RulingEntry['decision'], string>> = {
  'illegal-move-unclaimed': 'illegalUnclaimed',
  'illegal-move-stands': 'illegalStands',
  'illegal-position-draw': 'illegalPositionDraw',
  'clock-pressed-without-move': 'clockPressedNoPenalty',
  'move-with-two-hands': 'twoHandsNoPenalty',
  'claim-postponed': 'claimPostponed',
  'claim-not-allowed': 'claimNotAllowed',
  'both-flags-continue': 'bothFlagsContinue',
  'both-flags-draw': 'bothFlagsDraw',
  'both-flags-no-rule': 'bothFlagsNoRule',
  'touch-move-violation': 'touchViolation',
  'game-already-over': 'gameOver',
  'agreement-invalid': 'agreementInvalid',
  'illegal-move-not-completed': 'illegalNotCompleted',
  'flag-fall-after-control': 'flagAfterControl',
};

const turnColour = (fen: string) => (fen.split(' ')[1] === 'b' ? 'b' : 'w');

function describeClock(t: TFunction, clock?: Partial<Clock>): string {
  if (!clock) return '';
  return (['white', 'black'] as const)
    .filter((c) => clock[c])
    .map((c) => t(clock[c]! > 0 ? 'board:decision.clockAdded' : 'board:decision.clockRemoved', { colour: colourName(t, c), time: duration(t, clock[c]!) }))
    .join(' ');
}

/** The end of the game, when these entries ended it: "Checkmate. White wins. Article 5.1.1, 2023 edition." */
export function describeEnd(t: TFunction, entries: RulingEntry[], ruling: Ruling, edition: Edition): string {
  if (ruling.status !== 'over' || !ruling.termination || !ruling.result) return '';
  const ending = entries.find((e) =>
    ['checkmate', 'stalemate', 'dead-position', 'fivefold', 'seventy-five-moves', 'claim-correct', 'flag-fall-loss', 'flag-fall-draw', 'illegal-move-game-lost', 'illegal-move-game-drawn', 'resignation', 'resignation-draw', 'agreement', 'both-flags-draw', 'illegal-position-draw'].includes(e.decision),
  );
  if (!ending) return '';
  const already = ['claim-correct', 'flag-fall-loss', 'flag-fall-draw', 'illegal-move-game-lost', 'illegal-move-game-drawn', 'both-flags-draw', 'illegal-position-draw'].includes(ending.decision);
  return join(t(`board:over.${ruling.termination}`), t(`board:over.result.${ruling.result}`), already ? '' : cite(t, ending.articles, edition));
}

export function describeRefusal(t: TFunction, reason: string, articles: string[], edition: Edition, ctx: RefusalContext): string {
  const detail =
    reason === 'not-your-turn'
      ? t(`board:refusal.not-your-turn.${ctx.turn}`)
      : t(`board:refusal.${reason}`, {
          square: ctx.from,
          from: ctx.from,
          to: ctx.to,
          piece: ctx.piece ? pieceName(t, ctx.piece.color, ctx.piece.type, true) : '',
          obligation: ctx.obligation ? describeObligation(t, ctx.obligation) : '',
        });
  return join(`${t('board:refusal.prefix')} ${detail}`, cite(t, articles, edition));
}

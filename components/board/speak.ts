import type { TFunction } from 'i18next';
import { piecesOf } from '@/lib/chess/fen';
import type { Note, Said } from '@/lib/board/model';
import type { ScenarioText } from '@/lib/scenarios/types';
import { capitalise, colourName, describeEntries, describeMove, describeRefusal, pieceName } from './announce';

// What the board says, in the page's language: the model (lib/board) says what happened as notes; this turns each
// note into a sentence (announce.ts), so a change of language says the same thing in the new one.

export function speak(t: TFunction, said: Said, texts: ScenarioText | null): { text: string; refused: boolean; n: number } {
  return { text: said.notes.map((n) => sentence(t, n, texts)).filter(Boolean).join(' '), refused: said.alert, n: said.n };
}

function sentence(t: TFunction, n: Note, texts: ScenarioText | null): string {
  switch (n.kind) {
    case 'selected':
    case 'released':
      return t(`announce.${n.kind}`, { piece: n.piece && capitalise(pieceName(t, n.piece.color, n.piece.type)), square: n.square });
    case 'refusal':
      return describeRefusal(t, n.reason, n.articles, n.edition, n.ctx);
    case 'not-learner':
      return `${t('refusal.prefix')} ${t('refusal.not-learner', { colour: colourName(t, n.colour) })}`;
    case 'move':
    case 'opponent': {
      const said = describeMove(t, { san: n.san, from: n.from, to: n.to, before: piecesOf(n.before) }, n.entries, n.ruling, n.edition);
      return n.kind === 'move' ? said : t('scenario.opponent', { move: said });
    }
    case 'entries':
      return describeEntries(t, n.entries, n.ruling, n.edition, n.before, n.square);
    case 'touched':
      return describeEntries(t, n.entries, n.ruling, n.edition, n.before, n.square) || t('decision.touch', { piece: pieceName(t, n.piece.color, n.piece.type, true), square: n.square });
    case 'outcome':
      if (!texts) return '';
      return n.outcome === 'success' ? texts.success : (texts.failures[n.failure ?? 0] ?? t('scenario.failure'));
    case 'stuck':
      return t('scenario.stuck');
    case 'started':
      return [t('scenario.started', { task: texts?.task ?? '' }), n.otherEdition ? t('scenario.otherEdition', n.otherEdition) : ''].filter(Boolean).join(' ');
    case 'hint':
      return t('scenario.hintN', { n: n.n, total: n.total, text: texts?.hints[n.n - 1] });
    case 'claiming':
      return t('claim.claiming', { colour: colourName(t, n.colour), kind: t(`claim.kind.${n.claim}`), written: n.san ? t('claim.writtenPart', { san: n.san }) : '' });
    case 'typed':
      return t(`moveInput.${n.reason}`, { text: n.text, letters: t('moveInput.letters') });
    case 'hand':
      return t('hand.now', { mode: t(`hand.${n.mode}`) });
    case 'reset':
    case 'undone':
      return t(`announce.${n.kind}`);
    case 'paused':
    case 'running':
      return t(`clock.${n.kind}`);
    case 'flipped':
      return t(`announce.flipped.${n.orientation}`);
  }
}

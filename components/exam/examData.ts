// The exam's questions for one edition in one language, as the page's JSON file carries them
// (/{locale}/exam/{edition}/questions.json, written at build time), and the words the page needs for them.
import type { TFunction } from 'i18next';
import { pieceName } from '@/components/board/announce';
import { piecesOf, turnOf } from '@/lib/chess/fen';
import type { Edition } from '@/lib/editions';
import type { Locale } from '@/lib/languages';
import { questionsForExam, type ShowWords } from '@/lib/exam/show';

export function showWords(t: TFunction): ShowWords {
  return {
    true: t('exam:question.true'),
    false: t('exam:question.false'),
    position: (fen) => {
      const pieces = [...piecesOf(fen)].map(([square, p]) => t('board:square', { square, piece: pieceName(t, p.color, p.type) }));
      return t('exam:question.diagram', { pieces: `${pieces.join('; ')}. ${t(`exam:question.toMove.${turnOf(fen)}`)}` });
    },
  };
}

export const examDataFor = (edition: Edition, locale: Locale, t: TFunction) => questionsForExam(edition, locale, showWords(t));

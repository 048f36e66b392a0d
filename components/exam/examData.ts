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
    caseWords: {
      number: t('exam:case.number'),
      rating: t('exam:case.rating'),
      round: (n) => t('exam:case.round', { n }),
      points: t('exam:case.points'),
      white: t('exam:case.white'),
      black: t('exam:case.black'),
      bye: { H: t('exam:case.bye.H'), F: t('exam:case.bye.F'), U: t('exam:case.bye.U'), Z: t('exam:case.bye.Z') },
      opponent: t('exam:case.opponent'),
      title: t('exam:case.title'),
      federation: t('exam:case.federation'),
      score: t('exam:case.score'),
      unrated: t('exam:case.unrated'),
      notPlayed: t('exam:case.notPlayed'),
      forfeitWin: t('exam:case.forfeitWin'),
      forfeitLoss: t('exam:case.forfeitLoss'),
    },
    caseCaption: (calc) => t(calc === 'tiebreak' ? 'exam:case.crosstable' : 'exam:case.games'),
  };
}

export const examDataFor = (edition: Edition, locale: Locale, t: TFunction) => questionsForExam(edition, locale, showWords(t));

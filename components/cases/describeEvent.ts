import type { TFunction } from 'i18next';
import type { CaseEvent } from '@/lib/rules/types';
import { colourName, formatTime } from '@/components/board/announce';

// One event of a case in the reader's words, for the list of events and the announcements ("Move e4, with two
// hands, not completed"). Moves are written in the reader's letters ({{san, move}}).
export function describeEvent(t: TFunction, e: CaseEvent): string {
  const colour = (c: 'white' | 'black') => colourName(t, c);
  switch (e.type) {
    case 'move': {
      const head = e.san ? t('event.move', { san: e.san }) : t('event.moveSquares', { from: e.from, to: e.to });
      const extras = [
        e.promotion ? t('event.promotion', { piece: t(`glossary:piece.${e.promotion.toLowerCase()}`) }) : '',
        e.hands === 2 ? t('event.hands') : '',
        e.completed === false ? t('event.notCompleted') : '',
        e.observed === false ? t('event.unobserved') : '',
      ].filter(Boolean);
      return [head, ...extras].join(', ');
    }
    case 'take-back': {
      // one sentence: "Black takes back the move just made and plays d6 instead"
      const head = t('event.take-back', { colour: colour(e.color) });
      if (e.san) return `${head} ${t('event.instead', { san: e.san })}`;
      if (e.from) return `${head} ${t('event.insteadSquares', { from: e.from, to: e.to })}`;
      return head;
    }
    case 'touch':
      return e.with ? t('event.touchWith', { square: e.square, with: e.with }) : t('event.touch', { square: e.square });
    case 'adjust':
      return t('event.adjust', { square: e.square });
    case 'claim': {
      const parts = [t('event.claim', { kind: t(`add.claimKinds.${e.claim}`) })];
      if (e.san) parts.push(t('event.claimWritten', { san: e.san }));
      if (e.by) parts.push(t('event.claimBy', { colour: colourName(t, e.by) }));
      if (e.finding) parts.push(t(`add.findings.${e.finding}`));
      return parts.join(', ');
    }
    case 'agreement':
      return t('event.agreement');
    case 'flag':
      return e.color === 'both' ? t('event.flagBoth') : t('event.flag', { colour: colour(e.color) });
    case 'resign':
      return t('event.resign', { colour: colour(e.color) });
    case 'press-clock':
      return [t('event.press-clock', { colour: colour(e.color) }), e.observed === false ? t('event.unobserved') : ''].filter(Boolean).join(', ');
    case 'clock':
      return t('event.clock', { white: formatTime(e.white), black: formatTime(e.black) });
  }
}

/** "5:00" or "0:45" or "300" (seconds) as seconds; null when it is no time. */
export function readTime(text: string): number | null {
  const s = text.trim();
  const m = /^(\d{1,3}):([0-5]\d)$/.exec(s);
  if (m) return Number(m[1]) * 60 + Number(m[2]);
  if (/^\d{1,5}$/.test(s)) return Number(s);
  return null;
}

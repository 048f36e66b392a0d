import { describe, expect, it } from 'vitest';
import { adjudicate } from '@/lib/rules/adjudicate';
import type { CaseEvent } from '@/lib/rules/types';
import { getI18n } from '@/lib/i18n/server';
import type { Locale } from '@/lib/languages';
import { describeEntries, describeObligation, describeRefusal } from './announce';

// A pawn released on its promotion square: the engine obliges it to that square (Obligation.to), and what the board
// says must name it, in every language (2023: Article 4.7).
const start = '3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1';
const released: CaseEvent = { type: 'move', from: 'e7', to: 'e8', completed: false };

const SAID: Record<Locale, { obligation: string; touched: string; refused: string }> = {
  en: {
    obligation: 'you must move the piece on e7 to e8, and nowhere else.',
    touched: 'You touched the white pawn on e7: you must move the piece on e7 to e8, and nowhere else.',
    refused: 'you touched a piece, and the Laws hold you to it: you must move the piece on e7 to e8, and nowhere else.',
  },
  pt: {
    obligation: 'você tem de mover a peça de e7 para e8, e para nenhuma outra casa.',
    touched: 'Você tocou o peão branco em e7: você tem de mover a peça de e7 para e8, e para nenhuma outra casa.',
    refused: 'você tocou uma peça, e as Leis não deixam voltar atrás: você tem de mover a peça de e7 para e8, e para nenhuma outra casa.',
  },
  gl: {
    obligation: 'tes que mover o trebello de e7 a e8, e non a outra casa.',
    touched: 'Tocaches o peón branco en e7: tes que mover o trebello de e7 a e8, e non a outra casa.',
    refused: 'tocaches un trebello e, segundo as Leis, iso obrígate: tes que mover o trebello de e7 a e8, e non a outra casa.',
  },
};

describe('a touch-move obligation to a given square is said with that square', () => {
  const ruling = adjudicate({ edition: '2023', start, events: [released] });
  const entry = ruling.rulings.find((e) => e.decision === 'touch-move-obligation');

  it('the engine obliges the pawn to e8', () => {
    expect(entry?.obligation).toEqual({ kind: 'move', square: 'e7', to: 'e8' });
  });

  for (const locale of ['en', 'pt', 'gl'] as const) {
    const t = getI18n(locale).t;
    it(`${locale}: the obligation, the touch and a refused move name e8`, () => {
      expect(describeObligation(t, entry!.obligation!)).toBe(SAID[locale].obligation);
      expect(describeEntries(t, [entry!], ruling, '2023', start, 'e7')).toContain(SAID[locale].touched);
      const refusal = describeRefusal(t, 'touch-move', ['4.7'], '2023', { turn: 'w', from: 'e7', to: 'd8', obligation: entry!.obligation! });
      expect(refusal).toContain(SAID[locale].refused);
    });
    it(`${locale}: an obligation without a square to go to says only the piece to move`, () => {
      expect(describeObligation(t, { kind: 'move', square: 'e7' })).not.toContain('e8');
      expect(describeObligation(t, { kind: 'move', square: 'e7' })).toContain('e7');
    });
  }
});

// A piece released on a square as a legal move, then moved again: the player takes his move back and makes another
// (the first of the two real cases in the essay "Erros de Arbitragem", seed 003 l.1014–1016). Every edition forbids it:
// the piece cannot be moved to another square on this move, and the move taken back stands.
import { describe, expect, it } from 'vitest';
import { EDITIONS } from '../editions';
import { adjudicate } from './adjudicate';
import { at, lawText, moves, run } from './testUtil';
import type { CaseEvent, Edition } from './types';

const WORDS: Record<Edition, [string, RegExp]> = {
  '1997': ['4.7', /uma peça for solta numa casa, ela não pode então ser conduzida à outra casa/],
  '2001': ['4.7', /a piece has been released on a square, it cannot then be moved to another square/],
  '2009': ['4.6', /a piece has been released on a square, it cannot be moved to another square on this move/],
  '2018': ['4.7', /a piece has been released on a square, it cannot be moved to another square on this move/],
  '2023': ['4.7', /a piece has been released on a square, it cannot be moved to another square on this move/],
};
const CLOCK = { white: 600, black: 600 };
const opening = moves('e4 e5 Nf3');
const released: CaseEvent = { type: 'move', san: 'Nc6', completed: false };
const AFTER_NC6 = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3';
const takeBack = (extra: Partial<Extract<CaseEvent, { type: 'take-back' }>> = {}): CaseEvent => ({ type: 'take-back', color: 'black', ...extra });

describe('a piece released on a square as a legal move, then moved again', () => {
  for (const edition of EDITIONS) {
    const [id, words] = WORDS[edition];
    it(`${edition} (${id}): the move taken back stands, the piece where it was released; whatever is played instead is refused`, () => {
      expect(lawText(edition, id)).toMatch(words);
      for (const instead of [{ san: 'd6' }, { from: 'b8', to: 'a6' }, {}]) {
        const r = run(edition, [...opening, released, takeBack(instead)], { clock: CLOCK });
        expect(at(r, 4)).toMatchObject({ decision: 'move-refused', reason: 'released-piece', articles: [id] });
        expect(r.fen).toBe(AFTER_NC6);
        expect(r.clock).toEqual(CLOCK);
        expect(r.obligation).toBeUndefined();
        expect(r.status).toBe('ongoing');
      }
      expect(at(run(edition, [...opening, released, takeBack({ san: 'd6' })]), 4)!.san).toBe('d6');
      expect(at(run(edition, [...opening, released, takeBack({ from: 'b8', to: 'a6' })]), 4)!.san).toBe('Na6');
      // an illegal move instead (the knight on to e7) is refused as well, and not penalised
      const illegal = run(edition, [...opening, released, takeBack({ from: 'b8', to: 'e7' })], { clock: CLOCK });
      expect(at(illegal, 4)).toMatchObject({ decision: 'move-refused', reason: 'released-piece' });
      expect(at(illegal, 4)!.san).toBeUndefined();
      expect(illegal.clock).toEqual(CLOCK);
    });
  }

  it('the move not completed is still to be completed by its own player: his clock press, then the opponent moves', () => {
    const r = run('2023', [...opening, released, takeBack({ san: 'd6' }), { type: 'press-clock', color: 'black' }, ...moves('Bb5')]);
    expect(r.rulings.map((x) => x.decision)).toEqual(['move-refused']);
    expect(r.fen.startsWith('r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b')).toBe(true);
  });

  it('a completed move taken back is refused the same way', () => {
    const r = run('2023', [...opening, ...moves('Nc6'), takeBack({ san: 'Nf6' })]);
    expect(at(r, 4)).toMatchObject({ decision: 'move-refused', reason: 'released-piece', articles: ['4.7'], san: 'Nf6' });
    expect(r.fen).toBe(AFTER_NC6);
  });

  it('2009 rapid without adequate supervision: the arbiter applies Article 4 at the opponent\'s request (A.4b)', () => {
    expect(lawText('2009', 'A4b')).toMatch(/shall make a ruling according to Article 4 \(The act of moving the pieces\), only if requested to do so by one or both players/);
    const r = run('2009', [...opening, released, takeBack({ san: 'd6' })], { mode: 'rapid' });
    expect(at(r, 4)).toMatchObject({ decision: 'move-refused', reason: 'released-piece', articles: ['4.6', 'A.4b'] });
  });

  it('a move that ended the game is not taken back: the game is already over', () => {
    const mate = run('2023', [...moves('f3 e5 g4'), ...moves('Qh4#'), takeBack({ san: 'Qe7' })]);
    expect(mate).toMatchObject({ status: 'over', result: '0-1', termination: 'checkmate' });
    expect(at(mate, 4)!.decision).toBe('game-already-over');
  });

  it('a take-back that makes no sense is refused with one clear line', () => {
    const bad = (events: CaseEvent[], message: RegExp) => expect(() => adjudicate({ edition: '2023', events })).toThrow(message);
    bad([...opening, released, { type: 'take-back', color: 'white' }], /a take-back needs a legal move by white just made on the board/);
    bad([...opening, released, ...moves('Bb5'), takeBack()], /a take-back needs a legal move by black just made/);
    bad([takeBack()], /a take-back needs a legal move by black/);
    bad([...opening, released, takeBack({ san: 'Nc6' })], /"Nc6" is the move taken back/);
    bad([...opening, released, takeBack({ from: 'b8', to: 'c6' })], /the move from b8 to c6 is the move taken back/);
    bad([...opening, released, takeBack({ san: 'Qxe4' })], /"Qxe4" is not a legal move in the position before the move taken back/);
    bad([...opening, released, { type: 'take-back', color: 'black', san: 'd6', from: 'd7', to: 'd6' } as CaseEvent], /either "san" or "from" and "to", not both/);
    bad([...opening, released, { type: 'take-back' } as unknown as CaseEvent], /a take-back event needs "color"/);
    // an illegal move left on the board is not a legal move to take back
    bad([...opening, { type: 'move', from: 'b8', to: 'b6', observed: false }, takeBack()], /a take-back needs a legal move/);
  });
});

// The case kinds added for the arbiter's second review (lib/rules/README.md, "Extensions to the case format"): a move
// made but not completed, rapid and blitz with adequate supervision, king and rook touched at the same time, a claim
// by the player who does not have the move, and a flag that falls before or after the moves a period prescribes.
import { describe, expect, it } from 'vitest';
import { EDITIONS } from '../editions';
import { adjudicate } from './adjudicate';
import { at, lawText, moves, mv, run, sq, touch } from './testUtil';
import type { CaseEvent, Edition } from './types';

const CLOCK = { white: 600, black: 600 };
const notCompleted = (from: string, to: string): CaseEvent => ({ type: 'move', from, to, completed: false });
const press = (color: 'white' | 'black'): CaseEvent => ({ type: 'press-clock', color });

describe('a move made but not completed (the clock not pressed)', () => {
  // 1997/2009 6.7a, 2001 6.8a: "His move is not considered to have been completed until he has done so"; 2018/2023
  // 7.5.1: "An illegal move is completed once the player has pressed his clock".
  const COMPLETED: Record<Edition, string> = { '1997': '6.7a', '2001': '6.8a', '2009': '6.7a', '2018': '7.5.1', '2023': '7.5.1' };
  for (const edition of EDITIONS) {
    it(`${edition}: an illegal move not completed is taken back without penalty; the knight must still move (4.3)`, () => {
      const r = run(edition, [notCompleted('g1', 'g3')], { clock: CLOCK });
      expect(at(r, 0)).toMatchObject({ decision: 'illegal-move-not-completed', reason: 'piece-cannot-move-so', obligation: { kind: 'move', square: 'g1' } });
      expect(at(r, 0)!.articles).toContain(COMPLETED[edition]);
      expect(r.clock).toEqual(CLOCK);
      expect(r.fen).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
      // the same move completed is an illegal move, penalised as the edition says
      expect(at(run(edition, [sq('g1', 'g3')], { clock: CLOCK }), 0)!.decision).toBe('illegal-move');
    });
  }

  it('a legal move not completed is completed by its own clock press, with no ruling', () => {
    const r = run('2023', [{ type: 'move', san: 'e4', completed: false }, press('white'), mv('e5')]);
    expect(r.rulings).toEqual([]);
    expect(r.fen).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
  });

  // 2023 1.3: "A player is said to 'have the move' when his/her opponent's move has been 'made'"; 9.2.2: the position
  // "has just appeared, and the player claiming the draw has the move".
  const REPEAT = moves('Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8');
  const third: CaseEvent = { type: 'move', san: 'Nf3', completed: false }; // the position after Nf3, a third time
  it('2023: once the move is made, the opponent has the move and may claim before the clock is pressed', () => {
    const r = run('2023', [...REPEAT, third, { type: 'claim', claim: 'threefold' }], { clock: CLOCK });
    expect(r).toMatchObject({ status: 'over', termination: 'threefold', result: '1/2-1/2' });
  });
  it('2023: the player who made the move does not have the move: his claim is incorrect (9.5.3)', () => {
    const r = run('2023', [...REPEAT, third, { type: 'claim', claim: 'threefold', by: 'white' }], { clock: CLOCK });
    expect(r.status).toBe('ongoing');
    expect(at(r, 9)).toMatchObject({ decision: 'claim-incorrect', articles: ['9.2.2', '9.5.3'], clock: { black: 120 } });
  });
});

describe('a flag and the moves the period prescribes (6.9)', () => {
  // Move 40 of "40 moves in 90 minutes": White makes it and then his flag falls.
  const start = 'r3k3/8/8/8/8/8/4P3/R3K3 w - - 0 40';
  const tc = { moves: 40, lastPeriod: false };
  const ra2: CaseEvent = { type: 'move', san: 'Ra2', completed: false };
  const flag: CaseEvent = { type: 'flag', color: 'white' };
  for (const edition of EDITIONS) {
    it(`${edition}: the 40th move made but its clock not pressed is not completed, so the flag loses`, () => {
      const r = adjudicate({ edition, start, timeControl: tc, events: [ra2, flag] });
      expect(r).toMatchObject({ status: 'over', termination: 'time', result: '0-1' });
    });
    it(`${edition}: the 40th move completed before the flag fell: the game goes on`, () => {
      const r = adjudicate({ edition, start, timeControl: tc, events: [ra2, press('white'), flag] });
      expect(r.status).toBe('ongoing');
      expect(at(r, 2)).toMatchObject({ decision: 'flag-fall-after-control' });
    });
  }
  it('without a prescribed number of moves (the last period), any flag fall is judged by 6.9 as before', () => {
    expect(adjudicate({ edition: '2023', start, events: [mv('Ra2'), flag] })).toMatchObject({ status: 'over', result: '0-1' });
  });
});

describe('rapid and blitz with adequate supervision', () => {
  const illegal = sq('g1', 'g3');
  const penalty = (edition: Edition, mode: 'rapid' | 'blitz', supervision?: 'adequate') =>
    at(adjudicate({ edition, mode, clock: CLOCK, ...(supervision ? { supervision } : {}), events: [illegal] }), 0);

  it('2023 rapid (A.4): the Competition Rules, with A.3 one minute; blitz (B.2): the Competition Rules, two minutes', () => {
    expect(penalty('2023', 'rapid', 'adequate')).toMatchObject({ decision: 'illegal-move', clock: { black: 60 } });
    expect(penalty('2023', 'rapid', 'adequate')!.articles).toEqual(expect.arrayContaining(['A.4', 'A.3', '7.5.5']));
    expect(penalty('2023', 'blitz', 'adequate')).toMatchObject({ decision: 'illegal-move', clock: { black: 120 } });
    expect(penalty('2023', 'blitz')).toMatchObject({ clock: { black: 60 } });
  });

  it('2018 blitz (B.3.1) keeps B.2: one minute; 2009 rapid (A.3): the Competition Rules, two minutes', () => {
    expect(penalty('2018', 'blitz', 'adequate')).toMatchObject({ clock: { black: 60 } });
    expect(penalty('2018', 'blitz', 'adequate')!.articles).toEqual(expect.arrayContaining(['B.3.1', 'B.2']));
    expect(penalty('2009', 'rapid', 'adequate')).toMatchObject({ decision: 'illegal-move', clock: { black: 120 } });
  });

  it('2023 rapid: an illegal move found after the opponent has moved is corrected only under supervision', () => {
    const events: CaseEvent[] = [{ type: 'move', from: 'g1', to: 'g3', observed: false }, mv('e5'), { type: 'claim', claim: 'illegal-move' }];
    const without = adjudicate({ edition: '2023', mode: 'rapid', events });
    expect(at(without, 1)).toMatchObject({ decision: 'illegal-move-stands', articles: ['A.5.2'] });
    const supervised = adjudicate({ edition: '2023', mode: 'rapid', supervision: 'adequate', events });
    expect(supervised.rulings.map((x) => x.decision)).not.toContain('illegal-move-stands');
    expect(at(supervised, 2)).toMatchObject({ decision: 'illegal-move' });
  });

  it('1997 and 2001 make no such distinction; a standard game has no supervision to state', () => {
    for (const edition of ['1997', '2001'] as const) expect(penalty(edition, 'rapid', 'adequate')).toEqual(penalty(edition, 'rapid'));
    expect(() => adjudicate({ edition: '2023', supervision: 'adequate', events: [] })).toThrow(/rapid and blitz games only/);
  });
});

describe('king and rook touched at the same time', () => {
  const KING_ROOK: Record<Edition, string> = { '1997': '4.4a', '2001': '4.4a', '2009': '4.4a', '2018': '4.4.1', '2023': '4.4.1' };
  const ILLEGAL: Record<Edition, string> = { '1997': '4.4c', '2001': '4.4c', '2009': '4.4c', '2018': '4.4.3', '2023': '4.4.3' };
  const both: CaseEvent = { type: 'touch', square: 'h1', with: 'e1' };
  for (const edition of EDITIONS) {
    it(`${edition}: the player must castle on that side (${KING_ROOK[edition]})`, () => {
      const r = run(edition, [both], { start: '4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1' });
      expect(at(r, 0)).toMatchObject({ decision: 'touch-move-obligation', obligation: { kind: 'castle', side: 'kingside' }, articles: [KING_ROOK[edition]] });
    });
    it(`${edition}: castling on that side illegal, another king move, castling on the other side included (${ILLEGAL[edition]})`, () => {
      const r = run(edition, [both], { start: '4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1' });
      expect(at(r, 0)).toMatchObject({ obligation: { kind: 'king-move' } });
      expect(at(r, 0)!.articles).toContain(ILLEGAL[edition]);
      expect(run(edition, [both, mv('O-O-O')], { start: '4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1' }).rulings.at(-1)).toMatchObject({ decision: 'castling' });
    });
  }
  it('touched one after the other, rook first, the king may not castle on that side (4.4.2)', () => {
    const r = run('2023', [touch('h1'), touch('e1')], { start: '4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1' });
    expect(r.obligation).toEqual({ kind: 'move', square: 'h1' });
  });
});

describe('a quickplay-finish claim by the player who does not have the move', () => {
  const clock = { white: 100, black: 100 };
  const byBlack: CaseEvent = { type: 'claim', claim: 'quickplay-finish', finding: 'no-effort', by: 'black' };
  it('2009 (10.2, "the player having the move"): not allowed', () => {
    expect(at(run('2009', [byBlack], { clock }), 0)).toMatchObject({ decision: 'claim-not-allowed', articles: ['10.2'] });
  });
  it('1997 (10.2 does not say so): the claim is heard', () => {
    expect(run('1997', [byBlack], { clock })).toMatchObject({ status: 'over', termination: 'quickplay-finish' });
  });
});

describe('completing a move: only its own player completes it (pressing the clock, ending the game, or his next move)', () => {
  // "His move is not considered to have been completed until he has done so" (1997 6.7a in Portuguese, 2001 6.8a,
  // 2009 6.7a); 2018/2023 6.2.1 "This “completes” the move", 6.2.2: the clock may be pressed "even after the opponent
  // has made his next move", so the opponent's reply completes nothing.
  const WORDS: Record<Edition, [string, RegExp]> = {
    '1997': ['6.7a', /Seu lance não é considerado completo até que ele o tenha feito/],
    '2001': ['6.8a', /His move is not considered to have been completed until he has done so/],
    '2009': ['6.7a', /His move is not considered to have been completed until he has done so/],
    '2018': ['6.2.2', /even after the opponent has made his next move/],
    '2023': ['6.2.2', /even after the opponent has made his\/her next move/],
  };
  const start = 'r3k3/8/8/8/8/8/4P3/R3K3 w - - 0 40';
  const tc = { moves: 40, lastPeriod: false };
  const ra2: CaseEvent = { type: 'move', san: 'Ra2', completed: false };
  const flag: CaseEvent = { type: 'flag', color: 'white' };
  for (const edition of EDITIONS) {
    it(`${edition} (${WORDS[edition][0]}): the 40th move not completed, Black's reply does not complete it: the flag falls before the control`, () => {
      expect(lawText(edition, WORDS[edition][0])).toMatch(WORDS[edition][1]);
      const r = adjudicate({ edition, start, timeControl: tc, events: [ra2, mv('Rb8'), flag] });
      expect(r).toMatchObject({ status: 'over', termination: 'time', result: '0-1' });
      // White presses his clock after Black's reply: completed (6.2.2), the flag falls after the control
      const pressed = adjudicate({ edition, start, timeControl: tc, events: [ra2, mv('Rb8'), press('white'), flag] });
      expect(at(pressed, 3)).toMatchObject({ decision: 'flag-fall-after-control' });
    });
  }
  for (const edition of ['2018', '2023'] as const) {
    it(`${edition} (6.2.1.2): his next move completes the move he had not completed`, () => {
      expect(lawText(edition, '6.2.1.2')).toMatch(/the player has made his(\/her)? next move, when his(\/her)? previous move was not completed/);
      const r = adjudicate({ edition, start, timeControl: tc, events: [ra2, mv('Rb8'), { type: 'move', san: 'Ra3', completed: false }, flag] });
      // move 40 completed by move 41; move 41 itself is not, and does not need to be
      expect(at(r, 3)).toMatchObject({ decision: 'flag-fall-after-control' });
    });
  }

  // Fifty moves, claimed by Black once White's 50th move is made but before White presses his clock.
  const FIFTY = '4k3/8/8/8/8/8/8/R3K3 w - - 99 90';
  const fiftyClaim: CaseEvent = { type: 'claim', claim: 'fifty-moves' };
  const ra2Fifty: CaseEvent = { type: 'move', san: 'Ra2', completed: false };
  for (const edition of ['2018', '2023'] as const) {
    it(`${edition} (9.3.2): the fifty moves must have been completed; a move made but not completed does not count yet`, () => {
      expect(lawText(edition, '9.3.2')).toContain('the last 50 moves by each player have been completed');
      const early = run(edition, [ra2Fifty, fiftyClaim], { start: FIFTY, clock: CLOCK });
      expect(early.status).toBe('ongoing');
      expect(at(early, 1)).toMatchObject({ decision: 'claim-incorrect', articles: ['9.3.2', '9.5.3'], clock: { white: 120 } });
      expect(run(edition, [ra2Fifty, press('white'), fiftyClaim], { start: FIFTY })).toMatchObject({ status: 'over', termination: 'fifty-moves' });
    });
  }
  it('2009 (9.3b): the fifty moves need only have been "made": the claim is correct before the clock is pressed', () => {
    expect(lawText('2009', '9.3b')).toContain('the last 50 consecutive moves have been made by each player');
    expect(lawText('2009', '1.1')).toContain('when his opponent’s move has been ‘made’');
    expect(run('2009', [ra2Fifty, fiftyClaim], { start: FIFTY })).toMatchObject({ status: 'over', termination: 'fifty-moves' });
  });
  it('1997 (1.1): a player has the move only once his opponent has completed a move, so neither claim can be made before', () => {
    expect(lawText('1997', '1.1')).toContain("Diz-se ser 'a vez' do jogador, quando seu adversário completou um lance");
    expect(lawText('1997', '9.3')).toContain('após uma reclamação procedente do jogador que tem a vez');
    const fifty = run('1997', [ra2Fifty, fiftyClaim], { start: FIFTY, clock: CLOCK });
    expect(at(fifty, 1)).toMatchObject({ decision: 'claim-incorrect', articles: ['1.1', '9.3b', '9.5b'] });
    expect(run('1997', [ra2Fifty, press('white'), fiftyClaim], { start: FIFTY })).toMatchObject({ status: 'over', termination: 'fifty-moves' });
    const repeat = [...moves('Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8'), { type: 'move', san: 'Nf3', completed: false } as CaseEvent];
    const threefold = run('1997', [...repeat, { type: 'claim', claim: 'threefold' }], { clock: CLOCK });
    expect(at(threefold, 9)).toMatchObject({ decision: 'claim-incorrect', articles: ['1.1', '9.2b', '9.5b'] });
  });
});

describe('a pawn released on its promotion square', () => {
  // The move is not yet made, but the pawn can no longer go to another square (1997/2001 4.7: a piece released as
  // (part of) a legal move; 2009 4.6c; 2018/2023 4.7 with 4.6.2: pawn and new piece in either order).
  const WORDS: Record<Edition, [string[], string, RegExp]> = {
    '1997': [['4.7', '3.4e'], '4.7', /uma peça for solta numa casa, ela não pode então ser conduzida à outra casa/],
    '2001': [['4.7', '3.7e'], '4.7', /a piece has been released on a square, it cannot then be moved to another square/],
    '2009': [['4.6c'], '4.6c', /released from his hand the pawn that has reached the promotion square, the move is not yet made, but the player no longer has the right to play the pawn to another square/],
    '2018': [['4.7', '4.6.2'], '4.7', /a piece has been released on a square, it cannot be moved to another square on this move/],
    '2023': [['4.7', '4.6.2'], '4.7', /a piece has been released on a square, it cannot be moved to another square on this move/],
  };
  const start = '3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1';
  const released: CaseEvent = { type: 'move', from: 'e7', to: 'e8', completed: false };
  for (const edition of EDITIONS) {
    const [articles, id, words] = WORDS[edition];
    it(`${edition} (${articles.join(', ')}): a capture with the pawn instead is refused; the promotion is completed on that square, to a piece of the player's choice`, () => {
      expect(lawText(edition, id)).toMatch(words);
      if (edition === '2018' || edition === '2023') expect(lawText(edition, '4.6.2')).toContain('removing the pawn and putting the new piece on the square of promotion may occur in any order');
      const r = run(edition, [released, mv('exd8=Q'), mv('e8=N')], { start, clock: CLOCK });
      expect(at(r, 0)).toMatchObject({ decision: 'touch-move-obligation', articles, obligation: { kind: 'move', square: 'e7', to: 'e8' } });
      expect(at(r, 1)).toMatchObject({ decision: 'move-refused', reason: 'touch-move', articles });
      expect(at(r, 2)).toMatchObject({ decision: 'promotion', san: 'e8=N' });
      expect(r.fen.startsWith('3rN2k/8/8/8/8/8/8/4K3 b')).toBe(true);
      expect(r.clock).toEqual(CLOCK);
      // touching another piece changes nothing
      expect(run(edition, [released, touch('e1')], { start }).obligation).toEqual({ kind: 'move', square: 'e7', to: 'e8' });
    });
  }
  it('2018: the clock pressed with the pawn left on the square of promotion: an illegal move, the pawn becomes a queen (7.5.2)', () => {
    const r = run('2018', [released, press('white')], { start, clock: CLOCK });
    expect(r.rulings.filter((x) => x.event === 1).map((x) => x.decision)).toEqual(['pawn-promoted-to-queen', 'illegal-move']);
    expect(r.fen.startsWith('3rQ2k/')).toBe(true);
  });
});

describe("one's own piece and an opponent's touched at the same time: the own piece counts as touched first", () => {
  const WORDS: Record<Edition, [string, string]> = {
    '1997': ['4.3b', 'Se for impossível determinar qual peça foi tocada primeiro, sua própria peça deve ser considerada a peça tocada'],
    '2001': ['4.3c', "the player's own piece shall be considered to have been touched before his opponent's"],
    '2009': ['4.3c', 'the player’s own piece shall be considered to have been touched before his opponent’s'],
    '2018': ['4.3.3', 'the player’s own piece shall be considered to have been touched before his opponent’s'],
    '2023': ['4.3.3', 'the player’s own piece shall be considered to have been touched before his/her opponent’s'],
  };
  // the knight cannot take the pawn on h5; the rook could, but the knight counts as touched first
  const start = '4k3/8/8/7p/8/2N5/8/4K2R w - - 0 1';
  for (const edition of EDITIONS) {
    const [article, words] = WORDS[edition];
    it(`${edition} (${article}): whichever is named first, the knight must move`, () => {
      expect(lawText(edition, article)).toContain(words);
      for (const both of [
        { type: 'touch', square: 'h5', with: 'c3' },
        { type: 'touch', square: 'c3', with: 'h5' },
      ] as CaseEvent[]) {
        const r = run(edition, [both], { start });
        expect(at(r, 0)).toMatchObject({ decision: 'touch-move-obligation', obligation: { kind: 'move', square: 'c3' }, articles: [article] });
      }
      // a piece of each colour that can capture: the capture, in either order
      const capture = run(edition, [{ type: 'touch', square: 'h5', with: 'h1' }], { start });
      expect(capture.obligation).toEqual({ kind: 'capture', square: 'h5', by: 'h1' });
    });
  }
});

describe('a threefold or fifty-move claim by the player who does not have the move: the same answer with a written move or without', () => {
  const WORDS: Record<Edition, [string, string]> = {
    '1997': ['9.2', 'após uma reclamação procedente do jogador com a vez'],
    '2001': ['9.2', 'upon a correct claim by the player having the move'],
    '2009': ['9.2', 'upon a correct claim by the player having the move'],
    '2018': ['9.2.1', 'upon a correct claim by a player having the move'],
    '2023': ['9.2', 'upon a correct claim by a player having the move'],
  };
  const REPEAT = moves('Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1');
  for (const edition of EDITIONS) {
    it(`${edition} (${WORDS[edition][0]}): incorrect, with the edition's penalty, either way`, () => {
      expect(lawText(edition, WORDS[edition][0])).toContain(WORDS[edition][1]);
      const without = run(edition, [...REPEAT, { type: 'claim', claim: 'threefold', by: 'white' }], { clock: CLOCK });
      const written = run(edition, [...REPEAT, { type: 'claim', claim: 'threefold', by: 'white', san: 'Nf3' }], { clock: CLOCK });
      expect(at(without, 7)?.decision).toBe('claim-incorrect');
      expect(at(written, 7)).toMatchObject({ decision: at(without, 7)!.decision, articles: at(without, 7)!.articles, clock: at(without, 7)!.clock });
      expect(written.clock).toEqual(without.clock);
      expect(written.obligation).toBeUndefined();
      const fifty = run(edition, [{ type: 'claim', claim: 'fifty-moves', by: 'black', san: 'Kd8' }], { start: '4k3/8/8/8/8/8/8/R3K3 w - - 99 90' });
      expect(at(fifty, 0)?.decision).toBe('claim-incorrect');
    });
  }
});

describe('"observed": false: nobody saw it, in every edition and mode', () => {
  // an unfinished promotion and both kings in check are what 2009 A.4c has the arbiter intervene on when he sees them
  const start = '1n2k3/P6p/8/8/8/8/8/4K3 w - - 0 1';
  for (const edition of EDITIONS) {
    for (const mode of ['standard', 'rapid', 'blitz'] as const) {
      it(`${edition} ${mode}: an unfinished promotion nobody saw stays on the board, unpenalised until claimed`, () => {
        const r = run(edition, [{ type: 'move', from: 'a7', to: 'a8', observed: false }], { start, mode, clock: CLOCK });
        expect(at(r, 0)).toMatchObject({ decision: 'illegal-move-unclaimed', reason: 'promotion-required' });
        expect(r.clock).toEqual(CLOCK);
        expect(r.fen.startsWith('Pn2k3/')).toBe(true);
      });
    }
  }
});

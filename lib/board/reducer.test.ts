// The board model driven as the learner drives a board, without a browser: every exercise's scripted checks, the
// clocks, a promotion cancelled, a change of edition or language in the middle of a game.
import { describe, expect, it } from 'vitest';
import * as engine from './boardEngine';
import { boardReducer } from './reducer';
import { fenOf, initBoard, isTicking, outcomeOf, touchedSquares, type BoardAction, type BoardConfig, type BoardState } from './model';
import { scenarios } from '@/lib/scenarios/registry';
import type { LearnerAction, Scenario } from '@/lib/scenarios/types';
import type { Edition } from '@/lib/rules';
import type { Promotion } from './moves';
import { START_FEN } from '@/lib/chess/fen';

const run = (s: BoardState, ...actions: BoardAction[]) => actions.reduce(boardReducer, s);

function board(config: Partial<BoardConfig>, edition: Edition = '2023', locale: 'en' | 'pt' | 'gl' = 'en'): BoardState {
  const s = initBoard({ startFen: START_FEN, moves: [], scenario: null, hand: false, clock: null, ...config }, edition, locale);
  return boardReducer(s, { type: 'engineLoaded', engine });
}

function exercise(sc: Scenario, edition: Edition): BoardState {
  return run(board({ scenario: sc, startFen: sc.start, hand: sc.kind === 'touch', clock: sc.clock ?? null }, edition), { type: 'restart' });
}

/** What the learner does on the board for one scripted action of an exercise's check. */
function learn(s: BoardState, a: Exclude<LearnerAction, { choose: string }>): BoardState {
  if ('move' in a) {
    const [from, to, piece] = [a.move.slice(0, 2), a.move.slice(2, 4), a.move[4] as Promotion | undefined];
    s = run(s, { type: 'chooseHand', mode: 'move' }, { type: 'drop', from, to });
    if (s.promotion && piece) s = boardReducer(s, { type: 'choosePromotion', piece });
  } else if ('touch' in a || 'adjust' in a) {
    const square = 'touch' in a ? a.touch : a.adjust;
    s = run(s, { type: 'chooseHand', mode: 'touch' in a ? 'touch' : 'adjust' }, { type: 'select', square });
  } else if ('flag' in a) {
    s = run(s, { type: 'flag', color: a.flag });
  } else {
    s = run(s, { type: 'write', text: a.write ?? '' }, { type: 'claim', claim: a.claim as 'threefold' | 'fifty-moves' });
  }
  // the opponent's replies, after the board's pause
  return s.pending ? boardReducer(s, { type: 'showReplies' }) : s;
}

const played = (s: BoardState) => s.game?.history.map((h) => h.san) ?? [];
const kinds = (s: BoardState) => s.said.notes.map((n) => n.kind);

describe("every exercise's checks, played on the board model", () => {
  const cases = scenarios
    .filter((sc) => sc.kind !== 'arbiter') // an arbiter case is answered by choosing a ruling (ArbiterCase), not on a board
    .flatMap((sc) => sc.editions.flatMap((ed) => sc.checks.filter((c) => !c.editions || c.editions.includes(ed)).map((c) => [sc.id, ed, c.name, sc, c] as const)));
  it('covers every board exercise', () => expect(new Set(cases.map((c) => c[0])).size).toBeGreaterThan(10));
  it.each(cases)('%s (%s): %s', (_id, ed, _name, sc, check) => {
    let s = exercise(sc, ed);
    expect(s.game?.state.session.edition).toBe(ed);
    for (const a of check.actions) if (!('choose' in a)) s = learn(s, a);
    expect(outcomeOf(s)).toBe(check.outcome);
  });
});

describe('the board model', () => {
  it('does nothing on the game before the engine is there', () => {
    const s = initBoard({ startFen: START_FEN, moves: [], scenario: null, hand: false, clock: null }, '2023', 'en');
    expect(boardReducer(s, { type: 'select', square: 'e2' })).toBe(s);
  });

  it('picks a piece up, shows where it may go, and moves it', () => {
    let s = run(board({}), { type: 'select', square: 'g1' });
    expect(s.selected).toBe('g1');
    expect(s.targets.sort()).toEqual(['f3', 'h3']);
    s = boardReducer(s, { type: 'select', square: 'f3' });
    expect(played(s)).toEqual(['Nf3']);
    expect(s.selected).toBeNull();
    expect(kinds(s)).toEqual(['move']);
  });

  it('refuses an illegal move with its reason and articles, and keeps the position', () => {
    const s = run(board({}), { type: 'drop', from: 'e2', to: 'e5' });
    expect(played(s)).toEqual([]);
    expect(s.said.alert).toBe(true);
    expect(s.said.notes[0]).toMatchObject({ kind: 'refusal', edition: '2023' });
  });

  it('replays a shared link when the engine arrives, takes a move back, and resets to the start', () => {
    let s = board({ moves: [{ from: 'e2', to: 'e4' }, { from: 'e7', to: 'e5' }] });
    expect(played(s)).toEqual(['e4', 'e5']);
    s = boardReducer(s, { type: 'takeBack' });
    expect(played(s)).toEqual(['e4']);
    s = boardReducer(s, { type: 'restart' });
    expect(played(s)).toEqual([]);
    expect(fenOf(s)).toBe(START_FEN);
    expect(kinds(s)).toEqual(['reset']);
  });

  it('asks for the promotion piece; cancelled, the pawn stays; chosen, the exercise is won', () => {
    const sc = scenarios.find((x) => x.id === 'promotion')!;
    let s = exercise(sc, '2023');
    const before = fenOf(s);
    s = boardReducer(s, { type: 'drop', from: 'b7', to: 'a8' });
    expect(s.promotion).toEqual({ from: 'b7', to: 'a8' });
    expect(boardReducer(s, { type: 'typeMove', text: 'e4' })).toBe(s); // the chooser is the only way on
    s = boardReducer(s, { type: 'cancelPromotion' });
    expect(s.promotion).toBeNull();
    expect(fenOf(s)).toBe(before);
    expect(s.said.notes[0]).toMatchObject({ kind: 'released', square: 'b7', piece: { type: 'p' } });
    s = run(s, { type: 'drop', from: 'b7', to: 'a8' }, { type: 'choosePromotion', piece: 'q' });
    expect(played(s).at(-1)).toMatch(/^bxa8=Q/);
    expect(outcomeOf(s)).toBe('success');
  });

  it('makes a touched piece an obligation, and refuses a move that breaks it', () => {
    let s = run(board({ hand: true }), { type: 'select', square: 'g1' });
    expect(touchedSquares(s.game)).toEqual(['g1']);
    expect(s.said.notes[0]?.kind).toBe('touched');
    s = run(s, { type: 'chooseHand', mode: 'move' }, { type: 'drop', from: 'e2', to: 'e4' });
    expect(played(s)).toEqual([]);
    expect(s.said.notes[0]).toMatchObject({ kind: 'refusal', reason: 'touch-move' });
    s = boardReducer(s, { type: 'drop', from: 'g1', to: 'f3' });
    expect(played(s)).toEqual(['Nf3']);
  });

  it('runs the clock of the side to move, and the flag falls when it runs out', () => {
    let s = board({ clock: { white: 1, black: 5 } });
    expect(isTicking(s)).toBe(false);
    s = boardReducer(s, { type: 'pressClock' });
    expect(isTicking(s)).toBe(true);
    s = boardReducer(s, { type: 'tick', seconds: 0.6 });
    expect(s.clock).toEqual({ white: expect.closeTo(0.4, 5), black: 5 });
    s = boardReducer(s, { type: 'tick', seconds: 0.6 });
    expect(s.clock?.white).toBe(0);
    expect(s.game?.state.ruling).toMatchObject({ status: 'over', result: '0-1' });
    expect(s.running).toBe(false);
    expect(s.said).toMatchObject({ alert: true, notes: [{ kind: 'entries' }] });
    // a second tick after the fall changes nothing
    expect(boardReducer(s, { type: 'tick', seconds: 1 })).toBe(s);
  });

  it('waits for the opponent: his scripted reply comes with showReplies, and nothing moves meanwhile', () => {
    const sc = scenarios.find((x) => x.id === 'en-passant')!;
    let s = exercise(sc, '2023');
    s = boardReducer(s, { type: 'drop', from: 'h2', to: 'h3' });
    expect(s.pending).not.toBeNull();
    expect(boardReducer(s, { type: 'select', square: 'e5' })).toBe(s);
    expect(boardReducer(s, { type: 'tick', seconds: 1 })).toBe(s);
    s = boardReducer(s, { type: 'showReplies' });
    expect(s.pending).toBeNull();
    expect(kinds(s)).toContain('opponent');
  });

  it('rules a game again when the edition changes mid-game, and starts an exercise again in it', () => {
    const s = run(board({}), { type: 'drop', from: 'e2', to: 'e4' }, { type: 'changeEdition', edition: '2001' });
    expect(s.game?.state.session.edition).toBe('2001');
    expect(played(s)).toEqual(['e4']);
    const sc = scenarios.find((x) => x.id === 'incorrect-claim')!;
    let e = run(exercise(sc, '2023'), { type: 'write', text: 'Nf3' }, { type: 'claim', claim: 'threefold' });
    const after2023 = e.clock;
    e = boardReducer(e, { type: 'changeEdition', edition: '1997' });
    expect(e.game?.state.session.edition).toBe('1997');
    expect(outcomeOf(e)).toBe('playing');
    expect(e.clock).toEqual(sc.clock);
    expect(kinds(e)[0]).toBe('started');
    e = run(e, { type: 'write', text: 'Nf3' }, { type: 'claim', claim: 'threefold' });
    expect(e.clock).not.toEqual(after2023); // the clocks are adjusted as 1997 says, not 2023
  });

  it('reads typed moves in the letters of the language chosen, also after a change of language', () => {
    let s = board({});
    expect(boardReducer(s, { type: 'typeMove', text: 'Cf3' }).said.notes[0]).toMatchObject({ kind: 'typed', reason: 'unreadable' });
    s = run(s, { type: 'changeLanguage', locale: 'pt' }, { type: 'typeMove', text: 'Cf3' });
    expect(played(s)).toEqual(['Nf3']);
  });

  it('shows hints one by one, up to the last', () => {
    const sc = scenarios.find((x) => x.id === 'en-passant')!;
    const total = sc.text.en.hints.length;
    const s = run(exercise(sc, '2023'), ...Array.from({ length: total + 1 }, () => ({ type: 'hint' }) as const));
    expect(s.hints).toBe(total);
    expect(s.said.notes[0]).toMatchObject({ kind: 'hint', n: total, total });
  });
});

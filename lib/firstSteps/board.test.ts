// First-steps levels on the board model every board uses (lib/board): the level as the learner plays it, by drag and
// by a typed move, with its stars, refusals and the flag, every level's solution included.
import { describe, expect, it } from 'vitest';
import * as engine from '@/lib/board/boardEngine';
import { boardReducer } from '@/lib/board/reducer';
import { initBoard, outcomeOf, type BoardAction, type BoardState } from '@/lib/board/model';
import { levelScenario } from './level';
import { stages, findStage } from './stages';
import type { Level, Stage } from './schema';

const run = (s: BoardState, ...actions: BoardAction[]) => actions.reduce(boardReducer, s);

function level(stage: Stage, l: Level, locale: 'pt' | 'gl' | 'en' = 'pt'): BoardState {
  const scenario = levelScenario(stage, l, locale, 'Lances demais');
  const s = initBoard({ startFen: scenario.start, moves: [], scenario, hand: l.hand, clock: scenario.clock ?? null }, '2023', locale);
  return run(s, { type: 'engineLoaded', engine }, { type: 'restart' });
}

function learn(s: BoardState, a: Level['solution'][number]): BoardState {
  if ('move' in a) {
    s = run(s, { type: 'chooseHand', mode: 'move' }, { type: 'drop', from: a.move.slice(0, 2), to: a.move.slice(2, 4) });
    if (s.promotion) s = boardReducer(s, { type: 'choosePromotion', piece: (a.move[4] ?? 'q') as 'q' });
  } else if ('touch' in a || 'adjust' in a) {
    const square = 'touch' in a ? a.touch : a.adjust;
    s = run(s, { type: 'chooseHand', mode: 'touch' in a ? 'touch' : 'adjust' }, { type: 'select', square });
  } else if ('flag' in a) {
    s = run(s, { type: 'flag', color: a.flag });
  } else if ('claim' in a) {
    s = run(s, { type: 'claim', claim: a.claim as 'threefold' });
  }
  return s.pending ? boardReducer(s, { type: 'showReplies' }) : s;
}

describe('first steps on the board model', () => {
  const all = stages.flatMap((st) => st.levels.map((l) => [l.id, st, l] as const));
  it.each(all)("%s: the stored solution, played on the board, wins", (_id, st, l) => {
    let s = level(st, l);
    for (const a of l.solution) s = learn(s, a);
    expect(outcomeOf(s)).toBe('success');
  });

  it('a refused move is said with the engine’s reason and counted, and the level goes on', () => {
    const rook = findStage('rook')!;
    let s = level(rook, rook.levels[0]!);
    s = run(s, { type: 'drop', from: 'a1', to: 'b2' });
    expect(s.said.notes[0]).toMatchObject({ kind: 'refusal', reason: 'piece-cannot-move-so' });
    expect(s.game!.run!.refusals).toBe(1);
    expect(outcomeOf(s)).toBe('playing');
    s = run(s, { type: 'drop', from: 'a1', to: 'a7' });
    expect(outcomeOf(s)).toBe('success');
    expect(s.game!.run!.stars).toEqual([]);
  });

  it('a move typed in Portuguese letters collects a star', () => {
    const knight = findStage('knight')!;
    const s = run(level(knight, knight.levels[0]!), { type: 'typeMove', text: 'Cc3' });
    expect(outcomeOf(s)).toBe('success');
  });
});

// The exercise runner on first-steps levels: stars collected, the opponent passing, the move limit, and the
// predicates first steps added (check, a piece left where it can be taken, a flag).
import { describe, expect, it } from 'vitest';
import { act, startRun, type ScenarioRun } from '@/lib/scenarios/run';
import { levelGoal, levelScenario } from './level';
import { findStage } from './stages';

function start(stageId: string, levelId: string, locale: 'pt' | 'gl' | 'en' = 'en') {
  const stage = findStage(stageId)!;
  const level = stage.levels.find((l) => l.id === levelId)!;
  return { stage, level, run: startRun(levelScenario(stage, level, locale, 'Too many moves'), '2023').run };
}
const play = (run: ScenarioRun, ...moves: string[]) => moves.reduce((r, m) => act(r, { move: m }).run, run);

describe('stars to collect', () => {
  it('a star is taken when the piece lands on it, and the learner moves again', () => {
    const { run } = start('rook', 'rook-2');
    expect(run.stars).toEqual(['a5', 'e5']);
    const after = play(run, 'a1a5');
    expect(after.stars).toEqual(['e5']);
    expect(after.outcome).toBe('playing');
    expect(after.state.ruling.fen.split(' ')[1]).toBe('w');
    expect(play(after, 'a5e5').outcome).toBe('success');
  });
  it('too many moves: the failure after the level’s own, with its text', () => {
    const { run } = start('rook', 'rook-2');
    const r = play(run, 'a1b1', 'b1b2', 'b2b3', 'b3b4');
    expect(r.outcome).toBe('failure');
    expect(r.failure).toBe(0);
    expect(r.moves).toBe(4);
  });
  it('a refused move is counted, not played, and the engine says why', () => {
    const { run } = start('bishop', 'bishop-1');
    const step = act(run, { move: 'c1c4' });
    expect(step.result).toMatchObject({ ok: false, reason: 'piece-cannot-move-so' });
    expect(step.run.refusals).toBe(1);
    expect(step.run.moves).toBe(0);
  });
  it('a check while passing: the opponent’s king steps aside and the learner moves again', () => {
    const { run } = start('queen', 'queen-1');
    const step = act(run, { move: 'd1d5' }); // d5 attacks a8 along the diagonal
    expect(step.replies).toHaveLength(1);
    expect(step.replies[0]!.from).toBe('a8');
    expect(step.run.state.ruling.fen.split(' ')[1]).toBe('w');
    expect(play(step.run, 'd5h5').outcome).toBe('success');
  });
});

describe('predicates first steps added', () => {
  it('check: a move that gives check wins; one that does not fails', () => {
    expect(play(start('check', 'check-1').run, 'a1a8').outcome).toBe('success');
    expect(play(start('check', 'check-1').run, 'a1a7').outcome).toBe('failure');
  });
  it('a piece left where it can be taken fails; a safe square wins', () => {
    expect(play(start('protection', 'protection-2').run, 'e5f3').outcome).toBe('success');
    const left = play(start('protection', 'protection-2').run, 'e5g6'); // the h7 pawn takes on g6
    expect(left.outcome).toBe('failure');
    expect(left.failure).toBe(0);
  });
  it('a flag: the opponent’s falls with a lone king against a queen (win), with a lone king of one’s own (draw)', () => {
    const won = act(play(start('clock', 'clock-2').run, 'd2d3'), { flag: 'black' }).run;
    expect(won.outcome).toBe('success');
    expect(won.state.ruling).toMatchObject({ termination: 'time', result: '1-0' });
    const drawn = act(play(start('clock', 'clock-3').run, 'a1b1'), { flag: 'black' }).run;
    expect(drawn.state.ruling).toMatchObject({ termination: 'time', result: '1/2-1/2' });
    expect(drawn.outcome).toBe('success');
  });
  it('one’s own flag falling fails the level', () => {
    const r = act(start('clock', 'clock-1').run, { flag: 'white' }).run;
    expect(r.outcome).toBe('failure');
    expect(r.failure).toBe(0);
  });
});

describe("a level's texts", () => {
  it('the level’s own goal, else its stage’s', () => {
    const { stage, level } = start('rook', 'rook-1');
    expect(levelGoal(stage, level, 'pt')).toBe('Pegue todas as estrelas.');
    const four = stage.levels.find((l) => l.id === 'rook-4')!;
    expect(levelGoal(stage, four, 'gl')).toBe('O peón está no camiño. Colle as estrelas.');
  });
  it('the limit’s text comes after the level’s own failures', () => {
    const stage = findStage('stalemate')!;
    const sc = levelScenario(stage, stage.levels[0]!, 'pt', 'Lances demais');
    expect(sc.text.pt!.failures.at(-1)).toBe('Lances demais');
    expect(sc.text.pt!.failures).toHaveLength(stage.levels[0]!.failures.length + 1);
  });
});

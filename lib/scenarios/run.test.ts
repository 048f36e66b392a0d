import { describe, expect, it } from 'vitest';
import { act, judge, learnerToMove, scenarioPosition, startRun } from './run';
import { findScenario } from './registry';

const scenario = (id: string) => {
  const s = findScenario(id);
  if (!s) throw new Error(id);
  return s;
};

describe('running an exercise', () => {
  it('plays the opponent’s scripted double step, then waits for the learner', () => {
    const { run, replies, prelude } = startRun(scenario('en-passant'), '2023');
    expect(prelude).toEqual([]);
    expect(replies.map((r) => r.san)).toEqual(['d5']);
    expect(replies[0]!.before).toBe('4k3/3p3p/8/4P3/8/8/7P/4K3 b - - 0 1');
    expect(learnerToMove(run)).toBe(true);
    expect(run.state.ruling.fen).toBe('4k3/7p/8/3pP3/8/8/7P/4K3 w - d6 0 2');
  });

  it('never lets the learner move the opponent’s pieces', () => {
    const { run } = startRun(scenario('en-passant'), '2023');
    const step = act(run, { move: 'd5d4' });
    expect(step.result).toMatchObject({ ok: false, reason: 'not-your-turn' });
    expect(step.run.outcome).toBe('playing');
  });

  it('decides success on the engine’s ruling, and keeps the learner’s move before the reply', () => {
    const { run } = startRun(scenario('castling-attacked'), '2009');
    const refused = act(run, { move: 'e1g1' });
    expect(refused.result).toMatchObject({ ok: false, reason: 'castling-through-check', articles: ['3.8b(2)[a]'] });
    const done = act(refused.run, { move: 'e1c1' });
    expect(done.run.outcome).toBe('success');
    expect(done.result).toMatchObject({ ok: true, san: 'O-O-O' });
  });

  it('stops replying when the script runs out, without failing', () => {
    let { run } = startRun(scenario('en-passant'), '2023');
    run = act(run, { move: 'h2h3' }).run; // Black replies h6
    const step = act(run, { move: 'h3h4' }); // no reply left
    expect(step.replies).toEqual([]);
    expect(step.run.outcome).toBe('playing');
    expect(learnerToMove(step.run)).toBe(false);
  });

  it('stops the script, without breaking, when the learner makes a scripted reply impossible', () => {
    const { run } = startRun(scenario('touch-king-rook'), '2023');
    const step = act(run, { move: 'c4f7' }); // Bxf7+: Black may no longer castle, the scripted reply
    expect(step.result.ok).toBe(true);
    expect(step.replies).toEqual([]);
    expect(step.run.refusedReply).toMatch(/^e8g8/);
    expect(step.run.outcome).toBe('playing');
  });

  it('rules on claims with the written move', () => {
    const { run } = startRun(scenario('incorrect-claim'), '2001');
    const step = act(run, { claim: 'threefold', write: 'Nf3' }, { white: 100, black: 300 });
    expect(step.result.entries[0]).toMatchObject({ decision: 'claim-incorrect', clock: { black: 180, white: -40 }, obligation: { kind: 'play', san: 'Nf3' } });
    expect(step.run.state.ruling.clock).toEqual({ white: 60, black: 480 });
    expect(act(step.run, { move: 'g1h3' }).result).toMatchObject({ ok: false, reason: 'written-move' });
  });
});

describe('arbiter cases', () => {
  it('find the one choice that agrees with the engine, per edition', () => {
    const s = scenario('illegal-move-penalty');
    expect(judge(s, '1997').correct).toEqual(['two-minutes']);
    expect(judge(s, '2009').correct).toEqual(['two-minutes']);
    expect(judge(s, '2023').correct).toEqual(['loss']);
  });
  it('show the position just before the event in question', () => {
    expect(scenarioPosition(scenario('illegal-move-penalty'), '2023')).toBe('rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2');
  });
});

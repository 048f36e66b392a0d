import { describe, expect, it } from 'vitest';
import { pickExam } from './pick';

const bank = Array.from({ length: 60 }, (_, i) => ({ id: `q${i}`, topic: `t${i % 6}` }));

describe('pickExam', () => {
  it('gives the same paper for the same seed and another for another seed', () => {
    const a = pickExam(bank, { size: 30, seed: 7 }).map((q) => q.id);
    expect(pickExam(bank, { size: 30, seed: 7 }).map((q) => q.id)).toEqual(a);
    expect(pickExam(bank, { size: 30, seed: 8 }).map((q) => q.id)).not.toEqual(a);
  });
  it('draws across topics: six topics, twelve questions, two from each', () => {
    const counts = new Map<string, number>();
    for (const q of pickExam(bank, { size: 12, seed: 1 })) counts.set(q.topic, (counts.get(q.topic) ?? 0) + 1);
    expect([...counts.values()]).toEqual([2, 2, 2, 2, 2, 2]);
  });
  it('never repeats a question and stops when the pool runs out', () => {
    const picked = pickExam(bank, { size: 100, seed: 3, topics: ['t1', 't2'] });
    expect(picked).toHaveLength(20);
    expect(new Set(picked.map((q) => q.id)).size).toBe(20);
    expect(picked.every((q) => q.topic === 't1' || q.topic === 't2')).toBe(true);
  });
});

describe('pickExam and difficulty', () => {
  // Three topics whose questions are mostly easy: 16 easy, 2 middling and 2 hard each.
  const skewed = Array.from({ length: 60 }, (_, i) => ({ id: `d${i}`, topic: `t${i % 3}`, difficulty: i % 20 < 16 ? 1 : i % 20 < 18 ? 2 : 3 }));
  it('mixes the levels: a 12-question paper from a mostly easy bank takes every middling and hard question it can', () => {
    const paper = pickExam(skewed, { size: 12, seed: 5 });
    const count = (d: number) => paper.filter((q) => q.difficulty === d).length;
    expect(count(2) + count(3)).toBeGreaterThanOrEqual(8);
    expect(count(1)).toBeGreaterThanOrEqual(2);
  });
  it('stays a pure function of the seed', () => {
    expect(pickExam(skewed, { size: 12, seed: 5 })).toEqual(pickExam(skewed, { size: 12, seed: 5 }));
  });
});

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

import { describe, expect, it } from 'vitest';
import { elementsIn, scoreTicks, totalMarks } from './rulingMarks';

const scheme = [
  { id: 'pause', marks: 1 },
  { id: 'restore', marks: 1 },
  { id: 'two-minutes', marks: 1, editions: ['2009', '2018'] },
  { id: 'one-minute', marks: 2, editions: ['2023'] },
];

describe('marking a written ruling', () => {
  it('keeps the elements of the edition shown', () => {
    expect(elementsIn(scheme, '2023').map((e) => e.id)).toEqual(['pause', 'restore', 'one-minute']);
    expect(totalMarks(elementsIn(scheme, '2009'))).toBe(3);
  });
  it('adds the marks of the elements ticked, and only of real elements, once', () => {
    const in2023 = elementsIn(scheme, '2023');
    expect(scoreTicks(in2023, [])).toEqual({ got: 0, total: 4 });
    expect(scoreTicks(in2023, ['restore', 'one-minute'])).toEqual({ got: 3, total: 4 });
    expect(scoreTicks(in2023, ['restore', 'restore', 'two-minutes', 'nonsense'])).toEqual({ got: 1, total: 4 });
  });
});

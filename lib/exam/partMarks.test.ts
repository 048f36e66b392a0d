import { describe, expect, it } from 'vitest';
import { machineMarks, markParts, markRuling, minutesToSeconds, sumMarks, type AnswerKey } from './partMarks';

const key: AnswerKey = {
  decision: ['illegal-move'],
  clock: { white: 0, black: 120 },
  result: 'continues',
  articles: { options: ['Article 4.3', 'Article 7.5.1', 'Article 7.5.5', 'Article 9.2'], key: ['Article 7.5.1', 'Article 7.5.5'] },
};
const reason = { elements: [{ id: 'restore', marks: 1 }, { id: 'move', marks: 2 }], ticks: ['move'] };
const byPart = (answer: Parameters<typeof markParts>[1], r = reason) => Object.fromEntries(markParts(key, answer, r).map((m) => [m.part, [m.got, m.verdict]]));

describe('marking the parts of a written ruling', () => {
  it('all right: full marks in every machine part, the reason as ticked', () => {
    const marks = markParts(key, { decision: 'illegal-move', clock: { black: '2' }, result: 'continues', articles: ['Article 7.5.5', 'Article 7.5.1'] }, reason);
    expect(marks.map((m) => [m.part, m.got, m.total, m.verdict])).toEqual([
      ['decision', 1, 1, 'right'],
      ['clock', 1, 1, 'right'],
      ['result', 1, 1, 'right'],
      ['articles', 1, 1, 'right'],
      ['reason', 2, 3, 'partial'],
    ]);
    expect(sumMarks(marks)).toEqual({ got: 6, total: 7 });
    expect(machineMarks(key) + 3).toBe(7);
  });
  it('nothing answered: nothing earned (a blank clock does not earn the unchanged player)', () => {
    expect(byPart({}, { elements: reason.elements, ticks: [] })).toEqual({ decision: [0, 'wrong'], clock: [0, 'wrong'], result: [0, 'wrong'], articles: [0, 'wrong'], reason: [0, 'wrong'] });
  });
  it('the wrong decision or result earns nothing', () => {
    expect(byPart({ decision: 'illegal-move-game-lost', result: '0-1' })).toMatchObject({ decision: [0, 'wrong'], result: [0, 'wrong'] });
  });
  it('the clock: right for the player whose time changes, wrong for the other, is half; minutes typed as numbers', () => {
    expect(byPart({ clock: { white: '2', black: '2' } }).clock).toEqual([0.5, 'partial']);
    expect(byPart({ clock: { white: '', black: '+2' } }).clock).toEqual([1, 'right']);
    expect(byPart({ clock: { white: '0', black: '-2' } }).clock).toEqual([0, 'wrong']);
    expect(byPart({ clock: { black: '1' } }).clock).toEqual([0, 'wrong']);
  });
  it('the clock where nothing changes: a 0 earns the mark, both fields left blank do not', () => {
    const still = (clock: { white?: string; black?: string }) => markParts({ ...key, clock: { white: 0, black: 0 } }, { clock }, reason).find((m) => m.part === 'clock')!.got;
    expect(still({})).toBe(0);
    expect(still({ white: ' ', black: '' })).toBe(0);
    expect(still({ white: '0' })).toBe(1);
    expect(still({ white: '0', black: '0' })).toBe(1);
    expect(still({ black: '2' })).toBe(0);
  });
  it('the articles: some right and fewer wrong is half; ticking every one earns nothing', () => {
    expect(byPart({ articles: ['Article 7.5.1'] }).articles).toEqual([0.5, 'partial']);
    expect(byPart({ articles: ['Article 7.5.1', 'Article 7.5.5', 'Article 9.2'] }).articles).toEqual([0.5, 'partial']);
    expect(byPart({ articles: key.articles.options }).articles).toEqual([0, 'wrong']);
    expect(byPart({ articles: ['Article 4.3'] }).articles).toEqual([0, 'wrong']);
    expect(byPart({ articles: ['Article 7.5.1', 'Article 7.5.5', 'Article 99'] }).articles).toEqual([1, 'right']);
  });
  it('a ruling without a board case has only the articles and the reason', () => {
    const r = { key: { articles: { options: ['A', 'B'], key: ['A'] } }, elements: [{ id: 'x', marks: 2 }] };
    expect(markRuling(r, { articles: ['A'] }, ['x']).map((m) => m.part)).toEqual(['articles', 'reason']);
  });
  it('the elements the machine marks are not ticked by the candidate', () => {
    const r = { key, elements: [{ id: 'stated', marks: 2, machine: true as const }, { id: 'why', marks: 1 }] };
    const reasonMark = markRuling(r, {}, ['stated', 'why']).find((m) => m.part === 'reason');
    expect(reasonMark).toMatchObject({ got: 1, total: 1 });
  });
});

describe('minutes typed', () => {
  it('reads signs, commas and blanks; refuses words', () => {
    expect([minutesToSeconds('2'), minutesToSeconds('-1'), minutesToSeconds('1,5'), minutesToSeconds(' '), minutesToSeconds('−2'), minutesToSeconds('two')]).toEqual([120, -60, 90, 0, -120, undefined]);
  });
});

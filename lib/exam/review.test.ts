import { describe, expect, it } from 'vitest';
import { reviewKey, scheduleAnswer } from './review';
import { dueToday, nextDue } from './reviewDue';

const q = { kind: 'exam' as const, id: 'blitz-fourteen-minutes', edition: '2023' };
const day = (d: number, h = 10) => new Date(2026, 10, d, h);

describe('review that comes back', () => {
  it('schedules a missed question for today and leaves a question answered right alone', () => {
    expect(scheduleAnswer({}, q, true, day(2))).toEqual({});
    const missed = scheduleAnswer({}, q, false, day(2));
    expect(Object.keys(missed)).toEqual([reviewKey(q)]);
    expect(dueToday(missed, day(2, 11)).map((r) => r.id)).toEqual([q.id]);
  });
  it('sends a question answered right on review further away, and it comes due again on its day', () => {
    let r = scheduleAnswer({}, q, false, day(2));
    r = scheduleAnswer(r, q, true, day(2, 10));
    r = scheduleAnswer(r, q, true, day(2, 11));
    expect(dueToday(r, day(2, 12))).toEqual([]);
    const next = nextDue(r, day(2, 12))!;
    expect(next.getTime()).toBeGreaterThan(day(2, 23).getTime());
    expect(dueToday(r, next).map((x) => x.id)).toEqual([q.id]);
  });
  it('keeps exam questions and lesson questions apart', () => {
    const lessonQ = { kind: 'quiz' as const, id: 'blitz-fourteen-minutes', lesson: 'blitz' };
    const r = scheduleAnswer(scheduleAnswer({}, q, false, day(2)), lessonQ, false, day(2));
    expect(Object.keys(r).sort()).toEqual(['exam:blitz-fourteen-minutes', 'quiz:blitz:blitz-fourteen-minutes']);
  });
});

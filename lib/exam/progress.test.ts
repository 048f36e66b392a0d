import { describe, expect, it } from 'vitest';
import { emptyProgress, parseProgress } from './progress';

describe('reading stored progress', () => {
  it('nothing stored: empty, no notice', () => {
    expect(parseProgress(null)).toEqual({ progress: emptyProgress(), recovery: null });
  });
  it('a record of this version is read back as it was written', () => {
    const p = { ...emptyProgress(), lessons: { 'drawn-game': '2026-11-24T10:00:00.000Z' }, exam: { 'q-1': { right: true, at: 'x' } } };
    expect(parseProgress(JSON.stringify(p))).toEqual({ progress: p, recovery: null });
  });
  it('text that is not JSON: empty, with the "damaged" notice', () => {
    expect(parseProgress('{"version":1,"lessons":')).toEqual({ progress: emptyProgress(), recovery: 'corrupt' });
  });
  it('JSON of the wrong shape: empty, with the "damaged" notice', () => {
    expect(parseProgress(JSON.stringify({ version: 1, lessons: [], quizzes: 3 })).recovery).toBe('corrupt');
    expect(parseProgress('null').recovery).toBe('corrupt');
  });
  it('a record of another version: empty, with the "older version" notice', () => {
    expect(parseProgress(JSON.stringify({ version: 0, visited: ['x'] })).recovery).toBe('old');
  });
});

import { describe, expect, it } from 'vitest';
import { emptyProgress, parseProgress, progressFile, PROGRESS_FILE_FORMAT, readProgressFile } from './progress';

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

describe('a progress file', () => {
  const p = { ...emptyProgress(), lessons: { 'drawn-game': '2026-11-24T10:00:00.000Z' } };
  it('is read back as it was saved', () => {
    expect(readProgressFile(progressFile(p, new Date('2026-11-26T10:00:00Z')))).toEqual({ progress: p });
  });
  it('names its format and version', () => {
    expect(JSON.parse(progressFile(p, new Date('2026-11-26T10:00:00Z')))).toMatchObject({ format: PROGRESS_FILE_FORMAT, version: 2, savedAt: '2026-11-26T10:00:00.000Z' });
  });
  it('a damaged file, another kind of file or a record without its wrapper: "damaged"', () => {
    const saved = progressFile(p, new Date());
    expect(readProgressFile(saved.slice(0, 40))).toEqual({ problem: 'damaged' });
    expect(readProgressFile('PNG…')).toEqual({ problem: 'damaged' });
    expect(readProgressFile(JSON.stringify(p))).toEqual({ problem: 'damaged' });
    expect(readProgressFile(saved.replace('"drawn-game": "2026-11-24T10:00:00.000Z"', '"drawn-game": 3'))).toEqual({ problem: 'damaged' });
  });
  it('a file from a newer version of the course: "newer"', () => {
    expect(readProgressFile(JSON.stringify({ format: PROGRESS_FILE_FORMAT, version: 3, progress: {} }))).toEqual({ problem: 'newer' });
  });
  const lastFa = {
    edition: '2023',
    at: '2026-11-26T12:00:00.000Z',
    got: 41.5,
    total: 50,
    passMark: 80,
    seconds: 5400,
    parts: [
      { part: 'laws-questions', got: 17, total: 20 },
      { part: 'laws-rulings', got: 24.5, total: 30 },
    ],
  };
  it('keeps the last FA exam’s result sheet (version 2)', () => {
    const withFa = { ...p, lastFa };
    expect(readProgressFile(progressFile(withFa, new Date('2026-11-26T13:00:00Z')))).toEqual({ progress: withFa });
  });
  it('a version 1 file, saved before the FA result was kept, still opens', () => {
    const v1 = JSON.stringify({ format: PROGRESS_FILE_FORMAT, version: 1, savedAt: '2026-11-25T10:00:00.000Z', progress: p });
    expect(readProgressFile(v1)).toEqual({ progress: p });
  });
  it('a file whose FA result is damaged is refused whole', () => {
    const bad = progressFile({ ...p, lastFa: { ...lastFa, total: 0 } }, new Date());
    expect(readProgressFile(bad)).toEqual({ problem: 'damaged' });
    const noParts = JSON.parse(progressFile({ ...p, lastFa }, new Date()));
    delete noParts.progress.lastFa.parts;
    expect(readProgressFile(JSON.stringify(noParts))).toEqual({ problem: 'damaged' });
  });
});

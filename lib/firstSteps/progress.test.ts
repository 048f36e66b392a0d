// Stars are kept in the course's one progress record (lib/exam/progress.ts): the best per level, and damaged
// saved progress gives a fresh start with a notice, never a crash.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyProgress, parseProgress } from '@/lib/exam/progress';

describe('first-steps stars in the progress record', () => {
  it('are read back as written', () => {
    const p = { ...emptyProgress(), firstSteps: { 'rook-1': 3 as const, 'rook-2': 1 as const } };
    expect(parseProgress(JSON.stringify(p))).toEqual({ progress: p, recovery: null });
  });
  it('stars that are not 1, 2 or 3: a fresh start with the "damaged" notice', () => {
    expect(parseProgress(JSON.stringify({ ...emptyProgress(), firstSteps: { 'rook-1': 7 } }))).toEqual({ progress: emptyProgress(), recovery: 'corrupt' });
    expect(parseProgress(JSON.stringify({ ...emptyProgress(), firstSteps: ['rook-1'] })).recovery).toBe('corrupt');
  });
});

describe('recording stars in the browser', () => {
  let stored: Map<string, string>;
  beforeEach(() => {
    vi.resetModules();
    stored = new Map();
    const localStorage = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v), removeItem: (k: string) => void stored.delete(k) };
    vi.stubGlobal('window', { localStorage, addEventListener: () => {}, removeEventListener: () => {} });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the best stars of each level', async () => {
    const { recordStars, getSnapshot, PROGRESS_KEY } = await import('@/lib/exam/progress');
    recordStars('rook-1', 2);
    recordStars('rook-1', 1);
    expect(getSnapshot().progress.firstSteps).toEqual({ 'rook-1': 2 });
    recordStars('rook-1', 3);
    expect(JSON.parse(stored.get(PROGRESS_KEY)!).firstSteps).toEqual({ 'rook-1': 3 });
  });
  it('damaged saved progress: set aside, a fresh start with the notice, and new stars are kept', async () => {
    stored.set('fide-laws-course.progress.v1', '{"version":1,"firstSteps":{"rook-1":');
    const { recordStars, getSnapshot, SET_ASIDE_KEY } = await import('@/lib/exam/progress');
    expect(getSnapshot()).toMatchObject({ progress: emptyProgress(), recovery: 'corrupt' });
    expect(stored.get(SET_ASIDE_KEY)).toContain('rook-1');
    recordStars('bishop-1', 3);
    expect(getSnapshot().progress.firstSteps).toEqual({ 'bishop-1': 3 });
  });
});

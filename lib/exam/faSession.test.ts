import { describe, expect, it } from 'vitest';
import { drawFaPaper, FA_EXAM, faResult } from './faPaper';
import { handIn, newFaSession, paperIsComplete, parseFaSession, spend, timeLeftMs } from './faSession';

const at = new Date('2026-11-26T10:00:00Z');
const paper = { questions: ['q1', 'q2'], rulings: ['r1'], others: [] };
const fresh = () => newFaSession(paper, { edition: '2023', seed: 7, minutes: 240, at });

describe('an FA exam kept across reloads', () => {
  it('round-trips through storage with its answers, texts, ticks and time used', () => {
    let s = fresh();
    s = {
      ...spend(s, 90_000),
      answers: { q1: { choices: [2] } },
      written: { r1: 'Pauses the clock; two minutes to Black.' },
      parts: { r1: { decision: 'illegal-move', clock: { black: '2' }, result: 'continues', articles: ['Article 7.5.1'] } },
    };
    const back = parseFaSession(JSON.stringify(s));
    expect(back).toEqual({ session: s });
    expect(timeLeftMs(s)).toBe(240 * 60_000 - 90_000);
  });
  it('an exam stored before rulings had machine-marked parts still resumes', () => {
    const { parts, ...older } = fresh();
    expect(parts).toEqual({});
    expect(parseFaSession(JSON.stringify(older))).toEqual({ session: older });
    expect(parseFaSession(JSON.stringify({ ...older, parts: { r1: { clock: { black: 2 } } } }))).toEqual({ problem: 'damaged' });
  });
  it('nothing stored is not a problem; damaged or foreign records are', () => {
    expect(parseFaSession(null)).toBeNull();
    expect(parseFaSession('{"format":"fide-laws-course.fa-exam"')).toEqual({ problem: 'damaged' });
    expect(parseFaSession(JSON.stringify({ ...fresh(), version: 2 }))).toEqual({ problem: 'damaged' });
    expect(parseFaSession(JSON.stringify({ ...fresh(), answers: { q1: { choices: 'a' } } }))).toEqual({ problem: 'damaged' });
    expect(parseFaSession(JSON.stringify({ ...fresh(), usedMs: 10 * 3600_000 }))).toEqual({ problem: 'damaged' });
    expect(parseFaSession('[]')).toEqual({ problem: 'damaged' });
  });
  it('counts time only while sitting, and hands the exam in when it runs out', () => {
    const s = spend(fresh(), 239 * 60_000);
    expect(s.phase).toBe('sitting');
    const over = spend(s, 5 * 60_000);
    expect(over).toMatchObject({ phase: 'marking', timeUp: true, usedMs: 240 * 60_000 });
    expect(timeLeftMs(over)).toBe(0);
    expect(spend(handIn(fresh()), 60_000).usedMs).toBe(0);
  });
  it('knows when a stored paper names questions the page no longer has', () => {
    expect(paperIsComplete(fresh(), new Set(['q1', 'q2']), new Set(['r1']))).toBe(true);
    expect(paperIsComplete(fresh(), new Set(['q1']), new Set(['r1']))).toBe(false);
  });
});

describe('the FA paper and its result sheet', () => {
  const questions = Array.from({ length: 100 }, (_, i) => ({ id: `q${i}`, topic: i < 40 ? `laws-${i % 8}` : 'tiebreaks', difficulty: (i % 3) + 1 }));
  const rulings = Array.from({ length: 12 }, (_, i) => ({ id: `r${i}`, topic: `laws-${i % 5}`, difficulty: 2, marks: 4 }));
  const lawsTopics = Array.from({ length: 8 }, (_, i) => `laws-${i}`);
  it('draws 20 Laws questions and 5 rulings, and enough other questions for the Laws to carry about 55 % of the marks', () => {
    const p = drawFaPaper(questions, rulings, { seed: 3, lawsTopics });
    expect(p.questions).toHaveLength(FA_EXAM.lawsQuestions);
    expect(p.rulings).toHaveLength(FA_EXAM.rulings);
    expect(p.questions.every((id) => Number(id.slice(1)) < 40)).toBe(true);
    const laws = 20 + 5 * 4;
    expect(p.others).toHaveLength(Math.round((laws * 0.45) / 0.55));
    expect(laws / (laws + p.others.length)).toBeCloseTo(0.55, 1);
    expect(drawFaPaper(questions, rulings, { seed: 3, lawsTopics })).toEqual(p);
  });
  it('is the Laws alone while the bank has nothing else', () => {
    expect(drawFaPaper(questions.slice(0, 40), rulings, { seed: 1, lawsTopics }).others).toEqual([]);
  });
  it('marks per part, in marks not question counts, with 80 % to pass', () => {
    const r = faResult([
      { part: 'laws-questions', got: 18, total: 20 },
      { part: 'laws-rulings', got: 14, total: 20 },
      { part: 'other-questions', got: 0, total: 0 },
    ]);
    expect(r).toMatchObject({ got: 32, total: 40, percent: 80, passed: true });
    expect(r.parts.map((p) => p.part)).toEqual(['laws-questions', 'laws-rulings']);
    expect(faResult([{ part: 'laws-rulings', got: 15, total: 19 }]).passed).toBe(false);
  });
});

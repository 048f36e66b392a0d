import { describe, expect, it } from 'vitest';
import rows from '../../content/rules-table/rulings.json';
import { MAX_QUERY } from '@/lib/board/linkQuery';
import type { Case } from '@/lib/rules/types';
import { quoteFor } from './articles';
import { readCaseLink } from './link';
import { caseLinkFor, writeCaseLink } from './linkQuery';
import { EMPTY_CASE, MAX_EVENTS, engineCase, labCaseOf, labReducer, type LabCase } from './model';
import { differences, headlinesFor, partOfArticle, ruleEveryEdition } from './rule';

const pressClock = labCaseOf((rows as unknown as { id: string; case: Case }[]).find((r) => r.id === '2018-press-clock')!.case);
const events = (lab: LabCase) => lab.events.map((e) => JSON.stringify(e));

describe('the case model', () => {
  it('adds events at the end or at a place, reorders them and removes them', () => {
    let lab = labReducer(EMPTY_CASE, { type: 'add', event: { type: 'move', san: 'e4' } });
    lab = labReducer(lab, { type: 'add', event: { type: 'flag', color: 'black' } });
    lab = labReducer(lab, { type: 'add', event: { type: 'move', san: 'e5' }, at: 1 });
    expect(events(lab)).toEqual(['{"type":"move","san":"e4"}', '{"type":"move","san":"e5"}', '{"type":"flag","color":"black"}']);
    lab = labReducer(lab, { type: 'shift', index: 2, by: -1 });
    expect(lab.events.map((e) => e.type)).toEqual(['move', 'flag', 'move']);
    // Moving the first event earlier, or the last later, changes nothing.
    expect(labReducer(lab, { type: 'shift', index: 0, by: -1 })).toBe(lab);
    expect(labReducer(lab, { type: 'shift', index: 2, by: 1 })).toBe(lab);
    lab = labReducer(lab, { type: 'remove', index: 1 });
    expect(events(lab)).toEqual(['{"type":"move","san":"e4"}', '{"type":"move","san":"e5"}']);
    expect(labReducer(lab, { type: 'remove', index: 5 })).toBe(lab);
    expect(labReducer(lab, { type: 'clearEvents' }).events).toEqual([]);
    // A new position keeps the events, or drops them with it when they belong to another game.
    expect(labReducer(lab, { type: 'setStart', start: '4k3/8/8/8/8/8/8/4K3 w - - 0 1' }).events).toHaveLength(2);
    expect(labReducer(lab, { type: 'setStart', start: '4k3/8/8/8/8/8/8/4K3 w - - 0 1', clearEvents: true })).toMatchObject({ start: '4k3/8/8/8/8/8/8/4K3 w - - 0 1', events: [] });
  });

  it('holds at most MAX_EVENTS events', () => {
    const full: LabCase = { ...EMPTY_CASE, events: Array.from({ length: MAX_EVENTS }, () => ({ type: 'agreement' as const })) };
    expect(labReducer(full, { type: 'add', event: { type: 'agreement' } })).toBe(full);
  });

  it('keeps supervision to rapid and blitz, and clocks and increment as given', () => {
    let lab = labReducer(EMPTY_CASE, { type: 'setSupervised', supervised: true });
    expect(lab.supervised).toBe(false);
    lab = labReducer(labReducer(lab, { type: 'setMode', mode: 'blitz' }), { type: 'setSupervised', supervised: true });
    expect(lab.supervised).toBe(true);
    expect(labReducer(lab, { type: 'setMode', mode: 'standard' }).supervised).toBe(false);
    lab = labReducer(labReducer(lab, { type: 'setClock', clock: { white: 300, black: -5 } }), { type: 'setIncrement', seconds: 2 });
    expect(engineCase(lab, '2009')).toEqual({ edition: '2009', mode: 'blitz', start: 'startpos', clock: { white: 300, black: 0 }, timeControl: { increment: 2 }, supervision: 'adequate', events: [] });
    expect(labReducer(lab, { type: 'setClock', clock: undefined }).clock).toBeUndefined();
  });

  it('builds the engine case of any row of the table of rulings unchanged', () => {
    for (const row of rows as unknown as { id: string; case: Case }[]) {
      const { edition, ...rest } = row.case;
      const built = engineCase(labCaseOf(rest), edition as '2009');
      expect({ ...built, start: built.start === 'startpos' ? undefined : built.start }, row.id).toMatchObject({ ...rest, mode: rest.mode ?? 'standard', start: rest.start });
    }
  });
});

describe('the rulings of every edition', () => {
  it('rules the example in five editions and marks what changed from 2009 to 2018', () => {
    const rulings = ruleEveryEdition(pressClock);
    expect(rulings.map((r) => r.edition)).toEqual(['1997', '2001', '2009', '2018', '2023']);
    const decisions = rulings.map((r) => (r.ok ? r.entries[0]!.decision : r.error));
    expect(decisions).toEqual(['clock-pressed-without-move', 'clock-pressed-without-move', 'clock-pressed-without-move', 'illegal-move', 'illegal-move']);
    const diffs = differences(rulings);
    expect(diffs.get('2018')).toEqual(['decision', 'clock']);
    expect(diffs.get('2023')).toEqual([]);
    expect(diffs.get('1997')).toEqual([]);
  });

  it('changes the rulings when a flag falls', () => {
    const lab = labReducer(pressClock, { type: 'add', event: { type: 'flag', color: 'black' } });
    const rulings = ruleEveryEdition(lab);
    for (const r of rulings) expect(r.ok && r.ruling.result, r.edition).toBe('1-0');
    expect(differences(rulings).get('2018')).toEqual(['decision', 'clock']);
  });

  it('names the part of an article as the comparison pages do', () => {
    expect(['7.5.5', '9.5b', 'A.4c', 'A4c', 'B.3.1', 'III.5.1', 'G4', 'C4', '13.4'].map(partOfArticle)).toEqual(['7', '9', 'appendix-a', 'appendix-a', 'appendix-b', 'guidelines-iii', 'guidelines', 'appendix-c', '13']);
  });

  it('finds the paragraph an article names, under the corpus numbering', () => {
    const q = (id: string) => ({ text: id, lang: 'en' as const, course: false, part: '', id, label: id, anchor: '' });
    const quotes = { A4c: q('A4c'), '9.5': q('9.5'), 'III.5': q('III.5') };
    expect(quoteFor('A.4c', quotes)?.id).toBe('A4c');
    expect(quoteFor('9.5b', quotes)?.id).toBe('9.5');
    expect(quoteFor('III.5.1', quotes)?.id).toBe('III.5');
    expect(quoteFor('7.5.5', quotes)).toBeUndefined();
  });
});

describe('case links', () => {
  it('reads back the case it wrote', () => {
    const lab = labReducer(labReducer(pressClock, { type: 'setMode', mode: 'rapid' }), { type: 'add', event: { type: 'move', from: 'd8', to: 'd4', completed: false } });
    const read = readCaseLink(writeCaseLink(lab));
    expect(read).toEqual({ ok: true, lab, empty: false });
    const fromFen = labReducer(EMPTY_CASE, { type: 'setStart', start: '4k3/8/8/8/8/8/8/4K2R w K - 0 40' });
    expect(readCaseLink(writeCaseLink(fromFen))).toEqual({ ok: true, lab: fromFen, empty: false });
  });

  it('opens an exercise or exam case by its link', () => {
    const query = caseLinkFor({ edition: '2009', mode: 'blitz', start: 'startpos', clock: { white: 60, black: 60 }, events: [{ type: 'flag', color: 'white' }] });
    const read = readCaseLink(query);
    expect(read.ok && read.lab).toMatchObject({ mode: 'blitz', clock: { white: 60, black: 60 }, events: [{ type: 'flag', color: 'white' }] });
  });

  it('opens the example when the link holds no case', () => {
    expect(readCaseLink('')).toEqual({ ok: true, lab: EMPTY_CASE, empty: true });
    expect(readCaseLink('?utm_source=x')).toMatchObject({ ok: true, empty: true });
  });

  it('refuses a bad link with the reason', () => {
    expect(readCaseLink('?case=%7Bnot json')).toMatchObject({ ok: false, problem: 'not-a-case' });
    expect(readCaseLink('?case=[1,2]')).toMatchObject({ ok: false, problem: 'not-a-case' });
    expect(readCaseLink('?case={"mode":"bullet"}')).toMatchObject({ ok: false, problem: 'not-a-case' });
    expect(readCaseLink('?case={}&case={}')).toMatchObject({ ok: false, problem: 'repeated-key', detail: 'case' });
    expect(readCaseLink('?case={"start":"<script>"}')).toMatchObject({ ok: false, problem: 'unsafe' });
    expect(readCaseLink(`?case=${'x'.repeat(MAX_QUERY)}`)).toMatchObject({ ok: false, problem: 'too-long', count: MAX_QUERY + 5 });
    expect(readCaseLink('?case={"start":"8/8/8/8/8/8/8/8 w - - 0 1"}')).toMatchObject({ ok: false, problem: 'bad-fen' });
    expect(readCaseLink('?case={"start":"4k3/8/8/8/8/8/8/P3K3 w - - 0 1"}')).toMatchObject({ ok: false, problem: 'pawn-on-edge', detail: 'a1' });
    const bad = readCaseLink('?case={"events":[{"type":"move","san":"e5"}]}');
    expect(bad).toMatchObject({ ok: false, problem: 'bad-case' });
    expect(!bad.ok && bad.detail).toMatch(/e5/);
    expect(readCaseLink(`?case=${JSON.stringify({ events: Array.from({ length: MAX_EVENTS + 1 }, () => ({ type: 'agreement' })) })}`)).toMatchObject({ ok: false, problem: 'too-many-events' });
  });
});

describe('what changed, from the comparison pages', () => {
  it('takes the newer edition’s headline on an article either edition cites', () => {
    const h = (paragraph: string) => ({ part: paragraph.split('.')[0]!, paragraph, text: paragraph });
    const headlines = [h('7.5.5'), h('9.6.2'), h('III.5'), h('4.3c')];
    expect(headlinesFor(['7.5.3', '6.2.1'], headlines).map((x) => x.paragraph)).toEqual(['7.5.5']);
    expect(headlinesFor(['10.2c', 'III.5.1'], headlines).map((x) => x.paragraph)).toEqual(['III.5']);
    expect(headlinesFor(['4.3'], headlines).map((x) => x.paragraph)).toEqual(['4.3c']);
    expect(headlinesFor(['A.4c', '9.2'], headlines)).toEqual([]);
  });
});

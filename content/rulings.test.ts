// The written rulings: every file valid, every decision a model answer states on a board agreeing with the engine in
// every edition it is shown in, at least 60 of them, and proof that the checks catch a wrong ruling.
import { describe, expect, it } from 'vitest';
import { readRulingFile, rulingFiles } from '@/lib/exam/rulingBank';
import { writtenRulingSchema, type WrittenRuling } from '@/lib/exam/rulingSchema';
import { rulingsForExam, showRuling } from '@/lib/exam/rulingShow';
import { validateRuling, validateRulings } from '@/lib/exam/rulingValidate';
import { partsText } from '@/lib/exam/textParts';
import { DECISION_CHOICES, markRuling, sumMarks } from '@/lib/exam/partMarks';
import { rulingBank } from '@/lib/exam/rulingBank';
import { citedTopics, engineKey, rulingKey } from '@/lib/exam/rulingKey';
import { articlesFor } from '@/lib/laws/pages';
import { choiceAgrees } from '@/lib/scenarios/run';
import { ruleRulingCase } from '@/lib/exam/rulingValidate';
import { elementsIn } from '@/lib/exam/rulingMarks';

describe('the written rulings', () => {
  it.each(rulingFiles())('%s is valid: schema, references in every edition, stated decisions ruled by the engine', (name) => {
    expect(validateRulings([{ name, data: readRulingFile(name) }]).problems).toEqual([]);
  });
  it('there are at least 60, with unique ids, and most hold in the Laws in force', () => {
    const { rulings, problems } = validateRulings(rulingFiles().map((name) => ({ name, data: readRulingFile(name) })));
    expect(problems).toEqual([]);
    expect(rulings.length).toBeGreaterThanOrEqual(60);
    expect(rulings.filter((r) => r.editions.includes('2023')).length).toBeGreaterThanOrEqual(55);
  });
});

// A ruling written for the test: in a standard game White's king goes e1–e3; the arbiter sees it.
const kingCase = (): WrittenRuling =>
  writtenRulingSchema.parse({
    id: 'test-king',
    topics: ['illegal-move.reinstate'],
    editions: ['2009', '2023'],
    modes: ['standard'],
    difficulty: 1,
    case: { mode: 'standard', start: '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1', clock: { white: 600, black: 600 }, events: [{ type: 'move', from: 'e1', to: 'e3' }] },
    prompt: { en: 'The king goes e1–e3.', pt: 'O rei vai de e1 a e3.', gl: 'O rei vai de e1 a e3.' },
    elements: [
      { id: 'restore', marks: 1, text: { en: 'Restores the position', pt: 'Restabelece a posição', gl: 'Restablece a posición' }, articles: ['illegal-move.reinstate'] },
      { id: 'extra', marks: 1, text: { en: 'Two minutes to Black', pt: 'Dois minutos às pretas', gl: 'Dous minutos ás negras' }, articles: ['illegal-move.penalty'], claim: { decision: ['illegal-move'], clock: { black: 120 } } },
    ],
  });

describe('a wrong written ruling fails validation', () => {
  it('the test ruling itself is right', () => {
    expect(validateRuling(kingCase())).toEqual([]);
  });
  it('when an element states a decision the engine does not give', () => {
    const r = kingCase();
    r.elements[1]!.claim = { decision: ['illegal-move'], clock: { black: 60 } };
    expect(validateRuling(r).join('\n')).toMatch(/\(2023\): element "extra" states .*"black":60.*but the engine rules .*"black":120/);
  });
  it('when a board case has no element stating the decision', () => {
    const r = kingCase();
    delete r.elements[1]!.claim;
    expect(validateRuling(r).join('\n')).toMatch(/no element states the decision on the board case/);
  });
  it('when an element cites a paragraph its edition lacks', () => {
    const r = kingCase();
    r.elements[0]!.articles = ['illegal-move.two-hands'];
    expect(validateRuling(r).join('\n')).toMatch(/\(2009\): element "restore": "illegal-move.two-hands" is not in this edition/);
  });
  it('when an edition is left with one element, or names an edition the ruling is not shown in', () => {
    const r = kingCase();
    r.elements[0]!.editions = ['2023'];
    expect(validateRuling(r).join('\n')).toMatch(/\(2009\): the model answer has 1 element/);
    r.elements[0]!.editions = ['2018'];
    expect(validateRuling(r).join('\n')).toMatch(/element "restore" names 2018, which the ruling is not shown in/);
  });
  it('when a statement about one edition carries another edition’s number', () => {
    const r = kingCase();
    r.note = { en: '2009: two minutes ({{art:illegal-move.penalty}}).', pt: '2009: dois minutos ({{art:illegal-move.penalty}}).', gl: '2009: dous minutos ({{art:illegal-move.penalty}}).' };
    expect(validateRuling(r).join('\n')).toMatch(/\(2023\): en: \{\{art:illegal-move\.penalty\}\} prints the 2023 number in a clause about 2009/);
  });
  it('when a language drops a reference or a move', () => {
    const r = kingCase();
    r.prompt = { en: 'The king goes {{move:Ke3}}.', pt: 'O rei vai a e3.', gl: 'O rei vai a {{move:Ke3}}.' };
    expect(validateRuling(r).join('\n')).toMatch(/pt text has tokens/);
  });
  it('when a position shown without a case is not a legal one, or comes with a case', () => {
    const r = kingCase();
    r.position = { fen: '4k3/8/8/8/8/8/8/4K2R b K - 0 1' };
    expect(validateRuling(r).join('\n')).toMatch(/a board case or a position, not both/);
    delete r.case;
    for (const e of r.elements) delete e.claim;
    r.position = { fen: '4k2R/8/8/8/8/8/8/4K3 w - - 0 1' };
    expect(validateRuling(r).join('\n')).toMatch(/position: bad FEN .*the side not to move is in check/);
  });
  it('when the file breaks the schema (no elements, marks of 3)', () => {
    const bad = { area: 'x', rulings: [{ ...kingCase(), elements: [{ id: 'a', marks: 3, text: { en: 'a', pt: 'a', gl: 'a' } }] }] };
    expect(validateRulings([{ name: 'bad.json', data: bad }]).problems.join('\n')).toMatch(/bad\.json: schema: rulings\.0\.elements/);
  });
});

describe('a written ruling as the page shows it', () => {
  it('gives each edition its own scheme, articles in that edition’s numbering, and the position before the event', () => {
    const r = kingCase();
    r.elements.push({ id: 'only-2023', marks: 2, text: { en: 'New', pt: 'Novo', gl: 'Novo' }, articles: ['illegal-move.penalty'], editions: ['2023'] });
    const words = { position: (fen: string) => `position ${fen}` };
    const in2009 = showRuling(r, '2009', 'pt', words);
    const in2023 = showRuling(r, '2023', 'pt', words);
    // the machine's four parts (decision, clock, result, articles) and the elements it does not mark
    expect(in2009.marks).toBe(4 + 1);
    expect(in2023.marks).toBe(4 + 1 + 2);
    expect(in2023.elements.map((e) => e.machine ?? false)).toEqual([false, true, false]);
    expect(in2009.elements[1]!.refs).toEqual([{ label: 'Artigo 7.4b', href: '/pt/laws/2009/7/#p-7.4b' }]);
    expect(in2023.elements[1]!.refs).toEqual([{ label: 'Artigo 7.5.5', href: '/pt/laws/2023/7/#p-7.5.5' }]);
    expect(partsText(in2023.elements[0]!.text)).toBe('Restabelece a posição');
    expect(in2023.fen).toBe('4k3/8/8/8/8/8/4P3/4K3 w - - 0 1');
  });
  it('shows the position a ruling gives where the engine has nothing to rule: the essay’s adjourned game, no case lab', () => {
    const r = rulingBank().find((x) => x.id === 'ruling-real-case-envelope-without-times')!;
    const shown = showRuling(r, '2023', 'gl', { position: (fen: string) => `position ${fen}` });
    expect(shown.fen).toBe('8/6k1/1R3p1p/8/6PP/6K1/r4P2/8 w - - 4 61');
    expect(shown.fenLabel).toBe(`position ${shown.fen}`);
    expect(shown.lab).toBeUndefined();
    expect(shown.key.decision).toBeUndefined();
  });
});

describe('the machine-marked parts of a written ruling', () => {
  it('derive the decision, clock and result from the engine: in the 2009 Laws the king e1–e3 costs White two minutes; the game goes on', () => {
    const key = rulingKey(kingCase(), '2009', 'en');
    expect(key).toMatchObject({ decision: ['illegal-move'], clock: { white: 0, black: 120 }, result: 'continues' });
    expect(key.articles.key).toEqual(['Article 7.4a', 'Article 7.4b']);
  });
  it('offer the right articles among three neighbours, in the edition’s numbering, none sharing a right paragraph', () => {
    const key = rulingKey(kingCase(), '2023', 'gl');
    expect(key.articles.key).toEqual(['Artigo 7.5.1', 'Artigo 7.5.5']);
    expect(key.articles.options).toHaveLength(5);
    expect(key.articles.options).toEqual(expect.arrayContaining(key.articles.key));
  });
  const cases = rulingBank().flatMap((r) => r.editions.map((ed) => [r.id, ed, r] as const));
  it.each(cases)('%s (%s): the key agrees with the model answer’s stated decisions, every decision can be chosen, the articles are fair', (_, ed, r) => {
    const key = rulingKey(r, ed, 'en');
    expect(key.articles.key.length).toBeGreaterThan(0);
    expect(key.articles.options.length).toBeGreaterThanOrEqual(key.articles.key.length + 2);
    const right = new Set(articlesFor(citedTopics(r, ed), ed));
    expect(key.articles.key.length).toBe(new Set(key.articles.key).size);
    if (!r.case) return expect(key.decision).toBeUndefined();
    for (const d of key.decision!) expect(DECISION_CHOICES).toContain(d);
    const { ruling, entries } = ruleRulingCase(r, ed);
    expect(engineKey(r, ed).decision).toEqual([...new Set(entries.map((e) => e.decision))]);
    // what the model answer states is what the machine marks: the stated decision, with its clock and result
    for (const e of elementsIn(r.elements, ed).filter((x) => x.claim)) {
      expect(choiceAgrees(e.claim!, entries, ruling)).toBe(true);
      expect(key.decision).toEqual(expect.arrayContaining(e.claim!.decision.filter((d) => entries.some((x) => x.decision === d))));
      if (e.claim!.clock) expect({ white: key.clock!.white, black: key.clock!.black }).toEqual({ white: e.claim!.clock.white ?? 0, black: e.claim!.clock.black ?? 0 });
      if (e.claim!.result !== undefined) expect(key.result).toBe(e.claim!.result ?? 'continues');
    }
    expect(right.size).toBeGreaterThan(0);
  });
});

describe('a written ruling’s marks per part', () => {
  it.each(['2009', '2018', '2023'] as const)('add up to the marks it is worth, in every ruling of %s (what the FA paper counts)', (ed) => {
    for (const r of rulingsForExam(ed, 'pt', { position: () => '' })) {
      const marks = markRuling(r, {}, []);
      expect(sumMarks(marks), r.id).toEqual({ got: 0, total: r.marks });
      const full = markRuling(
        r,
        {
          decision: r.key.decision?.[0],
          clock: r.key.clock && { white: String(r.key.clock.white / 60), black: String(r.key.clock.black / 60) },
          result: r.key.result,
          articles: r.key.articles.key,
        },
        r.elements.map((e) => e.id),
      );
      expect(sumMarks(full), r.id).toEqual({ got: r.marks, total: r.marks });
    }
  });
});

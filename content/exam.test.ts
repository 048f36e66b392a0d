// The exam bank: every file valid, every board question ruled by the engine as its author expects in every edition
// it is shown in, the minimums of `npm run exam:stats` met, and proof that the checks catch a wrong question.
import { describe, expect, it } from 'vitest';
import { examFiles, readExamFile } from '@/lib/exam/bank';
import { showQuestion } from '@/lib/exam/show';
import { partsText } from '@/lib/exam/textParts';
import { examStats } from '@/lib/exam/stats';
import { examQuestionSchema, regulationQuestionSchema, type ComputedQuestion, type ExamQuestion } from '@/lib/exam/schema';
import { showRegulationQuestion } from '@/lib/exam/regulationShow';
import { validateBank, validateQuestion, validateRegulationQuestion } from '@/lib/exam/validate';

describe('the exam bank', () => {
  it.each(examFiles())('%s is valid: schema, references in every edition, board questions ruled by the engine', (name) => {
    expect(validateBank([{ name, data: readExamFile(name) }]).problems).toEqual([]);
  });

  it('meets the minimums and covers every topic (npm run exam:stats)', () => {
    expect(examStats().problems).toEqual([]);
  });
});

// A board question written for the test: White's flag falls; Black has only a king, so the game is drawn.
const flag = (): ExamQuestion =>
  examQuestionSchema.parse({
    id: 'test-flag',
    kind: 'board',
    topics: ['flag.loss-on-time'],
    editions: ['2009', '2023'],
    modes: ['standard'],
    difficulty: 1,
    case: { mode: 'standard', start: '8/8/4k3/8/8/3QK3/8/8 w - - 0 60', clock: { white: 2, black: 75 }, events: [{ type: 'flag', color: 'white' }] },
    prompt: { en: 'White’s flag falls.', pt: 'Cai a seta das brancas.', gl: 'Cae a bandeira das brancas.' },
    choices: [
      { id: 'loss', claim: { decision: ['flag-fall-loss'], result: '0-1' }, text: { en: 'Black wins.', pt: 'As pretas ganham.', gl: 'Gañan as negras.' } },
      { id: 'draw', claim: { decision: ['flag-fall-draw'], result: '1/2-1/2' }, text: { en: 'Drawn.', pt: 'Empate.', gl: 'Táboas.' } },
    ],
    expect: { '2009': 'draw', '2023': 'draw' },
    explanation: { en: 'See {{art:flag.loss-on-time}}.', pt: 'Veja o {{art:flag.loss-on-time}}.', gl: 'Mira o {{art:flag.loss-on-time}}.' },
  });

describe('a wrong question fails validation', () => {
  it('the test question itself is right', () => {
    expect(validateQuestion(flag())).toEqual([]);
  });
  it('when the author expects another ruling than the engine gives', () => {
    const q = flag() as Extract<ExamQuestion, { kind: 'board' }>;
    q.expect['2023'] = 'loss';
    expect(validateQuestion(q).join('\n')).toMatch(/\(2023\): the engine rules "draw", the question expects "loss"/);
  });
  it('when two choices agree with the engine', () => {
    const q = flag() as Extract<ExamQuestion, { kind: 'board' }>;
    q.choices[0]!.claim = { decision: ['flag-fall-draw'] };
    expect(validateQuestion(q).join('\n')).toMatch(/2 choices agree/);
  });
  it('when it is shown in an edition that lacks its topic', () => {
    const q = { ...flag(), topics: ['draw.fivefold'] };
    expect(validateQuestion(q).join('\n')).toMatch(/\(2009\): a topic is not in this edition/);
  });
  it('when a per-edition answer does not give every edition shown', () => {
    const q = examQuestionSchema.parse({
      id: 'test-numeric',
      kind: 'numeric',
      unit: 'minutes',
      topics: ['draw.claim-incorrect'],
      editions: ['2009', '2018', '2023'],
      difficulty: 1,
      answer: { '2009': 3, '2023': 2 },
      prompt: { en: 'How many?', pt: 'Quantos?', gl: 'Cantos?' },
      explanation: { en: 'Because.', pt: 'Porque.', gl: 'Porque.' },
    });
    expect(validateQuestion(q).join('\n')).toMatch(/per-edition answer for 2009, 2023, but editions are 2009, 2018, 2023/);
  });
  it('when a language drops a reference', () => {
    const q = flag();
    q.explanation.gl = 'Mira o artigo 6.9.';
    expect(validateQuestion(q).join('\n')).toMatch(/gl text has tokens/);
  });
});

describe('a question as the exam shows it', () => {
  it('prints its references in the numbering of the edition shown, in the reader’s language', () => {
    const q = flag();
    const words = { true: 'True', false: 'False', position: (fen: string) => `position ${fen}` };
    const in2009 = showQuestion(q, '2009', 'pt', words);
    expect(in2009.answer).toEqual([1]);
    expect(partsText(in2009.explanation)).toBe('Veja o Artigo 6.9.');
    expect(in2009.explanation).toContainEqual({ text: 'Artigo 6.9', href: '/pt/laws/2009/6/#p-6.9' });
    expect(in2009.refs[0]).toMatchObject({ label: 'Artigo 6.9', href: '/pt/laws/2009/6/#p-6.9' });
    expect(in2009.fen).toBe('8/8/4k3/8/8/3QK3/8/8 w - - 0 60');
  });
});

// A true/false question written for the test, shown in 2001–2023, whose explanation speaks about editions.
const aboutEditions = (explanation: string): ExamQuestion =>
  examQuestionSchema.parse({
    id: 'test-editions',
    kind: 'true-false',
    topics: ['illegal-move.penalty'],
    editions: ['2001', '2009', '2018', '2023'],
    difficulty: 1,
    answer: { '2001': false, '2009': false, '2018': true, '2023': true },
    prompt: { en: 'The second illegal move loses.', pt: 'O segundo lance ilegal perde.', gl: 'A segunda xogada ilegal perde.' },
    explanation: { en: explanation, pt: explanation, gl: explanation },
  });

describe('a statement about some editions cites their paragraphs', () => {
  const right =
    '2001 and 2009: false, the third loses ({{art:illegal-move.penalty@2009}}). 2018 and 2023: true ({{art:illegal-move.penalty@2018}}).';

  it('passes when each statement cites the edition it names', () => {
    expect(validateQuestion(aboutEditions(right))).toEqual([]);
  });
  it('fails on "2001 and 2009: …" whose reference is unpinned: in 2018 it would print 2018’s number', () => {
    const q = aboutEditions('2001 and 2009: false, the third loses ({{art:illegal-move.penalty}}). 2018 and 2023: true.');
    const problems = validateQuestion(q).join('\n');
    expect(problems).toMatch(/\(2018\): [a-z]{2}: \{\{art:illegal-move\.penalty\}\} prints the 2018 number in a clause about 2001, 2009/);
    expect(problems).toMatch(/\(2023\): [a-z]{2}: .*prints the 2023 number/);
    expect(problems).not.toMatch(/\((2001|2009)\): [a-z]{2}: .*prints/);
  });
  it('fails on a reference pinned to another edition than the one its statement names', () => {
    const q = aboutEditions('2001 and 2009: false ({{art:illegal-move.penalty@2018}}). 2018 and 2023: true.');
    expect(validateQuestion(q).join('\n')).toMatch(/\{\{art:illegal-move\.penalty@2018\}\} cites 2018 in a clause about 2001, 2009/);
  });
  it('fails on a pinned reference in a sentence that names no edition', () => {
    const q = aboutEditions('The first illegal move gives two minutes ({{art:illegal-move.penalty@2009}}).');
    expect(validateQuestion(q).join('\n')).toMatch(/pinned to 2009 in a clause that names no edition/);
  });
  it('fails when a statement about two editions gives the number of only one of them', () => {
    const q = examQuestionSchema.parse({
      ...aboutEditions(right),
      topics: ['blitz.definition'],
      explanation: { en: '2001 and 2009: blitz was under 15 minutes ({{art:blitz.definition@2009}}).', pt: '2001 e 2009: blitz era menos de 15 minutos ({{art:blitz.definition@2009}}).', gl: '2001 e 2009: o blitz era menos de 15 minutos ({{art:blitz.definition@2009}}).' },
    });
    expect(validateQuestion(q).join('\n')).toMatch(/cites blitz\.definition only as Article B1, but 2001 numbers it Article C1/);
  });
  it('reads "from", "until" and "before" in every language, and years in a parenthesis as their own statement', () => {
    for (const [text, l] of [
      ['From 2018: true ({{art:illegal-move.penalty@2009}}).', 'en'],
      ['A partir de 2018: verdadeiro ({{art:illegal-move.penalty@2009}}).', 'pt'],
      ['Desde 2018: verdadeiro ({{art:illegal-move.penalty@2009}}).', 'gl'],
      ['Antes de 2009: falso ({{art:illegal-move.penalty@2018}}).', 'pt'],
    ] as const) {
      const q = aboutEditions(right);
      q.explanation[l] = text;
      expect(validateQuestion(q).join('\n'), text).toMatch(/cites (2009|2018) in a clause about/);
    }
    // "(2023: pauses)" speaks only for itself: the sentence around it holds in every edition shown.
    expect(validateQuestion(aboutEditions('The arbiter stops (2023: pauses) the clock ({{art:illegal-move.penalty}}).'))).toEqual([]);
  });
  it('checks a pinned reference against its own edition, an unpinned one against every edition shown', () => {
    expect(validateQuestion(aboutEditions('2009: no such rule ({{art:draw.fivefold@2009}}).')).join('\n')).toMatch(/\{\{art:draw\.fivefold@2009\}\}: 2009 has no such paragraph/);
    expect(validateQuestion(aboutEditions('2018: drawn ({{art:draw.fivefold@2018}}).'))).toEqual([]);
    expect(validateQuestion(aboutEditions('Drawn ({{art:draw.fivefold}}).')).join('\n')).toMatch(/\(2001\): \{\{art:draw\.fivefold\}\} is not in this edition/);
    expect(validateQuestion(aboutEditions('2020: none ({{art:draw.fivefold@2020}}).')).join('\n')).toMatch(/names no edition of the course/);
  });
  it('shows a pinned reference in its edition’s numbering, linked to its edition’s page, whatever edition is read', () => {
    const words = { true: 'True', false: 'False', position: (fen: string) => fen };
    const shown = showQuestion(aboutEditions(right), '2023', 'pt', words);
    expect(shown.explanation).toContainEqual({ text: 'Artigo 7.4b', href: '/pt/laws/2009/7/#p-7.4b' });
    expect(shown.explanation).toContainEqual({ text: 'Artigo 7.5.5', href: '/pt/laws/2018/7/#p-7.5.5' });
  });
  it('lists an edition’s own deciding paragraph among that edition’s references only', () => {
    const q = examQuestionSchema.parse({ ...aboutEditions(right), editionTopics: { '2023': ['rapid-blitz.one-minute-penalties'] } });
    expect(validateQuestion(q)).toEqual([]);
    const words = { true: 'True', false: 'False', position: (fen: string) => fen };
    expect(showQuestion(q, '2023', 'en', words).refs.map((r) => r.label).join('')).toMatch(/A\.3/);
    expect(showQuestion(q, '2009', 'en', words).refs.map((r) => r.label).join('')).not.toMatch(/A\.3/);
    const wrong = examQuestionSchema.parse({ ...aboutEditions(right), editionTopics: { '2009': ['rapid-blitz.one-minute-penalties'] } });
    expect(validateQuestion(wrong).join('\n')).toMatch(/\(2009\): editionTopics: "rapid-blitz\.one-minute-penalties" is not in this edition/);
  });
});

const computedSchema = { parse: (x: unknown) => regulationQuestionSchema.parse(x) as ComputedQuestion };

// A computed regulation question written for the test: Buchholz of player 1 in a round robin of four.
const regulationQuestion = (): ComputedQuestion =>
  computedSchema.parse({
    id: 'test-bh',
    kind: 'computed',
    regulations: ['c07'],
    difficulty: 1,
    unit: 'points',
    choices: [3, 3.5, 4, 4.5],
    answer: 1,
    case: { calc: 'tiebreak', crosstable: [{ results: '4b1 2w= 3b1' }, { results: '3w1 1b= 4w0' }, { results: '2b0 4w= 1w0' }, { results: '1w0 3b= 2b1' }], tieBreaks: 'BH', player: 1, value: 'BH' },
    prompt: { en: 'What is the Buchholz of player 1?', pt: 'Qual é o Buchholz do jogador 1?', gl: 'Cal é o Buchholz do xogador 1?' },
    explanation: { en: 'See {{reg:c07/8.1}}.', pt: 'Veja o {{reg:c07/8.1}}.', gl: 'Mira o {{reg:c07/8.1}}.' },
  });

describe('a wrong regulation question fails validation', () => {
  it('the test question itself is right, and its citation links to the paragraph in the reader’s language', () => {
    expect(validateRegulationQuestion(regulationQuestion(), 'tournaments')).toEqual([]);
    const shown = showRegulationQuestion({ ...regulationQuestion(), part: 'tournaments' }, 'gl', { true: 'V', false: 'F', position: (f) => f });
    expect(shown.explanation).toContainEqual({ text: 'C.07 8.1', href: '/gl/regulations/c07/#p-8.1' });
    expect(shown.answer).toEqual([1]);
    expect(shown.choices).toEqual(['3', '3,5', '4', '4,5']);
  });
  it('when the stated answer differs from the calculator’s', () => {
    const q = { ...regulationQuestion(), answer: 2 };
    expect(validateRegulationQuestion(q, 'tournaments').join('\n')).toMatch(/the calculator gives 3\.5 \(choice 1\), but the answer given is choice 2/);
  });
  it('when no choice is the calculator’s value', () => {
    const q = { ...regulationQuestion(), choices: [3, 4, 4.5, 5] };
    expect(validateRegulationQuestion(q, 'tournaments').join('\n')).toMatch(/the calculator gives 3\.5, which no choice is/);
  });
  it('when a rating case is answered wrongly', () => {
    const q = computedSchema.parse({
      ...regulationQuestion(),
      regulations: ['b02'],
      choices: [4.8, 5, 5.2],
      answer: 1,
      case: { calc: 'ratings', case: { calc: 'rating-change', rating: 2187, games: [{ opponent: 2301, score: 0.5 }, { opponent: 1700, score: 1 }] }, value: 'change' },
      prompt: { en: 'Rated 2187?', pt: 'Rating 2187?', gl: 'Rating 2187?' },
      explanation: { en: '{{reg:b02/8.3.2d}}.', pt: '{{reg:b02/8.3.2d}}.', gl: '{{reg:b02/8.3.2d}}.' },
    });
    expect(validateRegulationQuestion(q, 'ratings').join('\n')).toMatch(/the calculator gives 4\.8 \(choice 0\), but the answer given is choice 1/);
  });
  it('when the prompt does not state a number of the case', () => {
    const q = { ...regulationQuestion(), prompt: { en: 'What is the Buchholz?', pt: 'Qual é o Buchholz?', gl: 'Cal é o Buchholz?' } };
    expect(validateRegulationQuestion(q, 'tournaments').join('\n')).toMatch(/en prompt does not state the case's number 1/);
  });
  it('when a cited paragraph does not exist', () => {
    const q = regulationQuestion();
    for (const l of ['en', 'pt', 'gl'] as const) q.explanation[l] = q.explanation[l].replace('8.1', '8.9');
    expect(validateRegulationQuestion(q, 'tournaments').join('\n')).toMatch(/\{\{reg:c07\/8\.9\}\}: c07 has no paragraph 8\.9/);
  });
  it('when a citation names a text that does not exist or the question does not name', () => {
    const q = regulationQuestion();
    for (const l of ['en', 'pt', 'gl'] as const) q.explanation[l] = q.explanation[l].replace('c07/8.1', 'b02/8.3.1');
    expect(validateRegulationQuestion(q, 'tournaments').join('\n')).toMatch(/cites a text the question does not name/);
    expect(validateRegulationQuestion({ ...regulationQuestion(), regulations: ['c99'] }, 'tournaments').join('\n')).toMatch(/"c99" is no text of content\/regulations/);
  });
  it('when a language drops a citation', () => {
    const q = regulationQuestion();
    q.explanation.pt = 'Veja o artigo 8.1 do C.07.';
    expect(validateRegulationQuestion(q, 'tournaments').join('\n')).toMatch(/pt text has tokens \(none\); en has \{\{reg:c07\/8\.1\}\}/);
  });
  it('when a question is filed in the wrong part', () => {
    expect(validateRegulationQuestion(regulationQuestion(), 'ratings').join('\n')).toMatch(/"c07" belongs to the part "tournaments", not "ratings"/);
  });
  it('when two files use one id', () => {
    const file = { area: 'x', part: 'tournaments', questions: [regulationQuestion()] };
    expect(validateBank([{ name: 'a.json', data: file }, { name: 'b.json', data: file }]).problems).toContain('question id "test-bh" is used twice');
  });
});

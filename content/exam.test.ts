// The exam bank: every file valid, every board question ruled by the engine as its author expects in every edition
// it is shown in, the minimums of `npm run exam:stats` met, and proof that the checks catch a wrong question.
import { describe, expect, it } from 'vitest';
import { examFiles, readExamFile } from '@/lib/exam/bank';
import { showQuestion } from '@/lib/exam/show';
import { examStats } from '@/lib/exam/stats';
import { examQuestionSchema, type ExamQuestion } from '@/lib/exam/schema';
import { validateBank, validateQuestion } from '@/lib/exam/validate';

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
    expect(in2009.explanation).toBe('Veja o Artigo 6.9.');
    expect(in2009.refs[0]).toMatchObject({ label: 'Artigo 6.9', href: '/pt/laws/2009/6/#p-6.9' });
    expect(in2009.fen).toBe('8/8/4k3/8/8/3QK3/8/8 w - - 0 60');
  });
});

import { describe, expect, it } from 'vitest';
import { fill, formatNumber, readNumber, rightAnswerWords } from './feedback';

describe('exam feedback words', () => {
  it('ends a sentence once when the answer ends its own', () => {
    expect(fill('A resposta certa: {{answer}}.', { answer: 'Meio ponto.' })).toBe('A resposta certa: Meio ponto.');
    expect(fill('The right answer: {{answer}}.', { answer: 'Yes!' })).toBe('The right answer: Yes!');
    expect(fill('The right answer: {{answer}}.', { answer: '30 seconds' })).toBe('The right answer: 30 seconds.');
    expect(fill('{{n}} of {{total}}', { n: 1, total: 3 })).toBe('1 of 3');
    expect(fill('{{missing}}.', {})).toBe('{{missing}}.');
  });

  it('writes numbers with a decimal comma in Portuguese and Galician, and reads both', () => {
    expect(formatNumber(0.5, 'pt-BR')).toBe('0,5');
    expect(formatNumber(0.5, 'gl-ES')).toBe('0,5');
    expect(formatNumber(0.5, 'en-GB')).toBe('0.5');
    expect(formatNumber(1000, 'pt-BR')).toBe('1000');
    expect(readNumber('0,5')).toBe(0.5);
    expect(readNumber(' 0.5 ')).toBe(0.5);
    expect(readNumber('')).toBeNaN();
  });

  it('gives the right answer in words', () => {
    expect(rightAnswerWords({ kind: 'numeric', answer: [], choices: [], value: 0.5, valueText: '0,5' }, 'pontos')).toBe('0,5 pontos');
    expect(rightAnswerWords({ kind: 'multiple', answer: [0, 2], choices: ['a', 'b', 'c'] }, '')).toBe('a; c');
  });
});

// The words of an answer as the exam page prints them: numbers in the reader's way ("0,5 pontos" in Portuguese and
// Galician) and sentences that end once ("The right answer: One point." not "…One point..").

import { formatNumber as localNumber } from '../i18n/number';

/** A number in the reader's language: a decimal comma in Portuguese and Galician (up to three decimals). */
export const formatNumber = (value: number, tag: string): string => localNumber(value, tag, undefined, 3);

/** What a typed answer says as a number, reading a decimal comma or point; NaN when it is no number. */
export function readNumber(typed: string): number {
  const s = typed.trim().replace(',', '.');
  return s === '' ? NaN : Number(s);
}

const ENDS_SENTENCE = /[.!?…]$/;

/**
 * Fills {{name}} placeholders. A value that ends its own sentence ("One point.") takes the place of the template's
 * full stop right after it, so the sentence ends once.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}(\.?)/g, (whole, key: string, stop: string) => {
    if (!(key in values)) return whole;
    const value = String(values[key]);
    return stop && ENDS_SENTENCE.test(value.trim()) ? value : value + stop;
  });
}

/** The right answer in words: the right choices, or the number (the reader's way) with its unit. */
export function rightAnswerWords(q: { kind: string; answer: number[]; choices: string[]; value?: number; valueText?: string }, unit: string): string {
  if (q.kind === 'numeric') return `${q.valueText ?? String(q.value)} ${unit}`.trim();
  return q.answer.map((i) => q.choices[i]).join('; ');
}

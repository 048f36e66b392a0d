import { describe, expect, it } from 'vitest';
import { regCitation } from '../exam/regulationText';
import { regParagraphLabel } from './paragraphLabel';

describe('a regulation paragraph as a reader sees it cited', () => {
  it('prints a numbered paragraph by its number', () => {
    expect(regParagraphLabel('C.07', '16.5', 'en')).toBe('C.07 16.5');
  });
  it('prints an unnumbered paragraph by its position after the numbered one, never the corpus id', () => {
    expect(regParagraphLabel('B.02', '8.3.3+4', 'en')).toBe('B.02 8.3.3, fifth paragraph');
    expect(regParagraphLabel('C.07', '16.5.1+2', 'pt')).not.toMatch(/\+/);
    expect(regParagraphLabel('C.07', '16.5.1+2', 'gl')).not.toMatch(/\+/);
  });
  it('prints a table by its article number', () => {
    expect(regParagraphLabel('C.05', '5-table', 'en')).toBe('C.05 5');
  });
  it('is what an exam explanation prints for B.02 8.3.3+4 (K = 40 for juniors)', () => {
    expect(regCitation({ text: 'b02', paragraph: '8.3.3+4' }, 'en')).toBe('B.02 8.3.3, fifth paragraph');
  });
});

describe('every regulation question', () => {
  it('prints no corpus id ("8.3.3+4", "5-table") in its text or its references, in any language', async () => {
    const { regulationBank } = await import('../exam/bank');
    const { renderRegParts, regRefs } = await import('../exam/regulationText');
    const { partsText } = await import('../exam/textParts');
    const shown: string[] = [];
    for (const q of regulationBank())
      for (const locale of ['en', 'pt', 'gl'] as const) {
        shown.push(partsText(renderRegParts(q.explanation[locale]!, locale)));
        for (const r of regRefs(q.explanation.en!)) shown.push(regCitation(r, locale)!);
      }
    expect(shown.length).toBeGreaterThan(300);
    expect(shown.filter((s) => /\d\+\d|-table\b/.test(s))).toEqual([]);
  });
});

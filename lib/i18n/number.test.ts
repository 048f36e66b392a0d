import { describe, expect, it } from 'vitest';
import { formatNumber } from './number';

describe('numbers in the reader’s language', () => {
  it('writes a decimal comma in Portuguese and Galician, a point in English, no grouping', () => {
    expect(formatNumber(0.5, 'pt-BR')).toBe('0,5');
    expect(formatNumber(0.5, 'gl-ES')).toBe('0,5');
    expect(formatNumber(0.5, 'en-GB')).toBe('0.5');
    expect(formatNumber(2388, 'pt-BR')).toBe('2388');
  });
  it('rounds to at most the decimals asked, or fixes them', () => {
    expect(formatNumber(13.755, 'gl-ES')).toBe('13,76');
    expect(formatNumber(1 / 3, 'pt-BR', undefined, 3)).toBe('0,333');
    expect(formatNumber(4.8, 'pt-BR', 1)).toBe('4,8');
    expect(formatNumber(4, 'en-GB', 1)).toBe('4.0');
  });
  it('writes a true minus, and no minus for a value that rounds to zero', () => {
    expect(formatNumber(-3.2, 'pt-BR')).toBe('−3,2');
    expect(formatNumber(-0.001, 'en-GB')).toBe('0');
  });
});

import { describe, expect, it } from 'vitest';
import { stepSquare } from './squares';

describe('stepSquare', () => {
  it('follows the arrows as White sees the board', () => {
    expect(stepSquare('e4', 'ArrowUp', 'white')).toBe('e5');
    expect(stepSquare('e4', 'ArrowLeft', 'white')).toBe('d4');
    expect(stepSquare('a1', 'ArrowLeft', 'white')).toBeUndefined();
    expect(stepSquare('h8', 'ArrowUp', 'white')).toBeUndefined();
  });
  it('turns with the board', () => {
    expect(stepSquare('e4', 'ArrowUp', 'black')).toBe('e3');
    expect(stepSquare('e4', 'ArrowRight', 'black')).toBe('d4');
  });
  it('ignores other keys', () => {
    expect(stepSquare('e4', 'Enter', 'white')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { formatAedAmount, formatAedFigure } from './money';

describe('money', () => {
  it('shows an amount in AED with two decimals', () => {
    expect(formatAedAmount(12.5)).toBe('AED 12.50');
  });

  it.each([
    [0, 'AED 0.00'],
    [4.76, 'AED 4.76'],
    [1234.56, 'AED 1,234.56'],
    [1_000_000, 'AED 1,000,000.00'],
    [-1234.56, '−AED 1,234.56'],
    [-0.05, '−AED 0.05'],
    [0.1 + 0.2, 'AED 0.30'],
  ])('a VAT figure of %s reads %s', (aed, text) => {
    expect(formatAedFigure(aed)).toBe(text);
  });

  it('never shows a minus sign for nothing', () => {
    expect(formatAedFigure(-0)).toBe('AED 0.00');
    expect(formatAedFigure(-0.001)).toBe('AED 0.00');
  });
});

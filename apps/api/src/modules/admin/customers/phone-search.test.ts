import { describe, expect, it } from 'vitest';
import { phoneSearchPatterns } from './phone-search';

describe('phoneSearchPatterns (an account phone is stored +971501234567)', () => {
  it.each([
    ['0501234567', ['+971501234567%']],
    ['050 123 4567', ['+971501234567%']],
    ['050-123', ['+97150123%']],
    ['+971501234567', ['+971501234567%']],
    ['+971 50 123 4567', ['+971501234567%']],
    ['971501234567', ['%971501234567%']],
    ['00971501234567', ['+971501234567%']],
    ['1234567', ['%1234567%']],
    ['(050) 123.4567', ['+971501234567%']],
    ['+44 7911 123456', ['+447911123456%']],
  ])('%j → %j', (typed, patterns) => {
    expect(phoneSearchPatterns(typed)).toEqual(patterns);
  });

  it.each(['', '050', '+97', 'Layla', 'layla@example.com', '050 abc', '50%', '12_4'])(
    'reads %j as no phone number',
    (typed) => {
      expect(phoneSearchPatterns(typed)).toEqual([]);
    },
  );

  it('every pattern it makes finds the number the text was typed from', () => {
    const stored = '+971501234567';
    const matches = (pattern: string) =>
      new RegExp(`^${pattern.replaceAll('+', '\\+').replaceAll('%', '.*')}$`).test(stored);
    for (const typed of ['0501234567', '971501234567', '+971501234567', '00971 50 123 4567', '4567']) {
      expect(phoneSearchPatterns(typed).some(matches), typed).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { formatCountdown, msUntilNextMidnight } from './countdown';

describe('flash countdown (HH : MM : SS to the next local midnight)', () => {
  it.each([
    [0, '00 : 00 : 00'],
    [999, '00 : 00 : 00'],
    [1000, '00 : 00 : 01'],
    [59_000, '00 : 00 : 59'],
    [61_000, '00 : 01 : 01'],
    [3_600_000, '01 : 00 : 00'],
    [86_399_000, '23 : 59 : 59'],
    [-5000, '00 : 00 : 00'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });

  it('counts to the coming midnight in local time', () => {
    expect(msUntilNextMidnight(new Date(2026, 10, 21, 23, 59, 58))).toBe(2000);
    expect(msUntilNextMidnight(new Date(2026, 10, 21, 0, 0, 0))).toBe(24 * 3_600_000);
    expect(formatCountdown(msUntilNextMidnight(new Date(2026, 10, 21, 14, 30, 15)))).toBe('09 : 29 : 45');
  });

  it('crosses the end of a month and a year', () => {
    expect(msUntilNextMidnight(new Date(2026, 11, 31, 23, 0, 0))).toBe(3_600_000);
  });
});

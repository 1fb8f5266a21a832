import { describe, expect, it } from 'vitest';
import { dayRange, daysBefore, storeToday } from './store-days';

describe('store days', () => {
  it('today is Dubai’s day, which starts four hours before UTC’s', () => {
    expect(storeToday(new Date('2026-03-10T19:59:00Z'))).toBe('2026-03-10');
    expect(storeToday(new Date('2026-03-10T20:00:00Z'))).toBe('2026-03-11');
  });

  it('counts back across months and leap days', () => {
    expect(daysBefore('2024-03-01', 1)).toBe('2024-02-29');
    expect(daysBefore('2026-01-05', 29)).toBe('2025-12-07');
  });

  it.each([
    [undefined, undefined, { from: '2026-10-29', to: '2026-11-27' }],
    ['2026-11-01', undefined, { from: '2026-11-01', to: '2026-11-27' }],
    [undefined, '2026-06-30', { from: '2026-06-01', to: '2026-06-30' }],
    ['2026-12-05', undefined, { from: '2026-12-05', to: '2026-12-05' }],
    ['2026-01-01', '2026-01-31', { from: '2026-01-01', to: '2026-01-31' }],
  ])('from %s to %s is %o', (from, to, range) => {
    expect(dayRange(from, to, '2026-11-27')).toEqual(range);
  });
});

import { describe, expect, it } from 'vitest';
import { periodFromSearch, shortDay } from './dashboard-period';

describe('the dashboard period', () => {
  it.each([
    ['', '7'],
    ['days=30', '30'],
    ['days=90', '90'],
    ['days=365', '7'],
    ['days=abc', '7'],
  ])('?%s shows %s days', (query, days) => {
    expect(periodFromSearch(new URLSearchParams(query))).toBe(days);
  });
});

describe('shortDay', () => {
  it('names the calendar day it is given, whatever the time zone', () => {
    expect(shortDay('2026-11-21')).toBe('21 Nov');
    expect(shortDay('2026-01-01')).toBe('1 Jan');
    expect(shortDay('not a day')).toBe('not a day');
  });
});

import { describe, expect, it } from 'vitest';
import { phoneAsTyped } from './phone-as-typed';

describe('phoneAsTyped', () => {
  it.each([
    ['0', '+971'],
    ['05', '+9715'],
    ['0501234567', '+971501234567'],
    ['+971501234567', '+971501234567'],
    ['+9715012345678', '+971501234567'],
    ['50-123-4567', '+971501234567'],
    ['9715', '+9715'],
    ['971501234567', '+971501234567'],
    ['+97150a', '+97150'],
  ])('normalises %s to %s as it is typed', (typed, shown) => {
    expect(phoneAsTyped(typed)).toBe(shown);
  });

  it.each(['', '+', '+9', '+97', '+971', '9', '97', '971'])(
    'keeps the country code %s as typed so it can be typed or deleted',
    (typed) => {
      expect(phoneAsTyped(typed)).toBe(typed);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { isValidUaeMobile, normalizeUaePhoneInput } from './uae-phone';

describe('normalizeUaePhoneInput (as typed at checkout)', () => {
  it.each([
    ['', '+971'],
    ['0501234567', '+971501234567'],
    ['+971501234567', '+971501234567'],
    ['+971 50 123 4567', '+971501234567'],
    ['050-123-4567', '+971501234567'],
    ['501234567', '+971501234567'],
    ['5012345678999', '+971501234567'],
    ['abc', '+971'],
    ['+9715', '+9715'],
    ['971501234567', '+971501234567'],
  ])('%j → %j', (typed, expected) => {
    expect(normalizeUaePhoneInput(typed)).toBe(expected);
  });

  it('is stable when applied to its own output, as it is on every keystroke', () => {
    for (const typed of ['0501234567', '+971 52 765 4321', '5', '']) {
      const once = normalizeUaePhoneInput(typed);
      expect(normalizeUaePhoneInput(once)).toBe(once);
    }
  });
});

describe('isValidUaeMobile (+971 5[0,2,4,5,6,8] + 7 digits)', () => {
  it.each([
    '+971501234567',
    '+971521234567',
    '+971541234567',
    '+971551234567',
    '+971561234567',
    '+971581234567',
  ])('accepts %s', (phone) => expect(isValidUaeMobile(phone)).toBe(true));
  it.each([
    '+971511234567',
    '+971531234567',
    '+971571234567',
    '+971591234567',
    '+97150123456',
    '+9715012345678',
    '0501234567',
    '+971401234567',
  ])('refuses %s', (phone) => expect(isValidUaeMobile(phone)).toBe(false));
});

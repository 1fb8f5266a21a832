import { CARD_DECLINED, DEMO_CARD_DECLINED, DEMO_CARD_SUCCEEDS } from '@souq/shared/schemas/payment';
import { describe, expect, it } from 'vitest';
import { chargeDemoCard, hasExpired, passesLuhn } from './demo-card';
import { CARD_EXPIRED, CARD_NUMBER_INVALID } from './payment-messages';

const MARCH_2030 = new Date(2030, 2, 15);

describe('the demo gateway’s card rules', () => {
  it.each([
    [DEMO_CARD_SUCCEEDS, true],
    [DEMO_CARD_DECLINED, true],
    ['5555555555554444', true],
    ['4242424242424241', false],
    ['1234567812345678', false],
  ])('Luhn %s → %s', (number, valid) => {
    expect(passesLuhn(number)).toBe(valid);
  });

  it.each([
    ['03/30', false],
    ['02/30', true],
    ['12/29', true],
    ['04/30', false],
    ['01/31', false],
  ])('expiry %s in March 2030 has expired: %s', (expiry, expired) => {
    expect(hasExpired(expiry, MARCH_2030)).toBe(expired);
  });

  it('takes 4242…, declines 4000 0000 0000 0002 and every other valid number', () => {
    expect(() =>
      chargeDemoCard({ cardNumber: DEMO_CARD_SUCCEEDS, expiry: '12/30' }, MARCH_2030),
    ).not.toThrow();
    for (const cardNumber of [DEMO_CARD_DECLINED, '5555555555554444'])
      expect(() => chargeDemoCard({ cardNumber, expiry: '12/30' }, MARCH_2030)).toThrow(CARD_DECLINED);
    expect(() => chargeDemoCard({ cardNumber: '4242424242424241', expiry: '12/30' }, MARCH_2030)).toThrow(
      CARD_NUMBER_INVALID,
    );
    expect(() => chargeDemoCard({ cardNumber: DEMO_CARD_SUCCEEDS, expiry: '02/30' }, MARCH_2030)).toThrow(
      CARD_EXPIRED,
    );
  });
});

import { checkoutBill } from '@souq/shared/pricing/checkout-bill';
import { pricingLine } from '@souq/shared/pricing/pricing-lines';
import { ORDER_TOTAL_CHANGED } from '@souq/shared/schemas/order';
import { describe, expect, it } from 'vitest';
import { checkClientTotal } from './check-client-total';

// 100 AED at 10 % off = 90, plus 25 delivery; FIRSTDAY takes 9: 106.00.
const bill = checkoutBill(
  [pricingLine('a', { priceFils: 10_000, discount: 10, flashDiscount: 0, flashsale: false }, 1)],
  'Normal',
  0.1,
);

describe('checkClientTotal', () => {
  it.each([106, 106.01, 105.99])('accepts %f for 106.00', (amount) => {
    expect(() => checkClientTotal(bill, { amount, discountValue: 0.1 })).not.toThrow();
  });

  it.each([
    ['an amount 0.02 over', { amount: 106.02, discountValue: 0.1 }],
    ['an amount 0.02 under', { amount: 105.98, discountValue: 0.1 }],
    ['the amount without the code', { amount: 115, discountValue: 0.1 }],
    ['another discount value', { amount: 106, discountValue: 0.05 }],
    ['no discount value', { amount: 106, discountValue: 0 }],
  ])('refuses %s', (_label, client) => {
    expect(() => checkClientTotal(bill, client)).toThrow(ORDER_TOTAL_CHANGED);
  });
});

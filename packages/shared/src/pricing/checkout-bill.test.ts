import { describe, expect, it } from 'vitest';
import type { CartLineInput } from './cart-totals';
import { checkoutBill } from './checkout-bill';
import { type ListedPriceFields, listedPriceFields, pricingLine } from './pricing-lines';

/** A line of `quantity` units listed at `price` AED, no discount unless overridden. */
const line = (price: number, quantity = 1, over: Partial<ListedPriceFields> = {}): CartLineInput =>
  pricingLine(
    `${price}-${quantity}`,
    listedPriceFields({ price, discount: 0, flashDiscount: 0, flashsale: false, ...over }),
    quantity,
  );
const aed = (fils: number) => fils / 100;

/**
 * Bills worked out by hand from docs/product/checkout.md: total = discounted + delivery + express −
 * discounted × fraction.
 */
describe('checkout bill', () => {
  it.each([
    // [lines, method, fraction, subtotal, discounted, delivery, express, coupon %, coupon, grand total]
    ['one AED 100 item, Normal, no code', [line(100)], 'Normal', 0, 100, 100, 25, 0, 0, 0, 125],
    ['the same with Express', [line(100)], 'Express', 0, 100, 100, 25, 10, 0, 0, 135],
    ['FIRSTDAY on AED 100', [line(100)], 'Normal', 0.1, 100, 100, 25, 0, 10, 10, 115],
    ['AFZ44 with Express', [line(100)], 'Express', 0.05, 100, 100, 25, 10, 5, 5, 130],
    ['exactly AED 169 still pays delivery', [line(169)], 'Normal', 0, 169, 169, 25, 0, 0, 0, 194],
    ['AED 170 ships free', [line(170)], 'Normal', 0, 170, 170, 0, 0, 0, 0, 170],
    ['free delivery, Express and 10 %', [line(100, 2)], 'Express', 0.1, 200, 200, 0, 10, 10, 20, 190],
    [
      'a discount and the single flash unit',
      [line(80, 3, { discount: 10, flashDiscount: 40, flashsale: true }), line(45, 1, { discount: 10 })],
      'Normal',
      0.05,
      285,
      48 + 72 + 72 + 41,
      0,
      0,
      5,
      11.65,
      233 - 11.65,
    ],
    [
      'a coupon on odd fils rounds to the nearest fils',
      [line(33)],
      'Normal',
      0.05,
      33,
      33,
      25,
      0,
      5,
      1.65,
      56.35,
    ],
  ] as const)(
    '%s',
    (_label, lines, method, fraction, subtotal, discounted, delivery, express, percent, coupon, total) => {
      const bill = checkoutBill(lines, method, fraction);
      expect({
        subtotal: aed(bill.subtotalFils),
        discounted: aed(bill.discountedFils),
        delivery: aed(bill.deliveryFils),
        express: aed(bill.expressFils),
        percent: bill.couponPercent,
        coupon: aed(bill.couponFils),
        total: aed(bill.grandTotalFils),
      }).toEqual({ subtotal, discounted, delivery, express, percent, coupon, total });
    },
  );

  it('an empty cart costs nothing, whatever the method and code', () => {
    const bill = checkoutBill([], 'Express', 0.1);
    expect([bill.grandTotalFils, bill.expressFils, bill.couponFils, bill.deliveryFils]).toEqual([0, 0, 0, 0]);
  });

  it('keeps the fraction between 0 and 1', () => {
    expect(checkoutBill([line(100)], 'Normal', 5).discountValue).toBe(1);
    expect(checkoutBill([line(100)], 'Normal', -1).couponFils).toBe(0);
  });
});

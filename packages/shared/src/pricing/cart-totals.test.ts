import { describe, expect, it } from 'vitest';
import { type CartLineInput, cartTotals, deliveryFee } from './cart-totals';
import { aedToFils } from './money';
import { type ListedPriceFields, listedPricingLines } from './pricing-lines';

/** A line priced in AED as the api lists products, 100 with no discount unless overridden. */
const line = (
  key: string,
  { quantity = 1, ...over }: Partial<ListedPriceFields & { quantity: number }> = {},
): CartLineInput => {
  const product = { price: 100, discount: 0, flashDiscount: 0, flashsale: false, ...over };
  const [priced] = listedPricingLines([{ key, quantity, product }]);
  if (!priced) throw new Error('no line');
  return priced;
};
const aed = (fils: number) => fils / 100;

describe('cart totals', () => {
  it('an empty cart costs nothing, delivery included', () => {
    expect(cartTotals([])).toMatchObject({
      subtotalFils: 0,
      discountedFils: 0,
      deliveryFils: 0,
      totalFils: 0,
    });
  });

  it.each([
    // [lines, discounted AED, delivery AED, total AED]
    [[line('a', { price: 50, quantity: 2 })], 100, 25, 125],
    [[line('a', { price: 89, discount: 15 })], 76, 25, 101], // 75.65 rounds to 76
    [
      [line('a', { price: 100, discount: 10 }), line('b', { price: 45, discount: 10, quantity: 3 })],
      213,
      0,
      213,
    ],
  ])('regular discounts: %j', (lines, discounted, delivery, total) => {
    const totals = cartTotals(lines);
    expect([aed(totals.discountedFils), aed(totals.deliveryFils), aed(totals.totalFils)]).toEqual([
      discounted,
      delivery,
      total,
    ]);
  });

  it('only the single cheapest flash unit gets the flash discount', () => {
    const totals = cartTotals([
      line('dear', { price: 200, discount: 10, flashDiscount: 40, flashsale: true }),
      line('cheap', { price: 80, discount: 10, flashDiscount: 40, flashsale: true, quantity: 3 }),
      line('plain', { price: 30 }),
    ]);
    // dear 180; cheap: one unit 48 + two at 72; plain 30.
    expect(totals.lines.map((l) => [l.key, aed(l.lineFils), l.hasFlashUnit])).toEqual([
      ['dear', 180, false],
      ['cheap', 48 + 144, true],
      ['plain', 30, false],
    ]);
    expect(aed(totals.subtotalFils)).toBe(200 + 240 + 30);
    expect(aed(totals.discountedFils)).toBe(402);
  });

  it('between flash units of the same price, the one saving more wins, then the earlier line', () => {
    const tie = cartTotals([
      line('first', { price: 100, flashDiscount: 20, flashsale: true }),
      line('second', { price: 100, flashDiscount: 30, flashsale: true }),
    ]);
    expect(tie.lines.map((l) => l.hasFlashUnit)).toEqual([false, true]);
    expect(aed(tie.discountedFils)).toBe(100 + 70);

    const same = cartTotals([
      line('first', { price: 100, flashDiscount: 30, flashsale: true }),
      line('second', { price: 100, flashDiscount: 30, flashsale: true }),
    ]);
    expect(same.lines.map((l) => l.hasFlashUnit)).toEqual([true, false]);
  });

  it('a flash unit never costs more than its regular price', () => {
    const totals = cartTotals([line('a', { price: 100, discount: 50, flashDiscount: 30, flashsale: true })]);
    expect(aed(totals.discountedFils)).toBe(50);
  });

  it('flashDiscount is ignored for products not on flash sale', () => {
    const totals = cartTotals([line('a', { price: 100, discount: 10, flashDiscount: 40 })]);
    expect(aed(totals.discountedFils)).toBe(90);
  });

  it('lines of quantity 0 count for nothing and never hold the flash unit', () => {
    const totals = cartTotals([
      line('gone', { price: 10, flashDiscount: 50, flashsale: true, quantity: 0 }),
      line('kept', { price: 60, flashDiscount: 50, flashsale: true }),
    ]);
    expect(totals.lines.map((l) => [aed(l.lineFils), l.hasFlashUnit])).toEqual([
      [0, false],
      [30, true],
    ]);
  });
});

describe('delivery fee (AED 25, free above AED 169 of discounted amount)', () => {
  it.each([
    [0, 0],
    [0.01, 25],
    [168.99, 25],
    [169, 25],
    [169.01, 0],
    [400, 0],
  ])('AED %d pays AED %d', (discounted, fee) => {
    expect(deliveryFee(aedToFils(discounted))).toBe(aedToFils(fee));
  });

  it('a cart of exactly AED 169 pays delivery; one of AED 170 does not', () => {
    expect(aed(cartTotals([line('a', { price: 169 })]).totalFils)).toBe(194);
    expect(aed(cartTotals([line('a', { price: 170 })]).totalFils)).toBe(170);
  });
});

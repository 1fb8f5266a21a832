import { describe, expect, it } from 'vitest';
import {
  displayedPrice,
  effectiveDiscount,
  flashStripPrice,
  priceAfterPercent,
  shownPrice,
} from './displayed-price';
import { aedToFils, formatAed } from './money';

describe('displayed price (round(price − price × percent / 100))', () => {
  it.each([
    [99, 0, 0, 99],
    [89, 15, 0, 76], // 75.65 rounds up
    [45, 10, 0, 41], // 40.5: an exact half rounds up, as Math.round does
    [129, 25, 40, 77], // the larger of discount and flashDiscount: 77.4
    [59, 40, 0, 35], // 35.4
    [399, 30, 0, 279], // 279.3
    [29, 10, 0, 26], // 26.1
    [150, 0, 35, 98], // 97.5 → 98
  ])('AED %d with %d%% / flash %d%% shows AED %d', (price, discount, flashDiscount, shown) => {
    expect(displayedPrice({ priceFils: aedToFils(price), discount, flashDiscount })).toBe(aedToFils(shown));
  });

  it('uses the larger of the two percentages', () => {
    expect(effectiveDiscount({ discount: 20, flashDiscount: 35 })).toBe(35);
    expect(effectiveDiscount({ discount: 25, flashDiscount: 0 })).toBe(25);
  });

  it('never drifts by a fils on prices with decimals', () => {
    expect(priceAfterPercent(aedToFils(19.99), 0)).toBe(aedToFils(20));
    expect(priceAfterPercent(aedToFils(0.5), 0)).toBe(aedToFils(1));
  });
});

describe('formatAed', () => {
  it('shows two decimals and the currency', () => {
    expect(formatAed(7650)).toBe('AED 76.50');
    expect(formatAed(0)).toBe('AED 0.00');
    expect(aedToFils(12.345)).toBe(1235);
  });
});

describe('shownPrice and flashStripPrice', () => {
  const product = { price: 129, discount: 25, flashDiscount: 40 };

  it('cards show the larger percentage beside the list price', () => {
    expect(shownPrice(product)).toEqual({ nowFils: aedToFils(77), wasFils: aedToFils(129), percent: 40 });
    expect(shownPrice({ price: 89, discount: 15, flashDiscount: 0 })).toMatchObject({
      nowFils: aedToFils(76),
    });
  });

  it('the flash strip uses flashDiscount only, even when the discount is larger', () => {
    expect(flashStripPrice({ price: 100, discount: 50, flashDiscount: 30 })).toEqual({
      nowFils: aedToFils(70),
      wasFils: aedToFils(100),
      percent: 30,
    });
  });
});

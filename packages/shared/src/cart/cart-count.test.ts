import { describe, expect, it } from 'vitest';
import { cartCount } from './cart-count';

describe('cartCount (sum of line quantities)', () => {
  it('adds every line of every product', () => {
    expect(
      cartCount({
        a: {
          '110|Red': { size: '110', colorName: 'Red', quantity: 2 },
          '120|Red': { size: '120', colorName: 'Red', quantity: 1 },
        },
        b: { 'Free-size|Blue': { size: 'Free-size', colorName: 'Blue', quantity: 3 } },
      }),
    ).toBe(6);
  });

  it('is 0 for an empty cart and ignores negative quantities', () => {
    expect(cartCount({})).toBe(0);
    expect(cartCount({ a: { x: { size: '90', colorName: 'Red', quantity: -4 } } })).toBe(0);
  });
});

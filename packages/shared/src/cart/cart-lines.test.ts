import { describe, expect, it } from 'vitest';
import { addToCartData, cartLineKey } from './cart-lines';

describe('addToCartData', () => {
  it('starts a line, then adds to it', () => {
    const once = addToCartData({}, { productId: 'p', colorName: 'Red', size: '110', quantity: 2 });
    expect(once).toEqual({
      p: { [cartLineKey('110', 'Red')]: { size: '110', colorName: 'Red', quantity: 2 } },
    });
    const twice = addToCartData(once, { productId: 'p', colorName: 'Red', size: '110', quantity: 3 });
    expect(twice.p?.[cartLineKey('110', 'Red')]?.quantity).toBe(5);
  });

  it('keeps the same size in two colours apart', () => {
    const red = addToCartData({}, { productId: 'p', colorName: 'Red', size: '110', quantity: 1 });
    const both = addToCartData(red, { productId: 'p', colorName: 'Blue', size: '110', quantity: 1 });
    expect(Object.values(both.p ?? {})).toHaveLength(2);
  });

  it('does not change the cart it was given', () => {
    const cart = {};
    addToCartData(cart, { productId: 'p', colorName: 'Red', size: '110', quantity: 1 });
    expect(cart).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { addToCartData, cartLineKey, cartLines, setCartQuantity } from './cart-lines';

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

describe('setCartQuantity', () => {
  const cart = addToCartData(
    addToCartData({}, { productId: 'p', colorName: 'Red', size: '110', quantity: 2 }),
    {
      productId: 'p',
      colorName: 'Blue',
      size: '110',
      quantity: 1,
    },
  );

  it('sets the quantity of the line with that colour and size', () => {
    const next = setCartQuantity(cart, { productId: 'p', colorName: 'Red', size: '110', quantity: 5 });
    expect(next.p?.[cartLineKey('110', 'Red')]?.quantity).toBe(5);
    expect(next.p?.[cartLineKey('110', 'Blue')]?.quantity).toBe(1);
  });

  it('removes the line at 0 or less, and the product when no line is left', () => {
    const one = setCartQuantity(cart, { productId: 'p', colorName: 'Red', size: '110', quantity: 0 });
    expect(Object.keys(one.p ?? {})).toEqual([cartLineKey('110', 'Blue')]);
    const none = setCartQuantity(one, { productId: 'p', colorName: 'Blue', size: '110', quantity: -1 });
    expect(none).toEqual({});
  });

  it('changes nothing when the colour does not match a stored line', () => {
    expect(setCartQuantity(cart, { productId: 'p', colorName: 'Green', size: '110', quantity: 0 })).toBe(
      cart,
    );
    expect(setCartQuantity(cart, { productId: 'q', colorName: 'Red', size: '110', quantity: 3 })).toBe(cart);
  });

  it('lists every line with its product', () => {
    expect(cartLines(cart).map((l) => [l.productId, l.colorName, l.quantity])).toEqual([
      ['p', 'Red', 2],
      ['p', 'Blue', 1],
    ]);
  });
});

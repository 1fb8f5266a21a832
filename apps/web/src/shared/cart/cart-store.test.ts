import { afterEach, describe, expect, it } from 'vitest';
import { restoreStoredCart, useCart } from './cart-store';

const cart = { 'p-1': { 'p-1_S_Red': { size: 'S', colorName: 'Red', quantity: 2 } } };

afterEach(() => {
  localStorage.clear();
  useCart.setState({ cartData: {} });
});

describe('the cart kept on this device', () => {
  it('is taken in when it matches the schema', async () => {
    localStorage.setItem('cartItems', JSON.stringify(cart));
    await restoreStoredCart();
    expect(useCart.getState().cartData).toEqual(cart);
  });

  it('is ignored when it is not a cart', async () => {
    for (const stored of ['{"p-1":{"k":{"size":"S"}}}', '[1,2]', 'not json']) {
      localStorage.setItem('cartItems', stored);
      await restoreStoredCart();
      expect(useCart.getState().cartData).toEqual({});
    }
  });
});

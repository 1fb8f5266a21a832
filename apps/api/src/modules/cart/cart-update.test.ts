import { cartLineKey } from '@souq/shared/cart/cart-lines';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addShopper,
  catalogSizes,
  lineOf,
  post,
  type Shopper,
  type SizeRef,
  setStock,
  twoColoursOfOneSize,
} from '../../../test/shopper-test-kit';
import { useTestApp } from '../../../test/test-app';
import { NOT_IN_CART, OUT_OF_STOCK, onlyLeft } from './cart-messages';

const t = useTestApp();
let ref: SizeRef;
let oneColour: SizeRef;
let otherColour: SizeRef;
beforeAll(async () => {
  [oneColour, otherColour] = await twoColoursOfOneSize(t);
  ref = (await catalogSizes(t)).find((s) => s.productId !== oneColour.productId) as SizeRef;
});

const call = (url: string) => (shopper: Shopper, payload?: unknown) =>
  post(t, url, { token: shopper.token }, payload);
const add = call('/api/cart/add');
const update = call('/api/cart/update');
const getCart = async (shopper: Shopper) =>
  (await post(t, '/api/cart/get', { token: shopper.token })).json().cartData;
const entry = (size: SizeRef, quantity: number) => ({ size: size.size, colorName: size.colorName, quantity });

/** A shopper holding `quantity` of each given size, every size stocked with `stock`. */
async function shopperHolding(quantity: number, refs: SizeRef[], stock = 10): Promise<Shopper> {
  const shopper = await addShopper(t);
  for (const r of refs) {
    await setStock(t, r, stock);
    expect((await add(shopper, lineOf(r, quantity))).statusCode).toBe(200);
  }
  return shopper;
}

describe('POST /api/cart/update', () => {
  it('sets the quantity of the line and answers with the whole cart', async () => {
    const shopper = await shopperHolding(2, [ref]);
    const res = await update(shopper, lineOf(ref, 7));
    expect(res.statusCode).toBe(200);
    const cartData = { [ref.productId]: { [cartLineKey(ref.size, ref.colorName)]: entry(ref, 7) } };
    expect(res.json()).toEqual({ success: true, cartData, message: 'Cart updated' });
    expect(await getCart(shopper)).toEqual(cartData);
  });

  it('removes the line at 0, keeping the product’s other colour', async () => {
    const shopper = await shopperHolding(1, [oneColour, otherColour]);
    const res = await update(shopper, lineOf(oneColour, 0));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      cartData: {
        [otherColour.productId]: {
          [cartLineKey(otherColour.size, otherColour.colorName)]: entry(otherColour, 1),
        },
      },
      message: 'Item removed from cart',
    });
  });

  it('removes the product’s entry when its last line goes, also for a negative quantity', async () => {
    const shopper = await shopperHolding(3, [ref, oneColour]);
    const res = await update(shopper, lineOf(ref, -2));
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().cartData)).toEqual([oneColour.productId]);
  });

  it('applies only to the line whose colour matches', async () => {
    const shopper = await shopperHolding(2, [oneColour]);
    await setStock(t, otherColour, 10);
    for (const quantity of [5, 0]) {
      const res = await update(shopper, lineOf(otherColour, quantity));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: NOT_IN_CART });
    }
    expect(NOT_IN_CART).toBe('This item is not in your cart.');
    expect(await getCart(shopper)).toEqual({
      [oneColour.productId]: { [cartLineKey(oneColour.size, oneColour.colorName)]: entry(oneColour, 2) },
    });
  });

  it('answers 404 for a line the shopper does not hold', async () => {
    const shopper = await addShopper(t);
    const res = await update(shopper, lineOf(ref, 1));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: NOT_IN_CART });
  });

  it('lets the quantity reach the stock exactly and refuses one more', async () => {
    const shopper = await shopperHolding(1, [ref], 3);
    expect((await update(shopper, lineOf(ref, 3))).statusCode).toBe(200);
    const refused = await update(shopper, lineOf(ref, 4));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, message: onlyLeft(3) });
    expect((await getCart(shopper))[ref.productId]).toEqual({
      [cartLineKey(ref.size, ref.colorName)]: entry(ref, 3),
    });
  });

  it('refuses a positive quantity once the size sold out, but still removes the line', async () => {
    const shopper = await shopperHolding(2, [ref]);
    await setStock(t, ref, 0);
    const refused = await update(shopper, lineOf(ref, 1));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, message: OUT_OF_STOCK });
    expect((await update(shopper, lineOf(ref, 0))).json().cartData).toEqual({});
  });

  it.each([
    ['quantity 100', 100, 'Quantity must be at most 99.'],
    ['quantity 1.5', 1.5, 'Quantity must be a whole number.'],
    ["quantity '2'", '2', 'Quantity must be a number.'],
    ['no quantity', undefined, 'Quantity must be a number.'],
  ])('%s → 400 with its message, the line unchanged', async (_label, quantity, message) => {
    const shopper = await shopperHolding(2, [ref]);
    const res = await update(shopper, { ...lineOf(ref, 1), quantity });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect((await getCart(shopper))[ref.productId]).toEqual({
      [cartLineKey(ref.size, ref.colorName)]: entry(ref, 2),
    });
  });
});

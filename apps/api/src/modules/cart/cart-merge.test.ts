import { cartLineKey } from '@souq/shared/cart/cart-lines';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addShopper,
  lineOf,
  post,
  type Shopper,
  type SizeRef,
  setStock,
  threeProducts,
} from '../../../test/shopper-test-kit';
import { useTestApp } from '../../../test/test-app';
import { CART_MERGED, CART_MERGED_WITH_CHANGES, onlyLeft } from './cart-messages';

const t = useTestApp();
let a: SizeRef;
let b: SizeRef;
let c: SizeRef;
beforeAll(async () => {
  [a, b, c] = await threeProducts(t);
});

const as = (shopper: Shopper) => ({ token: shopper.token });
const merge = (shopper: Shopper, payload?: unknown) => post(t, '/api/cart/merge', as(shopper), payload);
const getCart = async (shopper: Shopper) => (await post(t, '/api/cart/get', as(shopper))).json().cartData;
const entry = (ref: SizeRef, quantity: number) => ({ size: ref.size, colorName: ref.colorName, quantity });
const keyOf = (ref: SizeRef) => cartLineKey(ref.size, ref.colorName);
const adjustment = (ref: SizeRef, requested: number, added: number, reason: string) => ({
  itemId: ref.productId,
  size: ref.size,
  colorName: ref.colorName,
  requested,
  added,
  reason,
});

describe('POST /api/cart/merge', () => {
  beforeAll(async () => {
    for (const ref of [a, b, c]) await setStock(t, ref, 5);
  });

  it('puts a guest cart into an empty server cart and answers with it', async () => {
    const shopper = await addShopper(t);
    const guestCart = {
      [a.productId]: { [keyOf(a)]: entry(a, 2) },
      [b.productId]: { [keyOf(b)]: entry(b, 1) },
    };
    const res = await merge(shopper, { guestCart });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, cartData: guestCart, adjusted: [], message: CART_MERGED });
    expect(await getCart(shopper)).toEqual(guestCart);
  });

  it('adds to the server’s lines, clamps at the stock, drops what cannot exist, and reports each', async () => {
    const shopper = await addShopper(t);
    await post(t, '/api/cart/add', as(shopper), lineOf(a, 3));
    const unknownProduct = '00000000-0000-4000-8000-000000000000';
    const res = await merge(shopper, {
      guestCart: {
        [a.productId]: { [keyOf(a)]: entry(a, 4) },
        [b.productId]: { 'any key': entry(b, 2), gone: { ...entry(b, 1), colorName: 'Ultraviolet' } },
        [c.productId]: { [keyOf(c)]: entry(c, 0) },
        [unknownProduct]: { x: entry(a, 1) },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      cartData: {
        [a.productId]: { [keyOf(a)]: entry(a, 5) },
        [b.productId]: { [keyOf(b)]: entry(b, 2) },
      },
      adjusted: [
        adjustment(a, 4, 2, onlyLeft(5, 3)),
        {
          ...adjustment(b, 1, 0, 'This colour is not available for this product.'),
          colorName: 'Ultraviolet',
        },
        { ...adjustment(a, 1, 0, 'Product not found.'), itemId: unknownProduct },
      ],
      message: CART_MERGED_WITH_CHANGES,
    });
  });

  it('merges an empty guest cart as a no-op', async () => {
    const shopper = await addShopper(t);
    await post(t, '/api/cart/add', as(shopper), lineOf(c, 1));
    const res = await merge(shopper, { guestCart: {} });
    expect(res.json()).toEqual({
      success: true,
      cartData: { [c.productId]: { [keyOf(c)]: entry(c, 1) } },
      adjusted: [],
      message: CART_MERGED,
    });
  });

  it('never exceeds the stock when merges and adds arrive at once', async () => {
    const shopper = await addShopper(t);
    const guestCart = { [a.productId]: { [keyOf(a)]: entry(a, 2) } };
    await Promise.all([
      merge(shopper, { guestCart }),
      merge(shopper, { guestCart }),
      post(t, '/api/cart/add', as(shopper), lineOf(a, 2)),
      merge(shopper, { guestCart }),
    ]);
    expect(await getCart(shopper)).toEqual({ [a.productId]: { [keyOf(a)]: entry(a, 5) } });
  });
});

describe('POST /api/cart/merge with a bad body', () => {
  it.each([
    ['no guestCart', {}, 'A cart maps product ids to their lines.'],
    ['a guestCart that is a list', { guestCart: [] }, 'A cart maps product ids to their lines.'],
    [
      'a product that is not a map',
      { guestCart: { x: 3 } },
      'Each product in a cart maps line keys to lines.',
    ],
    [
      "a quantity '2'",
      { guestCart: { x: { k: { size: '110', colorName: 'Red', quantity: '2' } } } },
      'Each cart line needs a quantity.',
    ],
    [
      'a quantity 1.5',
      { guestCart: { x: { k: { size: '110', colorName: 'Red', quantity: 1.5 } } } },
      'Quantities must be whole numbers.',
    ],
    [
      'an entry without a colour',
      { guestCart: { x: { k: { size: '110', quantity: 1 } } } },
      'Each cart line needs a colorName.',
    ],
  ])('%s → 400 saying why, nothing merged', async (_label, payload, message) => {
    const shopper = await addShopper(t);
    const res = await merge(shopper, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect(await getCart(shopper)).toEqual({});
  });

  it('refuses a guest cart of more than 100 lines, with the reason', async () => {
    const shopper = await addShopper(t);
    const lines = Object.fromEntries(
      Array.from({ length: 101 }, (_, i) => [`k${i}`, { size: String(i), colorName: 'Red', quantity: 1 }]),
    );
    const res = await merge(shopper, { guestCart: { [a.productId]: lines } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'A cart can hold at most 100 lines.' });
  });
});

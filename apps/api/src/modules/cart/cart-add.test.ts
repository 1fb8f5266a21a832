import { cartLineKey } from '@souq/shared/cart/cart-lines';
import { MAX_LINE_QUANTITY } from '@souq/shared/schemas/cart';
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
import {
  COLOUR_NOT_AVAILABLE,
  LINE_LIMIT,
  OUT_OF_STOCK,
  onlyLeft,
  PRODUCT_NOT_FOUND,
  SIZE_NOT_IN_COLOUR,
} from './cart-messages';

const t = useTestApp();
let sizes: SizeRef[];
beforeAll(async () => {
  sizes = await catalogSizes(t);
});

const add = (shopper: Shopper, payload?: unknown) =>
  post(t, '/api/cart/add', { token: shopper.token }, payload);
const getCart = async (shopper: Shopper) =>
  (await post(t, '/api/cart/get', { token: shopper.token })).json().cartData;

/** A size of its own for each test, with exactly `stock` units. */
let next = 0;
async function freshSize(stock: number): Promise<SizeRef> {
  const ref = sizes[next];
  next += 1;
  if (!ref) throw new Error('ran out of catalogue sizes');
  return setStock(t, ref, stock);
}

describe('POST /api/cart/add', () => {
  it('adds a line and answers with the whole cart, as /api/cart/get then reads it', async () => {
    const shopper = await addShopper(t);
    const ref = await freshSize(10);
    const res = await add(shopper, lineOf(ref, 2));
    expect(res.statusCode).toBe(200);
    const expected = {
      [ref.productId]: {
        [cartLineKey(ref.size, ref.colorName)]: { size: ref.size, colorName: ref.colorName, quantity: 2 },
      },
    };
    expect(res.json()).toEqual({ success: true, cartData: expected, message: 'Added to cart' });
    expect(await getCart(shopper)).toEqual(expected);
  });

  it('adds to the existing line of the same colour and size', async () => {
    const shopper = await addShopper(t);
    const ref = await freshSize(10);
    await add(shopper, lineOf(ref, 2));
    const res = await add(shopper, lineOf(ref, 3));
    expect(res.json().cartData[ref.productId]).toEqual({
      [cartLineKey(ref.size, ref.colorName)]: { size: ref.size, colorName: ref.colorName, quantity: 5 },
    });
  });

  it('keeps two colours of one size as two lines, in the order they were added', async () => {
    const shopper = await addShopper(t);
    const [first, second] = await twoColoursOfOneSize(t);
    await setStock(t, first, 5);
    await setStock(t, second, 5);
    await add(shopper, lineOf(second, 1));
    await add(shopper, lineOf(first, 4));
    const lines = (await getCart(shopper))[first.productId];
    expect(Object.values(lines)).toEqual([
      { size: second.size, colorName: second.colorName, quantity: 1 },
      { size: first.size, colorName: first.colorName, quantity: 4 },
    ]);
  });

  it('lets the line reach the stock exactly, and refuses one more, leaving the cart as it was', async () => {
    const shopper = await addShopper(t);
    const ref = await freshSize(4);
    expect((await add(shopper, lineOf(ref, 3))).statusCode).toBe(200);
    expect((await add(shopper, lineOf(ref, 1))).statusCode).toBe(200);
    const refused = await add(shopper, lineOf(ref, 1));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, message: onlyLeft(4, 4) });
    expect(onlyLeft(4, 4)).toBe('Only 4 left in stock for this size, and your cart already has 4.');
    expect(Object.values((await getCart(shopper))[ref.productId])).toEqual([
      { size: ref.size, colorName: ref.colorName, quantity: 4 },
    ]);
  });

  it('refuses more than the stock in one add', async () => {
    const shopper = await addShopper(t);
    const ref = await freshSize(2);
    const res = await add(shopper, lineOf(ref, 3));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'Only 2 left in stock for this size.' });
    expect(await getCart(shopper)).toEqual({});
  });

  it('refuses a size with no stock', async () => {
    const shopper = await addShopper(t);
    const ref = await freshSize(0);
    const res = await add(shopper, lineOf(ref, 1));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: OUT_OF_STOCK });
    expect(OUT_OF_STOCK).toBe('This size is out of stock.');
  });

  it(`keeps a line at ${MAX_LINE_QUANTITY} at most, even when the stock is larger`, async () => {
    const shopper = await addShopper(t);
    const ref = await freshSize(500);
    for (let i = 0; i < 9; i++) expect((await add(shopper, lineOf(ref, 10))).statusCode).toBe(200);
    const refused = await add(shopper, lineOf(ref, 10));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, message: LINE_LIMIT });
    expect((await add(shopper, lineOf(ref, 9))).json().cartData[ref.productId]).toEqual({
      [cartLineKey(ref.size, ref.colorName)]: { size: ref.size, colorName: ref.colorName, quantity: 99 },
    });
  });

  it('refuses a product, colour or size the catalogue does not have, with the reason', async () => {
    const shopper = await addShopper(t);
    const ref = await freshSize(5);
    const cases: [object, number, string][] = [
      [{ ...lineOf(ref, 1), itemId: '00000000-0000-4000-8000-000000000000' }, 404, PRODUCT_NOT_FOUND],
      [{ ...lineOf(ref, 1), colorName: 'Ultraviolet' }, 400, COLOUR_NOT_AVAILABLE],
      [{ ...lineOf(ref, 1), size: '999' }, 400, SIZE_NOT_IN_COLOUR],
    ];
    for (const [payload, status, message] of cases) {
      const res = await add(shopper, payload);
      expect(res.statusCode, message).toBe(status);
      expect(res.json()).toEqual({ success: false, message });
    }
    expect([PRODUCT_NOT_FOUND, COLOUR_NOT_AVAILABLE, SIZE_NOT_IN_COLOUR]).toEqual([
      'Product not found.',
      'This colour is not available for this product.',
      'This size is not available in this colour.',
    ]);
    expect(await getCart(shopper)).toEqual({});
  });

  it('trims the colour and size it is sent', async () => {
    const shopper = await addShopper(t);
    const ref = await freshSize(5);
    const res = await add(shopper, {
      ...lineOf(ref, 1),
      colorName: ` ${ref.colorName} `,
      size: ` ${ref.size}`,
    });
    expect(res.statusCode).toBe(200);
    expect(Object.values(res.json().cartData[ref.productId])).toEqual([
      { size: ref.size, colorName: ref.colorName, quantity: 1 },
    ]);
  });
});

describe('POST /api/cart/add with a bad body', () => {
  let shopper: Shopper;
  let ref: SizeRef;
  beforeAll(async () => {
    shopper = await addShopper(t);
    ref = await freshSize(20);
  });

  const without = (key: string) =>
    Object.fromEntries(Object.entries(lineOf(ref, 1)).filter(([k]) => k !== key));

  it.each([
    ['quantity 0', () => lineOf(ref, 0), 'Quantity must be at least 1.'],
    ['quantity -1', () => lineOf(ref, -1), 'Quantity must be at least 1.'],
    ['quantity 11', () => lineOf(ref, 11), 'You can add at most 10 at a time.'],
    ['quantity 1.5', () => lineOf(ref, 1.5), 'Quantity must be a whole number.'],
    ["quantity '2'", () => ({ ...lineOf(ref, 1), quantity: '2' }), 'Quantity must be a number.'],
    ['no quantity', () => without('quantity'), 'Quantity must be a number.'],
    ['no size', () => without('size'), 'Please select a size'],
    ['a blank size', () => ({ ...lineOf(ref, 1), size: '  ' }), 'Please select a size'],
    ['no colour', () => without('colorName'), 'Please select a color'],
    ['no itemId', () => without('itemId'), 'itemId is required.'],
    ['an itemId that is not an id', () => ({ ...lineOf(ref, 1), itemId: 'abc' }), 'Product not found.'],
    ['an array body', () => [lineOf(ref, 1)], 'The request body must be a JSON object.'],
  ])('%s → 400 with its message, nothing added', async (_label, payload, message) => {
    const res = await add(shopper, payload());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect(await getCart(shopper)).toEqual({});
  });

  it('no body at all → 400 with a message', async () => {
    const res = await add(shopper);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: 'The request body must be a JSON object.' });
  });
});

describe('concurrent adds', () => {
  it('never put more in the cart than the stock, however many arrive at once', async () => {
    const shopper = await addShopper(t);
    const ref = await freshSize(5);
    const answers = await Promise.all(Array.from({ length: 8 }, () => add(shopper, lineOf(ref, 1))));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 400, 400, 400]);
    for (const res of answers.filter((r) => r.statusCode === 400)) {
      expect(res.json()).toEqual({ success: false, message: onlyLeft(5, 5) });
    }
    expect(Object.values((await getCart(shopper))[ref.productId])).toEqual([
      { size: ref.size, colorName: ref.colorName, quantity: 5 },
    ]);
  });

  it('lose no line when different lines are added at once', async () => {
    const shopper = await addShopper(t);
    const refs = await Promise.all(Array.from({ length: 5 }, () => freshSize(3)));
    const answers = await Promise.all(refs.map((ref) => add(shopper, lineOf(ref, 2))));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const cart = await getCart(shopper);
    for (const ref of refs) {
      expect(cart[ref.productId][cartLineKey(ref.size, ref.colorName)]).toEqual({
        size: ref.size,
        colorName: ref.colorName,
        quantity: 2,
      });
    }
  });
});

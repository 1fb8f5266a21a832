import { randomUUID } from 'node:crypto';
import { UAE_PHONE_MESSAGE } from '@souq/shared/phone/uae-phone';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS,
  itemOf,
  orderBody,
  orderCount,
  placeOrder,
  sizeSupply,
  stockOf,
  userOrders,
} from '../../../test/order-test-kit';
import {
  addShopper,
  post,
  refusedAuthHeaders,
  type Shopper,
  type SizeRef,
} from '../../../test/shopper-test-kit';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
const supply = sizeSupply(t);

describe('the Idempotency-Key header', () => {
  it('answers a repeated key with the first result and makes one order', async () => {
    const shopper = await addShopper(t);
    const a = await supply(30, 5);
    const headers = { 'idempotency-key': randomUUID() };
    const first = await placeOrder(t, shopper, orderBody([itemOf(a, 1)], 55), headers);
    const again = await placeOrder(t, shopper, orderBody([itemOf(a, 1)], 55), headers);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await orderCount(t, shopper)).toBe(1);
    expect(await stockOf(t, a)).toBe(4);
  });

  it('makes one order when the same key arrives twice at once', async () => {
    const shopper = await addShopper(t);
    const a = await supply(30, 5);
    const headers = { 'idempotency-key': randomUUID() };
    const answers = await Promise.all(
      [1, 2].map(() => placeOrder(t, shopper, orderBody([itemOf(a, 1)], 55), headers)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(answers[1]?.json().orderId).toBe(answers[0]?.json().orderId);
    expect(await orderCount(t, shopper)).toBe(1);
  });

  it('places a new order for a new key, and for no key', async () => {
    const shopper = await addShopper(t);
    const a = await supply(30, 5);
    await placeOrder(t, shopper, orderBody([itemOf(a, 1)], 55), { 'idempotency-key': randomUUID() });
    await placeOrder(t, shopper, orderBody([itemOf(a, 1)], 55), { 'idempotency-key': randomUUID() });
    await placeOrder(t, shopper, orderBody([itemOf(a, 1)], 55));
    expect(await orderCount(t, shopper)).toBe(3);
  });

  it('keeps one shopper’s key apart from another’s', async () => {
    const [one, two] = [await addShopper(t), await addShopper(t)];
    const a = await supply(30, 5);
    const headers = { 'idempotency-key': randomUUID() };
    const first = await placeOrder(t, one, orderBody([itemOf(a, 1)], 55), headers);
    const second = await placeOrder(t, two, orderBody([itemOf(a, 1)], 55), headers);
    expect(second.json().orderId).not.toBe(first.json().orderId);
    expect(await orderCount(t, two)).toBe(1);
  });

  it('does not remember a refused request, so a corrected retry with the key goes through', async () => {
    const shopper = await addShopper(t);
    const a = await supply(30, 5);
    const headers = { 'idempotency-key': randomUUID() };
    expect((await placeOrder(t, shopper, orderBody([itemOf(a, 1)], 1), headers)).statusCode).toBe(400);
    expect((await placeOrder(t, shopper, orderBody([itemOf(a, 1)], 55), headers)).statusCode).toBe(200);
  });

  const VISIBLE_ASCII = Array.from({ length: 0x7e - 0x21 + 1 }, (_, i) => String.fromCharCode(0x21 + i)).join(
    '',
  );

  it.each([
    ['a word', 'twice'],
    ['one character', 'k'],
    ['255 characters', 'k'.repeat(255)],
    ['every visible ASCII character', VISIBLE_ASCII],
  ])('takes %s as a key and answers its repeat with the first order', async (_label, key) => {
    const shopper = await addShopper(t);
    const a = await supply(30, 5);
    const headers = { 'idempotency-key': key };
    const first = await placeOrder(t, shopper, orderBody([itemOf(a, 1)], 55), headers);
    const again = await placeOrder(t, shopper, orderBody([itemOf(a, 1)], 55), headers);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await orderCount(t, shopper)).toBe(1);
  });

  it('keeps a key of any shape to its shopper: the same word from another places their own order', async () => {
    const [one, two] = [await addShopper(t), await addShopper(t)];
    const a = await supply(30, 5);
    const headers = { 'idempotency-key': 'checkout-1' };
    const first = await placeOrder(t, one, orderBody([itemOf(a, 1)], 55), headers);
    const second = await placeOrder(t, two, orderBody([itemOf(a, 1)], 55), headers);
    expect(second.statusCode).toBe(200);
    expect(second.json().orderId).not.toBe(first.json().orderId);
    expect(await orderCount(t, one)).toBe(1);
    expect(await orderCount(t, two)).toBe(1);
  });

  it.each([
    ['empty', ''],
    ['256 characters', 'k'.repeat(256)],
    ['with a space', 'two words'],
    ['with a tab', 'two\twords'],
    ['with a character beyond ASCII', 'clé'],
  ])('refuses a key %s, placing nothing', async (_label, key) => {
    const shopper = await addShopper(t);
    const a = await supply(30, 5);
    const res = await placeOrder(t, shopper, orderBody([itemOf(a, 1)], 55), { 'idempotency-key': key });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
    });
    expect(await orderCount(t, shopper)).toBe(0);
  });
});

describe('the shipping method', () => {
  it.each([
    ['normal', 'Normal', 55],
    ['EXPRESS', 'Express', 65],
  ])('takes %s in any letter case and keeps it as %s', async (sent, stored, amount) => {
    const shopper = await addShopper(t);
    const a = await supply(30, 5);
    const res = await placeOrder(t, shopper, { ...orderBody([itemOf(a, 1)], amount), shippingMethod: sent });
    expect(res.statusCode).toBe(200);
    const [order] = await userOrders(t, shopper);
    expect(order).toMatchObject({ _id: res.json().orderId, shippingMethod: stored, amount });
  });
});

describe('POST /api/order/place with a bad body', () => {
  let shopper: Shopper;
  let ref: SizeRef;
  beforeAll(async () => {
    shopper = await addShopper(t);
    ref = await supply(30, 5);
  });
  const valid = () => orderBody([itemOf(ref, 1)], 55);
  const withItem = (change: object) => ({ ...valid(), items: [{ ...itemOf(ref, 1), ...change }] });

  it.each([
    ['no items', () => ({ ...valid(), items: [] }), 'Your cart is empty'],
    ['no address', () => ({ ...valid(), address: undefined }), 'The delivery address is required.'],
    ['items not a list', () => ({ ...valid(), items: 'all' }), 'items must be a list.'],
    [
      'a blank name',
      () => ({ ...valid(), address: { ...ADDRESS, fullname: ' ' } }),
      'This field is required.',
    ],
    ['a bad phone', () => ({ ...valid(), address: { ...ADDRESS, phone: '0511234567' } }), UAE_PHONE_MESSAGE],
    ['a drone', () => ({ ...valid(), shippingMethod: 'Drone' }), 'Choose Normal or Express shipping.'],
    ["amount '55'", () => ({ ...valid(), amount: '55' }), 'amount must be a number.'],
    ['a negative amount', () => ({ ...valid(), amount: -1 }), 'amount must not be negative.'],
    ['an empty code', () => ({ ...valid(), discountCode: ' ' }), 'Please enter a discount code.'],
    ['quantity 0', () => withItem({ quantity: 0 }), 'Quantities must be at least 1.'],
    ['no itemId', () => withItem({ itemId: undefined }), 'itemId is required.'],
    ['an itemId that is not an id', () => withItem({ itemId: 'abc' }), 'Product not found.'],
    ['no size', () => withItem({ size: undefined }), 'Each item needs a size.'],
    ['an array body', () => [valid()], 'The request body must be a JSON object.'],
  ])('%s → 400 with its message, nothing placed', async (_label, payload, message) => {
    const res = await placeOrder(t, shopper, payload());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
    expect(await orderCount(t, shopper)).toBe(0);
    expect(await stockOf(t, ref)).toBe(5);
  });

  it('no body at all → 400', async () => {
    const res = await placeOrder(t, shopper, undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});

describe('sign-in is required', () => {
  it('refuses every order call and the discount check without a valid token', async () => {
    const shopper = await addShopper(t);
    const refused = await refusedAuthHeaders(shopper);
    const calls: [string, unknown][] = [
      ['/api/order/place', {}],
      ['/api/order/userorders', {}],
      ['/api/order/cancel', { orderId: randomUUID() }],
      ['/api/cart/deduct-stock', { items: [] }],
      ['/api/discount/validate', { code: 'FIRSTDAY' }],
    ];
    for (const [url, payload] of calls) {
      for (const headers of refused) {
        const res = await post(t, url, headers, payload);
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.json()).toEqual({ success: false, message: 'Please login to continue.' });
      }
    }
  });
});

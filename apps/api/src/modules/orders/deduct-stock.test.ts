import { describe, expect, it } from 'vitest';
import { itemOf, orderBody, placeOrder, sizeSupply, stockOf } from '../../../test/order-test-kit';
import { addShopper, post, type Shopper } from '../../../test/shopper-test-kit';
import { useTestApp } from '../../../test/test-app';
import { NO_ORDER_FOR_STOCK, STOCK_ALREADY_DEDUCTED } from './order-messages';

const t = useTestApp();
const supply = sizeSupply(t);

const deduct = (shopper: Shopper, payload?: unknown) =>
  post(t, '/api/cart/deduct-stock', { token: shopper.token }, payload);

describe('POST /api/cart/deduct-stock', () => {
  it('confirms after an order, however often it is called, and never takes stock again', async () => {
    const shopper = await addShopper(t);
    const ref = await supply(30, 5);
    expect((await placeOrder(t, shopper, orderBody([itemOf(ref, 2)], 85))).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      const res = await deduct(shopper, { items: [itemOf(ref, 2)] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: STOCK_ALREADY_DEDUCTED });
    }
    expect(await stockOf(t, ref)).toBe(3);
  });

  it('refuses without a placed order, and changes no stock', async () => {
    const shopper = await addShopper(t);
    const ref = await supply(30, 5);
    const res = await deduct(shopper, { items: [itemOf(ref, 5)] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: NO_ORDER_FOR_STOCK });
    expect(await stockOf(t, ref)).toBe(5);
  });

  it('refuses once the latest order was cancelled and its stock given back', async () => {
    const shopper = await addShopper(t);
    const ref = await supply(30, 5);
    const { orderId } = (await placeOrder(t, shopper, orderBody([itemOf(ref, 1)], 55))).json();
    await post(t, '/api/order/cancel', { token: shopper.token }, { orderId });
    expect((await deduct(shopper, { items: [itemOf(ref, 1)] })).json()).toEqual({
      success: false,
      message: NO_ORDER_FOR_STOCK,
    });
    expect(await stockOf(t, ref)).toBe(5);
  });

  it.each([
    ['no items', {}, 'items must be a list.'],
    ['an empty list', { items: [] }, 'items must not be empty.'],
    [
      'a line without a quantity',
      { items: [{ itemId: crypto.randomUUID(), size: '90', colorName: 'Red' }] },
      'Each item needs a quantity.',
    ],
  ])('%s → 400', async (_label, payload, message) => {
    const res = await deduct(await addShopper(t), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });
});

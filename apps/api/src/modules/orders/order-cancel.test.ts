import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  itemOf,
  orderBody,
  placeOrder,
  setStatus,
  sizeSupply,
  stockOf,
  userOrders,
} from '../../../test/order-test-kit';
import { addShopper, post, type Shopper, type SizeRef } from '../../../test/shopper-test-kit';
import { useTestApp } from '../../../test/test-app';
import { CANNOT_CANCEL, ORDER_NOT_FOUND } from './order-messages';

const t = useTestApp();
const supply = sizeSupply(t);

const cancel = (shopper: Shopper, payload: unknown) =>
  post(t, '/api/order/cancel', { token: shopper.token }, payload);

/** Places an order of `quantity` units of a fresh size stocked with 10 (20 AED each, + 25 delivery). */
async function placed(shopper: Shopper, quantity = 2): Promise<{ orderId: string; ref: SizeRef }> {
  const ref = await supply(20, 10);
  const res = await placeOrder(t, shopper, orderBody([itemOf(ref, quantity)], 20 * quantity + 25));
  expect(res.statusCode).toBe(200);
  return { orderId: res.json().orderId, ref };
}

describe('POST /api/order/userorders', () => {
  it('lists only the caller’s orders, newest first', async () => {
    const shopper = await addShopper(t);
    const other = await addShopper(t);
    const first = await placed(shopper);
    const second = await placed(shopper);
    await placed(other);
    const orders = await userOrders(t, shopper);
    expect(orders.map((order: { _id: string }) => order._id)).toEqual([second.orderId, first.orderId]);
  });

  it('answers an empty list for a shopper without orders, whatever the body', async () => {
    const shopper = await addShopper(t);
    const res = await post(t, '/api/order/userorders', { token: shopper.token }, { userId: randomUUID() });
    expect(res.json()).toEqual({ success: true, orders: [] });
  });
});

describe('POST /api/order/cancel', () => {
  it('cancels the owner’s order and gives its stock back, once', async () => {
    const shopper = await addShopper(t);
    const { orderId, ref } = await placed(shopper, 3);
    expect(await stockOf(t, ref)).toBe(7);
    const res = await cancel(shopper, { orderId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Order cancelled successfully!' });
    expect(await stockOf(t, ref)).toBe(10);
    expect((await userOrders(t, shopper))[0].status).toBe('Cancelled');

    const again = await cancel(shopper, { orderId });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: CANNOT_CANCEL.Cancelled });
    expect(await stockOf(t, ref)).toBe(10);
  });

  it('answers another shopper’s order as not found and leaves it alone', async () => {
    const owner = await addShopper(t);
    const stranger = await addShopper(t);
    const { orderId, ref } = await placed(owner);
    for (const id of [orderId, randomUUID()]) {
      const res = await cancel(stranger, { orderId: id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: ORDER_NOT_FOUND });
    }
    expect(await userOrders(t, stranger)).toEqual([]);
    expect((await userOrders(t, owner))[0].status).toBe('Order Placed');
    expect(await stockOf(t, ref)).toBe(8);
  });

  it.each(['Shipped', 'Out for delivery', 'Delivered'] as const)(
    'refuses an order that is %s',
    async (status) => {
      const shopper = await addShopper(t);
      const { orderId, ref } = await placed(shopper);
      await setStatus(t, orderId, status);
      const res = await cancel(shopper, { orderId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: CANNOT_CANCEL[status] });
      expect((await userOrders(t, shopper))[0].status).toBe(status);
      expect(await stockOf(t, ref)).toBe(8);
    },
  );

  it.each(['Packing'])('cancels an order that is %s', async (status) => {
    const shopper = await addShopper(t);
    const { orderId } = await placed(shopper);
    await setStatus(t, orderId, status);
    expect((await cancel(shopper, { orderId })).statusCode).toBe(200);
  });

  it.each([
    ['no orderId', {}, 400, 'orderId is required.'],
    ['an orderId that is not an id', { orderId: 'abc' }, 400, ORDER_NOT_FOUND],
  ])('%s → %i', async (_label, payload, status, message) => {
    const shopper = await addShopper(t);
    const res = await cancel(shopper, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, message });
  });
});

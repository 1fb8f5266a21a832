import { randomUUID } from 'node:crypto';
import { DISCOUNT_CODE_USED } from '@souq/shared/schemas/discount';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { notEnoughStock } from '../../src/modules/orders/order-messages';
import { itemOf, orderBody, orderCount, productName, sizeSupply, stockOf } from '../order-test-kit';
import { addShopper, type Shopper } from '../shopper-test-kit';
import { callApi } from './http-shopper';
import { startTwoInstances, type TwoInstances } from './two-instances';

/** Each instance has its own pool, so these orders race in PostgreSQL, not in one process. */
let two: TwoInstances;
let supply: ReturnType<typeof sizeSupply>;
beforeAll(async () => {
  two = await startTwoInstances();
  supply = sizeSupply(two.kit);
});
afterAll(() => two?.close());

function placeOrderOn(
  instance: 0 | 1,
  shopper: Shopper,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return callApi(two.instances[instance].baseUrl, '/api/order/place', {
    body,
    headers: { token: shopper.token, ...headers },
  });
}

const allOrders = async () => two.store.database.db.select({ id: orders.id }).from(orders);

describe('two api instances on one database', () => {
  it('sell exactly the stock: 100 shoppers for 10 units, half on each instance', async () => {
    const ref = await supply(40, 10);
    const shoppers = await Promise.all(Array.from({ length: 100 }, () => addShopper(two.kit)));
    const answers = await Promise.all(
      shoppers.map((shopper, i) =>
        placeOrderOn(i % 2 === 0 ? 0 : 1, shopper, orderBody([itemOf(ref, 1)], 65)),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 400)).toHaveLength(90);
    const soldOut = notEnoughStock(await productName(two.kit, ref.productId), ref.colorName, ref.size, 0);
    for (const res of answers.filter((r) => r.status === 400)) expect(res.body.message).toBe(soldOut);
    expect(await stockOf(two.kit, ref)).toBe(0);
    expect(await allOrders()).toHaveLength(10);
  });

  it('let one shopper use a code once, raced from both instances', async () => {
    const shopper = await addShopper(two.kit);
    const [a, b] = [await supply(100, 5), await supply(100, 5)];
    // 100 − 10 % + 25 delivery.
    const body = (ref: typeof a) =>
      orderBody([itemOf(ref, 1)], 115, { discountCode: 'FIRSTDAY', discountValue: 0.1 });
    const answers = await Promise.all([placeOrderOn(0, shopper, body(a)), placeOrderOn(1, shopper, body(b))]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
    expect(answers.find((res) => res.status === 400)?.body.message).toBe(DISCOUNT_CODE_USED);
    expect(await orderCount(two.kit, shopper)).toBe(1);
    expect((await stockOf(two.kit, a)) + (await stockOf(two.kit, b))).toBe(9);
  });

  it('make one order of one Idempotency-Key sent to both instances at once', async () => {
    const shopper = await addShopper(two.kit);
    const ref = await supply(40, 5);
    const body = orderBody([itemOf(ref, 2)], 105);
    const headers = { 'idempotency-key': randomUUID() };
    const answers = await Promise.all([
      placeOrderOn(0, shopper, body, headers),
      placeOrderOn(1, shopper, body, headers),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const [first, second] = answers.map((res) => res.body.orderId);
    expect(first).toEqual(expect.any(String));
    expect(second).toBe(first);
    expect(await orderCount(two.kit, shopper)).toBe(1);
    expect(await stockOf(two.kit, ref)).toBe(3);
  });
});

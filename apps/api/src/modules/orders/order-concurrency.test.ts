import { DISCOUNT_CODE_USED } from '@souq/shared/schemas/discount';
import { describe, expect, it } from 'vitest';
import {
  itemOf,
  orderBody,
  orderCount,
  placeOrder,
  productName,
  sizeSupply,
  stockOf,
} from '../../../test/order-test-kit';
import { addShopper } from '../../../test/shopper-test-kit';
import { useTestApp } from '../../../test/test-app';
import { orders } from '../../db/schema';
import { notEnoughStock } from './order-messages';

/** On PostgreSQL these race for real; on PGlite, which runs one transaction at a time, they queue. */
const t = useTestApp();
const supply = sizeSupply(t);

describe('orders placed at the same moment', () => {
  it('sell exactly the stock: 30 shoppers for 5 units', async () => {
    const ref = await supply(40, 5);
    const shoppers = await Promise.all(Array.from({ length: 30 }, () => addShopper(t)));
    const answers = await Promise.all(
      shoppers.map((shopper) => placeOrder(t, shopper, orderBody([itemOf(ref, 1)], 65))),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 400)).toHaveLength(25);
    const soldOut = notEnoughStock(await productName(t, ref.productId), ref.colorName, ref.size, 0);
    for (const res of answers.filter((r) => r.statusCode === 400)) expect(res.json().message).toBe(soldOut);
    expect(await stockOf(t, ref)).toBe(0);
    expect((await t.database.db.select({ id: orders.id }).from(orders)).length).toBe(5);
  });

  it('let one shopper use a code once, even from two tabs at once', async () => {
    const shopper = await addShopper(t);
    const [a, b] = [await supply(100, 5), await supply(100, 5)];
    // 100 − 10 + 25 delivery.
    const body = (ref: typeof a) =>
      orderBody([itemOf(ref, 1)], 115, { discountCode: 'FIRSTDAY', discountValue: 0.1 });
    const answers = await Promise.all([placeOrder(t, shopper, body(a)), placeOrder(t, shopper, body(b))]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((res) => res.statusCode === 400)?.json().message).toBe(DISCOUNT_CODE_USED);
    expect(await orderCount(t, shopper)).toBe(1);
    expect((await stockOf(t, a)) + (await stockOf(t, b))).toBe(9);
  });

  it('never deadlock when two orders take the same sizes in opposite orders', async () => {
    const [a, b] = [await supply(10, 50), await supply(10, 50)];
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => addShopper(t)));
    const answers = await Promise.all(
      shoppers.map((shopper, i) => {
        const items = i % 2 === 0 ? [itemOf(a, 1), itemOf(b, 1)] : [itemOf(b, 1), itemOf(a, 1)];
        return placeOrder(t, shopper, orderBody(items, 45));
      }),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect([await stockOf(t, a), await stockOf(t, b)]).toEqual([40, 40]);
  });
});

describe('the orders table', () => {
  it('holds a code once per shopper among orders that are not cancelled', async () => {
    const shopper = await addShopper(t);
    const row = {
      userId: shopper.userId,
      amountFils: 100,
      address: {} as never,
      shippingMethod: 'Normal',
      discountCode: 'AFZ44',
      paymentMethod: 'cod',
      status: 'Cancelled',
    };
    await t.database.db.insert(orders).values(row);
    await t.database.db.insert(orders).values({ ...row, status: 'Order Placed' });
    await expect(t.database.db.insert(orders).values({ ...row, status: 'Packing' })).rejects.toThrow();
  });
});

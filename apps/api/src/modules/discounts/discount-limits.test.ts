import {
  DISCOUNT_CODE_EXPIRED,
  DISCOUNT_CODE_INVALID,
  DISCOUNT_CODE_NOT_STARTED,
  DISCOUNT_CODE_USED,
  DISCOUNT_CODE_USED_UP,
} from '@souq/shared/schemas/discount';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addCode, orderWithCode } from '../../../test/discount-test-kit';
import { placeOrder, setPrice, sizeSupply } from '../../../test/order-test-kit';
import { addShopper, lineOf, post, type Shopper } from '../../../test/shopper-test-kit';
import { useTestApp } from '../../../test/test-app';
import { orders } from '../../db/schema';

/** The limits staff set on a code, at the validate call and at placement (docs/product/checkout.md). */
const t = useTestApp();
const supply = sizeSupply(t);

const HOUR = 60 * 60 * 1000;
const validate = (shopper: Shopper, code: string) =>
  post(t, '/api/discount/validate', { token: shopper.token }, { code });
const refusal = (message: string) => ({ success: false, message });

/** Places an order of one unit at `priceAed` with the code; the answer as given. */
async function orderUsing(shopper: Shopper, code: string, percent: number, priceAed = 200) {
  const ref = await supply(priceAed, 10);
  return placeOrder(t, shopper, orderWithCode(ref, priceAed, code, percent));
}

/** Orders using the code that are not cancelled. */
async function usesOf(code: string): Promise<number> {
  const rows = await t.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.discountCode, code), ne(orders.status, 'Cancelled')));
  return rows.length;
}

describe('dates', () => {
  it('refuses a code whose start is still to come, at the validate call and at placement', async () => {
    const code = await addCode(t, { startsAt: new Date(Date.now() + HOUR) });
    const shopper = await addShopper(t);
    expect((await validate(shopper, code)).json()).toEqual(refusal(DISCOUNT_CODE_NOT_STARTED));
    const placed = await orderUsing(shopper, code, 10);
    expect(placed.statusCode).toBe(400);
    expect(placed.json()).toEqual(refusal(DISCOUNT_CODE_NOT_STARTED));
  });

  it('refuses a code whose end has passed', async () => {
    const code = await addCode(t, {
      startsAt: new Date(Date.now() - 2 * HOUR),
      endsAt: new Date(Date.now() - HOUR),
    });
    const shopper = await addShopper(t);
    expect((await validate(shopper, code)).json()).toEqual(refusal(DISCOUNT_CODE_EXPIRED));
    expect((await orderUsing(shopper, code, 10)).json()).toEqual(refusal(DISCOUNT_CODE_EXPIRED));
  });

  it('accepts a code between its start and its end', async () => {
    const code = await addCode(t, {
      startsAt: new Date(Date.now() - HOUR),
      endsAt: new Date(Date.now() + HOUR),
    });
    const shopper = await addShopper(t);
    expect((await validate(shopper, code)).statusCode).toBe(200);
    expect((await orderUsing(shopper, code, 10)).statusCode).toBe(200);
  });
});

describe('pausing', () => {
  it('a paused code is invalid to shoppers, as an unknown one is', async () => {
    const code = await addCode(t, { active: false });
    const shopper = await addShopper(t);
    expect((await validate(shopper, code)).json()).toEqual(refusal(DISCOUNT_CODE_INVALID));
    expect((await orderUsing(shopper, code, 10)).json()).toEqual(refusal(DISCOUNT_CODE_INVALID));
  });
});

describe('the usage limit', () => {
  it('counts every shopper’s orders, and a cancelled order frees its use', async () => {
    const code = await addCode(t, { usageLimit: 1, percent: 20 });
    const first = await addShopper(t);
    const placed = await orderUsing(first, code, 20);
    expect(placed.statusCode).toBe(200);

    const second = await addShopper(t);
    expect((await validate(second, code)).json()).toEqual(refusal(DISCOUNT_CODE_USED_UP));
    expect((await orderUsing(second, code, 20)).json()).toEqual(refusal(DISCOUNT_CODE_USED_UP));

    const { orderId } = placed.json();
    expect((await post(t, '/api/order/cancel', { token: first.token }, { orderId })).statusCode).toBe(200);
    expect((await validate(second, code)).statusCode).toBe(200);
    expect((await orderUsing(second, code, 20)).statusCode).toBe(200);
  });

  it('holds when shoppers race for the last use: exactly one order is placed, the rest are refused', async () => {
    const code = await addCode(t, { usageLimit: 2 });
    const earlier = await orderUsing(await addShopper(t), code, 10);
    expect(earlier.statusCode).toBe(200);
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => addShopper(t)));
    const bodies = await Promise.all(
      shoppers.map(async () => orderWithCode(await supply(150, 10), 150, code, 10)),
    );
    const answers = await Promise.all(shoppers.map((shopper, i) => placeOrder(t, shopper, bodies[i])));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(7);
    for (const res of answers.filter((r) => r.statusCode === 400))
      expect(res.json()).toEqual(refusal(DISCOUNT_CODE_USED_UP));
    expect(await usesOf(code)).toBe(2);
  });

  it('holds for a code shoppers may use more than once, raced by one shopper’s tabs', async () => {
    const code = await addCode(t, { usageLimit: 3, oncePerShopper: false });
    const shopper = await addShopper(t);
    const bodies = await Promise.all(
      Array.from({ length: 6 }, async () => orderWithCode(await supply(120, 10), 120, code, 10)),
    );
    const answers = await Promise.all(bodies.map((body) => placeOrder(t, shopper, body)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(3);
    expect(await usesOf(code)).toBe(3);
  });
});

describe('once per shopper', () => {
  it('is the rule by default', async () => {
    const code = await addCode(t);
    const shopper = await addShopper(t);
    expect((await orderUsing(shopper, code, 10)).statusCode).toBe(200);
    expect((await validate(shopper, code)).json()).toEqual(refusal(DISCOUNT_CODE_USED));
    expect((await orderUsing(shopper, code, 10)).json()).toEqual(refusal(DISCOUNT_CODE_USED));
  });

  it('can be turned off: the same shopper uses the code on several orders', async () => {
    const code = await addCode(t, { oncePerShopper: false });
    const shopper = await addShopper(t);
    expect((await orderUsing(shopper, code, 10)).statusCode).toBe(200);
    expect((await validate(shopper, code)).statusCode).toBe(200);
    expect((await orderUsing(shopper, code, 10)).statusCode).toBe(200);
    expect(await usesOf(code)).toBe(2);
  });
});

describe('the minimum order', () => {
  const NEEDS_100 = 'This discount code needs an order of at least AED 100.00.';

  it('is compared with the items after their own discounts, at placement', async () => {
    const code = await addCode(t, { minOrderFils: 10_000 });
    const shopper = await addShopper(t);
    // 110 AED at 10 % off is 99 AED: short of 100, though the list price is above it.
    const ref = await supply(110, 10);
    await setPrice(t, ref.productId, 110, { discount: 10 });
    // 99 + 25 delivery − 9.90.
    const short = orderWithCode(ref, 99, code, 10);
    const refused = await placeOrder(t, shopper, short);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(refusal(NEEDS_100));
    expect((await orderUsing(shopper, code, 10, 100)).statusCode).toBe(200);
  });

  it('is previewed by the validate call with the shopper’s cart', async () => {
    const code = await addCode(t, { minOrderFils: 10_000 });
    const shopper = await addShopper(t);
    expect((await validate(shopper, code)).json()).toEqual(refusal(NEEDS_100));
    const ref = await supply(60, 10);
    expect((await post(t, '/api/cart/add', { token: shopper.token }, lineOf(ref, 1))).statusCode).toBe(200);
    expect((await validate(shopper, code)).json()).toEqual(refusal(NEEDS_100));
    expect((await post(t, '/api/cart/update', { token: shopper.token }, lineOf(ref, 2))).statusCode).toBe(
      200,
    );
    expect((await validate(shopper, code)).statusCode).toBe(200);
  });

  it('is checked last: a shopper is told first what adding to the cart would not fix', async () => {
    const code = await addCode(t, { minOrderFils: 10_000, endsAt: new Date(Date.now() - HOUR) });
    expect((await validate(await addShopper(t), code)).json()).toEqual(refusal(DISCOUNT_CODE_EXPIRED));
  });
});

describe('the seeded codes', () => {
  it.each(['FIRSTDAY', 'AFZ44', 'JWH12'])(
    '%s has no dates, no usage limit and no minimum order',
    async (code) => {
      expect((await validate(await addShopper(t), code)).statusCode).toBe(200);
    },
  );
});

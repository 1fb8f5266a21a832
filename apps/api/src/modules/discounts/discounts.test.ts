import {
  DISCOUNT_CODE_EMPTY,
  DISCOUNT_CODE_INVALID,
  DISCOUNT_CODE_USED,
} from '@souq/shared/schemas/discount';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { itemOf, orderBody, placeOrder, sizeSupply } from '../../../test/order-test-kit';
import { addShopper, post, type Shopper } from '../../../test/shopper-test-kit';
import { useTestApp } from '../../../test/test-app';
import { discountCodes } from '../../db/schema';

const t = useTestApp();
const supply = sizeSupply(t);

const validate = (shopper: Shopper, payload?: unknown) =>
  post(t, '/api/discount/validate', { token: shopper.token }, payload);

/** Places an order with FIRSTDAY (200 AED, free delivery, − 20) and answers its id. */
async function orderWithFirstDay(shopper: Shopper): Promise<string> {
  const ref = await supply(200, 5);
  const body = orderBody([itemOf(ref, 1)], 180, { discountCode: 'FIRSTDAY', discountValue: 0.1 });
  const res = await placeOrder(t, shopper, body);
  expect(res.statusCode).toBe(200);
  return res.json().orderId;
}

describe('POST /api/discount/validate', () => {
  it.each([
    ['FIRSTDAY', 'FIRSTDAY', 10],
    [' afz44 ', 'AFZ44', 5],
    ['jwh12', 'JWH12', 5],
  ])('accepts %j as %s, %i %%', async (code, normalised, percent) => {
    const res = await validate(await addShopper(t), { code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      code: normalised,
      percent,
      discountValue: percent / 100,
      message: 'Discount Code Applied',
    });
  });

  it.each([
    ['an unknown code', { code: 'FREEBIES' }, DISCOUNT_CODE_INVALID],
    ['a blank code', { code: '   ' }, DISCOUNT_CODE_EMPTY],
    ['no code', {}, DISCOUNT_CODE_EMPTY],
    ['a code that is not text', { code: 10 }, DISCOUNT_CODE_EMPTY],
    ['a very long code', { code: 'X'.repeat(33) }, DISCOUNT_CODE_INVALID],
  ])('refuses %s with 400', async (_label, payload, message) => {
    const res = await validate(await addShopper(t), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message });
  });

  it('refuses a code the shop switched off', async () => {
    await t.database.db.update(discountCodes).set({ active: false }).where(eq(discountCodes.code, 'JWH12'));
    const res = await validate(await addShopper(t), { code: 'JWH12' });
    expect(res.json()).toEqual({ success: false, message: DISCOUNT_CODE_INVALID });
    await t.database.db.update(discountCodes).set({ active: true }).where(eq(discountCodes.code, 'JWH12'));
  });

  it('refuses a code the shopper used, lets others use it, and frees it when that order is cancelled', async () => {
    const shopper = await addShopper(t);
    const orderId = await orderWithFirstDay(shopper);
    const used = await validate(shopper, { code: 'firstday' });
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({ success: false, message: DISCOUNT_CODE_USED });
    expect((await validate(shopper, { code: 'AFZ44' })).statusCode).toBe(200);
    expect((await validate(await addShopper(t), { code: 'FIRSTDAY' })).statusCode).toBe(200);

    expect((await post(t, '/api/order/cancel', { token: shopper.token }, { orderId })).statusCode).toBe(200);
    expect((await validate(shopper, { code: 'FIRSTDAY' })).statusCode).toBe(200);
    await orderWithFirstDay(shopper);
  });

  it('is checked again when the order is placed', async () => {
    const shopper = await addShopper(t);
    await orderWithFirstDay(shopper);
    const ref = await supply(200, 5);
    const body = orderBody([itemOf(ref, 1)], 180, { discountCode: 'FIRSTDAY', discountValue: 0.1 });
    const res = await placeOrder(t, shopper, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: DISCOUNT_CODE_USED });
  });
});

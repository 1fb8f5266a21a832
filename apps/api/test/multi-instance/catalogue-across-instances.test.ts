import { productResponseSchema } from '@souq/shared/schemas/product';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema';
import { adminCall, signedInStaff } from '../admin-test-kit';
import { itemOf, orderBody, sizeSupply } from '../order-test-kit';
import { newProductInput } from '../product-test-kit';
import { addShopper, type SizeRef } from '../shopper-test-kit';
import { callApi } from './http-shopper';
import { startTwoInstances, type TwoInstances } from './two-instances';

/** Each instance keeps its own catalogue in memory; a change made through either shows on both as soon as it is heard. */
let two: TwoInstances;
let supply: ReturnType<typeof sizeSupply>;
beforeAll(async () => {
  two = await startTwoInstances();
  supply = sizeSupply(two.kit);
});
afterAll(() => two?.close());

async function productOn(instance: 0 | 1, productId: string) {
  const res = await callApi(two.instances[instance].baseUrl, `/api/product/${productId}`);
  return productResponseSchema.parse(res.body).product;
}

async function stockOn(instance: 0 | 1, ref: SizeRef) {
  const product = await productOn(instance, ref.productId);
  return product.variants.find((v) => v.colorName === ref.colorName)?.sizes.find((s) => s.size === ref.size)
    ?.stocks;
}

describe('the catalogue on two instances', () => {
  // The instance that placed the order took the stock in-process before answering; the other hears it from
  // PostgreSQL's notification, which a busy machine may deliver a moment after the order's answer.
  it('shows an order placed on one instance there on the very next request, and on the other once heard', async () => {
    const ref = await supply(40, 9);
    expect([await stockOn(0, ref), await stockOn(1, ref)]).toEqual([9, 9]);
    for (const [placeOn, expected] of [
      [0, 8],
      [1, 7],
      [0, 6],
    ] as const) {
      const shopper = await addShopper(two.kit);
      const placed = await callApi(two.instances[placeOn].baseUrl, '/api/order/place', {
        body: orderBody([itemOf(ref, 1)], 65),
        headers: { token: shopper.token },
      });
      expect(placed.status).toBe(200);
      expect(await stockOn(placeOn, ref)).toBe(expected);
      await expect.poll(() => stockOn(placeOn === 0 ? 1 : 0, ref), { interval: 5 }).toBe(expected);
    }
  });

  it('reads a product edited in the database again on both', async () => {
    const ref = await supply(40, 3);
    await two.store.database.db
      .update(products)
      .set({ name: 'Twice Seen Jumper' })
      .where(eq(products.id, ref.productId));
    await expect.poll(async () => (await productOn(0, ref.productId)).name).toBe('Twice Seen Jumper');
    await expect.poll(async () => (await productOn(1, ref.productId)).name).toBe('Twice Seen Jumper');
  });

  it('shows a product added, restocked and archived in the back office on one instance on both', async () => {
    const staff = await signedInStaff(two.kit);
    const input = newProductInput({ name: 'Back Office Dungarees' });
    const made = await adminCall(two.kit, staff, 'POST', '/api/admin/products', input);
    expect(made.statusCode).toBe(201);
    const productId: string = made.json().product.id;
    await expect
      .poll(async () => (await callApi(two.instances[1].baseUrl, `/api/product/${productId}`)).status)
      .toBe(200);
    expect((await productOn(1, productId)).name).toBe('Back Office Dungarees');

    const restock = await adminCall(two.kit, staff, 'POST', '/api/admin/stock', {
      productId,
      colorName: 'Coral',
      size: '110',
      delta: 5,
      reason: 'received',
    });
    expect(restock.json().stock).toBe(5);
    const ref = { productId, colorName: 'Coral', size: '110', stock: 5, sizeId: '' };
    await expect.poll(() => stockOn(1, ref)).toBe(5);

    await adminCall(two.kit, staff, 'POST', `/api/admin/products/${productId}/archive`, { archived: true });
    await expect
      .poll(async () => (await callApi(two.instances[1].baseUrl, `/api/product/${productId}`)).status)
      .toBe(404);
    expect((await callApi(two.instances[0].baseUrl, `/api/product/${productId}`)).status).toBe(404);
  });
});

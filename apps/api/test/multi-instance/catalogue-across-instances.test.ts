import { productResponseSchema } from '@souq/shared/schemas/product';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema';
import { itemOf, orderBody, sizeSupply } from '../order-test-kit';
import { addShopper, type SizeRef } from '../shopper-test-kit';
import { callApi } from './http-shopper';
import { startTwoInstances, type TwoInstances } from './two-instances';

/** Each instance keeps its own catalogue in memory; a change made through either shows on both at once. */
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
  it('shows an order placed on one instance on both, on the very next request', async () => {
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
      expect([await stockOn(1, ref), await stockOn(0, ref)]).toEqual([expected, expected]);
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
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type Product, productListResponseSchema } from '@souq/shared/schemas/product';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { itemOf, orderBody, placeOrder, sizeSupply } from '../../../test/order-test-kit';
import { addShopper, post, type SizeRef, setStock } from '../../../test/shopper-test-kit';
import { useTestApp } from '../../../test/test-app';
import { announceStockChange, STOCK_NOTICE_AFTER_COMMIT } from '../../db/catalog-watch';
import { variantSizes } from '../../db/schema';
import { setStockCause } from '../stock/stock-cause';

const t = useTestApp();
const supply = sizeSupply(t);

/** Long enough for a notification already sent to have arrived. */
const QUIET_MS = 300;

const getList = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/product/list', headers });

const getProduct = (id: string) => t.app.inject({ method: 'GET', url: `/api/product/${id}` });

function stockOfProduct(product: Product | undefined, ref: SizeRef): number | undefined {
  return product?.variants.find((v) => v.colorName === ref.colorName)?.sizes.find((s) => s.size === ref.size)
    ?.stocks;
}

function stockIn(body: unknown, ref: SizeRef): number | undefined {
  const { products } = productListResponseSchema.parse(body);
  return stockOfProduct(
    products.find((p) => p._id === ref.productId),
    ref,
  );
}

describe('the product list is served from stored, pre-compressed bytes', () => {
  it('sends the same JSON as brotli, gzip or plain, with one ETag', async () => {
    const plain = await getList();
    const gzip = await getList({ 'accept-encoding': 'gzip' });
    const br = await getList({ 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers.etag).toMatch(/^W\/".+"$/);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(productListResponseSchema.parse(plain.json()).products.length).toBeGreaterThanOrEqual(60);
  });

  it('sends an encoding made by an earlier request again byte for byte, with the same headers', async () => {
    for (const acceptEncoding of ['gzip', 'br', 'identity']) {
      const first = await getList({ 'accept-encoding': acceptEncoding });
      const again = await getList({ 'accept-encoding': acceptEncoding });
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      for (const name of [
        'etag',
        'vary',
        'cache-control',
        'content-type',
        'content-encoding',
        'content-length',
      ]) {
        expect(again.headers[name]).toBe(first.headers[name]);
      }
    }
  });

  it('answers 304 with no body to a client that holds the current version', async () => {
    const { etag } = (await getList()).headers;
    const again = await getList({ 'if-none-match': String(etag), 'accept-encoding': 'gzip' });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers.vary).toContain('Accept-Encoding');
    const stale = await getList({ 'if-none-match': 'W/"not-this-one"' });
    expect(stale.statusCode).toBe(200);
  });

  it('forgets the stored list as soon as an order takes stock, and again when it is cancelled', async () => {
    const ref = await supply(40, 7);
    const before = await getList();
    expect(stockIn(before.json(), ref)).toBe(7);

    const shopper = await addShopper(t);
    // 2 × AED 40 + AED 25 delivery.
    const placed = await placeOrder(t, shopper, orderBody([itemOf(ref, 2)], 105));
    expect(placed.statusCode).toBe(200);
    const after = await getList({ 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(stockIn(after.json(), ref)).toBe(5);
    expect(stockOfProduct((await getProduct(ref.productId)).json().product, ref)).toBe(5);

    const cancelled = await post(
      t,
      '/api/order/cancel',
      { token: shopper.token },
      {
        orderId: placed.json().orderId,
      },
    );
    expect(cancelled.statusCode).toBe(200);
    expect(stockIn((await getList()).json(), ref)).toBe(7);
  });

  it('follows a change made straight in the database, on the very next request', async () => {
    const ref = await supply(30, 4);
    expect(stockOfProduct((await getProduct(ref.productId)).json().product, ref)).toBe(4);
    await setStock(t, ref, 9);
    expect(stockOfProduct((await getProduct(ref.productId)).json().product, ref)).toBe(9);
    expect(stockIn((await getList()).json(), ref)).toBe(9);
  });

  it('leaves a stock update marked for announcing after commit to its caller, which then announces it', async () => {
    const ref = await supply(30, 6);
    let heard = 0;
    const watch = await t.database.watchCatalog(() => {
      heard += 1;
    });
    try {
      // Notifications arrive on their own time: let the ones from arranging the size pass first.
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      heard = 0;
      // What placing an order does (migration 0006): the trigger stays quiet and the order announces itself.
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select ${STOCK_NOTICE_AFTER_COMMIT}`);
        await setStockCause(tx, { reason: 'counted' });
        await tx.update(variantSizes).set({ stock: 2 }).where(eq(variantSizes.id, ref.sizeId));
      });
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      expect(heard).toBe(0);
      const [{ subSku } = { subSku: '' }] = await t.database.db
        .select({ subSku: variantSizes.subSku })
        .from(variantSizes)
        .where(eq(variantSizes.id, ref.sizeId));
      await announceStockChange(t.database.db, [{ ...ref, subSku, stock: 2 }]);
      await expect.poll(() => heard).toBeGreaterThan(0);
      expect(stockIn((await getList()).json(), ref)).toBe(2);
      // Without the mark, the same update is announced by the trigger.
      heard = 0;
      await setStock(t, ref, 3);
      await expect.poll(() => heard).toBeGreaterThan(0);
    } finally {
      await watch.stop();
    }
  });
});

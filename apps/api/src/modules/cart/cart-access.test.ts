import { cartLineKey } from '@souq/shared/cart/cart-lines';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addShopper,
  catalogSizes,
  dropSize,
  lineOf,
  post,
  refusedAuthHeaders,
  type Shopper,
  type SizeRef,
  setStock,
  threeProducts,
} from '../../../test/shopper-test-kit';
import { useTestApp } from '../../../test/test-app';
import { products, users } from '../../db/schema';

const t = useTestApp();
let sizes: SizeRef[];
beforeAll(async () => {
  sizes = (await catalogSizes(t)).slice(0, 40);
  for (const ref of sizes) await setStock(t, ref, 20);
});

const sizeAt = (index: number) => sizes[index] as SizeRef;
const as = (shopper: Shopper) => ({ token: shopper.token });
const getCart = async (shopper: Shopper) => (await post(t, '/api/cart/get', as(shopper))).json().cartData;
const entry = (ref: SizeRef, quantity: number) => ({ size: ref.size, colorName: ref.colorName, quantity });

describe('POST /api/cart/get', () => {
  it('answers an empty cart for a new shopper, with or without a body', async () => {
    const shopper = await addShopper(t);
    for (const payload of [undefined, {}, { anything: 1 }]) {
      const res = await post(t, '/api/cart/get', as(shopper), payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, cartData: {} });
    }
  });

  it('accepts the token as a bearer token too', async () => {
    const shopper = await addShopper(t);
    await post(t, '/api/cart/add', as(shopper), lineOf(sizeAt(0), 1));
    const res = await post(t, '/api/cart/get', { authorization: `Bearer ${shopper.token}` });
    expect(Object.keys(res.json().cartData)).toEqual([sizeAt(0).productId]);
  });

  it('keeps the order lines were added in, and quantities as numbers', async () => {
    const shopper = await addShopper(t);
    // Added in descending id order, so an answer sorted by id instead of by time would show.
    const [a, b, c] = (await threeProducts(t)).sort((x, y) => (x.productId < y.productId ? 1 : -1));
    for (const ref of [a, b, c]) await setStock(t, ref, 20);
    for (const [ref, quantity] of [
      [a, 2],
      [b, 1],
      [c, 3],
    ] as const) {
      await post(t, '/api/cart/add', as(shopper), lineOf(ref, quantity));
    }
    const cart = await getCart(shopper);
    expect(Object.keys(cart)).toEqual([a.productId, b.productId, c.productId]);
    expect(Object.values(cart).map((entries) => Object.values(entries as object))).toEqual([
      [entry(a, 2)],
      [entry(b, 1)],
      [entry(c, 3)],
    ]);
  });

  it('leaves out lines whose product or size the catalogue no longer has', async () => {
    const shopper = await addShopper(t);
    const gone = sizes[sizes.length - 1] as SizeRef;
    const dropped = sizes.find((s) => s.productId !== gone.productId && s.productId !== sizeAt(0).productId);
    if (!dropped) throw new Error('no second product');
    for (const ref of [sizeAt(0), gone, dropped]) {
      expect((await post(t, '/api/cart/add', as(shopper), lineOf(ref, 1))).statusCode).toBe(200);
    }
    await t.database.db.delete(products).where(eq(products.id, gone.productId));
    await dropSize(t, dropped);
    expect(await getCart(shopper)).toEqual({
      [sizeAt(0).productId]: { [cartLineKey(sizeAt(0).size, sizeAt(0).colorName)]: entry(sizeAt(0), 1) },
    });
  });
});

describe('identity comes from the token only', () => {
  it('ignores a body userId of another shopper on every cart call', async () => {
    const victim = await addShopper(t);
    const caller = await addShopper(t);
    await post(t, '/api/cart/add', as(victim), lineOf(sizeAt(10), 3));
    const victimCart = await getCart(victim);
    const userId = victim.userId;

    const read = await post(t, '/api/cart/get', as(caller), { userId });
    expect(read.json()).toEqual({ success: true, cartData: {} });
    const updated = await post(t, '/api/cart/update', as(caller), { ...lineOf(sizeAt(10), 0), userId });
    expect(updated.statusCode).toBe(404);
    const added = await post(t, '/api/cart/add', as(caller), { ...lineOf(sizeAt(11), 1), userId });
    expect(Object.keys(added.json().cartData)).toEqual([sizeAt(11).productId]);
    const merged = await post(t, '/api/cart/merge', as(caller), {
      userId,
      guestCart: { [sizeAt(12).productId]: { k: entry(sizeAt(12), 1) } },
    });
    expect(merged.statusCode).toBe(200);

    expect(await getCart(victim)).toEqual(victimCart);
  });
});

describe('sign-in is required', () => {
  const calls: [string, unknown][] = [
    ['/api/cart/get', {}],
    ['/api/cart/add', { itemId: 'x' }],
    ['/api/cart/update', {}],
    ['/api/cart/merge', { guestCart: {} }],
  ];

  it('refuses a missing, malformed, forged or expired token on every call, before reading the body', async () => {
    const shopper = await addShopper(t);
    const refused = await refusedAuthHeaders(shopper);
    for (const [url, payload] of calls) {
      for (const headers of refused) {
        const res = await post(t, url, headers, payload);
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.json()).toEqual({ success: false, message: 'Please login to continue.' });
      }
    }
  });

  it('refuses the token of an account that no longer exists', async () => {
    const shopper = await addShopper(t);
    await t.database.db.delete(users).where(eq(users.id, shopper.userId));
    const res = await post(t, '/api/cart/add', as(shopper), lineOf(sizeAt(0), 1));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Please login to continue.' });
  });

  it('still answers unknown cart routes and other methods with a JSON 404', async () => {
    const shopper = await addShopper(t);
    for (const [method, url] of [
      ['POST', '/api/cart/nope'],
      ['GET', '/api/cart/get'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: as(shopper) });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ success: false, message: `Not found: ${method} ${url}` });
    }
  });
});

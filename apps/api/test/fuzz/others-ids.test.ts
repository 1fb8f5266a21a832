import { DOCUMENT_NOT_FOUND } from '@souq/shared/schemas/tax-documents';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { ADDRESS, itemOf } from '../order-test-kit';
import { lineOf } from '../shopper-test-kit';
import { useTestApp } from '../test-app';
import { type Actor, createActor, plainOrder, privateTraces, sizesFor } from './acl-world';
import { shopperDigest, storeDigest } from './state-digest';

const t = useTestApp();
/** A calls with a valid token of its own and B's ids in the request; only A may be read or changed. */
let a: Actor;
let b: Actor;

beforeAll(async () => {
  const nextSize = sizesFor(t);
  a = await createActor(t, nextSize, { usesFirstDay: false });
  b = await createActor(t, nextSize, { usesFirstDay: true });
});

interface Case {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string | ((a: Actor, b: Actor) => string);
  body?: (a: Actor, b: Actor) => object;
  headers?: (a: Actor, b: Actor) => Record<string, string>;
  status: number | readonly number[];
  /** What A must see instead, when the call is A's to make. */
  andSee?: (res: LightMyRequestResponse) => Promise<void> | void;
  /** A refusal that must leave the whole store as it was, A's rows too (a PDF not drawn, nothing issued). */
  changesNothing?: true;
}

const ownerOf = async (orderId: string) =>
  (await t.database.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId)))[0]
    ?.userId;

const entryOf = (actor: Actor) => ({
  size: actor.wishSize.size,
  colorName: actor.wishSize.colorName,
  quantity: 1,
});

const CASES: Record<string, Case> = {
  "reading the cart with B's userId reads A's cart": {
    url: '/api/cart/get',
    body: (_, b) => ({ userId: b.userId }),
    status: 200,
    andSee: (res) => expect(Object.keys(res.json().cartData)).toContain(a.cartSize.productId),
  },
  "adding to the cart with B's userId adds to A's cart": {
    url: '/api/cart/add',
    body: (a, b) => ({ userId: b.userId, ...lineOf(a.wishSize, 1) }),
    status: 200,
    andSee: (res) => expect(Object.keys(res.json().cartData)).toContain(a.wishSize.productId),
  },
  "changing B's cart line is not found": {
    url: '/api/cart/update',
    body: (_, b) => ({ userId: b.userId, ...lineOf(b.cartSize, 5) }),
    status: 404,
  },
  "removing B's cart line (quantity 0) is not found": {
    url: '/api/cart/update',
    body: (_, b) => ({ userId: b.userId, ...lineOf(b.cartSize, 0) }),
    status: 404,
  },
  "merging with B's userId merges into A's cart": {
    url: '/api/cart/merge',
    body: (a, b) => ({ userId: b.userId, guestCart: { [a.wishSize.productId]: { k: entryOf(a) } } }),
    status: 200,
    andSee: (res) => expect(Object.keys(res.json().cartData)).toContain(a.wishSize.productId),
  },
  "reading the wishlist with B's userId reads A's": {
    url: '/api/wishlist/get',
    body: (_, b) => ({ userId: b.userId }),
    status: 200,
    andSee: (res) =>
      expect(res.json().wishData.map((w: { _id: string }) => w._id)).toContain(a.wishSize.productId),
  },
  "wishing with B's userId wishes for A": {
    url: '/api/wishlist/add',
    body: (a, b) => ({ userId: b.userId, itemId: a.cartSize.productId, size: a.cartSize.size, quantity: 1 }),
    status: 200,
  },
  "removing B's wished item is not found": {
    url: '/api/wishlist/remove',
    body: (_, b) => ({ userId: b.userId, itemId: b.wishSize.productId }),
    status: 404,
  },
  "listing addresses with B's userId in the query lists A's only": {
    method: 'GET',
    url: (_, b) => `/api/user/addresses?userId=${b.userId}`,
    status: 200,
    andSee: (res) =>
      expect(res.json().addresses.map((address: { id: string }) => address.id)).toEqual([a.addressId]),
  },
  "saving an address with B's userId saves it in A's book": {
    url: '/api/user/addresses',
    body: (_, b) => ({ userId: b.userId, ...ADDRESS, label: 'Work' }),
    status: 200,
  },
  "editing B's address, or making it the default, is not found": {
    method: 'PUT',
    url: (_, b) => `/api/user/addresses/${b.addressId}`,
    body: (_, b) => ({ userId: b.userId, ...ADDRESS, label: 'Mine now', isDefault: true }),
    status: 404,
  },
  "deleting B's address is not found": {
    method: 'DELETE',
    url: (_, b) => `/api/user/addresses/${b.addressId}`,
    status: 404,
  },
  "listing orders with B's userId lists A's orders only": {
    url: '/api/order/userorders',
    body: (_, b) => ({ userId: b.userId }),
    status: 200,
    andSee: async (res) => {
      const ids: string[] = res.json().orders.map((o: { _id: string }) => o._id);
      expect(ids).toContain(a.codOrderId);
      for (const id of ids) expect(await ownerOf(id)).toBe(a.userId);
    },
  },
  "cancelling B's order is not found": {
    url: '/api/order/cancel',
    body: (_, b) => ({ userId: b.userId, orderId: b.codOrderId }),
    status: 404,
  },
  "verifying B's embedded card order is not found": {
    url: '/api/order/verifyEmbeddedStripe',
    body: (_, b) => ({ userId: b.userId, orderId: b.embeddedOrderId }),
    status: 404,
  },
  "verifying B's hosted card order, success=true, is not found": {
    url: '/api/order/verifyStripe',
    body: (_, b) => ({ userId: b.userId, orderId: b.hostedOrderId, success: true }),
    status: 404,
  },
  "placing a cash order with B's userId and B's Idempotency-Key places A's own order": {
    url: '/api/order/place',
    headers: (_, b) => ({ 'idempotency-key': b.orderKey }),
    body: (a, b) => ({ userId: b.userId, ...plainOrder(a.cartSize) }),
    status: 200,
    andSee: async (res) => expect(await ownerOf(res.json().orderId)).toBe(a.userId),
  },
  "placing an embedded card order with B's userId places it for A": {
    url: '/api/order/embedded-stripe',
    body: (a, b) => ({ userId: b.userId, ...plainOrder(a.cartSize) }),
    status: 200,
    andSee: async (res) => expect(await ownerOf(res.json().orderId)).toBe(a.userId),
  },
  "placing a hosted card order with B's userId places it for A": {
    url: '/api/order/stripe',
    body: (a, b) => ({ userId: b.userId, ...plainOrder(a.cartSize) }),
    status: 200,
    andSee: async (res) => expect(await ownerOf(res.json().orderId)).toBe(a.userId),
  },
  "validating the code B has used, with B's userId, answers for A (who has not)": {
    url: '/api/discount/validate',
    body: (_, b) => ({ userId: b.userId, code: 'FIRSTDAY' }),
    status: 200,
  },
  "deduct-stock with B's userId and B's items answers for A": {
    url: '/api/cart/deduct-stock',
    body: (_, b) => ({ userId: b.userId, items: [itemOf(b.cartSize, 1)] }),
    status: [200, 400],
  },
  "reading B's tax invoice is not found, as an unknown number is": {
    method: 'GET',
    url: (_, b) => `/api/order/documents/${b.invoiceNumber}`,
    status: 404,
    andSee: (res) => expect(res.json()).toEqual({ success: false, message: DOCUMENT_NOT_FOUND }),
    changesNothing: true,
  },
  "reading B's tax invoice by its number in lower case is not found": {
    method: 'GET',
    url: (_, b) => `/api/order/documents/${b.invoiceNumber.toLowerCase()}`,
    status: 404,
    andSee: (res) => expect(res.json()).toEqual({ success: false, message: DOCUMENT_NOT_FOUND }),
    changesNothing: true,
  },
  "downloading B's tax invoice as a PDF is not found, and draws no PDF": {
    method: 'GET',
    url: (_, b) => `/api/order/documents/${b.invoiceNumber}/pdf`,
    status: 404,
    andSee: (res) => expect(res.json()).toEqual({ success: false, message: DOCUMENT_NOT_FOUND }),
    changesNothing: true,
  },
  'a document number no one has is not found, as a PDF too': {
    method: 'GET',
    url: '/api/order/documents/INV-1999-000001/pdf',
    status: 404,
    andSee: (res) => expect(res.json()).toEqual({ success: false, message: DOCUMENT_NOT_FOUND }),
    changesNothing: true,
  },
  "reading A's own tax invoice with B's userId in the query reads A's": {
    method: 'GET',
    url: (a, b) => `/api/order/documents/${a.invoiceNumber}?userId=${b.userId}`,
    status: 200,
    andSee: (res) => expect(res.json().document.number).toBe(a.invoiceNumber),
  },
  "reading the profile with B's userId in the query reads A's": {
    method: 'GET',
    url: (_, b) => `/api/user/me?userId=${b.userId}`,
    status: 200,
    andSee: (res) => expect(res.json().userId).toBe(a.userId),
  },
};

describe("a valid token with another shopper's ids acts on its own shopper only", () => {
  it.each(Object.entries(CASES))('%s; B is untouched and nothing of B comes back', async (_name, c) => {
    const before = await shopperDigest(t.database.db, b.userId);
    const storeBefore = c.changesNothing ? await storeDigest(t.database.db) : null;
    const res = await t.app.inject({
      method: c.method ?? 'POST',
      url: typeof c.url === 'string' ? c.url : c.url(a, b),
      headers: { token: a.token, ...c.headers?.(a, b) },
      ...(c.body ? { payload: c.body(a, b) } : {}),
    });
    expect([c.status].flat(), res.body).toContain(res.statusCode);
    for (const trace of privateTraces(b)) expect(res.body).not.toContain(trace);
    await c.andSee?.(res);
    expect(await shopperDigest(t.database.db, b.userId)).toEqual(before);
    if (storeBefore) expect(await storeDigest(t.database.db)).toEqual(storeBefore);
  });
});

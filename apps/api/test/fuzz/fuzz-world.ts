import { DEMO_CARD_SUCCEEDS } from '@souq/shared/schemas/payment';
import type { JsonValue } from 'fast-check';
import { expect } from 'vitest';
import { itemOf } from '../order-test-kit';
import { card, placeEmbedded, placeHosted } from '../payments-test-kit';
import { addShopper, lineOf, post, type Shopper } from '../shopper-test-kit';
import { createTestApp, newShopper, type TestApp } from '../test-app';
import { plainOrder, sizesFor } from './acl-world';
import type { Endpoint } from './endpoints';

/** A valid request to one endpoint: the url with its params filled in, and a body it accepts. */
export interface ValidRequest {
  url: string;
  body: JsonValue | undefined;
}

/**
 * A store with one of everything a request can name: a plainly priced, well-stocked size held in a
 * shopper's cart and wishlist, a cash order, an embedded and a hosted card order, and a registered account.
 */
export interface FuzzWorld {
  t: TestApp;
  shopper: Shopper;
  valid(endpoint: Pick<Endpoint, 'method' | 'route'>): ValidRequest;
}

function expectOk(res: { statusCode: number; body: string }, what: string): void {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
}

export async function createFuzzWorld(): Promise<FuzzWorld> {
  const t = await createTestApp();
  const nextSize = sizesFor(t);
  const size = await nextSize();
  const wished = await nextSize();
  const shopper = await addShopper(t);
  const as = { token: shopper.token };
  const order = plainOrder(size);

  const cod = await post(t, '/api/order/place', as, order);
  expectOk(cod, 'a cash order');
  const embedded = await placeEmbedded(t, shopper, order);
  expectOk(embedded, 'an embedded card order');
  const hosted = await placeHosted(t, shopper, order);
  expectOk(hosted, 'a hosted card order');
  // After the cash order, which empties the cart.
  expectOk(await post(t, '/api/cart/add', as, lineOf(size, 2)), 'filling the cart');
  expectOk(
    await post(t, '/api/wishlist/add', as, { itemId: wished.productId, size: wished.size, quantity: 1 }),
    'wishing',
  );
  const account = newShopper();
  expectOk(await post(t, '/api/user/register', {}, account), 'registering');

  const sessionId = String(hosted.json().session_url).split('/').pop() ?? '';
  const bodies: Record<string, JsonValue | undefined> = {
    '/api/user/register': { ...newShopper() },
    '/api/user/login': { email: account.email, password: account.password },
    '/api/newsletter': { email: 'fuzz.reader@example.com' },
    '/api/payment/demo/confirm': { clientSecret: embedded.json().clientSecret, ...card(DEMO_CARD_SUCCEEDS) },
    '/api/payment/demo/session/:sessionId/pay': card(DEMO_CARD_SUCCEEDS),
    '/api/cart/get': {},
    '/api/cart/add': lineOf(size, 1),
    '/api/cart/update': lineOf(size, 3),
    '/api/cart/merge': {
      guestCart: { [size.productId]: { line: { size: size.size, colorName: size.colorName, quantity: 1 } } },
    },
    '/api/cart/deduct-stock': { items: [itemOf(size, 1)] },
    '/api/wishlist/add': { itemId: size.productId, size: size.size, quantity: 1 },
    '/api/wishlist/get': {},
    '/api/wishlist/remove': { itemId: wished.productId },
    '/api/discount/validate': { code: 'FIRSTDAY' },
    '/api/order/place': order,
    '/api/order/userorders': {},
    '/api/order/cancel': { orderId: cod.json().orderId },
    '/api/order/embedded-stripe': order,
    '/api/order/stripe': order,
    '/api/order/verifyEmbeddedStripe': { orderId: embedded.json().orderId },
    '/api/order/verifyStripe': { orderId: hosted.json().orderId, success: 'true' },
  };

  return {
    t,
    shopper,
    valid: (endpoint) => ({
      url: endpoint.route.replace(':id', size.productId).replace(':sessionId', sessionId),
      body: endpoint.method === 'POST' ? (bodies[endpoint.route] ?? {}) : undefined,
    }),
  };
}

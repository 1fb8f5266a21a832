import { randomUUID } from 'node:crypto';
import { DEMO_CARD_SUCCEEDS } from '@souq/shared/schemas/payment';
import type { JsonValue } from 'fast-check';
import { expect } from 'vitest';
import { ADDRESS, itemOf } from '../order-test-kit';
import { card, placeEmbedded, placeHosted } from '../payments-test-kit';
import { addShopper, lineOf, post, type Shopper } from '../shopper-test-kit';
import { createTestApp, newShopper, type TestApp } from '../test-app';
import { createAccountWorld } from './account-world';
import { plainOrder, sizesFor, unitsOrder } from './acl-world';
import { type BackOffice, createBackOffice } from './back-office-world';
import { type Endpoint, readsBody } from './endpoints';

/**
 * A valid request to one endpoint: the url with its params filled in, a body it accepts, and for the back
 * office the staff session's cookie it carries.
 */
export interface ValidRequest {
  url: string;
  body: JsonValue | undefined;
  cookie?: string;
}

/**
 * A store with one of everything a request can name: a plainly priced, well-stocked size held in a
 * shopper's cart and wishlist, an address in their address book, a cash order, an embedded and a hosted card
 * order, a registered account, and a back office (back-office-world.ts), whose delivered, paid order gives the
 * shopper a tax invoice.
 */
export interface FuzzWorld {
  t: TestApp;
  shopper: Shopper;
  backOffice: BackOffice;
  valid(endpoint: Pick<Endpoint, 'method' | 'route'>): ValidRequest;
  /** What runs before each case of the endpoint, if anything: see BackOffice.restorer. */
  restorer(endpoint: Pick<Endpoint, 'method' | 'route'>): (() => Promise<void>) | undefined;
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
  // The back office's cash orders empty the cart too, so it is made before the cart is filled.
  const backOffice = await createBackOffice(
    t,
    async (units = 1) => {
      const placed = await post(t, '/api/order/place', as, units === 1 ? order : unitsOrder(size, units));
      expectOk(placed, 'a cash order for the back office');
      return String(placed.json().orderId);
    },
    cod.json().orderId,
  );
  // After the cash orders, which empty the cart.
  expectOk(await post(t, '/api/cart/add', as, lineOf(size, 2)), 'filling the cart');
  expectOk(
    await post(t, '/api/wishlist/add', as, { itemId: wished.productId, size: wished.size, quantity: 1 }),
    'wishing',
  );
  const saved = await post(t, '/api/user/addresses', as, { ...ADDRESS, label: 'Home' });
  expectOk(saved, 'saving an address');
  const addressId = String(saved.json().address.id);
  const account = newShopper();
  expectOk(await post(t, '/api/user/register', {}, account), 'registering');
  const accountWorld = await createAccountWorld(t, shopper, account.email);

  const sessionId = String(hosted.json().session_url).split('/').pop() ?? '';
  const bodies: Record<string, JsonValue | undefined> = {
    ...accountWorld.bodies,
    '/api/user/register': { ...newShopper() },
    '/api/user/login': { email: account.email, password: account.password },
    '/api/newsletter': { email: 'fuzz.reader@example.com' },
    // Tokens of the links' form that no link carries: refused, as a guessed one is.
    '/api/newsletter/confirm': { token: 'A'.repeat(43) },
    '/api/newsletter/unsubscribe': { token: `${randomUUID()}.${'A'.repeat(43)}` },
    // Not the password: the world's shopper must outlive the fuzz.
    '/api/user/delete': { password: 'not the password' },
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
    '/api/user/addresses': { ...ADDRESS, label: 'Work' },
    '/api/user/addresses/:id': { ...ADDRESS, label: 'Home', isDefault: true },
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
    backOffice,
    valid: (endpoint) =>
      endpoint.route.startsWith('/api/admin/')
        ? backOffice.valid(endpoint)
        : {
            url: endpoint.route
              .replace(':id', endpoint.route.startsWith('/api/user/addresses/') ? addressId : size.productId)
              .replace(':sessionId', sessionId)
              .replace(':number', backOffice.invoiceNumber),
            body: readsBody(endpoint) ? (bodies[endpoint.route] ?? {}) : undefined,
          },
    restorer: (endpoint) => accountWorld.restorer(endpoint.route) ?? backOffice.restorer(endpoint),
  };
}

import { beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_REQUIRED } from '../../src/plugins/auth';
import { itemOf } from '../order-test-kit';
import { lineOf, post } from '../shopper-test-kit';
import { useTestApp } from '../test-app';
import { type Actor, createActor, plainOrder, privateTraces, sizesFor } from './acl-world';
import { type Endpoint, endpointName, SIGNED_IN_ENDPOINTS } from './endpoints';
import { credentialHeaders, GHOST_CREDENTIALS, REFUSED_CREDENTIALS } from './forged-tokens';
import { storeDigest } from './state-digest';

const t = useTestApp();
/** The caller, and the shopper whose data the caller must never reach. */
let a: Actor;
let b: Actor;
let credentials: Awaited<ReturnType<typeof credentialHeaders>>;

beforeAll(async () => {
  const nextSize = sizesFor(t);
  a = await createActor(t, nextSize, { usesFirstDay: false });
  b = await createActor(t, nextSize, { usesFirstDay: true });
  credentials = await credentialHeaders(a);
});

/** A request A's own token gets a 200 for, built fresh so a cancel or a remove has something to act on. */
const validFor: Record<string, (actor: Actor) => Promise<object | undefined>> = {
  '/api/user/me': async () => undefined,
  '/api/cart/get': async () => ({}),
  '/api/cart/add': async (actor) => lineOf(actor.cartSize, 1),
  '/api/cart/update': async (actor) => {
    // Placing a cash order (other rows do) empties the cart: the line to update is put back first.
    await post(t, '/api/cart/add', { token: actor.token }, lineOf(actor.cartSize, 1));
    return lineOf(actor.cartSize, 2);
  },
  '/api/cart/merge': async (actor) => ({
    guestCart: {
      [actor.cartSize.productId]: {
        k: { size: actor.cartSize.size, colorName: actor.cartSize.colorName, quantity: 1 },
      },
    },
  }),
  '/api/cart/deduct-stock': async (actor) => {
    await post(t, '/api/order/place', { token: actor.token }, plainOrder(actor.cartSize));
    return { items: [itemOf(actor.cartSize, 1)] };
  },
  '/api/wishlist/add': async (actor) => ({
    itemId: actor.wishSize.productId,
    size: actor.wishSize.size,
    quantity: 1,
  }),
  '/api/wishlist/get': async () => ({}),
  '/api/wishlist/remove': async (actor) => {
    const wish = { itemId: actor.wishSize.productId, size: actor.wishSize.size, quantity: 1 };
    await post(t, '/api/wishlist/add', { token: actor.token }, wish);
    return { itemId: actor.wishSize.productId };
  },
  '/api/discount/validate': async () => ({ code: 'FIRSTDAY' }),
  '/api/order/place': async (actor) => plainOrder(actor.cartSize),
  '/api/order/userorders': async () => ({}),
  '/api/order/cancel': async (actor) => {
    const placed = await post(t, '/api/order/place', { token: actor.token }, plainOrder(actor.cartSize));
    return { orderId: placed.json().orderId };
  },
  '/api/order/embedded-stripe': async (actor) => plainOrder(actor.cartSize),
  '/api/order/stripe': async (actor) => plainOrder(actor.cartSize),
  '/api/order/verifyEmbeddedStripe': async (actor) => ({ orderId: actor.embeddedOrderId }),
  '/api/order/verifyStripe': async (actor) => ({ orderId: actor.hostedOrderId, success: 'true' }),
};

async function call(endpoint: Endpoint, headers: Record<string, string>, body: object | undefined) {
  return t.app.inject({
    method: endpoint.method,
    url: endpoint.route,
    headers,
    ...(body === undefined ? {} : { payload: body }),
  });
}

const expectNoTraceOf = (actor: Actor, body: string) => {
  for (const trace of privateTraces(actor)) expect(body).not.toContain(trace);
};

const cells = <C extends string>(columns: readonly C[]) =>
  SIGNED_IN_ENDPOINTS.flatMap((endpoint) =>
    columns.map((column) => [endpointName(endpoint), column, endpoint] as const),
  );

describe('every endpoint that needs sign-in refuses a caller without a valid token', () => {
  it.each(cells(REFUSED_CREDENTIALS))(
    '%s with %s → 401, nothing read or changed',
    async (_name, column, endpoint) => {
      const body = await validFor[endpoint.route]?.(a);
      const before = await storeDigest(t.database.db);
      const res = await call(endpoint, credentials.refused[column], body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: SIGN_IN_REQUIRED });
      expect(await storeDigest(t.database.db)).toEqual(before);
    },
  );
});

/** An account's empty answers: a token whose account is gone may get these, or a refusal, never more. */
const EMPTY_ANSWERS = [{ cartData: {} }, { wishData: [] }, { orders: [] }];

describe('a genuine token of an account that does not exist reads and changes nothing', () => {
  it.each(cells(GHOST_CREDENTIALS))('%s with %s', async (_name, column, endpoint) => {
    const body = await validFor[endpoint.route]?.(a);
    const before = await storeDigest(t.database.db);
    const res = await call(endpoint, credentials.ghosts[column], body);
    expect(res.statusCode).toBeLessThan(500);
    const answer = res.json();
    if (res.statusCode >= 400) expect(answer).toEqual({ success: false, message: expect.any(String) });
    else if (endpoint.route !== '/api/discount/validate') {
      // A code's validity is the same for anyone who has not used it; every other answer must be empty.
      const { success: _, ...data } = answer;
      expect(EMPTY_ANSWERS).toContainEqual(data);
    }
    expectNoTraceOf(a, res.body);
    expectNoTraceOf(b, res.body);
    expect(await storeDigest(t.database.db)).toEqual(before);
  });
});

describe('the same requests with the shopper’s own token are accepted: the refusals are the token’s', () => {
  it.each(
    SIGNED_IN_ENDPOINTS.flatMap((endpoint) =>
      (['token', 'bearer'] as const).map((form) => [endpointName(endpoint), form, endpoint] as const),
    ),
  )('%s with a valid %s → 200', async (_name, form, endpoint) => {
    const headers: Record<string, string> =
      form === 'token' ? { token: a.token } : { authorization: `Bearer ${a.token}` };
    const res = await call(endpoint, headers, await validFor[endpoint.route]?.(a));
    expect(res.statusCode, res.body).toBe(200);
    expectNoTraceOf(b, res.body);
  });
});

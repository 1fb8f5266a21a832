import { beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../src/db/schema';
import { SIGN_IN_REQUIRED } from '../../src/plugins/auth';
import { addAccount } from '../account-data-test-kit';
import { ADDRESS, itemOf } from '../order-test-kit';
import { lineOf, post } from '../shopper-test-kit';
import { useTestApp } from '../test-app';
import { accountRestorer, ENDS_SESSIONS, giveRealPassword, SHOPPER_PASSWORD } from './account-world';
import { type Actor, createActor, plainOrder, privateTraces, sizesFor } from './acl-world';
import { type Endpoint, endpointName, SIGNED_IN_ENDPOINTS } from './endpoints';
import { credentialHeaders, GHOST_CREDENTIALS, REFUSED_CREDENTIALS } from './forged-tokens';
import { storeDigest } from './state-digest';

const t = useTestApp();
/** The caller, and the shopper whose data the caller must never reach. */
let a: Actor;
let b: Actor;
let credentials: Awaited<ReturnType<typeof credentialHeaders>>;
/** Gives A's token back its account's version after a call that ended A's sessions. */
let restoreA: () => Promise<void>;

beforeAll(async () => {
  const nextSize = sizesFor(t);
  a = await createActor(t, nextSize, { usesFirstDay: false });
  b = await createActor(t, nextSize, { usesFirstDay: true });
  credentials = await credentialHeaders(a);
  await giveRealPassword(t, a.userId);
  restoreA = await accountRestorer(t, a.userId);
});

/** A request A's own token gets a 200 for, built fresh so a cancel or a remove has something to act on. */
const validFor: Record<string, (actor: Actor) => Promise<object | undefined>> = {
  '/api/user/me': async () => undefined,
  '/api/user/profile': async (actor) => ({ name: 'Actor A', phone: actor.phone }),
  '/api/user/email': async (actor) => ({ email: `moving.${actor.email}`, password: SHOPPER_PASSWORD }),
  '/api/user/password': async () => ({ currentPassword: SHOPPER_PASSWORD, newPassword: SHOPPER_PASSWORD }),
  '/api/user/logout-all': async () => undefined,
  '/api/user/data': async () => undefined,
  // Refused, for A: the matrix's acceptance deletes an account of its own (endsAccount).
  '/api/user/delete': async () => ({ password: 'not the password' }),
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
  // GET lists (and reads no body), POST saves: the actor's book stays well under its 20 places here.
  '/api/user/addresses': async () => ({ ...ADDRESS, label: 'Work' }),
  '/api/user/addresses/:id': async (actor) => {
    // A DELETE (other rows do) removes the actor's address: it is put back, with its id, first.
    await restoreAddress(actor);
    return { ...ADDRESS, label: 'Home', isDefault: true };
  },
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
  // The actor's own tax invoice (named in the url): read, and its PDF drawn once and then answered as kept.
  '/api/order/documents/:number': async () => undefined,
  '/api/order/documents/:number/pdf': async () => undefined,
};

/** Puts the actor's saved address back as it was made, if a DELETE took it. */
async function restoreAddress(actor: Actor): Promise<void> {
  await t.database.db
    .insert(addresses)
    .values({ ...ADDRESS, id: actor.addressId, userId: actor.userId, label: 'Home', phone: '+971501234567' })
    .onConflictDoNothing();
}

/** The caller A's own request: an address route names A's saved address, a document route A's invoice. */
async function call(endpoint: Endpoint, headers: Record<string, string>, body: object | undefined) {
  return t.app.inject({
    method: endpoint.method,
    url: endpoint.route.replace(':id', a.addressId).replace(':number', a.invoiceNumber),
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
    // Deleting an account is accepted for one of its own, so A outlives the matrix.
    const own = endpoint.endsAccount ? await addAccount(t) : null;
    const token = own?.token ?? a.token;
    const headers: Record<string, string> =
      form === 'token' ? { token } : { authorization: `Bearer ${token}` };
    const body = own ? { password: own.password } : await validFor[endpoint.route]?.(a);
    const res = await call(endpoint, headers, body);
    expect(res.statusCode, res.body).toBe(200);
    expectNoTraceOf(b, res.body);
    if (ENDS_SESSIONS.has(endpoint.route)) await restoreA();
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../src/db/schema';
import { itemOf, orderBody, sizeSupply } from '../order-test-kit';
import { placeEmbedded, placeHosted } from '../payments-test-kit';
import { addShopper, lineOf, post, type Shopper, type SizeRef } from '../shopper-test-kit';
import type { TestApp } from '../test-app';

/** A shopper with one of everything: a cart line, a wished item, a cash order, two card orders. */
export interface Actor extends Shopper {
  email: string;
  phone: string;
  cartSize: SizeRef;
  wishSize: SizeRef;
  codOrderId: string;
  embeddedOrderId: string;
  hostedOrderId: string;
  clientSecret: string;
  sessionId: string;
  /** The Idempotency-Key the cash order was placed with. */
  orderKey: string;
}

const PRICE_AED = 20;
const DELIVERY_AED = 25;

/** A cash order body for one unit of the size, no code. */
export const plainOrder = (size: SizeRef) => orderBody([itemOf(size, 1)], PRICE_AED + DELIVERY_AED);

/** The same with FIRSTDAY (10 % of 20 AED off). */
const firstDayOrder = (size: SizeRef) =>
  orderBody([itemOf(size, 1)], PRICE_AED * 0.9 + DELIVERY_AED, {
    discountCode: 'FIRSTDAY',
    discountValue: 0.1,
  });

async function ok(request: Promise<{ statusCode: number; body: string; json(): unknown }>, what: string) {
  const res = await request;
  expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
  return res.json() as Record<string, string>;
}

/** Stocked, plainly priced sizes of products no other call has handed out. */
export function sizesFor(t: TestApp) {
  const supply = sizeSupply(t);
  return () => supply(PRICE_AED, 10_000);
}

export async function createActor(
  t: TestApp,
  nextSize: () => Promise<SizeRef>,
  { usesFirstDay }: { usesFirstDay: boolean },
): Promise<Actor> {
  const shopper = await addShopper(t);
  const as = { token: shopper.token };
  const [cartSize, wishSize] = [await nextSize(), await nextSize()];
  const orderKey = randomUUID();
  const body = usesFirstDay ? firstDayOrder(cartSize) : plainOrder(cartSize);
  const cod = await ok(
    post(t, '/api/order/place', { ...as, 'idempotency-key': orderKey }, body),
    'a cash order',
  );
  const embedded = await ok(placeEmbedded(t, shopper, plainOrder(cartSize)), 'an embedded card order');
  const hosted = await ok(placeHosted(t, shopper, plainOrder(cartSize)), 'a hosted card order');
  // After the cash order, which empties the cart.
  await ok(post(t, '/api/cart/add', as, lineOf(cartSize, 1)), 'filling the cart');
  await ok(
    post(t, '/api/wishlist/add', as, { itemId: wishSize.productId, size: wishSize.size, quantity: 1 }),
    'wishing',
  );
  const [account] = await t.database.db.select().from(users).where(eq(users.id, shopper.userId));
  if (!account) throw new Error('no account row');
  return {
    ...shopper,
    email: account.email,
    phone: account.phone,
    cartSize,
    wishSize,
    codOrderId: String(cod.orderId),
    embeddedOrderId: String(embedded.orderId),
    hostedOrderId: String(hosted.orderId),
    clientSecret: String(embedded.clientSecret),
    sessionId: String(hosted.session_url).split('/').pop() ?? '',
    orderKey,
  };
}

/** What belongs to the actor alone: none of it may appear in an answer to anyone else. */
export const privateTraces = (actor: Actor) => [
  actor.userId,
  actor.email,
  actor.phone,
  actor.cartSize.productId,
  actor.wishSize.productId,
  actor.codOrderId,
  actor.embeddedOrderId,
  actor.hostedOrderId,
  actor.clientSecret,
  actor.sessionId,
];

import { randomUUID } from 'node:crypto';
import { deliveryFee } from '@souq/shared/pricing/cart-totals';
import { aedToFils, filsToAed } from '@souq/shared/pricing/money';
import { addressResponseSchema } from '@souq/shared/schemas/address-book';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../src/db/schema';
import { ADDRESS, itemOf, orderBody, sizeSupply } from '../order-test-kit';
import { placeEmbedded, placeHosted } from '../payments-test-kit';
import { addShopper, lineOf, post, type Shopper, type SizeRef } from '../shopper-test-kit';
import type { TestApp } from '../test-app';
import { storedStaff } from './stored-staff';
import { invoicedOrder } from './tax-document-world';

/**
 * A shopper with one of everything: a cart line, a wished item, a saved address, a cash order, two card
 * orders, and a cash order delivered and paid, with its tax invoice.
 */
export interface Actor extends Shopper {
  email: string;
  phone: string;
  cartSize: SizeRef;
  wishSize: SizeRef;
  addressId: string;
  codOrderId: string;
  embeddedOrderId: string;
  hostedOrderId: string;
  clientSecret: string;
  sessionId: string;
  /** The Idempotency-Key the cash order was placed with. */
  orderKey: string;
  /** A cash order delivered with its cash recorded, and the number of the tax invoice that issued. */
  invoicedOrderId: string;
  invoiceNumber: string;
}

const PRICE_AED = 20;
const DELIVERY_AED = 25;

/** A cash order body for one unit of the size, no code. */
export const plainOrder = (size: SizeRef) => orderBody([itemOf(size, 1)], PRICE_AED + DELIVERY_AED);

/** The same for `units` units of the size (delivery is free above 169 AED). */
export function unitsOrder(size: SizeRef, units: number) {
  const itemsFils = aedToFils(PRICE_AED * units);
  return orderBody([itemOf(size, units)], filsToAed(itemsFils + deliveryFee(itemsFils)));
}

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
  const invoiced = await ok(post(t, '/api/order/place', as, plainOrder(cartSize)), 'an order to invoice');
  const invoiceNumber = await invoicedOrder(t, await storedStaff(t).signedIn(), String(invoiced.orderId));
  // After the cash orders, which empty the cart.
  await ok(post(t, '/api/cart/add', as, lineOf(cartSize, 1)), 'filling the cart');
  await ok(
    post(t, '/api/wishlist/add', as, { itemId: wishSize.productId, size: wishSize.size, quantity: 1 }),
    'wishing',
  );
  const saved = await ok(
    post(t, '/api/user/addresses', as, { ...ADDRESS, label: 'Home' }),
    'saving an address',
  );
  const [account] = await t.database.db.select().from(users).where(eq(users.id, shopper.userId));
  if (!account) throw new Error('no account row');
  return {
    ...shopper,
    email: account.email,
    phone: account.phone,
    cartSize,
    wishSize,
    addressId: addressResponseSchema.parse(saved).address.id,
    codOrderId: String(cod.orderId),
    embeddedOrderId: String(embedded.orderId),
    hostedOrderId: String(hosted.orderId),
    clientSecret: String(embedded.clientSecret),
    sessionId: String(hosted.session_url).split('/').pop() ?? '',
    orderKey,
    invoicedOrderId: String(invoiced.orderId),
    invoiceNumber,
  };
}

/** What belongs to the actor alone: none of it may appear in an answer to anyone else. */
export const privateTraces = (actor: Actor) => [
  actor.userId,
  actor.email,
  actor.phone,
  actor.cartSize.productId,
  actor.wishSize.productId,
  actor.addressId,
  actor.codOrderId,
  actor.embeddedOrderId,
  actor.hostedOrderId,
  actor.clientSecret,
  actor.sessionId,
  actor.invoicedOrderId,
  actor.invoiceNumber,
];

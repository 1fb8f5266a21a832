import { DEMO_CARD_SUCCEEDS } from '@souq/shared/schemas/payment';
import { eq } from 'drizzle-orm';
import { demoPayments, orders } from '../src/db/schema';
import { itemOf, orderBody } from './order-test-kit';
import { lineOf, post, type Shopper, type SizeRef } from './shopper-test-kit';
import type { TestApp } from './test-app';

/** Helpers the card payment tests share. */

export const GOOD_EXPIRY = '12/45';
export const card = (cardNumber: string, expiry = GOOD_EXPIRY) => ({ cardNumber, expiry, cvc: '123' });

/** An order body for `quantity` units of a size priced 20 AED with Normal delivery (25 AED). */
export const cardOrderBody = (ref: SizeRef, quantity = 2) =>
  orderBody([itemOf(ref, quantity)], 20 * quantity + 25);

export async function fillCart(t: TestApp, shopper: Shopper, ref: SizeRef, quantity = 2): Promise<void> {
  await post(t, '/api/cart/add', { token: shopper.token }, lineOf(ref, quantity));
}

export function placeEmbedded(
  t: TestApp,
  shopper: Shopper,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return post(t, '/api/order/embedded-stripe', { token: shopper.token, ...headers }, body);
}

export function placeHosted(
  t: TestApp,
  shopper: Shopper,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return post(t, '/api/order/stripe', { token: shopper.token, ...headers }, body);
}

export function confirmCard(
  t: TestApp,
  clientSecret: string,
  cardNumber = DEMO_CARD_SUCCEEDS,
  expiry?: string,
) {
  return post(t, '/api/payment/demo/confirm', {}, { clientSecret, ...card(cardNumber, expiry) });
}

export function verifyEmbedded(t: TestApp, shopper: Shopper, orderId: string) {
  return post(t, '/api/order/verifyEmbeddedStripe', { token: shopper.token }, { orderId });
}

export function verifyHosted(t: TestApp, shopper: Shopper, orderId: string, success?: string | boolean) {
  return post(t, '/api/order/verifyStripe', { token: shopper.token }, { orderId, success });
}

export async function orderRow(t: TestApp, orderId: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

export async function demoPaymentOf(t: TestApp, orderId: string) {
  const [row] = await t.database.db.select().from(demoPayments).where(eq(demoPayments.orderId, orderId));
  if (!row) throw new Error(`no demo payment for ${orderId}`);
  return row;
}

/** Makes the order look `minutes` old, as the expiry sweep sees it. */
export async function ageOrder(t: TestApp, orderId: string, minutes: number, now: Date): Promise<void> {
  await t.database.db
    .update(orders)
    .set({ createdAt: new Date(now.getTime() - minutes * 60_000) })
    .where(eq(orders.id, orderId));
}

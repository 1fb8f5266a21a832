import { randomUUID } from 'node:crypto';
import {
  CARD_DECLINED,
  DEMO_CARD_DECLINED,
  PAYMENT_NOT_COMPLETED,
  PAYMENT_SUCCESSFUL,
} from '@souq/shared/schemas/payment';
import { describe, expect, it } from 'vitest';
import { orderCount, sizeSupply, stockOf, userOrders } from '../../../test/order-test-kit';
import {
  cardOrderBody,
  confirmCard,
  demoPaymentOf,
  fillCart,
  orderRow,
  placeEmbedded,
  verifyEmbedded,
} from '../../../test/payments-test-kit';
import { addShopper, post } from '../../../test/shopper-test-kit';
import { useTestApp } from '../../../test/test-app';
import { ORDER_NOT_FOUND } from '../orders/order-messages';
import { CARD_EXPIRED, CARD_NUMBER_INVALID, PAYMENT_CLOSED, PAYMENT_NOT_FOUND } from './payment-messages';

const t = useTestApp();
const supply = sizeSupply(t);

/** A shopper with 2 units of a fresh size (stock 10) in the cart, placed as an embedded card order. */
async function embeddedOrder() {
  const shopper = await addShopper(t);
  const ref = await supply(20, 10);
  await fillCart(t, shopper, ref);
  const res = await placeEmbedded(t, shopper, cardOrderBody(ref));
  expect(res.statusCode).toBe(200);
  const { clientSecret, orderId } = res.json();
  return { shopper, ref, clientSecret: clientSecret as string, orderId: orderId as string };
}

describe('GET /api/payment/config', () => {
  it('names the demo gateway without keys, to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment/config' });
    expect(res.json()).toEqual({ success: true, gateway: 'demo', publishableKey: null });
  });
});

describe('the embedded card flow with the demo gateway', () => {
  it('places a pending order for the server’s total, its stock taken and the cart kept until paid', async () => {
    const { shopper, ref, clientSecret, orderId } = await embeddedOrder();
    expect(clientSecret).toMatch(/^demo_secret_[\w-]{32}$/);
    const order = await orderRow(t, orderId);
    expect(order).toMatchObject({ status: 'Payment Pending', payment: false, paymentMethod: 'stripe' });
    const intent = await demoPaymentOf(t, orderId);
    expect(intent).toMatchObject({ kind: 'intent', amountFils: 6500, status: 'requires_payment_method' });
    expect(order.gatewayRef).toBe(intent.id);
    expect(clientSecret).not.toContain(intent.id);
    expect(await stockOf(t, ref)).toBe(8);
    expect((await post(t, '/api/cart/get', { token: shopper.token })).json().cartData).not.toEqual({});
  });

  it('the success card, then verify: paid, Order Placed, stock stays taken; verifying again changes nothing', async () => {
    const { shopper, ref, clientSecret, orderId } = await embeddedOrder();
    const confirmed = await confirmCard(t, clientSecret);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, status: 'succeeded' });
    for (let i = 0; i < 2; i += 1) {
      const res = await verifyEmbedded(t, shopper, orderId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, paid: true, message: PAYMENT_SUCCESSFUL });
    }
    const [order] = await userOrders(t, shopper);
    expect(order).toMatchObject({
      _id: orderId,
      paymentMethod: 'stripe',
      payment: true,
      status: 'Order Placed',
    });
    expect(await stockOf(t, ref)).toBe(8);
    expect((await post(t, '/api/cart/get', { token: shopper.token })).json().cartData).toEqual({});
  });

  it('the declined card: the provider’s message, then verify cancels the order and gives the stock back once', async () => {
    const { shopper, ref, clientSecret, orderId } = await embeddedOrder();
    const declined = await confirmCard(t, clientSecret, DEMO_CARD_DECLINED);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ success: false, message: CARD_DECLINED });
    expect((await demoPaymentOf(t, orderId)).status).toBe('requires_payment_method');
    for (let i = 0; i < 2; i += 1) {
      const res = await verifyEmbedded(t, shopper, orderId);
      expect(res.json()).toEqual({ success: false, paid: false, message: PAYMENT_NOT_COMPLETED });
    }
    expect(await userOrders(t, shopper)).toMatchObject([{ status: 'Cancelled', payment: false }]);
    expect(await stockOf(t, ref)).toBe(10);
    // The shopper can try again with another card: the cart is as it was.
    expect((await post(t, '/api/cart/get', { token: shopper.token })).json().cartData).not.toEqual({});
    // The intent is cancelled with the order, so the card cannot be charged for stock that went back.
    expect((await demoPaymentOf(t, orderId)).status).toBe('canceled');
    const late = await confirmCard(t, clientSecret);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ success: false, message: PAYMENT_CLOSED });
  });

  it('a repeated Idempotency-Key answers the same client secret and order', async () => {
    const shopper = await addShopper(t);
    const ref = await supply(20, 10);
    const headers = { 'idempotency-key': randomUUID() };
    const first = await placeEmbedded(t, shopper, cardOrderBody(ref), headers);
    const again = await placeEmbedded(t, shopper, cardOrderBody(ref), headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await orderCount(t, shopper)).toBe(1);
    expect(await stockOf(t, ref)).toBe(8);
  });

  it('another shopper’s verify is answered as not found and changes nothing', async () => {
    const { ref, orderId } = await embeddedOrder();
    const stranger = await addShopper(t);
    for (const id of [orderId, randomUUID()]) {
      const res = await verifyEmbedded(t, stranger, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: ORDER_NOT_FOUND });
    }
    expect((await orderRow(t, orderId)).status).toBe('Payment Pending');
    expect(await stockOf(t, ref)).toBe(8);
  });

  it('verify of a cash order is answered as not found', async () => {
    const shopper = await addShopper(t);
    const ref = await supply(20, 10);
    const placed = await post(t, '/api/order/place', { token: shopper.token }, cardOrderBody(ref));
    const res = await verifyEmbedded(t, shopper, placed.json().orderId);
    expect(res.statusCode).toBe(404);
  });

  it('a tampered total is refused before any payment is opened', async () => {
    const shopper = await addShopper(t);
    const ref = await supply(20, 10);
    const res = await placeEmbedded(t, shopper, { ...cardOrderBody(ref), amount: 1 });
    expect(res.statusCode).toBe(400);
    expect(await orderCount(t, shopper)).toBe(0);
    expect(await stockOf(t, ref)).toBe(10);
  });

  it('needs a signed-in shopper', async () => {
    const ref = await supply(20, 10);
    const res = await post(t, '/api/order/embedded-stripe', {}, cardOrderBody(ref));
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/payment/demo/confirm card rules', () => {
  it.each([
    ['an unknown client secret', 'demo_secret_nope', '4242424242424242', '12/45', 404, PAYMENT_NOT_FOUND],
    ['a card number failing the Luhn check', null, '4242424242424241', '12/45', 402, CARD_NUMBER_INVALID],
    ['another valid number', null, '5555555555554444', '12/45', 402, CARD_DECLINED],
    ['an expiry in the past', null, '4242424242424242', '01/20', 400, CARD_EXPIRED],
    ['a malformed expiry', null, '4242424242424242', '13/30', 400, 'Your card’s expiry date is incomplete.'],
  ])('%s → %i', async (_label, secret, cardNumber, expiry, status, message) => {
    const { clientSecret, orderId } = await embeddedOrder();
    const res = await confirmCard(t, secret ?? clientSecret, cardNumber, expiry);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, message });
    expect((await demoPaymentOf(t, orderId)).status).toBe('requires_payment_method');
  });
});

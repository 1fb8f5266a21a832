import { DEFAULT_STORE_CONTACT } from '@souq/shared/config/store';
import { PAYMENT_NOT_COMPLETED, PAYMENT_SUCCESSFUL } from '@souq/shared/schemas/payment';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe-server';
import { sizeSupply, stockOf, userOrders } from '../../../test/order-test-kit';
import { cardOrderBody, orderRow, placeEmbedded, verifyEmbedded } from '../../../test/payments-test-kit';
import { addShopper, post } from '../../../test/shopper-test-kit';
import { openTestDatabase } from '../../../test/test-database';
import { type App, buildApp } from '../../app';
import type { Database } from '../../db/client';
import { prepareDatabase } from '../../db/prepare-database';
import { PAYMENT_PROCESSING } from '../orders/order-messages';
import { INVALID_SIGNATURE } from './payment-messages';
import { createStripeGateway } from './stripe-gateway';

const WEBHOOK_SECRET = 'whsec_test_secret_for_signing';

let database: Database;
let app: App;
let fake: FakeStripe;
let supply: ReturnType<typeof sizeSupply>;
const t = () => ({ app, database, uploadsDir: '', close: async () => {} });

beforeAll(async () => {
  database = await openTestDatabase();
  await prepareDatabase(database);
  fake = await startFakeStripe();
  app = await buildApp({
    database,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    store: DEFAULT_STORE_CONTACT,
    uploadsDir: '/nonexistent',
    webDistDir: '/nonexistent',
    gateway: createStripeGateway({
      stripe: fake.stripe,
      publishableKey: 'pk_test_fake',
      webhookSecret: WEBHOOK_SECRET,
      publicUrl: 'https://shop.example',
    }),
  });
  supply = sizeSupply(t());
});
afterAll(async () => {
  await app.close();
  await fake.close();
  await database.close();
});

/** An embedded card order through the Stripe gateway (the fake api): 2 of a fresh size stocked with 10. */
async function stripeOrder() {
  const shopper = await addShopper(t());
  const ref = await supply(20, 10);
  const res = await placeEmbedded(t(), shopper, cardOrderBody(ref));
  expect(res.statusCode).toBe(200);
  const { orderId, clientSecret } = res.json();
  const { gatewayRef } = await orderRow(t(), orderId);
  return { shopper, ref, orderId: orderId as string, clientSecret, intentId: gatewayRef as string };
}

function event(type: string, object: object) {
  return JSON.stringify({ id: `evt_${type}`, object: 'event', type, data: { object } });
}

function sendWebhook(payload: string, signature?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
}

const signed = (payload: string, secret = WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

describe('the Stripe gateway', () => {
  it('gives the page the publishable key', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/payment/config' });
    expect(res.json()).toEqual({ success: true, gateway: 'stripe', publishableKey: 'pk_test_fake' });
  });

  it('opens a payment intent for the server’s total in fils', async () => {
    const { clientSecret, intentId } = await stripeOrder();
    expect(fake.intents.get(intentId)).toMatchObject({ amount: 6500, client_secret: clientSecret });
  });

  it('verify asks Stripe: an intent still needing a payment method is cancelled there and the order too', async () => {
    const { shopper, ref, orderId, intentId } = await stripeOrder();
    const res = await verifyEmbedded(t(), shopper, orderId);
    expect(res.json()).toEqual({ success: false, paid: false, message: PAYMENT_NOT_COMPLETED });
    expect(fake.intents.get(intentId)?.status).toBe('canceled');
    expect(await stockOf(t(), ref)).toBe(10);
  });

  it('verify of a payment Stripe is still processing: not a success, the order still pending', async () => {
    const { shopper, ref, orderId, intentId } = await stripeOrder();
    const intent = fake.intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId}`);
    intent.status = 'processing';
    const res = await verifyEmbedded(t(), shopper, orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, paid: false, message: PAYMENT_PROCESSING });
    expect(await orderRow(t(), orderId)).toMatchObject({ status: 'Payment Pending', payment: false });
    expect(await stockOf(t(), ref)).toBe(8);
  });
});

describe('POST /api/webhooks/stripe', () => {
  it.each([
    ['no signature', undefined],
    ['a forged signature', 't=1700000000,v1=deadbeef'],
    ['another secret’s signature', 'other'],
  ])('refuses %s', async (_label, signature) => {
    const { orderId, intentId } = await stripeOrder();
    const payload = event('payment_intent.succeeded', { id: intentId, object: 'payment_intent' });
    const header = signature === 'other' ? signed(payload, 'whsec_someone_else') : signature;
    const res = await sendWebhook(payload, header);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: INVALID_SIGNATURE });
    expect((await orderRow(t(), orderId)).payment).toBe(false);
  });

  it('a signed payment_intent.succeeded marks the order paid; receiving it twice is harmless', async () => {
    const { shopper, ref, orderId, intentId } = await stripeOrder();
    const payload = event('payment_intent.succeeded', { id: intentId, object: 'payment_intent' });
    for (let i = 0; i < 2; i += 1) {
      const res = await sendWebhook(payload, signed(payload));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    expect(await userOrders(t(), shopper)).toMatchObject([{ status: 'Order Placed', payment: true }]);
    expect(await stockOf(t(), ref)).toBe(8);
    expect(fake.refunds).not.toContain(intentId);
    // verify agrees once Stripe says so too.
    const intent = fake.intents.get(intentId);
    if (intent) intent.status = 'succeeded';
    expect((await verifyEmbedded(t(), shopper, orderId)).json()).toMatchObject({
      message: PAYMENT_SUCCESSFUL,
    });
  });

  it('a signed payment_intent.payment_failed cancels the intent and the order, giving the stock back once', async () => {
    const { shopper, ref, intentId } = await stripeOrder();
    const payload = event('payment_intent.payment_failed', { id: intentId, object: 'payment_intent' });
    for (let i = 0; i < 2; i += 1) expect((await sendWebhook(payload, signed(payload))).statusCode).toBe(200);
    expect(await userOrders(t(), shopper)).toMatchObject([{ status: 'Cancelled', payment: false }]);
    expect(fake.intents.get(intentId)?.status).toBe('canceled');
    expect(await stockOf(t(), ref)).toBe(10);
  });

  it('a payment that succeeds after its order was cancelled is refunded', async () => {
    const { shopper, orderId, intentId } = await stripeOrder();
    await post(t(), '/api/order/cancel', { token: shopper.token }, { orderId });
    const payload = event('payment_intent.succeeded', { id: intentId, object: 'payment_intent' });
    expect((await sendWebhook(payload, signed(payload))).statusCode).toBe(200);
    expect((await orderRow(t(), orderId)).status).toBe('Cancelled');
    expect(fake.refunds).toContain(intentId);
  });

  it('a return refunds part of a payment at Stripe: the amount in fils, once per return key', async () => {
    const { intentId } = await stripeOrder();
    const gateway = createStripeGateway({
      stripe: fake.stripe,
      publishableKey: 'pk_test_fake',
      webhookSecret: WEBHOOK_SECRET,
      publicUrl: 'https://shop.example',
    });
    await gateway.refundPart(intentId, 2000, 'return-o1-0-0x1');
    await gateway.refundPart(intentId, 2000, 'return-o1-0-0x1');
    const asked = fake.refundRequests.filter((r) => r.paymentIntent === intentId);
    expect(asked).toEqual([
      { paymentIntent: intentId, amount: 2000, idempotencyKey: 'little-souq-refund-part-return-o1-0-0x1' },
      { paymentIntent: intentId, amount: 2000, idempotencyKey: 'little-souq-refund-part-return-o1-0-0x1' },
    ]);
  });

  it('acknowledges events about payments it does not know and events it does not act on', async () => {
    for (const payload of [
      event('payment_intent.succeeded', { id: 'pi_someone_else', object: 'payment_intent' }),
      event('customer.created', { id: 'cus_1', object: 'customer' }),
    ]) {
      const res = await sendWebhook(payload, signed(payload));
      expect(res.statusCode).toBe(200);
    }
  });
});

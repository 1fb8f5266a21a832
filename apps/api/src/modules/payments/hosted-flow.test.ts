import { randomUUID } from 'node:crypto';
import {
  CARD_DECLINED,
  DEMO_CARD_DECLINED,
  DEMO_CARD_SUCCEEDS,
  PAYMENT_NOT_COMPLETED,
  PAYMENT_SUCCESSFUL,
} from '@souq/shared/schemas/payment';
import { describe, expect, it } from 'vitest';
import { sizeSupply, stockOf, userOrders } from '../../../test/order-test-kit';
import {
  card,
  cardOrderBody,
  demoPaymentOf,
  placeHosted,
  verifyHosted,
} from '../../../test/payments-test-kit';
import { addShopper, post } from '../../../test/shopper-test-kit';
import { useTestApp } from '../../../test/test-app';
import { ORDER_NOT_FOUND } from '../orders/order-messages';
import { PAYMENT_NOT_FOUND, SESSION_EXPIRED } from './payment-messages';

const t = useTestApp();
const supply = sizeSupply(t);

const sessionOf = (url: string) => url.split('/').pop() ?? '';
const pay = (sessionId: string, cardNumber = DEMO_CARD_SUCCEEDS) =>
  post(t, `/api/payment/demo/session/${sessionId}/pay`, {}, card(cardNumber));

/** A hosted card order of 2 units of a fresh size (stock 10, 20 AED each + 25 delivery). */
async function hostedOrder() {
  const shopper = await addShopper(t);
  const ref = await supply(20, 10);
  const res = await placeHosted(t, shopper, cardOrderBody(ref));
  expect(res.statusCode).toBe(200);
  const { session_url, orderId } = res.json();
  return { shopper, ref, sessionUrl: session_url as string, sessionId: sessionOf(session_url), orderId };
}

describe('the hosted card flow with the demo gateway', () => {
  it('answers a session url on the demo gateway’s own page; the page reads the session', async () => {
    const { sessionUrl, sessionId, orderId, ref } = await hostedOrder();
    expect(sessionUrl).toMatch(/^\/pay\/demo\/demo_cs_[\w-]{32}$/);
    const res = await t.app.inject({ method: 'GET', url: `/api/payment/demo/session/${sessionId}` });
    expect(res.json()).toEqual({ success: true, sessionId, orderId, amount: 65, status: 'open' });
    expect(await stockOf(t, ref)).toBe(8);
  });

  it('pay with the success card, then verifyStripe: paid and Order Placed', async () => {
    const { shopper, sessionId, orderId, ref } = await hostedOrder();
    const paid = await pay(sessionId);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ success: true, redirectUrl: `/verify?success=true&orderId=${orderId}` });
    const res = await verifyHosted(t, shopper, orderId, 'true');
    expect(res.json()).toEqual({ success: true, paid: true, message: PAYMENT_SUCCESSFUL });
    expect(await userOrders(t, shopper)).toMatchObject([{ status: 'Order Placed', payment: true }]);
    expect(await stockOf(t, ref)).toBe(8);
  });

  it('a forged success=true for a session never paid: not paid, the order Cancelled and its stock back', async () => {
    const { shopper, sessionId, orderId, ref } = await hostedOrder();
    const res = await verifyHosted(t, shopper, orderId, 'true');
    expect(res.json()).toEqual({ success: false, paid: false, message: PAYMENT_NOT_COMPLETED });
    expect(await userOrders(t, shopper)).toMatchObject([{ status: 'Cancelled', payment: false }]);
    expect(await stockOf(t, ref)).toBe(10);
    // The session is closed with the order: paying it afterwards is refused.
    expect((await demoPaymentOf(t, orderId)).status).toBe('expired');
    const late = await pay(sessionId);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ success: false, message: SESSION_EXPIRED });
  });

  it('a declined card on the page, then the cancel link: back to /verify, which cancels the order', async () => {
    const { shopper, sessionId, orderId, ref } = await hostedOrder();
    const declined = await pay(sessionId, DEMO_CARD_DECLINED);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ success: false, message: CARD_DECLINED });
    const cancelled = await post(t, `/api/payment/demo/session/${sessionId}/cancel`, {});
    expect(cancelled.json()).toEqual({
      success: true,
      redirectUrl: `/verify?success=false&orderId=${orderId}`,
    });
    const res = await verifyHosted(t, shopper, orderId, false);
    expect(res.json()).toEqual({ success: false, paid: false, message: PAYMENT_NOT_COMPLETED });
    expect(await stockOf(t, ref)).toBe(10);
  });

  it('verifyStripe of another shopper’s order is not found', async () => {
    const { orderId } = await hostedOrder();
    const stranger = await addShopper(t);
    const res = await verifyHosted(t, stranger, orderId, 'true');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: ORDER_NOT_FOUND });
  });

  it('a repeated Idempotency-Key answers the same session', async () => {
    const shopper = await addShopper(t);
    const ref = await supply(20, 10);
    const headers = { 'idempotency-key': randomUUID() };
    const first = await placeHosted(t, shopper, cardOrderBody(ref), headers);
    const again = await placeHosted(t, shopper, cardOrderBody(ref), headers);
    expect(again.json()).toEqual(first.json());
    expect(await stockOf(t, ref)).toBe(8);
  });

  it('an unknown session is not found', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment/demo/session/demo_cs_nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: PAYMENT_NOT_FOUND });
    expect((await pay('demo_cs_nope')).statusCode).toBe(404);
  });

  it('with the demo gateway there is no webhook route', async () => {
    const res = await post(t, '/api/webhooks/stripe', { 'stripe-signature': 't=1,v1=x' }, { type: 'x' });
    expect(res.statusCode).toBe(404);
  });
});

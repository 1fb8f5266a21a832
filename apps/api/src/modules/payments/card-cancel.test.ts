import { describe, expect, it } from 'vitest';
import { sizeSupply, stockOf, userOrders } from '../../../test/order-test-kit';
import {
  cardOrderBody,
  confirmCard,
  demoPaymentOf,
  placeEmbedded,
  verifyEmbedded,
} from '../../../test/payments-test-kit';
import { addShopper, post, type Shopper } from '../../../test/shopper-test-kit';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
const supply = sizeSupply(t);

const cancel = (shopper: Shopper, orderId: string) =>
  post(t, '/api/order/cancel', { token: shopper.token }, { orderId });

async function embeddedOrder() {
  const shopper = await addShopper(t);
  const ref = await supply(20, 10);
  const { orderId, clientSecret } = (await placeEmbedded(t, shopper, cardOrderBody(ref))).json();
  return { shopper, ref, orderId: orderId as string, clientSecret: clientSecret as string };
}

describe('POST /api/order/cancel of a card order', () => {
  it('refunds a paid order through the gateway and gives its stock back', async () => {
    const { shopper, ref, orderId, clientSecret } = await embeddedOrder();
    await confirmCard(t, clientSecret);
    await verifyEmbedded(t, shopper, orderId);
    const res = await cancel(shopper, orderId);
    expect(res.json()).toEqual({ success: true, message: 'Order cancelled successfully!' });
    expect(await demoPaymentOf(t, orderId)).toMatchObject({ status: 'succeeded', refunded: true });
    expect(await userOrders(t, shopper)).toMatchObject([{ status: 'Cancelled', paymentMethod: 'stripe' }]);
    expect(await stockOf(t, ref)).toBe(10);
  });

  it('cancels an unpaid pending order and its intent, without a refund', async () => {
    const { shopper, ref, orderId, clientSecret } = await embeddedOrder();
    expect((await cancel(shopper, orderId)).statusCode).toBe(200);
    expect(await demoPaymentOf(t, orderId)).toMatchObject({ status: 'canceled', refunded: false });
    expect(await stockOf(t, ref)).toBe(10);
    expect((await confirmCard(t, clientSecret)).statusCode).toBe(400);
  });

  it('refunds a card taken after the page but before verify, when the shopper cancels', async () => {
    const { shopper, ref, orderId, clientSecret } = await embeddedOrder();
    await confirmCard(t, clientSecret);
    expect((await cancel(shopper, orderId)).statusCode).toBe(200);
    expect(await demoPaymentOf(t, orderId)).toMatchObject({ status: 'succeeded', refunded: true });
    expect(await stockOf(t, ref)).toBe(10);
  });
});

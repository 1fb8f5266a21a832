import { beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, sizeSupply, stockOf } from '../../../test/order-test-kit';
import {
  ageOrder,
  cardOrderBody,
  confirmCard,
  demoPaymentOf,
  orderRow,
  placeEmbedded,
} from '../../../test/payments-test-kit';
import { addShopper } from '../../../test/shopper-test-kit';
import { useTestApp } from '../../../test/test-app';
import { expireStalePayments } from '../orders/expire-stale-payments';
import type { PaymentGateway } from '../orders/payment-gateway';
import { createDemoGateway } from './demo-gateway';

const t = useTestApp();
let supply: ReturnType<typeof sizeSupply>;
let gateway: PaymentGateway;
const NOW = new Date('2031-03-01T12:00:00Z');

beforeAll(async () => {
  supply = sizeSupply(t);
  // The same demo gateway as the app's: its state is the database's.
  gateway = createDemoGateway(t.database.db);
});

/** An embedded card order of 2 units of a fresh size stocked with 10, made `minutes` old. */
async function pendingOrder(minutes: number) {
  const shopper = await addShopper(t);
  const ref = await supply(20, 10);
  const { orderId, clientSecret } = (await placeEmbedded(t, shopper, cardOrderBody(ref))).json();
  await ageOrder(t, orderId, minutes, NOW);
  return { ref, orderId: orderId as string, clientSecret: clientSecret as string };
}

describe('expireStalePayments', () => {
  it('cancels a 31-minute-old pending card order and gives its stock back, but not a 29-minute-old one', async () => {
    const stale = await pendingOrder(31);
    const fresh = await pendingOrder(29);
    expect(await expireStalePayments(t.database.db, gateway, NOW)).toBe(1);
    expect(await orderRow(t, stale.orderId)).toMatchObject({ status: 'Cancelled', stockHeld: false });
    expect(await stockOf(t, stale.ref)).toBe(10);
    expect((await demoPaymentOf(t, stale.orderId)).status).toBe('canceled');
    expect(await orderRow(t, fresh.orderId)).toMatchObject({ status: 'Payment Pending', stockHeld: true });
    expect(await stockOf(t, fresh.ref)).toBe(8);
    // A second sweep finds nothing more to do and gives nothing back twice.
    expect(await expireStalePayments(t.database.db, gateway, NOW)).toBe(0);
    expect(await stockOf(t, stale.ref)).toBe(10);
  });

  it('marks a stale order paid when its card was taken but verify never ran (the tab was closed)', async () => {
    const order = await pendingOrder(45);
    await confirmCard(t, order.clientSecret);
    await expireStalePayments(t.database.db, gateway, NOW);
    expect(await orderRow(t, order.orderId)).toMatchObject({ status: 'Order Placed', payment: true });
    expect(await stockOf(t, order.ref)).toBe(8);
  });

  it('leaves cash orders alone, however old', async () => {
    const shopper = await addShopper(t);
    const ref = await supply(20, 10);
    const { orderId } = (await placeOrder(t, shopper, cardOrderBody(ref))).json();
    await ageOrder(t, orderId, 120, NOW);
    await expireStalePayments(t.database.db, gateway, NOW);
    expect((await orderRow(t, orderId)).status).toBe('Order Placed');
    expect(await stockOf(t, ref)).toBe(8);
  });

  it('reports an order the gateway cannot answer for and carries on with the rest', async () => {
    const broken = await pendingOrder(40);
    const stale = await pendingOrder(35);
    const failing: PaymentGateway = {
      ...gateway,
      stop: async (ref) => {
        if (ref === (await orderRow(t, broken.orderId)).gatewayRef) throw new Error('gateway down');
        return gateway.stop(ref);
      },
    };
    const failed: string[] = [];
    expect(await expireStalePayments(t.database.db, failing, NOW, (_error, id) => failed.push(id))).toBe(1);
    expect(failed).toEqual([broken.orderId]);
    expect((await orderRow(t, broken.orderId)).status).toBe('Payment Pending');
    expect((await orderRow(t, stale.orderId)).status).toBe('Cancelled');
  });
});

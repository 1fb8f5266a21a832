import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminCall, type StaffLogin, signedInStaff } from '../../../../test/admin-test-kit';
import { itemOf, orderBody, placeOrder, sizeSupply, stockOf } from '../../../../test/order-test-kit';
import {
  cardOrderBody,
  confirmCard,
  fillCart,
  placeEmbedded,
  verifyEmbedded,
} from '../../../../test/payments-test-kit';
import { addShopper } from '../../../../test/shopper-test-kit';
import { useTestApp } from '../../../../test/test-app';
import { demoRefunds, orders, stockMovements, taxDocuments } from '../../../db/schema';
import { createDemoGateway } from '../../payments/demo-gateway';
import { contentOf } from '../../tax-documents/tax-documents-repo';

const t = useTestApp();

async function deliver(staff: StaffLogin, orderId: string) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  const path = ['Packing', 'Shipped', 'Out for delivery', 'Delivered'];
  for (const status of path.slice(order?.status === 'Packing' ? 1 : 0)) {
    const res = await adminCall(t, staff, 'POST', `/api/admin/orders/${orderId}/status`, { status });
    expect(res.statusCode, res.body).toBe(200);
  }
}

const returns = (staff: StaffLogin, orderId: string, body: unknown) =>
  adminCall(t, staff, 'POST', `/api/admin/orders/${orderId}/returns`, body);

const documentsOf = (orderId: string) =>
  t.database.db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(taxDocuments.issuedAt);

describe('returns of a delivered, paid order', () => {
  it('credit the returned units in parts that add back up to the invoice line to the fils, and restock them', async () => {
    const staff = await signedInStaff(t);
    const supply = sizeSupply(t);
    const [tee, hat] = [await supply(33.33, 10), await supply(20, 10)];
    const shopper = await addShopper(t);
    // 3 × 33 (whole-dirham prices) + 20 = 119, + 25 delivery.
    const placed = await placeOrder(t, shopper, orderBody([itemOf(tee, 3), itemOf(hat, 1)], 144));
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().orderId;

    const early = await returns(staff, orderId, {
      lines: [{ position: 0, quantity: 1 }],
      reason: 'Too small',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only a delivered, paid order can take a return.');

    await deliver(staff, orderId);
    expect(
      (await adminCall(t, staff, 'POST', `/api/admin/orders/${orderId}/cash-collected`, { amount: 144 }))
        .statusCode,
    ).toBe(200);
    const stockBefore = await stockOf(t, tee);

    const first = await returns(staff, orderId, {
      lines: [{ position: 0, quantity: 1 }],
      reason: 'Too small',
    });
    expect(first.statusCode, first.body).toBe(200);
    const order = first.json().order;
    expect(order.items[0].returned).toBe(1);
    expect(order.documents.map((d: { title: string }) => d.title)).toEqual([
      'Simplified Tax Invoice',
      'Tax Credit Note',
    ]);
    expect(order.events.at(-1).note).toBe(
      `Returned 1 × ${order.items[0].name} (${order.items[0].colorName}, ${order.items[0].size}): AED 33.00 to refund in cash, back in stock. Reason: Too small`,
    );
    expect(await stockOf(t, tee)).toBe(stockBefore + 1);
    const [movement] = await t.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.variantSizeId, tee.sizeId))
      .orderBy(stockMovements.id)
      .then((rows) => rows.slice(-1));
    expect(movement).toMatchObject({ reason: 'returned', delta: 1, orderId });

    const second = await returns(staff, orderId, {
      lines: [{ position: 0, quantity: 2 }],
      reason: 'Wrong colour',
      restock: false,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(await stockOf(t, tee)).toBe(stockBefore + 1);

    const [invoice, note1, note2] = await documentsOf(orderId);
    const invoiceLine = contentOf(invoice ?? { content: null }).lines[0];
    const credited = [note1, note2].map((note) => contentOf(note ?? { content: null }));
    expect(credited.map((c) => c.lines[0]?.quantity)).toEqual([1, 2]);
    // The two parts add back up to the invoice's line exactly.
    expect(credited.reduce((sum, c) => sum + (c.lines[0]?.grossFils ?? 0), 0)).toBe(invoiceLine?.grossFils);
    expect(credited.reduce((sum, c) => sum + (c.lines[0]?.vatFils ?? 0), 0)).toBe(invoiceLine?.vatFils);
    // Each note shows the invoice's value before it and after it; the second starts where the first ended.
    expect(credited[0]?.credit?.after).toEqual(credited[1]?.credit?.before);
    expect(credited[1]?.credit?.reason).toBe('Returned by the customer: Wrong colour');
    expect(credited[1]?.credit?.after.grossFils).toBe(2000 + 2500);

    const third = await returns(staff, orderId, { lines: [{ position: 0, quantity: 1 }], reason: 'Again' });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toMatch(/was already returned in full\.$/);
    const tooMany = await returns(staff, orderId, { lines: [{ position: 1, quantity: 2 }], reason: 'x' });
    expect(tooMany.json().message).toMatch(/^Only 1 of .+ can still be returned\.$/);
    const unknown = await returns(staff, orderId, { lines: [{ position: 7, quantity: 1 }], reason: 'x' });
    expect(unknown.json()).toEqual({ success: false, message: 'That item is not in this order.' });
    const twice = await returns(staff, orderId, {
      lines: [
        { position: 1, quantity: 1 },
        { position: 1, quantity: 1 },
      ],
      reason: 'x',
    });
    expect(twice.json().message).toBe('Each item can be listed once per return.');
    const noReason = await returns(staff, orderId, { lines: [{ position: 1, quantity: 1 }], reason: ' ' });
    expect(noReason.json().message).toBe('Reason is required.');
  });

  it('a card order’s returned units are refunded through the gateway, once', async () => {
    const staff = await signedInStaff(t);
    const ref = await sizeSupply(t)(20, 10);
    const shopper = await addShopper(t);
    await fillCart(t, shopper, ref);
    const placed = await placeEmbedded(t, shopper, cardOrderBody(ref));
    const { orderId, clientSecret } = placed.json();
    await confirmCard(t, clientSecret);
    await verifyEmbedded(t, shopper, orderId);
    await deliver(staff, orderId);
    const res = await returns(staff, orderId, {
      lines: [{ position: 0, quantity: 1 }],
      reason: 'Changed mind',
    });
    expect(res.statusCode, res.body).toBe(200);
    const refunds = await t.database.db.select().from(demoRefunds);
    const mine = refunds.filter((r) => r.key.startsWith(`return-${orderId}-`));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.amountFils).toBe(2000);
    expect(res.json().order.events.at(-1).note).toContain('AED 20.00 refunded to the card');

    // The demo gateway keeps Stripe's rules: a key refunds once, and never more than was paid.
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const gateway = createDemoGateway(t.database.db);
    await gateway.refundPart(row?.gatewayRef ?? '', 2000, mine[0]?.key ?? '');
    expect(
      await t.database.db
        .select()
        .from(demoRefunds)
        .where(eq(demoRefunds.key, mine[0]?.key ?? '')),
    ).toHaveLength(1);
    await expect(gateway.refundPart(row?.gatewayRef ?? '', 4501, 'too-much')).rejects.toThrow(
      'the demo gateway refuses to refund more than was paid',
    );
  });

  it('two returns of one card order at once never refund more than they credit', async () => {
    const staff = await signedInStaff(t);
    const ref = await sizeSupply(t)(20, 10);
    const shopper = await addShopper(t);
    await fillCart(t, shopper, ref, 5);
    const placed = await placeEmbedded(t, shopper, cardOrderBody(ref, 5));
    const { orderId, clientSecret } = placed.json();
    await confirmCard(t, clientSecret);
    await verifyEmbedded(t, shopper, orderId);
    await deliver(staff, orderId);
    const answers = await Promise.all([
      returns(staff, orderId, { lines: [{ position: 0, quantity: 1 }], reason: 'Too small' }),
      returns(staff, orderId, { lines: [{ position: 0, quantity: 2 }], reason: 'Too big' }),
    ]);
    for (const res of answers) {
      if (res.statusCode !== 200) {
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(
          'Another return of this order is being recorded: reload the order in a moment and try again.',
        );
      }
    }
    const credited = (await documentsOf(orderId))
      .filter((doc) => doc.kind === 'credit_note')
      .reduce((sum, doc) => sum - doc.grossFils, 0);
    const refunded = (await t.database.db.select().from(demoRefunds))
      .filter((r) => r.key.startsWith(`return-${orderId}-`))
      .reduce((sum, r) => sum + r.amountFils, 0);
    expect(refunded).toBe(credited);
    expect(credited).toBeGreaterThan(0);
    // Once one ends, the order takes the next.
    const next = await returns(staff, orderId, { lines: [{ position: 0, quantity: 1 }], reason: 'Later' });
    expect(next.statusCode, next.body).toBe(200);
  });
});

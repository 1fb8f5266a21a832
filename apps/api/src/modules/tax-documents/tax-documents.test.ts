import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addAccount } from '../../../test/account-data-test-kit';
import { adminCall, cashOrders, signedInStaff } from '../../../test/admin-test-kit';
import { itemOf, orderBody, placeOrder, sizeSupply, userOrders } from '../../../test/order-test-kit';
import {
  cardOrderBody,
  confirmCard,
  fillCart,
  placeEmbedded,
  verifyEmbedded,
} from '../../../test/payments-test-kit';
import { addShopper, post, type Shopper } from '../../../test/shopper-test-kit';
import { useTestApp } from '../../../test/test-app';
import { orderItems, orders, outboxMessages, taxDocuments } from '../../db/schema';
import { contentOf } from './tax-documents-repo';

const t = useTestApp();

/** A cash order moved to Delivered and its cash recorded by staff: the moment its invoice is issued. */
async function deliveredAndPaid(orderId: string, cash?: number) {
  const staff = await signedInStaff(t);
  for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered']) {
    const res = await adminCall(t, staff, 'POST', `/api/admin/orders/${orderId}/status`, { status });
    expect(res.statusCode, res.body).toBe(200);
  }
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  const res = await adminCall(t, staff, 'POST', `/api/admin/orders/${orderId}/cash-collected`, {
    amount: cash ?? (order?.amountFils ?? 0) / 100,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order;
}

async function documentsOf(orderId: string) {
  return t.database.db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(taxDocuments.issuedAt);
}

/** A card order paid through the demo gateway. */
async function paidCardOrder(shopper: Shopper, ref: Parameters<typeof cardOrderBody>[0]) {
  await fillCart(t, shopper, ref);
  const placed = await placeEmbedded(t, shopper, cardOrderBody(ref));
  expect(placed.statusCode, placed.body).toBe(200);
  const { orderId, clientSecret } = placed.json();
  expect((await confirmCard(t, clientSecret)).statusCode).toBe(200);
  expect((await verifyEmbedded(t, shopper, orderId)).json()).toMatchObject({ success: true, paid: true });
  return orderId as string;
}

const getAs = (shopper: Shopper, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { token: shopper.token } });

describe('VAT stored with the order at placement', () => {
  it('each line, delivery and the order carry their VAT, and the order JSON says it', async () => {
    const { shopper, orderId } = await cashOrders(t)(59);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    // AED 59 → 280.95 fils → 281; delivery AED 25 → 119.05 → 119.
    expect(items.map((item) => item.vatFils)).toEqual([281]);
    expect(order).toMatchObject({ vatPercent: 5, deliveryFils: 2500, deliveryVatFils: 119, vatFils: 400 });
    const [json] = await userOrders(t, shopper);
    expect(json).toMatchObject({ vat: 4, vatPercent: 5, documents: [], business: null });
  });

  it('a code is shared over the lines before their VAT, and Express is a line of its own', async () => {
    const supply = sizeSupply(t);
    const [a, b] = [await supply(100, 5), await supply(50, 5)];
    const code = `VAT${Date.now()}`;
    await t.database.db.execute(
      sql`insert into discount_codes (code, percent, active) values (${code}, 10, true)`,
    );
    const shopper = await addShopper(t);
    // Items 100 + 2 × 50 = 200 > 169: free delivery; Express 10; code 10 % of 200 = 20 → total 190.
    const res = await placeOrder(
      t,
      shopper,
      orderBody([itemOf(a, 1), itemOf(b, 2)], 190, {
        discountCode: code,
        discountValue: 0.1,
        shippingMethod: 'Express',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json().orderId;
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const items = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.position);
    expect(items.map((item) => item.couponShareFils)).toEqual([1000, 1000]);
    // 9000 → 428.57 → 429 each; Express 1000 → 47.62 → 48.
    expect(items.map((item) => item.vatFils)).toEqual([429, 429]);
    expect(order).toMatchObject({ couponFils: 2000, deliveryFils: 0, expressFils: 1000, expressVatFils: 48 });
    expect(order?.vatFils).toBe(906);
  });

  it('a business buyer with a bad TRN is refused with the field message; a good one is kept', async () => {
    const supply = sizeSupply(t);
    const ref = await supply(100, 5);
    const shopper = await addShopper(t);
    const body = (trn: string) =>
      orderBody([itemOf(ref, 1)], 125, { business: { companyName: 'Blue Camel Nursery LLC', trn } });
    const bad = await placeOrder(t, shopper, body('12345'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'A TRN is 15 digits starting with 1.' });
    const good = await placeOrder(t, shopper, body('100-2345-6789-0003'));
    expect(good.statusCode, good.body).toBe(200);
    const [json] = await userOrders(t, shopper);
    expect(json.business).toEqual({ companyName: 'Blue Camel Nursery LLC', trn: '100234567890003' });
  });
});

describe('tax invoices', () => {
  it('a cash order gets its invoice when its cash is collected, once, with the date of delivery', async () => {
    const { shopper, orderId } = await cashOrders(t)(59);
    expect(await documentsOf(orderId)).toHaveLength(0);
    const desk = await deliveredAndPaid(orderId);
    expect(desk.documents).toHaveLength(1);
    const [invoice] = await documentsOf(orderId);
    expect(invoice?.number).toMatch(/^INV-\d{4}-\d{6}$/);
    const content = contentOf(invoice ?? { content: null });
    expect(content).toMatchObject({
      kind: 'invoice',
      invoiceType: 'simplified',
      paymentMethod: 'cod',
      seller: { legalName: 'Little Souq General Trading L.L.C.', trn: '100123456700003' },
      buyer: { name: 'Layla Hassan', companyName: null, trn: null },
      totals: { grossFils: 8400, vatFils: 400, netFils: 8000 },
    });
    expect(content.lines.map((line) => [line.kind, line.grossFils, line.vatFils])).toEqual([
      ['item', 5900, 281],
      ['delivery', 2500, 119],
    ]);
    expect(content.supplyDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(invoice).toMatchObject({ netFils: 8000, vatFils: 400, grossFils: 8400 });
    // The shopper's order names it; an e-mail carries it.
    const [json] = await userOrders(t, shopper);
    expect(json.documents).toEqual([
      expect.objectContaining({ kind: 'invoice', title: 'Simplified Tax Invoice', amount: 84 }),
    ]);
    const mails = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.template, 'tax_document'));
    expect(
      mails.filter((m) => m.data && (m.data as { documentId?: string }).documentId === invoice?.id),
    ).toHaveLength(1);
  });

  it('a business buyer gets a full tax invoice naming its company and TRN', async () => {
    const supply = sizeSupply(t);
    const ref = await supply(100, 5);
    const shopper = await addShopper(t);
    const res = await placeOrder(
      t,
      shopper,
      orderBody([itemOf(ref, 1)], 125, {
        business: { companyName: 'Blue Camel Nursery LLC', trn: '100234567890003' },
      }),
    );
    const orderId = res.json().orderId;
    await deliveredAndPaid(orderId);
    const [invoice] = await documentsOf(orderId);
    expect(contentOf(invoice ?? { content: null })).toMatchObject({
      invoiceType: 'full',
      buyer: { companyName: 'Blue Camel Nursery LLC', trn: '100234567890003' },
    });
  });

  it('a card order gets its invoice when it is paid, dated that day', async () => {
    const supply = sizeSupply(t);
    const ref = await supply(20, 5);
    const shopper = await addShopper(t);
    const orderId = await paidCardOrder(shopper, ref);
    const [invoice] = await documentsOf(orderId);
    expect(invoice?.kind).toBe('invoice');
    expect(invoice?.grossFils).toBe(6500);
    // Verifying again (or a webhook after it) issues nothing more.
    await verifyEmbedded(t, shopper, orderId);
    expect(await documentsOf(orderId)).toHaveLength(1);
  });

  it('only the order’s shopper reads the document and its PDF; another gets a 404', async () => {
    const { shopper, orderId } = await cashOrders(t)(40);
    await deliveredAndPaid(orderId);
    const [invoice] = await documentsOf(orderId);
    const number = invoice?.number ?? '';
    const json = await getAs(shopper, `/api/order/documents/${number}`);
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json().document.number).toBe(number);
    const pdf = await getAs(shopper, `/api/order/documents/${number.toLowerCase()}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Served the same every time, and its SHA-256 is the one kept.
    const again = await getAs(shopper, `/api/order/documents/${number}/pdf`);
    expect(again.rawPayload.equals(pdf.rawPayload)).toBe(true);
    expect((await getAs(shopper, `/api/order/documents/${number}`)).json().sha256).toMatch(/^[0-9a-f]{64}$/);

    const stranger = await addShopper(t);
    for (const url of [`/api/order/documents/${number}`, `/api/order/documents/${number}/pdf`]) {
      const res = await getAs(stranger, url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Document not found.' });
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/order/documents/${number}` })).statusCode).toBe(
      401,
    );
    expect((await getAs(shopper, '/api/order/documents/../../etc')).statusCode).toBe(404);
  });

  it('deleting the account leaves its invoices as issued, for staff to read; the order address is erased', async () => {
    const account = await addAccount(t);
    const ref = await sizeSupply(t)(40, 5);
    const placed = await placeOrder(t, account, orderBody([itemOf(ref, 1)], 65));
    const orderId = placed.json().orderId;
    await deliveredAndPaid(orderId);
    const [before] = await documentsOf(orderId);
    const deleted = await post(
      t,
      '/api/user/delete',
      { token: account.token },
      { password: account.password },
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [after] = await documentsOf(orderId);
    expect(after).toEqual(before);
    expect(contentOf(after ?? { content: null }).buyer.name).toBe('Layla Hassan');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.address.fullname).toBe('Deleted customer');
    const staff = await signedInStaff(t);
    const pdf = await adminCall(t, staff, 'GET', `/api/admin/tax-documents/${after?.number}/pdf`);
    expect(pdf.statusCode).toBe(200);
  });

  it('documents are never changed or deleted, even by raw SQL', async () => {
    const { orderId } = await cashOrders(t)(40);
    await deliveredAndPaid(orderId);
    await expect(t.database.db.execute(sql`update tax_documents set gross_fils = 1`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from tax_documents`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate tax_documents cascade`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from orders where id = ${orderId}`)).rejects.toThrow();
  });
});

describe('tax credit notes', () => {
  it('cancelling a paid card order credits its invoice in full, and a second cancel adds nothing', async () => {
    const supply = sizeSupply(t);
    const ref = await supply(20, 5);
    const shopper = await addShopper(t);
    const orderId = await paidCardOrder(shopper, ref);
    const cancel = await post(t, '/api/order/cancel', { token: shopper.token }, { orderId });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [invoice, note] = await documentsOf(orderId);
    expect(note?.number).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(note).toMatchObject({ kind: 'credit_note', invoiceId: invoice?.id });
    expect(note?.grossFils).toBe(-(invoice?.grossFils ?? 0));
    expect(note?.vatFils).toBe(-(invoice?.vatFils ?? 0));
    const content = contentOf(note ?? { content: null });
    expect(content.credit).toMatchObject({
      invoiceNumber: invoice?.number,
      reason: 'Order cancelled by the customer; the card payment was refunded.',
      before: { grossFils: 6500 },
      after: { grossFils: 0, vatFils: 0, netFils: 0 },
    });
    expect(content.totals.grossFils).toBe(6500);
    expect(content.lines).toEqual(contentOf(invoice ?? { content: null }).lines);
    const [json] = await userOrders(t, shopper);
    expect(json.documents.map((d: { title: string }) => d.title)).toEqual([
      'Simplified Tax Invoice',
      'Tax Credit Note',
    ]);
    expect(json.documents[1].amount).toBe(-65);
  });

  it('staff cancelling a paid card order credit it with their note as the reason; an unpaid cash order needs none', async () => {
    const supply = sizeSupply(t);
    const shopper = await addShopper(t);
    const orderId = await paidCardOrder(shopper, await supply(20, 5));
    const staff = await signedInStaff(t);
    const res = await adminCall(t, staff, 'POST', `/api/admin/orders/${orderId}/status`, {
      status: 'Cancelled',
      note: 'Out of stock at the warehouse',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [, note] = await documentsOf(orderId);
    expect(contentOf(note ?? { content: null }).credit?.reason).toBe(
      'Cancelled by the store: Out of stock at the warehouse',
    );

    const cash = await cashOrders(t)(30);
    await adminCall(t, staff, 'POST', `/api/admin/orders/${cash.orderId}/status`, { status: 'Cancelled' });
    expect(await documentsOf(cash.orderId)).toHaveLength(0);
  });
});

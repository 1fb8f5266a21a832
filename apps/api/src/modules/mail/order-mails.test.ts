import { formatOrderNumber } from '@souq/shared/orders/order-number';
import { formatAed } from '@souq/shared/pricing/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, cashOrders, signedInStaff } from '../../../test/admin-test-kit';
import { sizeSupply } from '../../../test/order-test-kit';
import {
  ageOrder,
  cardOrderBody,
  confirmCard,
  placeEmbedded,
  verifyEmbedded,
} from '../../../test/payments-test-kit';
import { addShopper, post } from '../../../test/shopper-test-kit';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture';
import { useTestApp } from '../../../test/test-app';
import { orderItems, orders, outboxMessages, users } from '../../db/schema';
import { expireStalePayments } from '../orders/expire-stale-payments';
import { createDemoGateway } from '../payments/demo-gateway';
import { createSmtpTransport } from './mail-transport';
import { createOutboxRepo } from './outbox-repo';
import { renderMessage } from './render-message';

let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.stop());
const t = useTestApp({ smtpUrl: () => smtp.url });

async function emailOf(userId: string): Promise<string> {
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error('no such shopper');
  return row.email;
}

/** An order's number as its e-mails give it, and its one line. */
async function orderOf(orderId: string) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  const [line, ...more] = await t.database.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  if (!order || !line || more.length > 0) throw new Error(`order ${orderId} is not one of one line`);
  return { number: formatOrderNumber(order.number), line };
}

async function messagesOf(userId: string) {
  return t.database.db.select().from(outboxMessages).where(eq(outboxMessages.userId, userId));
}

describe('order e-mails through a real SMTP server', () => {
  it('a cash order sends its confirmation with the lines, bill, address and payment method', async () => {
    const { shopper, orderId } = await cashOrders(t)(120);
    const email = await emailOf(shopper.userId);
    await t.app.mail.drain();
    const [mail] = smtp.to(email);
    expect(mail?.subject).toMatch(/^Thank you for your order LS-\d+$/);
    expect(mail?.from).toContain('orders@littlesouq.test');
    const [message] = await messagesOf(shopper.userId);
    expect(message).toMatchObject({ template: 'order_placed', status: 'sent', attempts: 1 });
    expect(mail?.messageId).toBe(`<${message?.id}@littlesouq.test>`);
    for (const part of [mail?.text, mail?.html]) {
      expect(part).toContain('Colour:');
      expect(part).toContain('Size:');
      expect(part).toContain('AED 120.00');
      expect(part).toContain('Villa 12, Al Wasl Road');
      expect(part).toContain('Cash on Delivery');
      expect(part).toContain('Total');
    }
    expect(orderId).toBeTruthy();
  });

  it('each status staff move an order to sends its shopper one e-mail with the order’s lines, a cancellation with its reason', async () => {
    const staff = await signedInStaff(t);
    async function move(orderId: string, steps: string[], note?: string) {
      for (const status of steps) {
        const body = note ? { status, note } : { status };
        const res = await adminCall(t, staff, 'POST', `/api/admin/orders/${orderId}/status`, body);
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    const delivered = await cashOrders(t)(90);
    await move(delivered.orderId, ['Packing', 'Shipped', 'Out for delivery', 'Delivered']);
    const cancelled = await cashOrders(t)(80);
    await move(cancelled.orderId, ['Packing', 'Shipped']);
    // Refused at the door: a cash parcel still with the courier comes back unpaid.
    await move(cancelled.orderId, ['Cancelled'], 'The courier could not reach you');
    await t.app.mail.drain();

    const steps: [typeof delivered, string[]][] = [
      [delivered, ['is being packed', 'has shipped', 'is out for delivery', 'was delivered']],
      [cancelled, ['is being packed', 'has shipped', 'was cancelled']],
    ];
    for (const [{ shopper, orderId }, said] of steps) {
      const email = await emailOf(shopper.userId);
      const { number, line } = await orderOf(orderId);
      const mails = smtp.to(email);
      expect(mails.map((mail) => mail.subject)).toEqual([
        `Thank you for your order ${number}`,
        ...said.map((step) => `Your order ${number} ${step}`),
      ]);
      for (const mail of mails.slice(1)) {
        expect(mail.to).toBe(email);
        expect(mail.text).toContain(line.name);
        expect(mail.text).toContain(`Colour: ${line.colorName} · Size: ${line.size} · Qty: ${line.quantity}`);
        expect(mail.text).toContain(formatAed(line.lineFils));
        expect(mail.html).toContain(line.name);
        expect(mail.html).toContain(formatAed(line.lineFils));
      }
    }
    expect(smtp.to(await emailOf(cancelled.shopper.userId))[3]?.text).toContain(
      'Reason: The courier could not reach you.',
    );
  });

  it('a card order is confirmed when paid, not when placed; one whose payment expires gets payment failed', async () => {
    const supply = sizeSupply(t);
    const paid = await addShopper(t);
    const placed = (await placeEmbedded(t, paid, cardOrderBody(await supply(20, 10)))).json();
    await t.app.mail.drain();
    expect(smtp.to(await emailOf(paid.userId))).toHaveLength(0);
    expect((await confirmCard(t, placed.clientSecret)).statusCode).toBe(200);
    expect((await verifyEmbedded(t, paid, placed.orderId)).json()).toMatchObject({ success: true });
    await t.app.mail.drain();
    // Paid, it is confirmed, and its tax invoice comes in an e-mail of its own.
    const paidMails = smtp.to(await emailOf(paid.userId));
    expect(paidMails.map((mail) => mail.subject).sort()).toEqual([
      expect.stringMatching(/^Thank you for your order LS-\d+$/),
      expect.stringMatching(/^Your simplified tax invoice INV-\d{4}-\d{6} for order LS-\d+$/),
    ]);
    const confirmation = paidMails.find((mail) => mail.subject.startsWith('Thank you'));
    expect(confirmation?.text).toContain('Card: paid');
    expect(confirmation?.text).toContain('Includes VAT 5 %: AED 3.09');

    const unpaid = await addShopper(t);
    const stale = (await placeEmbedded(t, unpaid, cardOrderBody(await supply(20, 10)))).json();
    const now = new Date(Date.now() + 60 * 60_000);
    await ageOrder(t, stale.orderId, 31, now);
    expect(await expireStalePayments(t.database.db, createDemoGateway(t.database.db), now)).toBe(1);
    await t.app.mail.drain();
    const mails = smtp.to(await emailOf(unpaid.userId));
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Payment for order LS-\d+ did not go through$/),
    ]);
    expect(mails[0]?.text).toContain('nothing was charged');
  });

  it('a shopper who cancels their own order is told they cancelled it', async () => {
    const { shopper, orderId } = await cashOrders(t)(50);
    const res = await post(t, '/api/order/cancel', { token: shopper.token }, { orderId });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.mail.drain();
    const mails = smtp.to(await emailOf(shopper.userId));
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Thank you for your order/),
      expect.stringMatching(/was cancelled$/),
    ]);
    expect(mails[1]?.text).toContain('You cancelled this order.');
  });

  it('with the mail server down, messages wait and arrive once it is back', async () => {
    await smtp.stop();
    const { shopper } = await cashOrders(t)(75);
    const email = await emailOf(shopper.userId);
    expect(await t.app.mail.drain()).toBe(0);
    const [waiting] = await messagesOf(shopper.userId);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.lastError).toBeTruthy();
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    await smtp.start();
    // Its retry comes due (as time would bring it), and the next round sends it.
    await t.database.db
      .update(outboxMessages)
      .set({ nextAttemptAt: new Date() })
      .where(eq(outboxMessages.userId, shopper.userId));
    await t.app.mail.drain();
    expect(smtp.to(email)).toHaveLength(1);
    const [sent] = await messagesOf(shopper.userId);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('a worker that dies between sending and recording costs at most one extra copy, with the same Message-ID', async () => {
    await smtp.stop();
    const { shopper } = await cashOrders(t)(60);
    const email = await emailOf(shopper.userId);
    await smtp.start();
    // The dying worker: it takes the message (its lease has run out by the time anyone looks), sends it, and
    // is gone before it records the send.
    const [taken] = await createOutboxRepo(t.database.db).claimDue(1, 1);
    if (!taken) throw new Error('nothing to take');
    expect(taken.userId).toBe(shopper.userId);
    const rendered = await renderMessage(t.database.db, t.app.mail.context, taken);
    if (!('mail' in rendered)) throw new Error(rendered.error);
    const dying = createSmtpTransport(smtp.url);
    await dying.send({
      messageId: `<${taken.id}@littlesouq.test>`,
      from: 'Little Souq <orders@littlesouq.test>',
      to: taken.recipient,
      ...rendered.mail,
    });
    dying.close();

    await t.app.mail.drain();
    await t.app.mail.drain();
    const copies = smtp.to(email);
    expect(copies).toHaveLength(2);
    expect(copies.map((mail) => mail.messageId)).toEqual([
      `<${taken.id}@littlesouq.test>`,
      `<${taken.id}@littlesouq.test>`,
    ]);
    const [message] = await messagesOf(shopper.userId);
    expect(message).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

import {
  OUTBOX_CURSOR_GONE,
  OUTBOX_MESSAGE_NOT_FOUND,
  OUTBOX_NOT_FAILED,
  OUTBOX_RETRY_KEPT,
  OUTBOX_RETRY_QUEUED,
  outboxListResponseSchema,
  outboxMessageResponseSchema,
  outboxRetryResponseSchema,
} from '@souq/shared/schemas/admin-outbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, cashOrders, type StaffLogin, signedInStaff } from '../../../../test/admin-test-kit';
import { confirmationOf, giveUp } from '../../../../test/outbox-test-kit';
import { type SmtpCapture, startSmtpCapture } from '../../../../test/smtp-capture';
import { type TestApp, useTestApp } from '../../../../test/test-app';
import { auditLog, orderItems, outboxMessages, users } from '../../../db/schema';
import { queueMessage } from '../../mail/outbox-repo';
import { OWNER_ONLY, STAFF_SIGN_IN_REQUIRED } from '../admin-messages';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

async function emailOf(t: TestApp, userId: string): Promise<string> {
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error('no such shopper');
  return row.email;
}

/** The order's confirmation e-mail as the outbox keeps it. */
async function confirmationRow(t: TestApp, orderId: string) {
  const id = await confirmationOf(t, orderId);
  const [row] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  if (!row) throw new Error('no order message');
  return row;
}

describe('the outbox of a store with no mail server', () => {
  const t = useTestApp();
  let owner: StaffLogin;
  let member: StaffLogin;
  beforeAll(async () => {
    owner = await signedInStaff(t, 'owner');
    member = await signedInStaff(t);
  });

  it('an owner sees a cash order’s confirmation, kept unsent, and opens it rendered with its lines', async () => {
    const { shopper, orderId } = await cashOrders(t)(120);
    const email = await emailOf(t, shopper.userId);
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));

    const list = await adminCall(t, owner, 'GET', '/api/admin/outbox');
    expect(list.statusCode, list.body).toBe(200);
    const body = outboxListResponseSchema.parse(list.json());
    expect(body.sending).toBe(false);
    const listed = body.messages.find((message) => message.recipient === email);
    expect(listed).toMatchObject({
      template: 'order_placed',
      label: 'Order confirmation',
      status: 'pending',
      attempts: 0,
      lastError: null,
      sentAt: null,
      subject: expect.stringMatching(/^Thank you for your order LS-\d+$/),
    });

    const opened = await adminCall(t, owner, 'GET', `/api/admin/outbox/${listed?.id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const { outboxMessage } = outboxMessageResponseSchema.parse(opened.json());
    expect(outboxMessage.subject).toBe(listed?.subject);
    expect(outboxMessage.renderError).toBeNull();
    for (const part of [outboxMessage.html, outboxMessage.text]) {
      expect(part).toContain(line?.name);
      expect(part).toContain('AED 120.00');
      expect(part).toContain('Cash on Delivery');
    }
    expect(outboxMessage.html).toMatch(/^<!DOCTYPE html/);
  });

  it('newest first, a page at a time, with no message lost where one transaction queued several', async () => {
    // One transaction: the five share a created_at, and the pages below end among them.
    await t.database.db.transaction(async (tx) => {
      for (const n of [1, 2, 3, 4, 5]) {
        await queueMessage(tx, {
          template: 'welcome',
          recipient: `same.moment${n}@example.com`,
          userId: null,
          data: { name: `Reader ${n}`, locale: 'en' },
        });
      }
    });
    const all = outboxListResponseSchema.parse(
      (await adminCall(t, owner, 'GET', '/api/admin/outbox')).json(),
    );
    expect(all.nextBefore).toBeNull();
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const query: string = before ? `&before=${before}` : '';
      const page = outboxListResponseSchema.parse(
        (await adminCall(t, owner, 'GET', `/api/admin/outbox?limit=2${query}`)).json(),
      );
      seen.push(...page.messages.map((message) => message.id));
      before = page.nextBefore;
    } while (before);
    expect(seen).toEqual(all.messages.map((message) => message.id));
    const times = all.messages.map((message) => message.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.messages.filter((message) => message.label === 'Welcome')).toHaveLength(5);
    expect(all.messages[0]?.subject).toBe('Welcome to Little Souq');
  });

  it('filters by status', async () => {
    const { orderId } = await cashOrders(t)(40);
    const message = await confirmationRow(t, orderId);
    await giveUp(t, message.id);
    const res = await adminCall(t, owner, 'GET', '/api/admin/outbox?status=failed');
    const body = outboxListResponseSchema.parse(res.json());
    expect(body.messages.map((m) => m.id)).toEqual([message.id]);
    expect(body.messages[0]).toMatchObject({ status: 'failed', lastError: '550 mailbox unavailable' });
  });

  it('Retry puts a failed message back to wait, once, and the audit log records who asked', async () => {
    const { orderId } = await cashOrders(t)(45);
    const message = await confirmationRow(t, orderId);
    await giveUp(t, message.id);

    const res = await adminCall(t, owner, 'POST', `/api/admin/outbox/${message.id}/retry`);
    expect(res.statusCode, res.body).toBe(200);
    const body = outboxRetryResponseSchema.parse(res.json());
    expect(body.message).toBe(OUTBOX_RETRY_KEPT);
    expect(body.outboxMessage).toMatchObject({ id: message.id, status: 'pending', lastError: null });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, message.id));
    expect(entry).toMatchObject({
      staffId: owner.id,
      action: 'email.retry',
      entity: 'email',
      before: { template: 'order_placed', status: 'failed', lastError: '550 mailbox unavailable' },
      after: { template: 'order_placed', status: 'pending' },
    });
    // The audit log is any member's to read: it does not name who the e-mail was to.
    expect(JSON.stringify(entry)).not.toContain(message.recipient);

    const again = await adminCall(t, owner, 'POST', `/api/admin/outbox/${message.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: OUTBOX_NOT_FAILED });
  });

  it('a message that cannot be made any more opens with the reason, not a failure', async () => {
    const [gone, unknown] = await t.database.db
      .insert(outboxMessages)
      .values([
        {
          template: 'order_placed',
          recipient: 'gone@example.com',
          data: { orderId: NO_SUCH_ID, status: 'Order Placed', actor: 'store', note: null },
        },
        { template: 'postcard', recipient: 'future@example.com', data: { greeting: 'hi' } },
      ])
      .returning();
    const list = outboxListResponseSchema.parse(
      (await adminCall(t, owner, 'GET', '/api/admin/outbox')).json(),
    );
    expect(list.messages.find((m) => m.id === gone?.id)).toMatchObject({ subject: null });
    expect(list.messages.find((m) => m.id === unknown?.id)).toMatchObject({
      label: 'postcard',
      subject: null,
    });

    const opened = await adminCall(t, owner, 'GET', `/api/admin/outbox/${gone?.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().outboxMessage).toMatchObject({
      html: null,
      text: null,
      renderError: 'the order or document it is about no longer exists',
    });
    const strange = await adminCall(t, owner, 'GET', `/api/admin/outbox/${unknown?.id}`);
    expect(strange.json().outboxMessage.renderError).toBe(
      "the message's data does not fit the postcard template",
    );
  });

  it('a member of staff who is not an owner is refused every outbox route, and nothing changes', async () => {
    const { orderId } = await cashOrders(t)(35);
    const message = await confirmationRow(t, orderId);
    await giveUp(t, message.id);
    for (const [method, url] of [
      ['GET', '/api/admin/outbox'],
      ['GET', `/api/admin/outbox/${message.id}`],
      ['GET', '/api/admin/outbox/not-an-id'],
      ['POST', `/api/admin/outbox/${message.id}/retry`],
    ] as const) {
      const res = await adminCall(t, member, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ success: false, message: OWNER_ONLY });
      const signedOut = await adminCall(t, null, method, url);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toEqual({ success: false, message: STAFF_SIGN_IN_REQUIRED });
    }
    expect((await confirmationRow(t, orderId)).status).toBe('failed');
  });

  it('a malformed id is a 400, an unknown one a 404, a bad filter a 400', async () => {
    const cases: [string, string, number, string | null][] = [
      ['GET', '/api/admin/outbox/not-an-id', 400, OUTBOX_MESSAGE_NOT_FOUND],
      ['GET', `/api/admin/outbox/${NO_SUCH_ID}`, 404, OUTBOX_MESSAGE_NOT_FOUND],
      ['POST', '/api/admin/outbox/1/retry', 400, OUTBOX_MESSAGE_NOT_FOUND],
      ['POST', `/api/admin/outbox/${NO_SUCH_ID}/retry`, 404, OUTBOX_MESSAGE_NOT_FOUND],
      ['GET', `/api/admin/outbox?before=${NO_SUCH_ID}`, 404, OUTBOX_CURSOR_GONE],
      ['GET', '/api/admin/outbox?before=yesterday', 400, null],
      ['GET', '/api/admin/outbox?status=lost', 400, null],
      ['GET', '/api/admin/outbox?limit=0', 400, null],
      ['GET', '/api/admin/outbox?limit=101', 400, null],
    ];
    for (const [method, url, status, message] of cases) {
      const res = await adminCall(t, owner, method as 'GET' | 'POST', url);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
      expect(res.json()).toEqual({ success: false, message: message ?? expect.any(String) });
    }
  });
});

describe('the outbox of a store that sends through a mail server', () => {
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(() => smtp.stop());
  const t = useTestApp({ smtpUrl: () => smtp.url });

  it('shows sent messages, and a retried one goes out again', async () => {
    const owner = await signedInStaff(t, 'owner');
    const { shopper, orderId } = await cashOrders(t)(60);
    const email = await emailOf(t, shopper.userId);
    await t.app.mail.drain();
    const list = outboxListResponseSchema.parse(
      (await adminCall(t, owner, 'GET', '/api/admin/outbox')).json(),
    );
    expect(list.sending).toBe(true);
    const sent = list.messages.find((message) => message.recipient === email);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, sentAt: expect.any(String) });
    expect(smtp.to(email)).toHaveLength(1);

    if (!sent) throw new Error('not listed');
    await giveUp(t, sent.id);
    const res = await adminCall(t, owner, 'POST', `/api/admin/outbox/${sent.id}/retry`);
    expect(outboxRetryResponseSchema.parse(res.json()).message).toBe(OUTBOX_RETRY_QUEUED);
    await t.app.mail.drain();
    expect(smtp.to(email).map((mail) => mail.subject)).toEqual([sent.subject, sent.subject]);
    expect((await confirmationRow(t, orderId)).status).toBe('sent');
  });
});

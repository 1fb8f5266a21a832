import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../src/db/schema';
import { queueMessage } from '../../src/modules/mail/outbox-repo';
import { type SmtpCapture, startSmtpCapture } from '../smtp-capture';
import { type ApiInstance, startApiInstance } from './api-instance';
import { createScratchStore, type ScratchStore } from './scratch-store';

/** Every instance runs an outbox worker; together they must send each message once. */
let smtp: SmtpCapture;
let store: ScratchStore;
let instances: ApiInstance[];
beforeAll(async () => {
  smtp = await startSmtpCapture();
  store = await createScratchStore();
  instances = [
    await startApiInstance(store, store.url, smtp.url),
    await startApiInstance(store, store.url, smtp.url),
  ];
});
afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  await store.close();
  await smtp.stop();
});

describe('the outbox on two instances', () => {
  it('two workers draining at once send each of 60 messages exactly once', async () => {
    const recipients = Array.from({ length: 60 }, (_, i) => `parent${i}@example.com`);
    await store.database.db.transaction(async (tx) => {
      for (const recipient of recipients) {
        await queueMessage(tx, {
          template: 'welcome',
          recipient,
          userId: null,
          data: { name: 'Noura', locale: 'en' },
        });
      }
    });
    const sent = await Promise.all(instances.map((instance) => instance.app.mail.drain()));
    // What the drains did not send, the instances' own polling did; either way, once.
    await smtp.waitFor((mails) => mails.length >= recipients.length);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(smtp.received).toHaveLength(recipients.length);
    expect(new Set(smtp.received.map((mail) => mail.to)).size).toBe(recipients.length);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(recipients.length);
    expect(sent.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(recipients.length);
    const [counts] = await store.database.db
      .select({ sent: sql<number>`count(*) filter (where ${outboxMessages.status} = 'sent')::int` })
      .from(outboxMessages);
    expect(counts?.sent).toBe(recipients.length);
  });
});

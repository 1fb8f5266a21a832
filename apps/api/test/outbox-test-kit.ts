import { and, eq, sql } from 'drizzle-orm';
import { outboxMessages } from '../src/db/schema';
import { MAX_ATTEMPTS } from '../src/modules/mail/outbox-worker';
import type { TestApp } from './test-app';

/** Helpers the outbox's api tests share: an order's confirmation message, and giving one up. */

/** The id of the order's confirmation e-mail (queued by the database as the order was placed). */
export async function confirmationOf(t: TestApp, orderId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(eq(outboxMessages.template, 'order_placed'), sql`${outboxMessages.data}->>'orderId' = ${orderId}`),
    );
  if (!row) throw new Error(`no confirmation e-mail for order ${orderId}`);
  return row.id;
}

/** The message given up on, as the worker leaves one after its last attempt. */
export async function giveUp(t: TestApp, id: string, error = '550 mailbox unavailable'): Promise<void> {
  await t.database.db
    .update(outboxMessages)
    .set({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: error })
    .where(eq(outboxMessages.id, id));
}

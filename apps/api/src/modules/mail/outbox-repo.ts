import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { outboxMessages } from '../../db/schema';
import { type OutboxData, type OutboxTemplate, SECRET_FIELDS } from './outbox-templates';

export type OutboxRow = typeof outboxMessages.$inferSelect;

export interface QueuedMessage<T extends OutboxTemplate> {
  template: T;
  recipient: string;
  /** The account the message is about: deleting the account erases it. */
  userId: string | null;
  data: OutboxData<T>;
}

/**
 * Queues an e-mail in the caller's transaction: it exists exactly when what caused it committed. The worker
 * sends it (`outbox-worker.ts`).
 */
export async function queueMessage<T extends OutboxTemplate>(
  executor: Executor,
  message: QueuedMessage<T>,
): Promise<string> {
  const [row] = await executor
    .insert(outboxMessages)
    .values({
      template: message.template,
      recipient: message.recipient,
      userId: message.userId,
      data: message.data,
    })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error('the outbox refused a message');
  return row.id;
}

/** A message as a worker took it; `claimToken` is new with each take, so it tells this take from any later one. */
export type ClaimedMessage = OutboxRow & { claimToken: string };

/** A worker's hold on one message. */
export type Claim = Pick<ClaimedMessage, 'id' | 'claimToken'>;

/** The message while `claim` still holds it: a worker acts on the row only then. */
function heldBy(claim: Claim) {
  return and(
    eq(outboxMessages.id, claim.id),
    eq(outboxMessages.claimToken, claim.claimToken),
    eq(outboxMessages.status, 'sending'),
  );
}

export function createOutboxRepo(db: Executor) {
  return {
    /**
     * Takes up to `limit` messages that are due: waiting ones whose time has come, and ones another worker
     * took but never finished (its lease ran out: it died, or is still stuck, between sending and
     * recording). Each is leased to this worker for `leaseMs` under a new claim token; another worker skips
     * them meanwhile, and the worker that held one before can no longer renew it or record its result.
     */
    async claimDue(limit: number, leaseMs: number): Promise<ClaimedMessage[]> {
      const claimToken = randomUUID();
      const due = db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(
          sql`${outboxMessages.status} in ('pending', 'sending') and ${outboxMessages.nextAttemptAt} <= now()
            and (${outboxMessages.status} = 'pending' or ${outboxMessages.leaseUntil} < now())`,
        )
        .orderBy(outboxMessages.nextAttemptAt, outboxMessages.createdAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      const taken = await db
        .update(outboxMessages)
        .set({
          status: 'sending',
          attempts: sql`${outboxMessages.attempts} + 1`,
          leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
          claimToken,
        })
        .where(inArray(outboxMessages.id, due))
        .returning();
      // An UPDATE returns its rows in no set order: sent oldest first, a shopper reads "placed" before "packed".
      return taken
        .map((row) => ({ ...row, claimToken }))
        .sort(
          (a, b) =>
            a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() ||
            a.createdAt.getTime() - b.createdAt.getTime(),
        );
    },

    /**
     * Gives the message a fresh lease of `leaseMs` just before it is sent, and answers whether the worker
     * still holds it. One whose lease has already run out is not renewed, even when no one has taken it yet:
     * a worker sends only within its lease, and a message left waiting that long behind slow sends goes to
     * the next claim instead.
     */
    async renewLease(claim: Claim, leaseMs: number): Promise<boolean> {
      const rows = await db
        .update(outboxMessages)
        .set({ leaseUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
        .where(and(heldBy(claim), sql`${outboxMessages.leaseUntil} > now()`))
        .returning({ id: outboxMessages.id });
      return rows.length > 0;
    },

    /**
     * Records a send; a link it carried is dropped from what the outbox keeps. It lands only while the worker
     * still holds the message (answers whether it did): once another worker has taken it over, that worker's
     * result is the one that counts. A send recorded after the lease ran out but before anyone took the
     * message over still lands, sparing it a needless copy.
     */
    async markSent(claim: Claim): Promise<boolean> {
      const rows = await db
        .update(outboxMessages)
        .set({
          status: 'sent',
          sentAt: sql`now()`,
          leaseUntil: null,
          claimToken: null,
          lastError: null,
          data: sql`${outboxMessages.data} - ${sql.param([...SECRET_FIELDS])}::text[]`,
        })
        .where(heldBy(claim))
        .returning({ id: outboxMessages.id });
      return rows.length > 0;
    },

    /**
     * Puts a message back to wait until `retryAt`, or gives up on it (`retryAt` null); like `markSent`, only
     * while the worker still holds it, so a late failure never undoes another worker's send.
     */
    async markFailedAttempt(claim: Claim, error: string, retryAt: Date | null): Promise<boolean> {
      const released = { leaseUntil: null, claimToken: null, lastError: error };
      const rows = await db
        .update(outboxMessages)
        .set(
          retryAt
            ? { status: 'pending', nextAttemptAt: retryAt, ...released }
            : { status: 'failed', ...released },
        )
        .where(heldBy(claim))
        .returning({ id: outboxMessages.id });
      return rows.length > 0;
    },

    /**
     * Sends a given-up message again at the next round, with a fresh set of attempts: the owner asked after
     * fixing the cause, and one more passing failure should not give it up again at once.
     */
    async retry(id: string): Promise<boolean> {
      const rows = await db
        .update(outboxMessages)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
        .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'failed')))
        .returning({ id: outboxMessages.id });
      return rows.length > 0;
    },

    async get(id: string): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
      return row;
    },

    /**
     * Newest first, `limit` at a time, after the message `before` (the last one of the previous page). The
     * cursor is a message, not a time: a transaction that queues several (staff moving many orders at once)
     * gives them all one `created_at`, and a page may end among them.
     */
    async list(filter: {
      status?: string | undefined;
      before?: string | undefined;
      limit: number;
    }): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outboxMessages)
        .where(
          and(
            filter.status ? eq(outboxMessages.status, filter.status) : undefined,
            filter.before
              ? sql`(${outboxMessages.createdAt}, ${outboxMessages.id}) <
                  (select shown.created_at, shown.id from outbox_messages shown where shown.id = ${filter.before})`
              : undefined,
          ),
        )
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(filter.limit);
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;

import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, signedInStaff } from '../../../test/admin-test-kit';
import { giveUp } from '../../../test/outbox-test-kit';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture';
import { useTestApp } from '../../../test/test-app';
import { outboxMessages } from '../../db/schema';
import { createSmtpTransport } from './mail-transport';
import { type Claim, createOutboxRepo } from './outbox-repo';
import { createOutboxWorker, MAX_ATTEMPTS } from './outbox-worker';

let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.stop());
/** The app's own worker is the first instance's. */
const t = useTestApp({ smtpUrl: () => smtp.url });

/** A second instance's worker on the same database and mail server. It is only drained, never started. */
function secondWorker() {
  return createOutboxWorker({
    db: t.database.db,
    transport: createSmtpTransport(smtp.url),
    context: t.app.mail.context,
    from: 'Little Souq <orders@littlesouq.test>',
    messageIdDomain: 'littlesouq.test',
    // Only a started worker's polling reports here; a drain's errors reach the test by its promise.
    onError: () => {},
  });
}

/**
 * Welcome e-mails queued at once, so one worker's round takes them all, each written a moment after the one
 * before: every worker sends them in this order. Their ids, in the same order.
 */
async function queueWelcomes(recipients: string[]): Promise<string[]> {
  const start = Date.now();
  const rows = await t.database.db
    .insert(outboxMessages)
    .values(
      recipients.map((recipient, i) => ({
        template: 'welcome',
        recipient,
        data: { name: 'Noura' },
        createdAt: new Date(start + i),
      })),
    )
    .returning({ id: outboxMessages.id, recipient: outboxMessages.recipient });
  return recipients.map((recipient) => {
    const row = rows.find((written) => written.recipient === recipient);
    if (!row) throw new Error(`no message to ${recipient}`);
    return row.id;
  });
}

async function rowOf(id: string) {
  const row = await createOutboxRepo(t.database.db).get(id);
  if (!row) throw new Error(`no message ${id}`);
  return row;
}

/** The hold the worker sending `id` has on it now. */
async function claimOn(id: string): Promise<Claim> {
  const { claimToken } = await rowOf(id);
  if (!claimToken) throw new Error(`message ${id} is not held`);
  return { id, claimToken };
}

/** The leases on the messages run out, as time would bring it while a send is slow. */
async function runOutLeases(ids: string[]): Promise<void> {
  await t.database.db
    .update(outboxMessages)
    .set({ leaseUntil: sql`now() - interval '1 second'` })
    .where(inArray(outboxMessages.id, ids));
}

describe('a send slower than its lease', () => {
  it('a message another worker took over goes at most once more, with the same Message-ID; one waiting behind it goes once; the stale worker’s late results change nothing', async () => {
    const [heldTo, behindTo] = ['slow.first@example.com', 'slow.behind@example.com'];
    const slow = smtp.holdNext();
    const [heldId, behindId] = await queueWelcomes([heldTo, behindTo]);
    if (!heldId || !behindId) throw new Error('two messages were queued');
    const firstWorker = t.app.mail.drain();
    expect((await slow.arrived).to).toBe(heldTo);
    // The first worker took both in one round; the server is slow to answer the first.
    const stale = await claimOn(heldId);
    expect(await claimOn(behindId)).toEqual({ id: behindId, claimToken: stale.claimToken });

    // Past the lease, a second worker takes both over, and is slow on the first in its turn.
    await runOutLeases([heldId, behindId]);
    const slowAgain = smtp.holdNext();
    const other = secondWorker();
    const secondDrain = other.drain();
    expect((await slowAgain.arrived).messageId).toBe(`<${heldId}@littlesouq.test>`);
    const takenOver = await rowOf(heldId);
    expect(takenOver).toMatchObject({ status: 'sending', attempts: 2 });
    expect(takenOver.claimToken).not.toBe(stale.claimToken);

    // The first worker's send ends now: its result lands on nothing, and it leaves the one behind alone.
    slow.release();
    await firstWorker;
    expect(await rowOf(heldId)).toEqual(takenOver);
    expect((await rowOf(behindId)).claimToken).toBe(takenOver.claimToken);
    slowAgain.release();
    expect(await secondDrain).toBe(2);
    await other.stop();

    expect(smtp.to(heldTo).map((mail) => mail.messageId)).toEqual([
      `<${heldId}@littlesouq.test>`,
      `<${heldId}@littlesouq.test>`,
    ]);
    expect(smtp.to(behindTo)).toHaveLength(1);
    const settled = [await rowOf(heldId), await rowOf(behindId)];
    for (const row of settled) {
      expect(row).toMatchObject({ status: 'sent', attempts: 2, leaseUntil: null, claimToken: null });
    }

    // Any later result from the first worker changes nothing either.
    const repo = createOutboxRepo(t.database.db);
    const behindStale = { id: behindId, claimToken: stale.claimToken };
    expect(await repo.markSent(stale)).toBe(false);
    expect(await repo.markFailedAttempt(stale, 'timed out', new Date())).toBe(false);
    expect(await repo.markFailedAttempt(behindStale, '550 mailbox unavailable', null)).toBe(false);
    expect(await repo.renewLease(behindStale, 60_000)).toBe(false);
    expect([await rowOf(heldId), await rowOf(behindId)]).toEqual(settled);
  });

  it('a send no one took over is still recorded; one that waited behind it past its lease is taken afresh and goes once', async () => {
    const recipients = ['late.first@example.com', 'late.behind@example.com'];
    const slow = smtp.holdNext();
    const ids = await queueWelcomes(recipients);
    const drained = t.app.mail.drain();
    await slow.arrived;
    await runOutLeases(ids);
    slow.release();
    await drained;

    for (const recipient of recipients) expect(smtp.to(recipient)).toHaveLength(1);
    const [first, behind] = await Promise.all(ids.map(rowOf));
    expect(first).toMatchObject({ status: 'sent', attempts: 1, claimToken: null });
    expect(behind).toMatchObject({ status: 'sent', attempts: 2, claimToken: null });
  });
});

describe('Retry', () => {
  it('gives a message that gave up after its last attempt a fresh set of attempts', async () => {
    const owner = await signedInStaff(t, 'owner');
    await smtp.stop();
    const [id] = await queueWelcomes(['retried@example.com']);
    if (!id) throw new Error('one message was queued');
    await giveUp(t, id, 'connect ECONNREFUSED');
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });

    const res = await adminCall(t, owner, 'POST', `/api/admin/outbox/${id}/retry`);
    expect(res.statusCode, res.body).toBe(200);
    // The server is still down: one more failed try is a try like the first, not the last of the old set.
    await t.app.mail.drain();
    const waiting = await rowOf(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).toBeTruthy();
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    await smtp.start();
    await t.database.db
      .update(outboxMessages)
      .set({ nextAttemptAt: new Date() })
      .where(eq(outboxMessages.id, id));
    await t.app.mail.drain();
    expect(smtp.to('retried@example.com')).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });
});

import type { Executor } from '../../db/executor';
import type { MailTransport } from './mail-transport';
import { PermanentMailError } from './mail-transport';
import { type ClaimedMessage, createOutboxRepo } from './outbox-repo';
import { renderMessage } from './render-message';
import type { MailContext } from './templates/mail-context';

/** How often the worker looks for messages that are due, when nothing wakes it sooner. */
const POLL_MS = 2_000;
/** Messages taken per round. */
const BATCH = 10;
/**
 * How long a worker holds a message it is sending, renewed just before each send: a batch's later messages
 * do not wait out their lease behind slow sends. A worker that dies between sending and recording loses it
 * after this, and another sends it again, under the same Message-ID: at most one extra copy.
 */
export const LEASE_MS = 2 * 60_000;
/** Waits between attempts double from 30 seconds up to an hour; after this many the message is given up. */
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
export const MAX_ATTEMPTS = 40;

export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS);
}

export interface OutboxWorkerOptions {
  db: Executor;
  transport: MailTransport;
  context: MailContext;
  /** The sender, e.g. `Little Souq <orders@littlesouq.ae>`. */
  from: string;
  /** The right-hand side of every Message-ID: the sender's domain. */
  messageIdDomain: string;
  onError: (error: unknown, message: string) => void;
}

export function createOutboxWorker(options: OutboxWorkerOptions) {
  const repo = createOutboxRepo(options.db);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let stopped = true;

  async function deliver(row: ClaimedMessage): Promise<boolean> {
    const rendered = await renderMessage(options.db, options.context, row);
    if ('error' in rendered) {
      await repo.markFailedAttempt(row, rendered.error, null);
      return false;
    }
    // Its lease may have run out while the batch's earlier messages were sent, and another worker may be
    // sending it now: only a message this worker still holds goes, with a full lease for its own send.
    if (!(await repo.renewLease(row, LEASE_MS))) return false;
    try {
      await options.transport.send({
        messageId: `<${row.id}@${options.messageIdDomain}>`,
        from: options.from,
        to: row.recipient,
        ...rendered.mail,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = error instanceof PermanentMailError || row.attempts >= MAX_ATTEMPTS;
      await repo.markFailedAttempt(
        row,
        reason,
        giveUp ? null : new Date(Date.now() + retryDelayMs(row.attempts)),
      );
      return false;
    }
    await repo.markSent(row);
    return true;
  }

  /** Sends everything due now; answers how many went. */
  async function sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await repo.claimDue(BATCH, LEASE_MS);
      if (batch.length === 0) return sent;
      for (const row of batch) if (await deliver(row)) sent += 1;
    }
  }

  /** One round at a time: a round asked for while one runs waits for it. */
  function round(): Promise<number> {
    if (running) return running.then(() => round());
    running = sendDue().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule(ms: number) {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => {
      round()
        .catch((error: unknown) => options.onError(error, 'the outbox worker could not send'))
        .finally(() => schedule(POLL_MS));
    }, ms);
    timer.unref();
  }

  return {
    start() {
      stopped = false;
      schedule(0);
    },
    /** Looks for new messages now rather than at the next poll (after this instance queued one). */
    wake() {
      if (!stopped) schedule(0);
    },
    /** Sends what is due and answers how many went (tests, and a shutdown that wants the queue empty). */
    drain: round,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
      options.transport.close();
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

import {
  OUTBOX_CURSOR_GONE,
  OUTBOX_MESSAGE_NOT_FOUND,
  OUTBOX_NOT_FAILED,
  OUTBOX_RETRY_KEPT,
  OUTBOX_RETRY_QUEUED,
  type OutboxListResponse,
  type OutboxMessage,
  type OutboxMessageResponse,
  type OutboxQuery,
  type OutboxRetryResponse,
  type OutboxStatus,
} from '@souq/shared/schemas/admin-outbox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { conflict, notFound } from '../../../lib/app-error';
import { createOutboxRepo, type OutboxRow } from '../../mail/outbox-repo';
import { renderMessage, renderSubject } from '../../mail/render-message';
import { type Actor, recordAudit } from '../audit/audit-writer';
import { templateLabel } from './outbox-labels';

/** What the outbox page needs of the mail plugin. */
export type OutboxMail = Pick<FastifyInstance['mail'], 'context' | 'sending' | 'wake'>;

/** The table's check keeps `status` to these; a stray value reads as waiting rather than failing the page. */
function statusOf(row: OutboxRow): OutboxStatus {
  return row.status === 'sending' || row.status === 'sent' || row.status === 'failed'
    ? row.status
    : 'pending';
}

function toOutboxMessage(row: OutboxRow, subject: string | null): OutboxMessage {
  return {
    id: row.id,
    template: row.template,
    label: templateLabel(row.template),
    recipient: row.recipient,
    status: statusOf(row),
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    subject,
  };
}

/**
 * The back office's outbox (docs/product/back-office.md, "Outbox"): every e-mail the store sent or keeps, as
 * it reads. The list draws only each subject; opening one draws its HTML and text.
 */
export function createAdminOutboxService(db: Db, mail: OutboxMail) {
  const repo = createOutboxRepo(db);

  async function withSubject(row: OutboxRow): Promise<OutboxMessage> {
    const made = await renderSubject(db, mail.context, row);
    return toOutboxMessage(row, 'subject' in made ? made.subject : null);
  }

  async function found(id: string): Promise<OutboxRow> {
    const row = await repo.get(id);
    if (!row) throw notFound(OUTBOX_MESSAGE_NOT_FOUND);
    return row;
  }

  return {
    async list(query: OutboxQuery): Promise<OutboxListResponse> {
      // A message to go on from that has gone since (its account was deleted, and its e-mails with it).
      if (query.before && !(await repo.get(query.before))) throw notFound(OUTBOX_CURSOR_GONE);
      const rows = await repo.list(query);
      const messages: OutboxMessage[] = [];
      for (const row of rows) messages.push(await withSubject(row));
      const last = rows.at(-1);
      return {
        success: true,
        sending: mail.sending,
        messages,
        nextBefore: rows.length === query.limit && last ? last.id : null,
      };
    },

    /** The e-mail as it reads; one that cannot be made any more says why instead. */
    async detail(id: string): Promise<OutboxMessageResponse> {
      const row = await found(id);
      const made = await renderMessage(db, mail.context, row);
      const rendered = 'mail' in made ? made.mail : null;
      return {
        success: true,
        sending: mail.sending,
        outboxMessage: {
          ...toOutboxMessage(row, rendered?.subject ?? null),
          html: rendered?.html ?? null,
          text: rendered?.text ?? null,
          renderError: 'error' in made ? made.error : null,
        },
      };
    },

    /** A failed message waits again, to go at the worker's next round; the audit log records who asked. */
    async retry(id: string, actor: Actor): Promise<OutboxRetryResponse> {
      await db.transaction(async (tx) => {
        const outbox = createOutboxRepo(tx);
        const before = await outbox.get(id);
        if (!before) throw notFound(OUTBOX_MESSAGE_NOT_FOUND);
        if (!(await outbox.retry(id))) throw conflict(OUTBOX_NOT_FAILED);
        // The template and why it failed, not the recipient: any member reads the audit log, and the
        // outbox's personal data is for owners.
        await recordAudit(tx, actor, {
          action: 'email.retry',
          entity: 'email',
          entityId: id,
          before: {
            template: before.template,
            status: before.status,
            attempts: before.attempts,
            lastError: before.lastError,
          },
          after: { template: before.template, status: 'pending' },
        });
      });
      mail.wake();
      return {
        success: true,
        outboxMessage: await withSubject(await found(id)),
        message: mail.sending ? OUTBOX_RETRY_QUEUED : OUTBOX_RETRY_KEPT,
      };
    },
  };
}

export type AdminOutboxService = ReturnType<typeof createAdminOutboxService>;

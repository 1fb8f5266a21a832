import { z } from 'zod';

/** Where a message stands: waiting (or waiting to try again), being sent, sent, or given up on. */
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

/** Messages per page of the outbox ("Load more"). */
export const OUTBOX_PAGE_SIZE = 30;
export const OUTBOX_PAGE_MAX = 100;

export const OUTBOX_MESSAGE_NOT_FOUND = 'E-mail not found.';
export const OUTBOX_CURSOR_GONE = 'The list changed since it was loaded: reload the page to see it again.';
export const OUTBOX_NOT_FAILED = 'Only a failed e-mail can be sent again.';
export const OUTBOX_RETRY_QUEUED = 'The e-mail will be sent again in a moment.';
export const OUTBOX_RETRY_KEPT = 'The e-mail is back in the outbox; it goes once a mail server is set.';

/** GET /api/admin/outbox?status=&before=&limit=: newest first; `before` is the previous page's `nextBefore`. */
export const outboxQuerySchema = z.object({
  status: z.enum(OUTBOX_STATUSES, { error: 'status must be pending, sending, sent or failed.' }).optional(),
  before: z.uuid({ error: 'before must be a message id.' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(OUTBOX_PAGE_MAX, `limit must be at most ${OUTBOX_PAGE_MAX}.`)
    .default(OUTBOX_PAGE_SIZE),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxIdParamsSchema = z.object({ id: z.uuid({ error: OUTBOX_MESSAGE_NOT_FOUND }) });

/** One e-mail of the outbox as the list shows it. Times are ISO strings. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  /** The template's name in the code (`order_placed`), and what the back office calls it. */
  template: z.string(),
  label: z.string(),
  recipient: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  /** Null when the message cannot be made any more (`renderError` on the message itself says why). */
  subject: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListResponseSchema = z.object({
  success: z.literal(true),
  /** An SMTP server is set: messages leave. Without one they stay in the outbox, unsent. */
  sending: z.boolean(),
  messages: z.array(outboxMessageSchema),
  /** Pass as `before` for the next, older page; null on the last. */
  nextBefore: z.string().nullable(),
});
export type OutboxListResponse = z.infer<typeof outboxListResponseSchema>;

/** One e-mail as it reads: its HTML and plain text, or why it cannot be made (the order it is about is gone). */
export const outboxMessageDetailSchema = outboxMessageSchema.extend({
  html: z.string().nullable(),
  text: z.string().nullable(),
  renderError: z.string().nullable(),
});
export type OutboxMessageDetail = z.infer<typeof outboxMessageDetailSchema>;

export const outboxMessageResponseSchema = z.object({
  success: z.literal(true),
  sending: z.boolean(),
  outboxMessage: outboxMessageDetailSchema,
});
export type OutboxMessageResponse = z.infer<typeof outboxMessageResponseSchema>;

/** POST /api/admin/outbox/:id/retry: the message, waiting again, and what happens next. */
export const outboxRetryResponseSchema = z.object({
  success: z.literal(true),
  outboxMessage: outboxMessageSchema,
  message: z.string(),
});
export type OutboxRetryResponse = z.infer<typeof outboxRetryResponseSchema>;

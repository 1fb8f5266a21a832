import { OUTBOX_STATUSES, type OutboxStatus } from '@souq/shared/schemas/admin-outbox';

export const OWNERS_READ_OUTBOX =
  'Only an owner can open the outbox: its e-mails hold shoppers’ details and, until sent, their links.';

export const SENDING_TEXT = 'E-mail goes out through your mail server.';
export const KEPT_TEXT = 'No mail server is set (SMTP_URL): e-mails are kept here and not sent.';

/** Each status's badge: mint once sent, red when given up on, amber while in hand. AA contrast. */
export const STATUS_STYLES: Record<OutboxStatus, { badge: string; dot: string }> = {
  pending: { badge: 'bg-navy-50 text-navy-800', dot: 'bg-navy-600' },
  sending: { badge: 'bg-sunny/30 text-navy-800', dot: 'bg-sunny' },
  sent: { badge: 'bg-mint-100 text-mint-700', dot: 'bg-mint-700' },
  failed: { badge: 'bg-coral-50 text-danger', dot: 'bg-danger' },
};

const isStatus = (value: string | null): value is OutboxStatus =>
  OUTBOX_STATUSES.some((status) => status === value);

/** The status filter in the address (`?status=failed`); anything else shows every e-mail. */
export function statusFromSearch(search: URLSearchParams): OutboxStatus | undefined {
  const value = search.get('status');
  return isStatus(value) ? value : undefined;
}

/** '1 attempt', '3 attempts'. */
export const attemptsText = (attempts: number) => `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`;

import type { OutboxStatus } from '@souq/shared/schemas/admin-outbox';

/** The outbox's cache keys: the list (one per status filter) and each message. */
export const outboxKeys = {
  list: (status: OutboxStatus | undefined) => ['outbox', 'list', status ?? 'all'] as const,
  message: (id: string) => ['outbox', 'message', id] as const,
};

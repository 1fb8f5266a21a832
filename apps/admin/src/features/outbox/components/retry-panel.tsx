import type { OutboxMessageDetail } from '@souq/shared/schemas/admin-outbox';
import { formatDateTime } from '@/shared/format/dates';
import { buttonStyles } from '@/shared/ui/button-styles';
import { ServerAlert } from '@/shared/ui/server-alert';
import { SuccessNote } from '@/shared/ui/success-note';
import { useRetryOutboxMessage } from '../api/retry-outbox-message';

/**
 * Why sending went wrong: a failed e-mail (the store gave up on it) with Retry, or a waiting one whose last
 * try failed, with when the next is due. The note saying Retry worked stays after the e-mail is back to wait.
 */
export function RetryPanel({ message }: { message: OutboxMessageDetail }) {
  const retry = useRetryOutboxMessage(message.id);
  return (
    <>
      {message.status === 'failed' ? (
        <section
          aria-label="Sending failed"
          className="mb-4 rounded-2xl border-2 border-danger bg-coral-50 p-4 text-sm"
        >
          <p className="font-bold text-danger">The store gave up sending this e-mail.</p>
          {message.lastError ? <p className="mt-1 break-words">Last error: {message.lastError}</p> : null}
          <button
            type="button"
            className={`${buttonStyles.primary} mt-3`}
            disabled={retry.isPending}
            onClick={() => retry.mutate()}
          >
            {retry.isPending ? 'Retrying…' : 'Retry'}
          </button>
          <ServerAlert message={retry.error?.message ?? null} className="mt-3" />
        </section>
      ) : message.lastError ? (
        <p className="mb-4 rounded-2xl border-2 border-sunny bg-sunny/20 p-4 text-sm break-words">
          <span className="font-bold">The last try failed:</span> {message.lastError}. The next is due{' '}
          {formatDateTime(message.nextAttemptAt)}.
        </p>
      ) : null}
      <SuccessNote message={retry.data?.message ?? null} className="mb-4" />
    </>
  );
}

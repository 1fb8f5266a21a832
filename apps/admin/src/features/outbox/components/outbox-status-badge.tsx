import { OUTBOX_STATUS_LABELS, type OutboxStatus } from '@souq/shared/schemas/admin-outbox';
import { STATUS_STYLES } from '../outbox-labels';

/** Where an e-mail stands, in words and colour (the words alone carry it). */
export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  const style = STATUS_STYLES[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-bold ${style.badge}`}
    >
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${style.dot}`} />
      {OUTBOX_STATUS_LABELS[status]}
    </span>
  );
}

import type { OrderEvent } from '@souq/shared/schemas/admin-orders';
import { formatDateTime } from '@/shared/format/dates';
import { formatAedAmount } from '@/shared/format/money';

/** What happened, in a sentence. */
function eventTitle(event: OrderEvent): string {
  if (event.kind === 'cash')
    return `Cash collected: ${event.amount === null ? '—' : formatAedAmount(event.amount)}`;
  if (event.kind === 'note') return 'Note';
  if (event.kind === 'return')
    return `Return: ${event.amount === null ? '—' : formatAedAmount(event.amount)} refunded`;
  if (event.fromStatus === null) return `Placed as ${event.toStatus ?? 'an order'}`;
  return `${event.fromStatus} → ${event.toStatus ?? '?'}`;
}

function who(event: OrderEvent): string {
  if (event.actor === 'staff') return event.staffName ?? 'A member of staff';
  return event.actor === 'shopper' ? 'The shopper' : 'The store';
}

/** Every status the order took, note and cash record: who, what, when, newest first. */
export function OrderTimeline({ events }: { events: readonly OrderEvent[] }) {
  if (events.length === 0)
    return <p className="text-sm text-navy-600">Nothing has happened to this order yet.</p>;
  // Oldest first (a stable sort keeps events of the same moment in the server's order), then turned round.
  const newestFirst = [...events].sort((a, b) => a.at.localeCompare(b.at)).reverse();
  return (
    <ol className="flex flex-col gap-4 border-l-2 border-navy-100 pl-4">
      {newestFirst.map((event, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: events have no id, and the list is only ever replaced whole
        <li key={`${event.at}/${index}`} className="relative">
          <span
            aria-hidden="true"
            className={`absolute top-1.5 -left-[23px] h-3 w-3 rounded-full ring-2 ring-white ${event.kind === 'note' ? 'bg-navy-300' : 'bg-coral-500'}`}
          />
          <p className="font-bold">{eventTitle(event)}</p>
          <p className="text-sm text-navy-600">
            {who(event)} · <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          </p>
          {event.note ? <p className="mt-1 whitespace-pre-line break-words text-sm">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}

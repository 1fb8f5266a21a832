import type { AdminOrder, BulkMoveResponse } from '@souq/shared/schemas/admin-orders';
import type { OrderStatus } from '@souq/shared/schemas/order';
import { buttonStyles } from '@/shared/ui/button-styles';
import { ServerAlert } from '@/shared/ui/server-alert';
import { useBulkMove } from '../api/bulk-move';

/** The moves offered for many orders at once: the warehouse's two busy steps. */
const BULK_TARGETS = ['Packing', 'Shipped'] as const satisfies readonly OrderStatus[];

export interface BulkOutcome {
  response: BulkMoveResponse;
  /** The order numbers of the ids sent, to say which order each result is about. */
  numbers: Readonly<Record<string, string>>;
}

interface BulkActionsProps {
  selected: readonly AdminOrder[];
  onDone: (outcome: BulkOutcome) => void;
  onClear: () => void;
}

/** Shown while rows are selected: how many, the moves, and a way to clear the selection. */
export function BulkActions({ selected, onDone, onClear }: BulkActionsProps) {
  const bulkMove = useBulkMove();
  if (selected.length === 0) return null;
  const move = (status: OrderStatus) => {
    const numbers = Object.fromEntries(selected.map((order) => [order._id, order.orderNumber]));
    bulkMove.mutate(
      { orderIds: selected.map((order) => order._id), status },
      { onSuccess: (response) => onDone({ response, numbers }) },
    );
  };
  return (
    <section
      aria-label="Selected orders"
      className="sticky top-2 z-10 mb-4 flex flex-wrap items-center gap-2 rounded-2xl bg-navy-800 p-3 text-white shadow-md [--focus-ring:var(--color-coral-300)]"
    >
      <p className="mr-auto px-2 font-bold">{selected.length} selected</p>
      {BULK_TARGETS.map((status) => (
        <button
          key={status}
          type="button"
          className={`${buttonStyles.primary} bg-coral-600`}
          disabled={bulkMove.isPending}
          onClick={() => move(status)}
        >
          Move to {status}
        </button>
      ))}
      <button
        type="button"
        className="min-h-11 rounded-full px-4 text-sm font-bold hover:bg-navy-600"
        onClick={onClear}
      >
        Clear selection
      </button>
      {bulkMove.error ? <ServerAlert className="w-full" message={bulkMove.error.message} /> : null}
    </section>
  );
}

/** What each order of the last bulk move came to: moved, or the server's reason it was not. */
export function BulkResults({ outcome, onDismiss }: { outcome: BulkOutcome; onDismiss: () => void }) {
  const { response, numbers } = outcome;
  const refused = response.results.length - response.moved;
  return (
    <section
      aria-label="Bulk move results"
      className="mb-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-navy-100"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="font-extrabold">
          {response.moved} moved{refused > 0 ? `, ${refused} not moved` : ''}
        </p>
        <button type="button" className={buttonStyles.ghost} onClick={onDismiss}>
          Dismiss
        </button>
      </div>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {response.results.map((result) => (
          <li key={result.orderId} className={result.moved ? 'text-mint-700' : 'text-danger'}>
            <span className="font-bold">{numbers[result.orderId] ?? result.orderId}</span>: {result.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

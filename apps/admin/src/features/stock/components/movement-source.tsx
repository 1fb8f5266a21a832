import type { StockMovement } from '@souq/shared/schemas/admin-stock';
import { Link } from 'react-router';
import { movementSource } from '../stock-ledger';

/** The order a row came from, as a link to it, or the member of staff who made it, or the store. */
export function MovementSource({ movement }: { movement: StockMovement }) {
  const source = movementSource(movement);
  if (source.kind === 'order')
    return (
      <Link
        to={`/orders/${source.orderId}`}
        className="font-bold whitespace-nowrap text-coral-700 underline underline-offset-2 hover:text-coral-600"
      >
        {source.orderNumber}
      </Link>
    );
  if (source.kind === 'staff') return <span className="break-words">{source.name}</span>;
  return <span className="text-navy-600">The store</span>;
}

import type { CustomerCodeUse } from '@souq/shared/schemas/admin-customers';
import { Link } from 'react-router';
import { formatDay } from '@/shared/format/dates';

/** Each discount code the customer's orders carried, and on which order. */
export function CustomerCodes({ codes }: { codes: CustomerCodeUse[] }) {
  if (codes.length === 0) return <p className="text-navy-600">No codes used.</p>;
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {codes.map((use) => (
        <li key={use.orderId} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <span>
            <span className="font-mono font-bold">{use.code}</span>{' '}
            <span className="text-navy-600">({use.percent}% off)</span>
          </span>
          <span className="text-navy-600">
            <Link
              to={`/orders/${use.orderId}`}
              className="font-bold text-coral-700 underline-offset-2 hover:underline"
            >
              {use.orderNumber}
            </Link>{' '}
            · {formatDay(use.date)}
            {use.status === 'Cancelled' ? ' · cancelled' : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

import type { CustomerAddress } from '@souq/shared/schemas/admin-customers';
import { formatDay } from '@/shared/format/dates';
import { ordersLabel } from '../customer-labels';

/** Where the customer's orders went, the most recently used address first. */
export function CustomerAddresses({ addresses }: { addresses: CustomerAddress[] }) {
  if (addresses.length === 0) return <p className="text-navy-600">No delivery addresses yet.</p>;
  return (
    <ul className="flex flex-col gap-4 text-sm">
      {addresses.map((address) => (
        <li key={`${address.lastUsed}-${address.street}`}>
          <address className="not-italic">
            <span className="block font-bold">{address.fullname}</span>
            <span className="block break-words">{address.street}</span>
            <span className="block">
              {address.city}, {address.region} {address.zipcode}
            </span>
            <span className="block">{address.phone}</span>
            <span className="block break-all">{address.email}</span>
          </address>
          <p className="mt-1 text-navy-600">
            {ordersLabel(address.orderCount)} · last used {formatDay(address.lastUsed)}
          </p>
        </li>
      ))}
    </ul>
  );
}

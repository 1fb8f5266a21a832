import type { CustomerAddress } from '@souq/shared/schemas/admin-customers';
import { formatDay } from '@/shared/format/dates';
import { ordersLabel } from '../customer-labels';

const badge = 'rounded-full bg-navy-50 px-2 py-0.5 text-xs font-bold text-navy-800';

/** How many orders went to an address and when last; a saved one may have had none yet. */
const usage = (address: CustomerAddress) =>
  address.lastUsed === null
    ? 'No orders yet'
    : `${ordersLabel(address.orderCount)} · last used ${formatDay(address.lastUsed)}`;

/**
 * The customer's addresses, each once: those saved in their address book first (its label, marked Saved, the
 * default first), then the other addresses their orders went to, the most recently used first.
 */
export function CustomerAddresses({ addresses }: { addresses: CustomerAddress[] }) {
  if (addresses.length === 0) return <p className="text-navy-600">No addresses yet.</p>;
  return (
    <ul className="flex flex-col gap-4 text-sm">
      {addresses.map((address) => (
        <li key={JSON.stringify(address)}>
          {address.saved ? (
            <p className="mb-1 flex flex-wrap items-center gap-2">
              <span className="font-extrabold break-words">{address.saved.label}</span>
              <span className={badge}>Saved</span>
              {address.saved.isDefault ? <span className={badge}>Default</span> : null}
            </p>
          ) : null}
          <address className="not-italic">
            <span className="block font-bold">{address.fullname}</span>
            <span className="block break-words">{address.street}</span>
            <span className="block">
              {address.city}, {address.region} {address.zipcode}
            </span>
            <span className="block">{address.phone}</span>
            <span className="block break-all">{address.email}</span>
          </address>
          <p className="mt-1 text-navy-600">{usage(address)}</p>
        </li>
      ))}
    </ul>
  );
}

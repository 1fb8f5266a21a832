import type { CustomerAddress } from '@souq/shared/schemas/admin-customers';
import type { OrderAddress } from '@souq/shared/schemas/order';

interface AddressedOrder {
  address: OrderAddress;
  createdAt: Date;
}

const ADDRESS_FIELDS = ['fullname', 'email', 'phone', 'street', 'city', 'region', 'zipcode'] as const;

/** Two addresses typed differently only in letter case or spacing are one address. */
const keyOf = (address: OrderAddress) =>
  ADDRESS_FIELDS.map((field) => address[field].trim().replace(/\s+/g, ' ').toLowerCase()).join('\n');

/**
 * The distinct delivery addresses of a customer's orders (the shopper has no address book yet), the one used
 * most recently first, each as it was written on its latest order, with how many orders went to it.
 */
export function distinctAddresses(orders: readonly AddressedOrder[]): CustomerAddress[] {
  const newestFirst = [...orders].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const found = new Map<string, CustomerAddress>();
  for (const { address, createdAt } of newestFirst) {
    const key = keyOf(address);
    const seen = found.get(key);
    if (seen) {
      seen.orderCount += 1;
      continue;
    }
    found.set(key, {
      fullname: address.fullname,
      email: address.email,
      phone: address.phone,
      street: address.street,
      city: address.city,
      region: address.region,
      zipcode: address.zipcode,
      lastUsed: createdAt.toISOString(),
      orderCount: 1,
    });
  }
  return [...found.values()];
}

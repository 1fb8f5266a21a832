import type { SavedAddress } from '@souq/shared/schemas/address-book';
import type { CustomerAddress } from '@souq/shared/schemas/admin-customers';
import type { OrderAddress } from '@souq/shared/schemas/order';

interface AddressedOrder {
  address: OrderAddress;
  createdAt: Date;
}

const ADDRESS_FIELDS = ['fullname', 'email', 'phone', 'street', 'city', 'region', 'zipcode'] as const;
type AddressFields = Pick<OrderAddress, (typeof ADDRESS_FIELDS)[number]>;

/** Two addresses typed differently only in letter case or spacing are one address. */
const keyOf = (address: AddressFields) =>
  ADDRESS_FIELDS.map((field) => address[field].trim().replace(/\s+/g, ' ').toLowerCase()).join('\n');

const fieldsOf = (address: AddressFields): AddressFields => ({
  fullname: address.fullname,
  email: address.email,
  phone: address.phone,
  street: address.street,
  city: address.city,
  region: address.region,
  zipcode: address.zipcode,
});

/** The distinct delivery addresses of the orders, the one used most recently first, as on its latest order. */
function orderAddresses(orders: readonly AddressedOrder[]): Map<string, CustomerAddress> {
  const newestFirst = [...orders].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const found = new Map<string, CustomerAddress>();
  for (const { address, createdAt } of newestFirst) {
    const key = keyOf(address);
    const seen = found.get(key);
    if (seen) seen.orderCount += 1;
    else
      found.set(key, {
        ...fieldsOf(address),
        saved: null,
        lastUsed: createdAt.toISOString(),
        orderCount: 1,
      });
  }
  return found;
}

/**
 * A customer's addresses, each once: those in their address book first, in the book's order (the default
 * first), as saved, with the orders that went to them; then the other addresses their orders went to, the
 * one used most recently first, each as written on its latest order. An address saved twice is shown once,
 * under the label that comes first.
 */
export function customerAddresses(
  book: readonly SavedAddress[],
  orders: readonly AddressedOrder[],
): CustomerAddress[] {
  const used = orderAddresses(orders);
  const saved = new Map<string, CustomerAddress>();
  for (const address of book) {
    const key = keyOf(address);
    if (saved.has(key)) continue;
    const orderUse = used.get(key);
    used.delete(key);
    saved.set(key, {
      ...fieldsOf(address),
      saved: { label: address.label, isDefault: address.isDefault },
      lastUsed: orderUse?.lastUsed ?? null,
      orderCount: orderUse?.orderCount ?? 0,
    });
  }
  return [...saved.values(), ...used.values()];
}

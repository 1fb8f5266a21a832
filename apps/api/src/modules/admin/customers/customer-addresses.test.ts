import type { SavedAddress } from '@souq/shared/schemas/address-book';
import type { OrderAddress } from '@souq/shared/schemas/order';
import { describe, expect, it } from 'vitest';
import { customerAddresses } from './customer-addresses';

const HOME: OrderAddress = {
  fullname: 'Layla Hassan',
  email: 'layla@example.com',
  phone: '+971501234567',
  street: 'Villa 12, Al Wasl Road',
  city: 'Dubai',
  region: 'Dubai',
  zipcode: '00000',
};
const OFFICE: OrderAddress = { ...HOME, street: 'Office 4, Marina Plaza' };
const GRAN: OrderAddress = { ...HOME, fullname: 'Mariam Saeed', street: 'Villa 3, Al Khawaneej' };
const on = (address: OrderAddress, day: number) => ({ address, createdAt: new Date(Date.UTC(2026, 2, day)) });
const saved = (address: OrderAddress, label: string, isDefault = false): SavedAddress => ({
  ...address,
  id: `id-${label}`,
  label,
  isDefault,
});

describe('customerAddresses', () => {
  it('lists each order address once, the most recently used first, with its count of orders', () => {
    const addresses = customerAddresses([], [on(HOME, 1), on(OFFICE, 2), on(HOME, 3)]);
    expect(addresses.map((a) => [a.street, a.saved, a.orderCount, a.lastUsed])).toEqual([
      [HOME.street, null, 2, '2026-03-03T00:00:00.000Z'],
      [OFFICE.street, null, 1, '2026-03-02T00:00:00.000Z'],
    ]);
  });

  it('reads an address typed in another letter case or spacing as the same one, written as on its latest order', () => {
    const shouted = { ...HOME, street: '  VILLA 12,  al wasl road ' };
    const [only, ...rest] = customerAddresses([], [on(HOME, 1), on(shouted, 2)]);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ street: shouted.street, orderCount: 2 });
  });

  it('keeps a different recipient at one street apart', () => {
    expect(customerAddresses([], [on(HOME, 1), on({ ...HOME, fullname: 'Omar Hassan' }, 2)])).toHaveLength(2);
  });

  it('puts the saved addresses first in the book’s order, as saved, with the orders that went to them, then the others', () => {
    const book = [saved(GRAN, 'Gran', true), saved({ ...HOME, street: 'villa 12, al wasl road' }, 'Home')];
    const addresses = customerAddresses(book, [on(HOME, 1), on(OFFICE, 2), on(HOME, 3)]);
    expect(addresses.map((a) => [a.street, a.saved, a.orderCount, a.lastUsed])).toEqual([
      [GRAN.street, { label: 'Gran', isDefault: true }, 0, null],
      ['villa 12, al wasl road', { label: 'Home', isDefault: false }, 2, '2026-03-03T00:00:00.000Z'],
      [OFFICE.street, null, 1, '2026-03-02T00:00:00.000Z'],
    ]);
  });

  it('shows an address saved twice once, under the label that comes first', () => {
    const addresses = customerAddresses([saved(HOME, 'Home', true), saved(HOME, 'Villa')], [on(HOME, 1)]);
    expect(addresses.map((a) => [a.saved?.label, a.orderCount])).toEqual([['Home', 1]]);
  });

  it('is empty for a customer with no orders and no saved address', () => {
    expect(customerAddresses([], [])).toEqual([]);
  });
});

import type { OrderAddress } from '@souq/shared/schemas/order';
import { describe, expect, it } from 'vitest';
import { distinctAddresses } from './customer-addresses';

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
const on = (address: OrderAddress, day: number) => ({ address, createdAt: new Date(Date.UTC(2026, 2, day)) });

describe('distinctAddresses', () => {
  it('lists each address once, the most recently used first, with its count of orders', () => {
    const addresses = distinctAddresses([on(HOME, 1), on(OFFICE, 2), on(HOME, 3)]);
    expect(addresses.map((a) => [a.street, a.orderCount, a.lastUsed])).toEqual([
      [HOME.street, 2, '2026-03-03T00:00:00.000Z'],
      [OFFICE.street, 1, '2026-03-02T00:00:00.000Z'],
    ]);
  });

  it('reads an address typed in another letter case or spacing as the same one, written as on its latest order', () => {
    const shouted = { ...HOME, street: '  VILLA 12,  al wasl road ' };
    const [only, ...rest] = distinctAddresses([on(HOME, 1), on(shouted, 2)]);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ street: shouted.street, orderCount: 2 });
  });

  it('keeps a different recipient at one street apart', () => {
    expect(distinctAddresses([on(HOME, 1), on({ ...HOME, fullname: 'Omar Hassan' }, 2)])).toHaveLength(2);
  });

  it('is empty for a customer with no orders', () => {
    expect(distinctAddresses([])).toEqual([]);
  });
});

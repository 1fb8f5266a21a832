import type { CustomerSort } from '@souq/shared/schemas/admin-customers';

/** The sort choices, said as staff would (the phone's list has no headers to click). */
export const SORT_LABELS: Record<CustomerSort, string> = {
  '-joined': 'Newest customers',
  joined: 'Oldest customers',
  name: 'Name, A to Z',
  '-name': 'Name, Z to A',
  email: 'Email, A to Z',
  '-email': 'Email, Z to A',
  '-spend': 'Highest spend',
  spend: 'Lowest spend',
  '-orders': 'Most orders',
  orders: 'Fewest orders',
  '-lastOrder': 'Latest order',
  lastOrder: 'Earliest last order',
};

export const ordersLabel = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

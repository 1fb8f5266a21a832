import type { OrderFilters } from '../order-filters';

/** The orders' cache keys: every list under `['orders', 'list']`, each order under `['orders', 'detail']`. */
export const orderKeys = {
  lists: ['orders', 'list'] as const,
  list: (filters: OrderFilters) => ['orders', 'list', filters] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
};

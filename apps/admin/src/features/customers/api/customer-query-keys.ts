import type { CustomerFilters } from '../customer-filters';

/** The customers' cache keys: every list under `['customers', 'list']`, each one under `['customers', 'detail']`. */
export const customerKeys = {
  lists: ['customers', 'list'] as const,
  list: (filters: CustomerFilters) => ['customers', 'list', filters] as const,
  detail: (id: string) => ['customers', 'detail', id] as const,
};

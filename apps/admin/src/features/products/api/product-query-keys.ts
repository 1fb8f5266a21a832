import type { ProductFilters } from '../product-filters';

/** The products' cache keys: every list under `['products', 'list']`, each product under `['products', 'detail']`. */
export const productKeys = {
  lists: ['products', 'list'] as const,
  list: (filters: ProductFilters) => ['products', 'list', filters] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
};

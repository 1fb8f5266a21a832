import { adminOrdersQuerySchema } from '@souq/shared/schemas/admin-orders';
import type { z } from 'zod';

/** The orders list's filters and page, as the admin api reads them and the address keeps them. */
export type OrderFilters = z.output<typeof adminOrdersQuerySchema>;

const FIELDS = ['status', 'paymentMethod', 'paid', 'q', 'from', 'to', 'page', 'limit'] as const;

/** No filter, the first page, the api's own page size. */
export const NO_FILTERS: OrderFilters = adminOrdersQuerySchema.parse({});

/**
 * The filters in an address's query, checked with the api's own schema. A value the api would refuse (an
 * old link, a hand-edited address) is dropped by itself, so the rest of the link still works.
 */
export function filtersFromSearch(search: URLSearchParams): OrderFilters {
  const raw: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = search.get(field);
    if (value !== null && value.trim() !== '') raw[field] = value;
  }
  const parsed = adminOrdersQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const refused = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  const kept = Object.fromEntries(Object.entries(raw).filter(([field]) => !refused.has(field)));
  return adminOrdersQuerySchema.safeParse(kept).data ?? NO_FILTERS;
}

/** `?status=Packing&page=2`: the filters that are set, without the defaults, in a stable order. */
export function searchFromFilters(filters: Partial<OrderFilters>): string {
  const search = new URLSearchParams();
  for (const field of FIELDS) {
    const value = filters[field];
    if (value === undefined || value === '' || value === NO_FILTERS[field]) continue;
    search.set(field, String(value));
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

/** True when anything narrows the list (the page aside). */
export function isFiltered(filters: OrderFilters): boolean {
  return Boolean(
    filters.status || filters.paymentMethod || filters.paid || filters.q || filters.from || filters.to,
  );
}

import { type AdminCustomersFilters, adminCustomersQuerySchema } from '@souq/shared/schemas/admin-customers';

/** The customers list's search, sort and page, as the admin api reads them and the address keeps them. */
export type CustomerFilters = AdminCustomersFilters;

const FIELDS = ['q', 'sort', 'page', 'limit'] as const;

/** No search, the newest accounts first, the first page, the api's own page size. */
export const NO_CUSTOMER_FILTERS: CustomerFilters = adminCustomersQuerySchema.parse({});

/**
 * The filters in an address's query, checked with the api's own schema. A value the api would refuse (an
 * old link, a hand-edited address) is dropped by itself, so the rest of the link still works.
 */
export function customerFiltersFromSearch(search: URLSearchParams): CustomerFilters {
  const raw: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = search.get(field);
    if (value !== null && value.trim() !== '') raw[field] = value;
  }
  const parsed = adminCustomersQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const refused = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  const kept = Object.fromEntries(Object.entries(raw).filter(([field]) => !refused.has(field)));
  return adminCustomersQuerySchema.safeParse(kept).data ?? NO_CUSTOMER_FILTERS;
}

/** `?q=layla&sort=-spend`: what is set, without the defaults, in a stable order. */
export function searchFromCustomerFilters(filters: Partial<CustomerFilters>): string {
  const search = new URLSearchParams();
  for (const field of FIELDS) {
    const value = filters[field];
    if (value === undefined || value === '' || value === NO_CUSTOMER_FILTERS[field]) continue;
    search.set(field, String(value));
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

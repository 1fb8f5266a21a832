import { auditQuerySchema } from '@souq/shared/schemas/admin-audit';
import type { z } from 'zod';

/** The audit log's filters and page, as the api reads them and the address keeps them. */
export type AuditFilters = z.output<typeof auditQuerySchema>;

const FIELDS = ['entity', 'staff', 'page'] as const;

export const NO_AUDIT_FILTERS: AuditFilters = auditQuerySchema.parse({});

/** The filters in the address, each checked with the api's schema; one it would refuse is dropped alone. */
export function auditFiltersFromSearch(search: URLSearchParams): AuditFilters {
  const raw: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = search.get(field);
    if (value !== null && value.trim() !== '') raw[field] = value;
  }
  const parsed = auditQuerySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const refused = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  const kept = Object.fromEntries(Object.entries(raw).filter(([field]) => !refused.has(field)));
  return auditQuerySchema.safeParse(kept).data ?? NO_AUDIT_FILTERS;
}

/** `?entity=order&page=2`: what is set, without the defaults. */
export function searchFromAuditFilters(filters: Partial<AuditFilters>): string {
  const search = new URLSearchParams();
  for (const field of FIELDS) {
    const value = filters[field];
    if (value === undefined || value === '' || value === NO_AUDIT_FILTERS[field]) continue;
    search.set(field, String(value));
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

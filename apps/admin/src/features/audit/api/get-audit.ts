import { auditResponseSchema } from '@souq/shared/schemas/admin-audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, withQuery } from '@/shared/api/api-client';
import type { AuditFilters } from '../audit-filters';

export const getAudit = (filters: AuditFilters, signal?: AbortSignal) =>
  apiRequest(withQuery('/api/admin/audit', filters), { schema: auditResponseSchema, signal });

export const auditQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: ['audit', filters],
    queryFn: ({ signal }) => getAudit(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useAudit = (filters: AuditFilters) => useQuery(auditQueryOptions(filters));

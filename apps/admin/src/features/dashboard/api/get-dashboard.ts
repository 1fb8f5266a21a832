import { dashboardResponseSchema } from '@souq/shared/schemas/admin-dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import type { DashboardPeriod } from '../dashboard-period';

export const getDashboard = (days: DashboardPeriod, signal?: AbortSignal) =>
  apiRequest(`/api/admin/dashboard?days=${days}`, { schema: dashboardResponseSchema, signal });

export const dashboardQueryOptions = (days: DashboardPeriod) =>
  queryOptions({
    queryKey: ['dashboard', days],
    queryFn: ({ signal }) => getDashboard(days, signal),
    // Switching the period keeps the figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useDashboard = (days: DashboardPeriod) => useQuery(dashboardQueryOptions(days));

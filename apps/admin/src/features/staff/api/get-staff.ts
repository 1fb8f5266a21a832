import { staffListResponseSchema } from '@souq/shared/schemas/admin-staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export const STAFF_QUERY_KEY = ['staff'] as const;

/** Everyone who works in the back office (owners only may ask). */
export async function getStaff(signal?: AbortSignal) {
  const { staff } = await apiRequest('/api/admin/staff', { schema: staffListResponseSchema, signal });
  return staff;
}

export const staffQueryOptions = () =>
  queryOptions({ queryKey: STAFF_QUERY_KEY, queryFn: ({ signal }) => getStaff(signal) });

export const useStaffList = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...staffQueryOptions(), ...options });

import { type AdminSettings, adminSettingsResponseSchema } from '@souq/shared/schemas/admin-staff';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

const SETTINGS_QUERY_KEY = ['settings'] as const;

export async function getSettings(signal?: AbortSignal) {
  const { settings } = await apiRequest('/api/admin/settings', {
    schema: adminSettingsResponseSchema,
    signal,
  });
  return settings;
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: SETTINGS_QUERY_KEY, queryFn: ({ signal }) => getSettings(signal) });

export const useSettings = () => useQuery(settingsQueryOptions());

/** The store's settings (owners only). */
export async function updateSettings(body: AdminSettings) {
  const { settings } = await apiRequest('/api/admin/settings', {
    method: 'PUT',
    body,
    schema: adminSettingsResponseSchema,
  });
  return settings;
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_QUERY_KEY, settings),
  });
}

import { type SellerIdentity, sellerSettingsResponseSchema } from '@souq/shared/schemas/tax-documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { refreshAfterChange } from '@/shared/api/refresh-after-change';
import { sellerSettingsKey } from './seller-settings-query-keys';

/** Saves the store's legal details (owners only): documents issued from now on carry them. */
export const updateSellerSettings = (body: SellerIdentity) =>
  apiRequest('/api/admin/settings/seller', { method: 'PUT', body, schema: sellerSettingsResponseSchema });

export function useUpdateSellerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSellerSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(sellerSettingsKey, saved);
      // The audit log has the change now; the form need not wait for it.
      void refreshAfterChange(queryClient);
    },
  });
}

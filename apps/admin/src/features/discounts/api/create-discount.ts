import { adminDiscountSavedSchema, type DiscountCreate } from '@souq/shared/schemas/admin-discounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { refreshAfterChange } from '@/shared/api/refresh-after-change';

/** A new code (owners only); a name already taken is the server's 409, shown as it says. */
export const createDiscount = (body: DiscountCreate) =>
  apiRequest('/api/admin/discounts', { method: 'POST', body, schema: adminDiscountSavedSchema });

export function useCreateDiscount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDiscount, onSuccess: () => refreshAfterChange(queryClient) });
}

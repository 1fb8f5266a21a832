import { adminDiscountSavedSchema, type DiscountUpdate } from '@souq/shared/schemas/admin-discounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { refreshAfterChange } from '@/shared/api/refresh-after-change';

/** Every rule of the code but its name; pausing and resuming send the code's rules with `active` switched. */
export const updateDiscount = (code: string, body: DiscountUpdate) =>
  apiRequest(`/api/admin/discounts/${encodeURIComponent(code)}`, {
    method: 'PUT',
    body,
    schema: adminDiscountSavedSchema,
  });

export function useUpdateDiscount(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DiscountUpdate) => updateDiscount(code, body),
    onSuccess: () => refreshAfterChange(queryClient),
  });
}

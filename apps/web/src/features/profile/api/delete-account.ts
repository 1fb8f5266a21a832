import { type DeleteAccountRequest, deleteAccountResponseSchema } from '@souq/shared/schemas/account-data';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** POST /api/user/delete {password}: the account's personal data is erased (docs/product/accounts.md). */
export function deleteAccount(request: DeleteAccountRequest) {
  return apiRequest('/api/user/delete', {
    method: 'POST',
    body: request,
    schema: deleteAccountResponseSchema,
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

import {
  type ChangeEmailRequest,
  type ChangeEmailResponse,
  changeEmailResponseSchema,
} from '@souq/shared/schemas/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { ACCOUNT_QUERY_KEY } from '@/shared/session/use-session-check';

/** POST /api/user/email {email, password}: mails a confirmation link to the new address. */
export function changeEmail(request: ChangeEmailRequest): Promise<ChangeEmailResponse> {
  return apiRequest('/api/user/email', { method: 'POST', body: request, schema: changeEmailResponseSchema });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    // The account now has an address waiting for its link (`pendingEmail`).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ACCOUNT_QUERY_KEY] }),
  });
}

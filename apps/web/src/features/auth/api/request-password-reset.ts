import {
  type AccountMessageResponse,
  accountMessageResponseSchema,
  type ForgotPasswordRequest,
} from '@souq/shared/schemas/password-reset';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** POST /api/user/password/forgot: the same answer whether or not an account matches. */
export function requestPasswordReset(request: ForgotPasswordRequest): Promise<AccountMessageResponse> {
  return apiRequest('/api/user/password/forgot', {
    method: 'POST',
    body: request,
    schema: accountMessageResponseSchema,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

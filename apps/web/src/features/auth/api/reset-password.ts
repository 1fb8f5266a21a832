import type { ResetPasswordRequest } from '@souq/shared/schemas/password-reset';
import { type AuthResponse, authResponseSchema } from '@souq/shared/schemas/session';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** POST /api/user/password/reset: answered with a session of the new password, as a login is. */
export function resetPassword(request: ResetPasswordRequest): Promise<AuthResponse> {
  return apiRequest('/api/user/password/reset', {
    method: 'POST',
    body: request,
    schema: authResponseSchema,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

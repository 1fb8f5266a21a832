import type { ChangePasswordRequest } from '@souq/shared/schemas/profile';
import { type AuthResponse, authResponseSchema } from '@souq/shared/schemas/session';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** POST /api/user/password: every other device is signed out; the answer is this device's new session. */
export function changePassword(request: ChangePasswordRequest): Promise<AuthResponse> {
  return apiRequest('/api/user/password', { method: 'POST', body: request, schema: authResponseSchema });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

import { type AuthResponse, authResponseSchema } from '@souq/shared/schemas/session';
import type { RegisterRequest } from '@souq/shared/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

export function registerUser(request: RegisterRequest): Promise<AuthResponse> {
  return apiRequest('/api/user/register', { method: 'POST', body: request, schema: authResponseSchema });
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}

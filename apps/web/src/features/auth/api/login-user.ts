import { type AuthResponse, authResponseSchema } from '@souq/shared/schemas/session';
import type { LoginRequest } from '@souq/shared/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

function loginUser(request: LoginRequest): Promise<AuthResponse> {
  return apiRequest('/api/user/login', { method: 'POST', body: request, schema: authResponseSchema });
}

export function useLoginUser() {
  return useMutation({ mutationFn: loginUser });
}

import {
  type AccountMessageResponse,
  accountMessageResponseSchema,
} from '@souq/shared/schemas/password-reset';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** POST /api/user/logout-all: every token of the account stops working, this device's too. */
export function signOutEverywhere(): Promise<AccountMessageResponse> {
  return apiRequest('/api/user/logout-all', { method: 'POST', schema: accountMessageResponseSchema });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}

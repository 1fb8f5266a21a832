import { twoFactorSetupResponseSchema } from '@souq/shared/schemas/admin-staff';
import { messageResponseSchema } from '@souq/shared/schemas/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { refreshAfterChange } from '@/shared/api/refresh-after-change';
import { SESSION_QUERY_KEY } from './get-session';

/** A new secret for an authenticator app; two-factor sign-in is on only once a code from it is confirmed. */
export const startTwoFactor = () =>
  apiRequest('/api/admin/two-factor/setup', { method: 'POST', schema: twoFactorSetupResponseSchema });

export const confirmTwoFactor = (code: string) =>
  apiRequest('/api/admin/two-factor/confirm', {
    method: 'POST',
    body: { code },
    schema: messageResponseSchema,
  });

export const disableTwoFactor = (code: string) =>
  apiRequest('/api/admin/two-factor/disable', {
    method: 'POST',
    body: { code },
    schema: messageResponseSchema,
  });

export const useStartTwoFactor = () => useMutation({ mutationFn: startTwoFactor });

/** Turning it on or off changes the member's session (its `twoFactor`, and whether setup is still owed). */
function useSessionChange(send: (code: string) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      await refreshAfterChange(queryClient);
    },
  });
}

export const useConfirmTwoFactor = () => useSessionChange(confirmTwoFactor);
export const useDisableTwoFactor = () => useSessionChange(disableTwoFactor);

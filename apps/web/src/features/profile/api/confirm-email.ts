import { type ConfirmEmailResponse, confirmEmailResponseSchema } from '@souq/shared/schemas/profile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { ACCOUNT_QUERY_KEY } from '@/shared/session/use-session-check';

/** POST /api/user/email/confirm {token}: the link works once, so the page asks once. */
export function confirmEmail(token: string): Promise<ConfirmEmailResponse> {
  return apiRequest('/api/user/email/confirm', {
    method: 'POST',
    body: { token },
    schema: confirmEmailResponseSchema,
  });
}

/**
 * Confirms the link's address once per page visit: a query keyed by the token, never refetched (a second
 * POST would find the link used), so a remount or a return to the tab does not ask again.
 */
export function useConfirmEmail(token: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['confirm-email', token],
    queryFn: async () => {
      const answer = await confirmEmail(token);
      // The page's first ask for the account may still be on its way, sent before the address changed.
      // Invalidating alone would join that ask rather than send a new one (it has no answer to show yet),
      // and its old e-mail would then stay for good: cancel it first, so the account is asked afresh.
      await queryClient.cancelQueries({ queryKey: [ACCOUNT_QUERY_KEY] });
      await queryClient.invalidateQueries({ queryKey: [ACCOUNT_QUERY_KEY] });
      return answer;
    },
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

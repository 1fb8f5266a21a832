import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { useSession } from './session-store';

/**
 * Asks the api once per token whether it is still good. An expired or revoked token is answered 401,
 * and the api client then signs the shopper out, so the header never shows a dead session as signed in.
 */
export function useSessionCheck(): void {
  useAccount();
}

/** The key of every token's account query: a change to the account (the profile) refreshes it by this. */
export const ACCOUNT_QUERY_KEY = 'session-check';

/** GET /api/user/me for `token`: asked once per token, shared by every caller. */
export function accountQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [ACCOUNT_QUERY_KEY, token],
    queryFn: ({ signal }) =>
      apiRequest('/api/user/me', {
        schema: async () => (await import('@souq/shared/schemas/session')).meResponseSchema,
        signal,
      }),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The signed-in shopper's account as the api knows it. */
export function useAccount() {
  const token = useSession((s) => s.token);
  return useQuery(accountQueryOptions(token)).data;
}

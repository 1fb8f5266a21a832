import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { useSession } from './session-store';

/**
 * Asks the api once per token whether it is still good. An expired or revoked token is answered 401,
 * and the api client then signs the shopper out, so the header never shows a dead session as signed in.
 */
export function useSessionCheck(): void {
  useAccount();
}

/** The signed-in shopper's account as the api knows it (asked once per token, shared by every caller). */
export function useAccount() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['session-check', token],
    queryFn: ({ signal }) =>
      apiRequest('/api/user/me', {
        schema: async () => (await import('@souq/shared/schemas/session')).meResponseSchema,
        signal,
      }),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  }).data;
}

import { messageResponseSchema } from '@souq/shared/schemas/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { SESSION_QUERY_KEY } from './get-session';

export const signOut = () =>
  apiRequest('/api/admin/session', { method: 'DELETE', schema: messageResponseSchema });

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    // Nobody is signed in now (the guard sends the page to sign-in), and nothing the last member saw stays
    // in memory for the next one at this desk. The session's own entry is written, not removed: the screens
    // still on the page watch it.
    onSettled: () => {
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    },
  });
}

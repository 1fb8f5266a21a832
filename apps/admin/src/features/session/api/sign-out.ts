import { messageResponseSchema } from '@souq/shared/schemas/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/shared/api/api-client';
import { markSessionEndedOnPurpose, SESSION_QUERY_KEY } from './get-session';

export const signOut = () =>
  apiRequest('/api/admin/session', { method: 'DELETE', schema: messageResponseSchema });

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onMutate: () => markSessionEndedOnPurpose(true),
    onSettled: async () => {
      // To a plain sign-in page first, and only then forget the member: on a guarded page, forgetting them
      // would send the page to sign in with that page to come back to, and the next person at this desk
      // should start from the dashboard.
      await navigate('/sign-in', { replace: true });
      // Nobody is signed in now, and nothing the last member saw stays in memory. The session's own entry
      // is written, not removed: the screens still on the page watch it.
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    },
  });
}

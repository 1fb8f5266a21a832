import { type OwnerSetupRequest, staffSessionResponseSchema } from '@souq/shared/schemas/admin-staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { markSessionEndedOnPurpose, SESSION_QUERY_KEY, sessionOf } from './get-session';

/** The first owner, through the link the server printed at start; answers signed in. */
export async function setUpOwner(body: OwnerSetupRequest) {
  return sessionOf(
    await apiRequest('/api/admin/setup', {
      method: 'POST',
      body,
      schema: staffSessionResponseSchema,
    }),
  );
}

export function useSetUpOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUpOwner,
    onSuccess: (session) => {
      markSessionEndedOnPurpose(false);
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
    },
  });
}

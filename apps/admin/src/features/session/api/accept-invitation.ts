import { type AcceptInvitationRequest, staffSessionResponseSchema } from '@souq/shared/schemas/admin-staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { markSessionEndedOnPurpose, SESSION_QUERY_KEY, sessionOf } from './get-session';

/** A new member chooses their name and password; answers signed in. */
export async function acceptInvitation(body: AcceptInvitationRequest) {
  return sessionOf(
    await apiRequest('/api/admin/invitations/accept', {
      method: 'POST',
      body,
      schema: staffSessionResponseSchema,
    }),
  );
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: (session) => {
      markSessionEndedOnPurpose(false);
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
    },
  });
}

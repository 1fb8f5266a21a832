import { type StaffSignInRequest, staffSessionResponseSchema } from '@souq/shared/schemas/admin-staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { markSessionEndedOnPurpose, SESSION_QUERY_KEY, sessionOf } from './get-session';

export async function signIn(body: StaffSignInRequest) {
  return sessionOf(
    await apiRequest('/api/admin/session', {
      method: 'POST',
      body,
      schema: staffSessionResponseSchema,
    }),
  );
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      markSessionEndedOnPurpose(false);
      queryClient.setQueryData(SESSION_QUERY_KEY, session);
    },
  });
}

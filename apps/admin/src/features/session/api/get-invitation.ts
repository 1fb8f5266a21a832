import { invitationResponseSchema } from '@souq/shared/schemas/admin-staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';

/** What a one-time link is for (the owner's setup or an invitation), before its form is shown. */
export const getInvitation = (token: string, signal?: AbortSignal) =>
  apiRequest(`/api/admin/invitations/${encodeURIComponent(token)}`, {
    schema: invitationResponseSchema,
    signal,
  });

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => getInvitation(token, signal),
    // A link that is not valid stays not valid: no second try.
    retry: false,
  });

export const useInvitation = (token: string) =>
  useQuery({ ...invitationQueryOptions(token), enabled: token !== '' });

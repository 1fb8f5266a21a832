import { type InviteStaffRequest, inviteStaffResponseSchema } from '@souq/shared/schemas/admin-staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { refreshAfterChange } from '@/shared/api/refresh-after-change';

/** A one-time link for a new member; the answer is the only time the link is shown. */
export const inviteStaff = (body: InviteStaffRequest) =>
  apiRequest('/api/admin/staff/invitations', { method: 'POST', body, schema: inviteStaffResponseSchema });

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteStaff, onSuccess: () => refreshAfterChange(queryClient) });
}

import { type StaffRole, staffMemberResponseSchema } from '@souq/shared/schemas/admin-staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { refreshAfterChange } from '@/shared/api/refresh-after-change';

/** Makes a member an owner or staff. */
export async function changeRole({ id, role }: { id: string; role: StaffRole }) {
  const { staff } = await apiRequest(`/api/admin/staff/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { role },
    schema: staffMemberResponseSchema,
  });
  return staff;
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeRole, onSettled: () => refreshAfterChange(queryClient) });
}

import { type StaffRole, staffSessionResponseSchema } from '@souq/shared/schemas/admin-staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { refreshAfterChange } from '@/shared/api/refresh-after-change';

/**
 * The answer is `{success, staff}`: the session answer's shape without its two-factor flag, so it is read
 * with that part of the shared schema (packages/shared exports none of its own for it).
 */
const changedMemberSchema = staffSessionResponseSchema.pick({ success: true, staff: true });

/** Makes a member an owner or staff. */
export async function changeRole({ id, role }: { id: string; role: StaffRole }) {
  const { staff } = await apiRequest(`/api/admin/staff/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { role },
    schema: changedMemberSchema,
  });
  return staff;
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeRole, onSettled: () => refreshAfterChange(queryClient) });
}

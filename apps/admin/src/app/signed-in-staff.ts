import type { StaffMember } from '@souq/shared/schemas/admin-staff';
import { useSession } from '@/features/session/api/get-session';

/** The member the screens under RequireStaff act for; RequireStaff renders them only once this is known. */
export function useSignedInStaff(): StaffMember {
  const { data } = useSession();
  if (!data) throw new Error('useSignedInStaff is used outside RequireStaff');
  return data.staff;
}

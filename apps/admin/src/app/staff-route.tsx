import { StaffPage } from '@/features/staff/components/staff-page';
import { useSignedInStaff } from './signed-in-staff';

/** The staff screen, told who is looking (nobody removes themselves). RequireOwner stands in front of it. */
export function StaffRoute() {
  const staff = useSignedInStaff();
  return <StaffPage currentStaffId={staff.id} />;
}

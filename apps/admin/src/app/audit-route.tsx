import { AuditPage } from '@/features/audit/components/audit-page';
import { useStaffList } from '@/features/staff/api/get-staff';
import { useSignedInStaff } from './signed-in-staff';

/**
 * The audit log, with everyone on the staff to filter by when an owner is looking (only owners may list the
 * staff); for others the log's own page names the members.
 */
export function AuditRoute() {
  const staff = useSignedInStaff();
  const list = useStaffList({ enabled: staff.role === 'owner' });
  return <AuditPage staff={list.data} />;
}

import { LoadFailed } from '@/shared/ui/load-failed';
import { Loading } from '@/shared/ui/loading';
import { PageHeading } from '@/shared/ui/page-heading';
import { useStaffList } from '../api/get-staff';
import { InviteForm } from './invite-form';
import { StaffList } from './staff-list';

/** /admin/staff (owners): who has access, their roles, and invitations for new members. */
export function StaffPage({ currentStaffId }: { currentStaffId: string }) {
  const staff = useStaffList();
  return (
    <>
      <PageHeading title="Staff" />
      <div className="flex flex-col gap-6">
        <InviteForm />
        {staff.isPending ? (
          <Loading label="Loading the staff…" />
        ) : staff.error ? (
          <LoadFailed error={staff.error} onRetry={() => void staff.refetch()} />
        ) : (
          <StaffList staff={staff.data} currentStaffId={currentStaffId} />
        )}
      </div>
    </>
  );
}

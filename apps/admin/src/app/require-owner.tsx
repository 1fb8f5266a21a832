import { Outlet } from 'react-router';
import { Notice } from '@/shared/ui/notice';
import { useSignedInStaff } from './signed-in-staff';

export const OWNER_ONLY_PAGE = 'Only an owner can manage staff.';

/**
 * Screens only an owner may open. The api refuses the calls anyway (403); this says so at once instead of
 * showing an empty screen, to a member who followed an old link or typed the address.
 */
export function RequireOwner() {
  const staff = useSignedInStaff();
  if (staff.role !== 'owner') {
    return (
      <Notice
        alert
        title="You cannot open this page"
        text={`${OWNER_ONLY_PAGE} Ask an owner if you need a change.`}
      />
    );
  }
  return <Outlet />;
}

import { Navigate, Outlet, useLocation } from 'react-router';
import { sessionEndedOnPurpose, useSession } from '@/features/session/api/get-session';
import { signInAddress } from '@/features/session/next-address';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Loading } from '@/shared/ui/loading';

export const SECURITY_PATH = '/security';

/**
 * The layout route of every screen behind sign-in. Nobody signed in (or a session that just ended: any 401
 * clears it) is sent to sign in, and comes back here afterwards.
 */
export function RequireStaff() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <Loading />;
  if (session.error) return <LoadFailed error={session.error} onRetry={() => void session.refetch()} />;
  if (!session.data) {
    const signIn = sessionEndedOnPurpose() ? '/sign-in' : signInAddress(location.pathname, location.search);
    return <Navigate to={signIn} replace />;
  }
  // The store requires two-factor sign-in of owners and this one has not turned it on: the api answers
  // nothing else until they do, so that is the one screen they get.
  if (session.data.mustSetUpTwoFactor && location.pathname !== SECURITY_PATH) {
    return <Navigate to={SECURITY_PATH} replace />;
  }
  return <Outlet />;
}

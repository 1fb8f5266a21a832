import { Navigate, Outlet } from 'react-router';
import { useSignedIn } from '@/shared/session/session-store';

/** The layout route of the screens that need a signed-in shopper: a guest is sent to sign in instead. */
export function RequireSignIn() {
  return useSignedIn() ? <Outlet /> : <Navigate to="/login" replace />;
}

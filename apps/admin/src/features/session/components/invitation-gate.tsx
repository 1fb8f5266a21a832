import type { InvitationResponse } from '@souq/shared/schemas/admin-staff';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '@/shared/api/api-client';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Loading } from '@/shared/ui/loading';
import { ServerAlert } from '@/shared/ui/server-alert';
import { useInvitation } from '../api/get-invitation';
import { AuthFrame } from './auth-frame';

export const LINK_NOT_VALID = 'This link is not valid or has expired.';

interface InvitationGateProps {
  title: string;
  /** The form, once the link is known to be good. */
  children: (invitation: InvitationResponse, token: string) => ReactNode;
}

/** A one-time link's page: the link is checked first, so nobody fills in a form the server will refuse. */
export function InvitationGate({ title, children }: InvitationGateProps) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useInvitation(token);

  if (token === '' || (invitation.error instanceof ApiError && invitation.error.status === 404)) {
    return (
      <AuthFrame title={title}>
        <p role="alert" className="font-bold text-danger">
          {LINK_NOT_VALID}
        </p>
        <p className="mt-2 text-navy-600">
          Ask the store's owner for a new link, or sign in if you have an account.
        </p>
        <Link to="/sign-in" className={`${buttonStyles.secondary} mt-6`}>
          Go to sign in
        </Link>
      </AuthFrame>
    );
  }
  if (invitation.error) {
    return (
      <AuthFrame title={title}>
        <ServerAlert message={invitation.error.message} />
      </AuthFrame>
    );
  }
  if (!invitation.data) return <Loading />;
  return <AuthFrame title={title}>{children(invitation.data, token)}</AuthFrame>;
}

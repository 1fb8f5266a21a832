import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AcceptInvitationRequest,
  acceptInvitationRequestSchema,
  type InvitationResponse,
  STAFF_PASSWORD_MIN_LENGTH,
} from '@souq/shared/schemas/admin-staff';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { buttonStyles } from '@/shared/ui/button-styles';
import { ServerAlert } from '@/shared/ui/server-alert';
import { TextField } from '@/shared/ui/text-field';
import { useAcceptInvitation } from '../api/accept-invitation';
import { InvitationGate } from './invitation-gate';

/** /admin/invite?token=…: a new member, invited by an owner, chooses their name and password. */
export function InvitePage() {
  return (
    <InvitationGate title="Join the back office">
      {(invitation, token) => <AcceptForm invitation={invitation} token={token} />}
    </InvitationGate>
  );
}

function AcceptForm({ invitation, token }: { invitation: InvitationResponse; token: string }) {
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof acceptInvitationRequestSchema>, unknown, AcceptInvitationRequest>({
    resolver: zodResolver(acceptInvitationRequestSchema),
    defaultValues: { token, name: '', password: '' },
  });
  const onSubmit = handleSubmit((values) =>
    accept.mutate(values, { onSuccess: () => navigate('/', { replace: true }) }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-navy-600">
        You were invited as {invitation.role === 'owner' ? 'an owner' : 'a member of staff'}.
      </p>
      <ServerAlert message={accept.error?.message ?? errors.token?.message ?? null} />
      <input type="hidden" {...register('token')} />
      {/* The invitation is for this address; it is shown, not chosen. */}
      <TextField label="Email" type="email" value={invitation.email ?? ''} readOnly autoComplete="username" />
      <TextField label="Your name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <button type="submit" className={buttonStyles.primary} disabled={accept.isPending}>
        {accept.isPending ? 'Joining…' : 'Create my account'}
      </button>
    </form>
  );
}

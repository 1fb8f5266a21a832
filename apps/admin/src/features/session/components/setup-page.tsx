import { zodResolver } from '@hookform/resolvers/zod';
import {
  type InvitationResponse,
  type OwnerSetupRequest,
  ownerSetupRequestSchema,
  STAFF_PASSWORD_MIN_LENGTH,
} from '@souq/shared/schemas/admin-staff';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { buttonStyles } from '@/shared/ui/button-styles';
import { ServerAlert } from '@/shared/ui/server-alert';
import { TextField } from '@/shared/ui/text-field';
import { useSetUpOwner } from '../api/set-up-owner';
import { InvitationGate } from './invitation-gate';

/** /admin/setup?token=…: the store's first owner, through the link the server printed when it started. */
export function SetupPage() {
  return (
    <InvitationGate title="Set up the back office">
      {(invitation, token) => <SetupForm invitation={invitation} token={token} />}
    </InvitationGate>
  );
}

function SetupForm({ invitation, token }: { invitation: InvitationResponse; token: string }) {
  const navigate = useNavigate();
  const setUp = useSetUpOwner();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof ownerSetupRequestSchema>, unknown, OwnerSetupRequest>({
    resolver: zodResolver(ownerSetupRequestSchema),
    defaultValues: { token, name: '', email: invitation.email ?? '', password: '' },
  });
  const onSubmit = handleSubmit((values) =>
    setUp.mutate(values, { onSuccess: () => navigate('/', { replace: true }) }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-navy-600">You will be the store's owner: you can invite the rest of the staff.</p>
      <ServerAlert message={setUp.error?.message ?? errors.token?.message ?? null} />
      <input type="hidden" {...register('token')} />
      <TextField label="Your name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <button type="submit" className={buttonStyles.primary} disabled={setUp.isPending}>
        {setUp.isPending ? 'Setting up…' : 'Create owner account'}
      </button>
    </form>
  );
}

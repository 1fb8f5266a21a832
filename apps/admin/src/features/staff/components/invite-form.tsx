import { zodResolver } from '@hookform/resolvers/zod';
import {
  type InviteStaffRequest,
  inviteStaffRequestSchema,
  STAFF_ROLES,
} from '@souq/shared/schemas/admin-staff';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatDateTime } from '@/shared/format/dates';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Card } from '@/shared/ui/card';
import { CopyButton } from '@/shared/ui/copy-button';
import { SelectField } from '@/shared/ui/select-field';
import { ServerAlert } from '@/shared/ui/server-alert';
import { TextField } from '@/shared/ui/text-field';
import { useInviteStaff } from '../api/invite-staff';
import { ROLE_LABELS } from '../role-labels';

/**
 * Invites a member by email and role. The server keeps only the link's hash, so the link is shown here
 * once, to copy and send; it is gone when the page is left.
 */
export function InviteForm() {
  const invite = useInviteStaff();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof inviteStaffRequestSchema>, unknown, InviteStaffRequest>({
    resolver: zodResolver(inviteStaffRequestSchema),
    defaultValues: { email: '', role: 'staff' },
  });
  const onSubmit = handleSubmit((form) => invite.mutate(form, { onSuccess: () => reset() }));

  return (
    <Card as="section" aria-labelledby="invite-heading" className="p-5">
      <h2 id="invite-heading" className="text-lg font-extrabold">
        Invite a member
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          className="flex-1"
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <SelectField className="sm:w-40" label="Role" error={errors.role?.message} {...register('role')}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </SelectField>
        <button type="submit" className={`${buttonStyles.primary} sm:mt-6`} disabled={invite.isPending}>
          Create invitation
        </button>
      </form>
      <ServerAlert className="mt-3" message={invite.error?.message ?? null} />
      {invite.data ? (
        <div className="mt-4 rounded-xl bg-mint-100 p-4">
          <p role="status" className="font-bold text-navy-800">
            {invite.data.message}
          </p>
          <p className="mt-2 text-sm text-navy-600">
            The link is shown only now, and works until {formatDateTime(invite.data.expiresAt)}.
          </p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
            <input
              aria-label="Invitation link"
              readOnly
              value={invite.data.inviteUrl}
              onFocus={(event) => event.currentTarget.select()}
              className="min-h-11 w-full flex-1 rounded-xl border border-navy-100 bg-white px-3 font-mono text-sm"
            />
            <CopyButton text={invite.data.inviteUrl} />
          </div>
        </div>
      ) : null}
    </Card>
  );
}

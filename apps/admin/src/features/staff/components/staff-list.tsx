import { STAFF_ROLES, type StaffMember, staffRoleSchema } from '@souq/shared/schemas/admin-staff';
import { useState } from 'react';
import { formatDateTime } from '@/shared/format/dates';
import { buttonStyles } from '@/shared/ui/button-styles';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { ServerAlert } from '@/shared/ui/server-alert';
import { SuccessNote } from '@/shared/ui/success-note';
import { useChangeRole } from '../api/change-role';
import { useRemoveStaff } from '../api/remove-staff';
import { ROLE_LABELS } from '../role-labels';

interface StaffListProps {
  staff: readonly StaffMember[];
  /** The member looking: they cannot remove themselves. */
  currentStaffId: string;
}

/** Everyone with access: their role (changed on the spot) and a way to take them off. */
export function StaffList({ staff, currentStaffId }: StaffListProps) {
  const changeRole = useChangeRole();
  const remove = useRemoveStaff();
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const error = changeRole.error ?? remove.error;

  return (
    <section aria-labelledby="staff-heading">
      <h2 id="staff-heading" className="mb-3 text-lg font-extrabold">
        Members
      </h2>
      <ServerAlert className="mb-3" message={error?.message ?? null} />
      <SuccessNote className="mb-3" message={done} />
      <ul className="flex flex-col gap-3">
        {staff.map((member) => {
          const isYou = member.id === currentStaffId;
          return (
            <li
              key={member.id}
              className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-navy-100 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="font-bold">
                  {member.name} {isYou ? <span className="font-semibold text-navy-600">(you)</span> : null}
                </p>
                <p className="break-all text-sm text-navy-600">{member.email}</p>
                <p className="text-xs text-navy-600">
                  {member.lastSeenAt ? `Last seen ${formatDateTime(member.lastSeenAt)}` : 'Not signed in yet'}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <label className="sr-only" htmlFor={`role-${member.id}`}>
                  Role of {member.name}
                </label>
                <select
                  id={`role-${member.id}`}
                  value={member.role}
                  disabled={changeRole.isPending}
                  onChange={(event) => {
                    const role = staffRoleSchema.safeParse(event.target.value);
                    if (!role.success) return;
                    setDone(null);
                    changeRole.mutate(
                      { id: member.id, role: role.data },
                      {
                        onSuccess: (changed) =>
                          setDone(`${changed.name} is now ${ROLE_LABELS[changed.role].toLowerCase()}.`),
                      },
                    );
                  }}
                  className="min-h-11 cursor-pointer rounded-xl border border-navy-100 bg-white px-3 font-bold"
                >
                  {STAFF_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </option>
                  ))}
                </select>
                {isYou ? null : (
                  <button
                    type="button"
                    className={buttonStyles.danger}
                    aria-label={`Remove ${member.name}`}
                    onClick={() => setRemoving(member)}
                  >
                    Remove
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? ''}?`}
        confirmLabel="Remove"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const { id, name } = removing;
          setDone(null);
          remove.mutate(id, {
            onSuccess: () => setDone(`${name} was removed.`),
            onSettled: () => setRemoving(null),
          });
        }}
      >
        They are signed out at once and can no longer open the back office. Their entries in the audit log
        stay.
      </ConfirmDialog>
    </section>
  );
}

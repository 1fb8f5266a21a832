import type { StaffMember, StaffRole } from '@souq/shared/schemas/admin-staff';
import type { StaffRow } from './staff-repo';

export function toStaffJson(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    twoFactor: row.totpSecret !== null,
  };
}

import type { StaffRole } from '@souq/shared/schemas/admin-staff';

export const ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', staff: 'Staff' };

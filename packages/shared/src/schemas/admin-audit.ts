import { z } from 'zod';
import { hasNoNul } from './common';

/** GET /api/admin/audit?entity=&staff=&page=. */
export const auditQuerySchema = z.object({
  entity: z.string().trim().max(50).refine(hasNoNul, 'entity cannot contain a NUL character.').optional(),
  staff: z.uuid({ error: 'Staff member not found.' }).optional(),
  page: z.coerce.number({ error: 'page must be a number.' }).int().min(1, 'page starts at 1.').default(1),
});

export const AUDIT_PAGE_SIZE = 50;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staffId: z.string().nullable(),
  staffEmail: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;

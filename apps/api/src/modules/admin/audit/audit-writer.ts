import type { Executor } from '../../../db/executor';
import { auditLog } from '../../../db/schema';

/** Who did it, as the audit log and the order timelines record them. */
export interface Actor {
  staffId: string | null;
  staffEmail: string | null;
  staffName: string | null;
  ip: string | null;
}

/** The member of staff an actor is, as the stock ledger names them; null for the store's own changes. */
export function staffNamed(actor: Actor): { id: string; name: string } | null {
  return actor.staffId !== null && actor.staffName !== null
    ? { id: actor.staffId, name: actor.staffName }
    : null;
}

export interface AuditEntryInput {
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one row to the audit log. Called with the transaction that makes the change, so a change and its
 * row are written together or not at all.
 */
export async function recordAudit(executor: Executor, actor: Actor, entry: AuditEntryInput): Promise<void> {
  await executor.insert(auditLog).values({
    staffId: actor.staffId,
    staffEmail: actor.staffEmail,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.ip,
  });
}

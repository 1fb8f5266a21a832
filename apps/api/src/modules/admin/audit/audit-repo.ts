import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { auditLog } from '../../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;

/** Reads the audit log; nothing here or anywhere else updates or deletes it. */
export function createAuditRepo(executor: Executor) {
  return {
    async page(
      filter: { entity?: string | undefined; staff?: string | undefined },
      page: number,
      size: number,
    ): Promise<{ rows: AuditRow[]; total: number }> {
      const where: SQL | undefined = and(
        filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
        filter.staff ? eq(auditLog.staffId, filter.staff) : undefined,
      );
      const rows = await executor
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.id))
        .limit(size)
        .offset((page - 1) * size);
      const [totals] = await executor.select({ n: count() }).from(auditLog).where(where);
      return { rows, total: totals?.n ?? 0 };
    },
  };
}

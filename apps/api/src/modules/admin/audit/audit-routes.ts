import { AUDIT_PAGE_SIZE, auditQuerySchema, auditResponseSchema } from '@souq/shared/schemas/admin-audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { refusalResponses } from '../../../lib/refusal-responses';
import { createAuditRepo } from './audit-repo';

/** GET /api/admin/audit: any member of staff may read the log; there is no route that changes it. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const repo = createAuditRepo(db);
  app.get(
    '/api/admin/audit',
    {
      schema: { querystring: auditQuerySchema, response: { 200: auditResponseSchema, ...refusalResponses } },
      onRequest: app.adminAuth.requireStaff,
    },
    async (request) => {
      const { page, ...filter } = request.query;
      const { rows, total } = await repo.page(filter, page, AUDIT_PAGE_SIZE);
      return {
        success: true as const,
        total,
        entries: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
      };
    },
  );
};

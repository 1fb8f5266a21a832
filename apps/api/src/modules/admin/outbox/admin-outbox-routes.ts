import {
  outboxIdParamsSchema,
  outboxListResponseSchema,
  outboxMessageResponseSchema,
  outboxQuerySchema,
  outboxRetryResponseSchema,
} from '@souq/shared/schemas/admin-outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusalResponses } from '../../../lib/refusal-responses';
import { actorOf } from '../../../plugins/admin-auth';
import type { AdminOutboxService } from './admin-outbox-service';

/**
 * The outbox, owners only: its e-mails carry shoppers' names, addresses and orders, and one not yet sent
 * carries its live link (a password reset's lets whoever opens it choose the shopper's password). Both checks
 * run before the params are read, so a member is told who may look rather than what was wrong with the id.
 */
export const adminOutboxRoutes: FastifyPluginAsyncZod<{ outbox: AdminOutboxService }> = async (
  app,
  { outbox },
) => {
  app.addHook('onRequest', app.adminAuth.requireStaff);
  app.addHook('onRequest', app.adminAuth.requireOwner);

  app.get(
    '/api/admin/outbox',
    {
      schema: {
        querystring: outboxQuerySchema,
        response: { 200: outboxListResponseSchema, ...refusalResponses },
      },
    },
    async (request) => outbox.list(request.query),
  );

  app.get(
    '/api/admin/outbox/:id',
    {
      schema: {
        params: outboxIdParamsSchema,
        response: { 200: outboxMessageResponseSchema, ...refusalResponses },
      },
    },
    async (request) => outbox.detail(request.params.id),
  );

  app.post(
    '/api/admin/outbox/:id/retry',
    {
      schema: {
        params: outboxIdParamsSchema,
        response: { 200: outboxRetryResponseSchema, ...refusalResponses },
      },
    },
    async (request) => outbox.retry(request.params.id, actorOf(request)),
  );
};

import {
  adminDiscountResponseSchema,
  adminDiscountSavedSchema,
  adminDiscountsResponseSchema,
  discountCodeParamsSchema,
  discountCreateSchema,
  discountOrdersQuerySchema,
  discountUpdateSchema,
} from '@souq/shared/schemas/admin-discounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusalResponses } from '../../../lib/refusal-responses';
import { actorOf } from '../../../plugins/admin-auth';
import type { AdminDiscountsService } from './admin-discounts-service';

/**
 * Discount codes: any signed-in member reads them; only an owner creates and edits. The owner check runs
 * before the body is validated, so a member is told who may do this rather than what was wrong with the form.
 */
export const adminDiscountsRoutes: FastifyPluginAsyncZod<{ discounts: AdminDiscountsService }> = async (
  app,
  { discounts },
) => {
  app.addHook('onRequest', app.adminAuth.requireStaff);
  const { requireOwner } = app.adminAuth;

  app.get(
    '/api/admin/discounts',
    { schema: { response: { 200: adminDiscountsResponseSchema, ...refusalResponses } } },
    async () => discounts.list(),
  );

  app.get(
    '/api/admin/discounts/:code',
    {
      schema: {
        params: discountCodeParamsSchema,
        querystring: discountOrdersQuerySchema,
        response: { 200: adminDiscountResponseSchema, ...refusalResponses },
      },
    },
    async (request) => discounts.detail(request.params.code, request.query.page),
  );

  app.post(
    '/api/admin/discounts',
    {
      schema: {
        body: discountCreateSchema,
        response: { 200: adminDiscountSavedSchema, ...refusalResponses },
      },
      preValidation: requireOwner,
    },
    async (request) => discounts.create(request.body, actorOf(request)),
  );

  app.put(
    '/api/admin/discounts/:code',
    {
      schema: {
        params: discountCodeParamsSchema,
        body: discountUpdateSchema,
        response: { 200: adminDiscountSavedSchema, ...refusalResponses },
      },
      preValidation: requireOwner,
    },
    async (request) => discounts.update(request.params.code, request.body, actorOf(request)),
  );
};

import {
  adminCustomerResponseSchema,
  adminCustomersQuerySchema,
  adminCustomersResponseSchema,
  customerIdParamsSchema,
} from '@souq/shared/schemas/admin-customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { refusalResponses } from '../../../lib/refusal-responses';
import { createAdminCustomersService } from './admin-customers-service';

/** Customers: any signed-in member of staff (owner or staff) reads them; nothing here changes them. */
export const adminCustomersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const customers = createAdminCustomersService(db);
  app.addHook('onRequest', app.adminAuth.requireStaff);

  app.get(
    '/api/admin/customers',
    {
      schema: {
        querystring: adminCustomersQuerySchema,
        response: { 200: adminCustomersResponseSchema, ...refusalResponses },
      },
    },
    async (request) => customers.list(request.query),
  );

  app.get(
    '/api/admin/customers/:id',
    {
      schema: {
        params: customerIdParamsSchema,
        response: { 200: adminCustomerResponseSchema, ...refusalResponses },
      },
    },
    async (request) => customers.detail(request.params.id),
  );
};

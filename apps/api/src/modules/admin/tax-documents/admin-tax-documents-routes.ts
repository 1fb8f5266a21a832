import {
  documentNumberParamsSchema,
  taxDocumentsQuerySchema,
  taxDocumentsResponseSchema,
} from '@souq/shared/schemas/tax-documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusalResponses } from '../../../lib/refusal-responses';
import { sendPdf } from '../../tax-documents/send-pdf';
import { sendCsv } from '../csv/csv-routes';
import type { AdminTaxDocumentsService } from './admin-tax-documents-service';

/** Tax invoices and credit notes for any member of staff: the list with the period's VAT, its CSV, each PDF. */
export const adminTaxDocumentsRoutes: FastifyPluginAsyncZod<{ documents: AdminTaxDocumentsService }> = async (
  app,
  { documents },
) => {
  app.addHook('onRequest', app.adminAuth.requireStaff);

  app.get(
    '/api/admin/tax-documents',
    {
      schema: {
        querystring: taxDocumentsQuerySchema,
        response: { 200: taxDocumentsResponseSchema, ...refusalResponses },
      },
    },
    async (request) => documents.list(request.query),
  );

  app.get(
    '/api/admin/tax-documents/export',
    { schema: { querystring: taxDocumentsQuerySchema, response: refusalResponses } },
    async (request, reply) => sendCsv(reply, await documents.csv(request.query)),
  );

  app.get(
    '/api/admin/tax-documents/:number/pdf',
    { schema: { params: documentNumberParamsSchema, response: refusalResponses } },
    async (request, reply) => sendPdf(reply, await documents.pdf(request.params.number), 'inline'),
  );
};

import {
  DOCUMENT_NOT_FOUND,
  documentNumberParamsSchema,
  taxDocumentResponseSchema,
} from '@souq/shared/schemas/tax-documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { notFound, unauthorized } from '../../lib/app-error';
import { refusalResponses } from '../../lib/refusal-responses';
import { SIGN_IN_REQUIRED } from '../../plugins/auth';
import { documentFile, documentFilename } from './document-files';
import { sendPdf } from './send-pdf';
import { contentOf, createTaxDocumentsRepo } from './tax-documents-repo';

/**
 * A shopper's own tax invoices and credit notes (docs/product/vat-and-invoices.md): as data for the printable
 * page, and as the PDF. Another shopper's number is answered as one that does not exist.
 */
export const taxDocumentsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireUser);
  const repo = createTaxDocumentsRepo(db);

  async function own(userId: string | null, number: string) {
    if (userId === null) throw unauthorized(SIGN_IN_REQUIRED);
    const row = await repo.byNumber(number);
    if (!row || row.userId !== userId) throw notFound(DOCUMENT_NOT_FOUND);
    return row;
  }

  app.get(
    '/api/order/documents/:number',
    {
      schema: {
        params: documentNumberParamsSchema,
        response: { 200: taxDocumentResponseSchema, ...refusalResponses },
      },
    },
    async (request, reply) => {
      const row = await own(request.userId, request.params.number);
      const file = await repo.file(row.id);
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, document: contentOf(row), sha256: file?.sha256 ?? null };
    },
  );

  app.get(
    '/api/order/documents/:number/pdf',
    { schema: { params: documentNumberParamsSchema, response: refusalResponses } },
    async (request, reply) => {
      const row = await own(request.userId, request.params.number);
      const file = await documentFile(db, row);
      return sendPdf(reply, { filename: documentFilename(row.number), ...file }, 'attachment');
    },
  );
};

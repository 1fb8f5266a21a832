import {
  CSV_BODY_REQUIRED,
  CSV_IMPORT_MAX_BYTES,
  ORDERS_EXPORT_PATH,
  ordersExportQuerySchema,
  PRODUCTS_EXPORT_PATH,
  PRODUCTS_IMPORT_PATH,
  productImportQuerySchema,
  productImportResponseSchema,
} from '@souq/shared/schemas/admin-csv';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../lib/app-error';
import { refusalResponses } from '../../../lib/refusal-responses';
import { actorOf } from '../../../plugins/admin-auth';
import { createCsvExportService } from './csv-export-service';
import { createCsvImportService } from './csv-import-service';
import type { CsvFile } from './csv-stream';

/** What a CSV upload may be labelled; anything else (JSON too) is refused in words. */
const CSV_TYPES = ['text/csv', 'application/csv'];

export function sendCsv(reply: FastifyReply, file: CsvFile) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

/**
 * CSV in and out of the back office (docs/product/back-office.md, "CSV"): any member of staff downloads
 * orders and products; only an owner imports products. This scope reads request bodies as CSV only: the
 * file arrives as the raw body, as a browser sends a file, with a limit of its own above the api's 1 MB.
 */
export const csvRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const exports = createCsvExportService(db);
  const imports = createCsvImportService(db);
  app.addHook('onRequest', app.adminAuth.requireStaff);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    CSV_TYPES,
    { parseAs: 'buffer', bodyLimit: CSV_IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: CSV_IMPORT_MAX_BYTES },
    (_request, _body, done) => done(badRequest(CSV_BODY_REQUIRED), undefined),
  );

  app.get(
    ORDERS_EXPORT_PATH,
    { schema: { querystring: ordersExportQuerySchema, response: refusalResponses } },
    async (request, reply) => sendCsv(reply, await exports.orders(request.query)),
  );

  app.get(PRODUCTS_EXPORT_PATH, { schema: { response: refusalResponses } }, async (_request, reply) =>
    sendCsv(reply, await exports.products(new Date())),
  );

  app.post(
    PRODUCTS_IMPORT_PATH,
    {
      // An owner before the body is read: a member's upload is refused without reading 10 MB.
      onRequest: app.adminAuth.requireOwner,
      bodyLimit: CSV_IMPORT_MAX_BYTES,
      schema: {
        querystring: productImportQuerySchema,
        response: { 200: productImportResponseSchema, ...refusalResponses },
      },
    },
    async (request) => {
      const { body } = request;
      if (!(body instanceof Uint8Array)) throw badRequest(CSV_BODY_REQUIRED);
      return request.query.mode === 'apply' ? imports.apply(body, actorOf(request)) : imports.dryRun(body);
    },
  );
};

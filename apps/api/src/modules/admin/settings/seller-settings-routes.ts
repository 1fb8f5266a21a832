import {
  SELLER_SAVED,
  sellerIdentitySchema,
  sellerSettingsResponseSchema,
} from '@souq/shared/schemas/tax-documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { refusalResponses } from '../../../lib/refusal-responses';
import { actorOf } from '../../../plugins/admin-auth';
import { readSeller, saveSeller, sellerIsSaved } from '../../tax-documents/seller-settings';
import { recordAudit } from '../audit/audit-writer';

/**
 * The seller's legal identity, owners only (docs/product/vat-and-invoices.md): the footer, the terms page and
 * every tax document issued from now on show it; documents already issued keep the identity they were issued
 * with.
 */
export const sellerSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.adminAuth.requireStaff);
  app.addHook('onRequest', app.adminAuth.requireOwner);

  app.get(
    '/api/admin/settings/seller',
    { schema: { response: { 200: sellerSettingsResponseSchema, ...refusalResponses } } },
    async () => ({ success: true as const, seller: await readSeller(db), saved: await sellerIsSaved(db) }),
  );

  app.put(
    '/api/admin/settings/seller',
    {
      schema: {
        body: sellerIdentitySchema,
        response: { 200: sellerSettingsResponseSchema, ...refusalResponses },
      },
    },
    async (request) => {
      const seller = request.body;
      await db.transaction(async (tx) => {
        const before = await readSeller(tx);
        await saveSeller(tx, seller);
        await recordAudit(tx, actorOf(request), {
          action: 'settings.seller',
          entity: 'settings',
          entityId: 'seller',
          before,
          after: seller,
        });
      });
      return { success: true as const, seller, saved: true, message: SELLER_SAVED };
    },
  );
};

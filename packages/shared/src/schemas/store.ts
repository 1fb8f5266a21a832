import * as z from 'zod/mini';

/** In zod/mini, like product.ts: every page's footer asks for it. */

export const storeConfigResponseSchema = z.object({
  success: z.literal(true),
  store: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    whatsappNumber: z.string(),
    social: z.object({
      instagram: z.string(),
      facebook: z.string(),
      snapchat: z.string(),
      tiktok: z.string(),
    }),
  }),
  /** Who sells: the legal identity the footer and the terms page show (docs/product/vat-and-invoices.md). */
  seller: z.object({
    legalName: z.string(),
    tradingName: z.string(),
    address: z.string(),
    tradeLicence: z.string(),
    licenceAuthority: z.string(),
    vatRegistered: z.boolean(),
    /** Empty when the store is not registered for VAT. */
    trn: z.string(),
  }),
});
export type StoreConfigResponse = z.infer<typeof storeConfigResponseSchema>;

/** GET /api/health: 200 when the database answers. */
export const healthResponseSchema = z.object({
  success: z.literal(true),
  database: z.literal('up'),
  /**
   * What scores searches: the index in memory, or the database itself while that index loads (as the store
   * starts, or after a bulk change). Both find the same; the index is faster on a large catalogue.
   */
  search: z.enum(['index', 'database']),
});
/** GET /api/health: 503 when it does not, with a message a person can read. */
export const healthDownResponseSchema = z.object({
  success: z.literal(false),
  database: z.literal('down'),
  message: z.string(),
});

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
});
export type StoreConfigResponse = z.infer<typeof storeConfigResponseSchema>;

/** GET /api/health: 200 when the database answers. */
export const healthResponseSchema = z.object({ success: z.literal(true), database: z.literal('up') });
/** GET /api/health: 503 when it does not, with a message a person can read. */
export const healthDownResponseSchema = z.object({
  success: z.literal(false),
  database: z.literal('down'),
  message: z.string(),
});

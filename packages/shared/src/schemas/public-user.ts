import * as z from 'zod/mini';

/**
 * What local storage keeps of the signed-in user. In zod/mini, like cart-data.ts, because the
 * storefront checks it before its first render.
 */
export const publicUserSchema = z.object({ name: z.string(), email: z.string() });
export type PublicUser = z.infer<typeof publicUserSchema>;

import { z } from 'zod';

/** design §4 Cart: one entry per (product, colour, size); size and colour are read from the entry, not the key. */
export const cartEntrySchema = z.object({
  size: z.string(),
  colorName: z.string(),
  quantity: z.number().int(),
});
export type CartEntry = z.infer<typeof cartEntrySchema>;

/** spec §3: product id → line key → entry. */
export const cartDataSchema = z.record(z.string(), z.record(z.string(), cartEntrySchema));
export type CartData = z.infer<typeof cartDataSchema>;

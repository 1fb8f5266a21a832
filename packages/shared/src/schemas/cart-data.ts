import * as z from 'zod/mini';

/*
 * The cart as both sides keep it, in zod's tree-shakable form: the storefront checks the cart kept in local
 * storage before its first render, and zod/mini brings only what these schemas use, where the full zod is
 * four times the size and builds every schema it is given (a shorter first task on a phone).
 * cart.ts builds the api's requests and answers on them.
 */

/** One entry per (product, colour, size); size and colour are read from the entry, not the key. */
export const cartEntrySchema = z.object({
  size: z.string({ error: 'Each cart line needs a size.' }),
  colorName: z.string({ error: 'Each cart line needs a colorName.' }),
  quantity: z
    .number({ error: 'Each cart line needs a quantity.' })
    .check(z.int('Quantities must be whole numbers.')),
});
export type CartEntry = z.infer<typeof cartEntrySchema>;

/** Product id → line key → entry. */
export const cartDataSchema = z.record(
  z.string(),
  z.record(z.string(), cartEntrySchema, { error: 'Each product in a cart maps line keys to lines.' }),
  { error: 'A cart maps product ids to their lines.' },
);
export type CartData = z.infer<typeof cartDataSchema>;

import * as z from 'zod/mini';
import { productSchema } from './product';

/**
 * `GET /api/search/suggestions?q=` — what the header search offers as the shopper types: the best few
 * products and the groups or kinds the words find most in. In zod/mini, like product.ts: the storefront
 * parses it on every keystroke's answer.
 */
export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_CATEGORIES = 3;

export const searchSuggestionsResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(productSchema),
  /** A gender group (`category`) or a kind of product (`type`) with how many of the found products it holds. */
  categories: z.array(z.object({ facet: z.enum(['category', 'type']), value: z.string(), count: z.int() })),
  /** The normalised words that found them, for marking in the names. */
  terms: z.array(z.string()),
  /** The words as corrected, when only the correction finds something. */
  correction: z.nullable(z.string()),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsResponseSchema>;

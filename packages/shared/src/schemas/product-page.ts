import * as z from 'zod/mini';
import { productSchema } from './product';

/**
 * The answer of `GET /api/products`, one page of the catalogue (catalog/product-page-params.ts);
 * in zod/mini, like product.ts.
 */
const facetCountsSchema = z.array(z.object({ value: z.string(), count: z.int() }));

/**
 * Each facet's values with how many products each would show, counting every other selected filter but not
 * the facet's own (so ticking a second size adds to the list); `sale` and `inStock` count the products each
 * would leave. Asked for with `facets=true`.
 */
export const listingFacetsSchema = z.object({
  category: facetCountsSchema,
  type: facetCountsSchema,
  size: facetCountsSchema,
  age: facetCountsSchema,
  /** Colours also carry their Arabic name ('' where none is written). */
  color: z.array(z.object({ value: z.string(), nameAr: z.string(), count: z.int() })),
  price: facetCountsSchema,
  sale: z.int(),
  inStock: z.int(),
});
export type ListingFacets = z.infer<typeof listingFacetsSchema>;

export const productPageResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(productSchema),
  page: z.int(),
  limit: z.int(),
  /** How many products match, over all pages. */
  total: z.int(),
  totalPages: z.int(),
  facets: z.optional(listingFacetsSchema),
  /** With a search: the words as corrected when only the correction finds something ("Did you mean …"). */
  correction: z.optional(z.nullable(z.string())),
  /** With a search: the normalised words that found products, for marking them in names. */
  terms: z.optional(z.array(z.string())),
});
export type ProductPageResponse = z.infer<typeof productPageResponseSchema>;

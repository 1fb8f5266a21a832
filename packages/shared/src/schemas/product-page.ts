import * as z from 'zod/mini';
import { productSchema } from './product';

/**
 * The answer of `GET /api/products`, one page of the catalogue (catalog/product-page-params.ts);
 * in zod/mini, like product.ts.
 */
export const productPageResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(productSchema),
  page: z.int(),
  limit: z.int(),
  /** How many products match, over all pages. */
  total: z.int(),
  totalPages: z.int(),
});
export type ProductPageResponse = z.infer<typeof productPageResponseSchema>;

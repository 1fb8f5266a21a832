import { z } from 'zod';
import { productSchema } from './product';

/** issue 6: the answer of `GET /api/products`, one page of the catalogue (catalog/product-page-params.ts). */
export const productPageResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(productSchema),
  page: z.number().int(),
  limit: z.number().int(),
  /** How many products match, over all pages. */
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type ProductPageResponse = z.infer<typeof productPageResponseSchema>;

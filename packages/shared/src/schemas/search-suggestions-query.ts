import { z } from 'zod';
import { PRODUCT_SEARCH_MAX } from '../catalog/product-page-params';

/** The query `GET /api/search/suggestions` accepts; apart from the answer's schema, which the storefront loads. */
export const searchSuggestionsQuerySchema = z.object({
  q: z
    .string({ error: 'Search must be text.' })
    .max(PRODUCT_SEARCH_MAX, `Search must be at most ${PRODUCT_SEARCH_MAX} characters.`),
});

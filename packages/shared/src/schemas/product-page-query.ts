import { z } from 'zod';
import { CATEGORIES } from '../catalog/categories';
import { SORT_OPTIONS, type SortOrder } from '../catalog/product-lists';
import {
  PRODUCT_COLLECTIONS,
  PRODUCT_PAGE_MAX_LIMIT,
  PRODUCT_SEARCH_MAX,
} from '../catalog/product-page-params';

/*
 * The query `GET /api/products` accepts, apart from the answer's schema (product-page.ts): the browser
 * builds query strings (catalog/product-page-params.ts) and never parses one, so it never builds this.
 */

const SORT_VALUES = SORT_OPTIONS.map((o) => o.value) as [SortOrder, ...SortOrder[]];

/** A query value that may be repeated (`?category=Boys&category=Girls`) or comma-separated. */
function listParam<T extends z.ZodType<unknown, string>>(item: T, label: string, max: number) {
  return z
    .union([z.string(), z.array(z.string())], { error: `${label} is not valid.` })
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter((v) => v !== ''),
    )
    .pipe(z.array(item).max(max, `${label}: at most ${max} values.`))
    .optional();
}

export const productPageQuerySchema = z.object({
  /** Gender groups; none means every group. */
  category: listParam(z.enum(CATEGORIES, { error: 'Category is not valid.' }), 'Category', CATEGORIES.length),
  /** Case-insensitive text within the product name. */
  search: z
    .string({ error: 'Search must be text.' })
    .max(PRODUCT_SEARCH_MAX, `Search must be at most ${PRODUCT_SEARCH_MAX} characters.`)
    .optional(),
  /** 'relevant' is the catalogue's own order: newest first. */
  sort: z.enum(SORT_VALUES, { error: 'Sort must be relevant, low-high or high-low.' }).optional(),
  /** A home-page section: flash sale, best of kidswear or best of sale. */
  collection: z.enum(PRODUCT_COLLECTIONS, { error: 'Collection is not valid.' }).optional(),
  /** Exact products (the cart, checkout and wishlist name theirs), in the catalogue's order. */
  ids: listParam(z.uuid('Product id is not valid.'), 'Ids', PRODUCT_PAGE_MAX_LIMIT),
  page: z.coerce
    .number({ error: 'Page must be a whole number from 1.' })
    .int('Page must be a whole number from 1.')
    .min(1, 'Page must be a whole number from 1.')
    .max(1_000_000, 'Page is too large.')
    .optional(),
  limit: z.coerce
    .number({ error: `Limit must be a whole number from 1 to ${PRODUCT_PAGE_MAX_LIMIT}.` })
    .int(`Limit must be a whole number from 1 to ${PRODUCT_PAGE_MAX_LIMIT}.`)
    .min(1, `Limit must be a whole number from 1 to ${PRODUCT_PAGE_MAX_LIMIT}.`)
    .max(PRODUCT_PAGE_MAX_LIMIT, `Limit must be a whole number from 1 to ${PRODUCT_PAGE_MAX_LIMIT}.`)
    .optional(),
});
export type ProductPageQuery = z.infer<typeof productPageQuerySchema>;

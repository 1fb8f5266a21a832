import { z } from 'zod';
import { CATEGORIES } from '../catalog/categories';
import { SORT_OPTIONS } from '../catalog/product-lists';
import { productSchema } from './product';

/**
 * issue 6: `GET /api/products` — one page of the catalogue, filtered and sorted on the server, so no
 * screen downloads the whole catalogue. `/api/product/list` stays for the spec's callers.
 */
export const PRODUCT_COLLECTIONS = ['flash', 'bestofkids', 'bestseller'] as const;
export type ProductCollection = (typeof PRODUCT_COLLECTIONS)[number];

export const PRODUCT_PAGE_DEFAULT_LIMIT = 20;
export const PRODUCT_PAGE_MAX_LIMIT = 100;
export const PRODUCT_SEARCH_MAX = 100;

const SORT_VALUES = SORT_OPTIONS.map((o) => o.value) as [
  (typeof SORT_OPTIONS)[number]['value'],
  ...(typeof SORT_OPTIONS)[number]['value'][],
];

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

/** What a client passes to build the query string; every field optional. */
export interface ProductPageParams {
  category?: readonly string[];
  search?: string;
  sort?: (typeof SORT_VALUES)[number];
  collection?: ProductCollection;
  ids?: readonly string[];
  page?: number;
  limit?: number;
}

/** The query string for `GET /api/products`, with empty values left out, in a stable order (cache keys). */
export function productPageSearch(params: ProductPageParams): string {
  const query = new URLSearchParams();
  for (const c of params.category ?? []) query.append('category', c);
  if (params.search?.trim()) query.set('search', params.search.trim());
  if (params.sort && params.sort !== 'relevant') query.set('sort', params.sort);
  if (params.collection) query.set('collection', params.collection);
  if (params.ids?.length) query.set('ids', params.ids.join(','));
  if (params.page && params.page > 1) query.set('page', String(params.page));
  if (params.limit) query.set('limit', String(params.limit));
  const text = query.toString();
  return text ? `?${text}` : '';
}

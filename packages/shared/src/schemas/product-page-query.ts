import { z } from 'zod';
import { CATEGORIES } from '../catalog/categories';
import { PRICE_RANGES, PRODUCT_TYPES } from '../catalog/listing-facets';
import { SORT_OPTIONS, type SortOrder } from '../catalog/product-lists';
import {
  PRODUCT_COLLECTIONS,
  PRODUCT_PAGE_MAX_LIMIT,
  PRODUCT_SEARCH_MAX,
} from '../catalog/product-page-params';
import { AGE_BANDS, ALL_SIZES } from '../sizes/size-tables';

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

/** A yes-or-no filter: `true` or `1` turns it on; absent, `false` or `0` leaves it off. */
function flagParam(message: string) {
  return z
    .enum(['true', 'false', '1', '0'], { error: message })
    .transform((value) => value === 'true' || value === '1')
    .optional();
}

/** Colour names are free text; one this long names no colour. */
const COLOR_MAX = 40;

export const productPageQuerySchema = z.object({
  /** Gender groups; none means every group. */
  category: listParam(z.enum(CATEGORIES, { error: 'Category is not valid.' }), 'Category', CATEGORIES.length),
  /** Product kinds: clothing, shoes, toys. */
  type: listParam(
    z.enum(PRODUCT_TYPES, { error: 'Type must be clothing, shoes or toys.' }),
    'Type',
    PRODUCT_TYPES.length,
  ),
  /** Sizes as the store names them (`110`, `24` for EU 24, `Free-size`). */
  size: listParam(
    z.string().refine((size) => ALL_SIZES.includes(size), { error: 'Size is not valid.' }),
    'Size',
    ALL_SIZES.length,
  ),
  /** Age bands in years: 1-3, 4-6, 7-8, 9-11, 12-14. */
  age: listParam(
    z.enum(AGE_BANDS, { error: 'Age must be 1-3, 4-6, 7-8, 9-11 or 12-14.' }),
    'Age',
    AGE_BANDS.length,
  ),
  /** Colour names, as the products name them. */
  color: listParam(z.string().max(COLOR_MAX, 'Colour is not valid.'), 'Colour', 20),
  /** Price bands in AED by the price paid: 0-50, 50-100, 100-200, 200- (200 and over). */
  price: listParam(
    z.enum(PRICE_RANGES, { error: 'Price must be 0-50, 50-100, 100-200 or 200-.' }),
    'Price',
    PRICE_RANGES.length,
  ),
  sale: flagParam('Sale must be true or false.'),
  inStock: flagParam('In stock must be true or false.'),
  /** Answer each facet's values and counts beside the page. */
  facets: flagParam('Facets must be true or false.'),
  /** Words to find, in English or Arabic: typos, plurals, synonyms and skus are found too (docs/product/search.md). */
  search: z
    .string({ error: 'Search must be text.' })
    .max(PRODUCT_SEARCH_MAX, `Search must be at most ${PRODUCT_SEARCH_MAX} characters.`)
    .optional(),
  /** 'relevant' is the best match first when searching, else the catalogue's own order: newest first. */
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

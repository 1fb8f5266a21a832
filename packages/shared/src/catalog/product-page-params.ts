import type { SortOrder } from './product-lists';

/**
 * `GET /api/products` — one page of the catalogue, filtered and sorted on the server, so no screen downloads
 * the whole catalogue. `/api/product/list` stays for callers that want the whole list. Apart from the
 * answer's schema, so the storefront builds its first queries without loading zod (a shorter first task).
 */
export const PRODUCT_COLLECTIONS = ['flash', 'bestofkids', 'bestseller'] as const;
export type ProductCollection = (typeof PRODUCT_COLLECTIONS)[number];

export const PRODUCT_PAGE_DEFAULT_LIMIT = 20;
export const PRODUCT_PAGE_MAX_LIMIT = 100;
export const PRODUCT_SEARCH_MAX = 100;

/** What a client passes to build the query string; every field optional. */
export interface ProductPageParams {
  category?: readonly string[];
  /** The listing's other facets (catalog/listing-facets.ts): product type, size, age band, colour, price band. */
  type?: readonly string[];
  size?: readonly string[];
  age?: readonly string[];
  color?: readonly string[];
  price?: readonly string[];
  /** Only products on sale; only products with some size in stock. */
  sale?: boolean;
  inStock?: boolean;
  /** Ask for each facet's values with their counts beside the page. */
  facets?: boolean;
  search?: string;
  sort?: SortOrder;
  collection?: ProductCollection;
  ids?: readonly string[];
  page?: number;
  limit?: number;
}

/** The query string for `GET /api/products`, with empty values left out, in a stable order (cache keys). */
export function productPageSearch(params: ProductPageParams): string {
  const query = new URLSearchParams();
  for (const facet of ['category', 'type', 'size', 'age', 'color', 'price'] as const) {
    for (const value of params[facet] ?? []) query.append(facet, value);
  }
  if (params.sale) query.set('sale', 'true');
  if (params.inStock) query.set('inStock', 'true');
  if (params.search?.trim()) query.set('search', params.search.trim());
  if (params.sort && params.sort !== 'relevant') query.set('sort', params.sort);
  if (params.collection) query.set('collection', params.collection);
  if (params.ids?.length) query.set('ids', params.ids.join(','));
  if (params.page && params.page > 1) query.set('page', String(params.page));
  if (params.limit) query.set('limit', String(params.limit));
  if (params.facets) query.set('facets', 'true');
  const text = query.toString();
  return text ? `?${text}` : '';
}

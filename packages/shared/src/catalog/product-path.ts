import { matchStoreRoute } from '../routes/store-routes';
import type { Product } from '../schemas/product';
import { slugify } from './slugify';

const PRODUCT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Product ids are UUIDs; any other /products/{x} is search text. */
export function isProductId(text: string): boolean {
  return PRODUCT_ID.test(text);
}

/** Product links read /{category}/{name-slug}/{_id}. */
export function productPath(product: Pick<Product, '_id' | 'name' | 'category'>): string {
  return `/${product.category.toLowerCase()}/${slugify(product.name)}/${product._id}`;
}

export type ProductPathTarget = { productId: string } | { search: string };

/**
 * What a product route's address shows: the product whose id it ends with, or, for /products/{text} whose
 * text is no product id, the listing searched for that text. Null for any other address, including
 * /{category}/{title}/{x} when x is no product id (the not-found page).
 */
export function parseProductPath(pathname: string): ProductPathTarget | null {
  const route = matchStoreRoute(pathname);
  if (route?.name === 'product') {
    const id = route.params.id ?? '';
    return isProductId(id) ? { productId: id } : null;
  }
  if (route?.name !== 'productOrSearch') return null;
  const text = route.params.text ?? '';
  return isProductId(text) ? { productId: text } : { search: text };
}

import type { Product } from '../schemas/product';
import { slugify } from './slugify';

/** spec §2: product links read /{category}/{name-slug}/{_id}. */
export function productPath(product: Pick<Product, '_id' | 'name' | 'category'>): string {
  return `/${product.category.toLowerCase()}/${slugify(product.name)}/${product._id}`;
}

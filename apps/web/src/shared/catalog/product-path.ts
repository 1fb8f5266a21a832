import type { Product } from '@souq/shared/schemas/product';

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** spec §2: product links read /{category}/{name-slug}/{_id}. */
export function productPath(product: Pick<Product, '_id' | 'name' | 'category'>): string {
  return `/${product.category.toLowerCase()}/${slugify(product.name)}/${product._id}`;
}

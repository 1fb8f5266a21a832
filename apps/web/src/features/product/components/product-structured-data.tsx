import { productPath } from '@souq/shared/catalog/product-path';
import type { Product } from '@souq/shared/schemas/product';
import { jsonForScript, productStructuredData } from '../product-structured-data';

/** schema.org Product data, so search results can show the price and stock. */
export function ProductStructuredData({ product }: { product: Product }) {
  const pageUrl = new URL(productPath(product), window.location.origin).href;
  return <script type="application/ld+json">{jsonForScript(productStructuredData(product, pageUrl))}</script>;
}

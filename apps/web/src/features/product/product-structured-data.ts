import { STORE_NAME } from '@souq/shared/config/store';
import { shownPrice } from '@souq/shared/pricing/displayed-price';
import { filsToAed } from '@souq/shared/pricing/money';
import type { Product } from '@souq/shared/schemas/product';
import { productDescription, productName } from '@/shared/catalog/product-language';

/** Stock anywhere: any size of any colour with units left. */
export function hasAnyStock(product: Pick<Product, 'variants'>): boolean {
  return product.variants.some((variant) => variant.sizes.some((size) => size.stocks > 0));
}

/** schema.org Product for search results: the price shown on the page, in AED, with absolute URLs. */
export function productStructuredData(product: Product, pageUrl: string) {
  const { origin } = new URL(pageUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: productName(product),
    sku: product.sku,
    description: productDescription(product),
    image: product.image.map((src) => new URL(src, origin).href),
    brand: { '@type': 'Brand', name: STORE_NAME },
    category: product.category,
    offers: {
      '@type': 'Offer',
      priceCurrency: 'AED',
      // The displayed price, as the page shows it ('12.00').
      price: filsToAed(shownPrice(product).nowFils).toFixed(2),
      availability: hasAnyStock(product) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: pageUrl,
    },
  };
}

/** JSON for an inline script: '<' escaped so text like '</script>' in a description cannot end it. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

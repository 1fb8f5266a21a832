import {
  colourNameIn,
  productDescriptionIn,
  productNameIn,
  wishlistTitleIn,
} from '@souq/shared/catalog/product-language';
import type { Product, Variant } from '@souq/shared/schemas/product';
import { pageLocale } from '../i18n/page-locale';

/** A product's own words in the page's language (packages/shared's product-language.ts). */

export function productName(product: Pick<Product, 'name' | 'nameAr'>): string {
  return productNameIn(product, pageLocale);
}

export function productDescription(product: Pick<Product, 'description' | 'descriptionAr'>): string {
  return productDescriptionIn(product, pageLocale);
}

/** A wishlist item's title (its product's name) as shown. */
export function wishlistTitle(item: { title: string; titleAr: string }): string {
  return wishlistTitleIn(item, pageLocale);
}

/** The colour's name as shown; the English name stays the colour's key (a cart line, a URL, a choice). */
export function colourName(variant: Pick<Variant, 'colorName' | 'colorNameAr'>): string {
  return colourNameIn(variant, pageLocale);
}

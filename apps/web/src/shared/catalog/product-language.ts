import type { Product, Variant } from '@souq/shared/schemas/product';
import { pageLocale } from '../i18n/page-locale';

/*
 * A product's own words in the page's language. The catalogue keeps the English and, where the owner wrote
 * it, the Arabic; an Arabic page shows the English where no Arabic is written yet.
 */

export function productName(product: Pick<Product, 'name' | 'nameAr'>): string {
  return pageLocale === 'ar' && product.nameAr ? product.nameAr : product.name;
}

export function productDescription(product: Pick<Product, 'description' | 'descriptionAr'>): string {
  return pageLocale === 'ar' && product.descriptionAr ? product.descriptionAr : product.description;
}

/** A wishlist item's title (its product's name) as shown. */
export function wishlistTitle(item: { title: string; titleAr: string }): string {
  return pageLocale === 'ar' && item.titleAr ? item.titleAr : item.title;
}

/** The colour's name as shown; the English name stays the colour's key (a cart line, a URL, a choice). */
export function colourName(variant: Pick<Variant, 'colorName' | 'colorNameAr'>): string {
  return pageLocale === 'ar' && variant.colorNameAr ? variant.colorNameAr : variant.colorName;
}

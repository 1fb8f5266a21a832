import type { Locale } from '../i18n/locales';
import type { Product, Variant } from '../schemas/product';

/*
 * A product's own words in a language. The catalogue keeps the English and, where the owner wrote it, the
 * Arabic; an Arabic page shows the English where no Arabic is written yet.
 */

export function productNameIn(product: Pick<Product, 'name' | 'nameAr'>, locale: Locale): string {
  return locale === 'ar' && product.nameAr ? product.nameAr : product.name;
}

export function productDescriptionIn(
  product: Pick<Product, 'description' | 'descriptionAr'>,
  locale: Locale,
): string {
  return locale === 'ar' && product.descriptionAr ? product.descriptionAr : product.description;
}

/** A wishlist item's title (its product's name). */
export function wishlistTitleIn(item: { title: string; titleAr: string }, locale: Locale): string {
  return locale === 'ar' && item.titleAr ? item.titleAr : item.title;
}

/** The colour's name; the English name stays the colour's key (a cart line, a URL, a choice). */
export function colourNameIn(variant: Pick<Variant, 'colorName' | 'colorNameAr'>, locale: Locale): string {
  return locale === 'ar' && variant.colorNameAr ? variant.colorNameAr : variant.colorName;
}

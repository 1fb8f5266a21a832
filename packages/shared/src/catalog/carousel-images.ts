import type { Product, Variant } from '../schemas/product';

/** The carousel shows the chosen colour's images, else the product's own. */
export function carouselImages(
  product: Pick<Product, 'image'>,
  variant: Pick<Variant, 'images'> | undefined,
): string[] {
  if (variant && variant.images.length > 0) return variant.images;
  return product.image;
}

/** The product page opens on the first colour, so on its first image. */
export function openingImage(product: Pick<Product, 'image' | 'variants'>): string | undefined {
  return carouselImages(product, product.variants[0])[0];
}

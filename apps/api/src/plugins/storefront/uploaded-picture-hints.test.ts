import {
  PRODUCT_CARD_SIZES,
  PRODUCT_PAGE_SIZES,
  uploadedSrcSet,
} from '@souq/shared/catalog/uploaded-pictures';
import type { PreviewTexts } from '@souq/shared/i18n/messages-manifest';
import type { Product } from '@souq/shared/schemas/product';
import { describe, expect, it } from 'vitest';
import { imageHint } from './head-hints';
import { listingPreview, productPreview } from './page-previews';

const UPLOADED = `/uploads/products/${'ab12'.repeat(8)}-640.webp`;
const DEMO = '/uploads/catalog/ls-bb-001-khaki-1.webp';

function productShowing(image: string): Product {
  return {
    _id: '00000000-0000-4000-8000-000000000001',
    name: 'Linen Shirt',
    nameAr: 'قميص كتان',
    sku: 'LS-1',
    description: 'A shirt.',
    descriptionAr: '',
    category: 'Boys',
    subCategory: 'Tops',
    image: [image],
    price: 80,
    discount: 0,
    flashsale: false,
    flashDiscount: 0,
    bestseller: false,
    bestofkids: false,
    variants: [{ colorName: 'Sky', colorNameAr: '', images: [image], sizes: [] }],
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}

/** The previews' words as the build's messages manifest gives them in English. */
const TEXTS: PreviewTexts = {
  'home.hero1Title': 'Little outfits, big adventures',
  'home.hero1Text': 'Play-ready clothes for every day.',
  'home.shopNow': 'Shop Now',
  'nav.home': 'Home',
  'nav.allCollections': 'All Collections',
  'listing.filtersHeading': 'FILTERS',
  'product.imageAltColor': '{name} in {color}',
  'nav.boys': 'Boys',
  'nav.girls': 'Girls',
  'nav.unisex': 'Unisex',
};

const attribute = (html: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(html)?.[1];

describe('an uploaded picture in the server’s head start', () => {
  it('is preloaded at the width the page shows, with the same srcset and sizes as its <img>', () => {
    const hint = imageHint(UPLOADED, PRODUCT_PAGE_SIZES);
    expect(attribute(hint, 'imagesrcset')).toBe(uploadedSrcSet(UPLOADED));
    expect(attribute(hint, 'imagesizes')).toBe(PRODUCT_PAGE_SIZES);
    const preview = productPreview(productShowing(UPLOADED), UPLOADED, TEXTS, 'en');
    expect(attribute(preview, 'srcset')).toBe(uploadedSrcSet(UPLOADED));
    expect(attribute(preview, 'sizes')).toBe(PRODUCT_PAGE_SIZES);
    expect(attribute(listingPreview([productShowing(UPLOADED)], TEXTS, 'en') ?? '', 'sizes')).toBe(
      PRODUCT_CARD_SIZES,
    );
  });

  it('leaves the demo catalogue’s one-width pictures as they were', () => {
    expect(imageHint(DEMO, PRODUCT_PAGE_SIZES)).toBe(
      `<link rel="preload" as="image" href="${DEMO}" fetchpriority="high" />`,
    );
    const preview = productPreview(productShowing(DEMO), DEMO, TEXTS, 'en');
    expect(attribute(preview, 'srcset')).toBeUndefined();
    expect(attribute(preview, 'sizes')).toBeUndefined();
  });
});

import type { Product } from '@souq/shared/schemas/product';
import { describe, expect, it } from 'vitest';
import { hasAnyStock, jsonForScript, productStructuredData } from './product-structured-data';

const product: Product = {
  _id: '7f2341f6-6907-4296-9a35-68613701c9aa',
  name: 'Striped Jersey Play Dress',
  nameAr: '',
  sku: 'GD-101',
  description: 'Soft jersey </script><b>',
  descriptionAr: '',
  category: 'Girls',
  subCategory: 'Dresses',
  image: ['/uploads/a.svg', 'https://cdn.example.com/b.svg'],
  price: 59,
  discount: 10,
  flashsale: false,
  flashDiscount: 15,
  bestseller: false,
  bestofkids: false,
  variants: [
    { colorName: 'Red', colorNameAr: '', images: [], sizes: [{ size: '100', stocks: 0, subSKU: 'R100' }] },
    { colorName: 'Navy', colorNameAr: '', images: [], sizes: [{ size: '100', stocks: 2, subSKU: 'N100' }] },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
};
const pageUrl = 'https://shop.example/girls/striped-jersey-play-dress/7f2341f6-6907-4296-9a35-68613701c9aa';

describe('productStructuredData', () => {
  const data = productStructuredData(product, pageUrl);

  it('describes the product with absolute image URLs and the store as brand', () => {
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Striped Jersey Play Dress',
      sku: 'GD-101',
      category: 'Girls',
      brand: { '@type': 'Brand', name: 'Little Souq' },
      image: ['https://shop.example/uploads/a.svg', 'https://cdn.example.com/b.svg'],
    });
  });

  it('offers the displayed price (larger percentage, rounded) in AED', () => {
    // round(59 − 59 × 15 / 100) = round(50.15) = 50
    expect(data.offers).toEqual({
      '@type': 'Offer',
      priceCurrency: 'AED',
      price: '50.00',
      availability: 'https://schema.org/InStock',
      url: pageUrl,
    });
  });

  it('is out of stock when no size of any colour has units', () => {
    const soldOut = { ...product, variants: product.variants.map((v) => ({ ...v, sizes: [] })) };
    expect(productStructuredData(soldOut, pageUrl).offers.availability).toBe('https://schema.org/OutOfStock');
  });
});

describe('hasAnyStock', () => {
  it('looks across every colour', () => {
    expect(hasAnyStock(product)).toBe(true);
    expect(hasAnyStock({ variants: [product.variants[0] as Product['variants'][number]] })).toBe(false);
    expect(hasAnyStock({ variants: [] })).toBe(false);
  });
});

describe('jsonForScript', () => {
  it('escapes < so the text cannot close the script element', () => {
    const text = jsonForScript({ description: product.description });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ description: product.description });
  });
});

import { describe, expect, it } from 'vitest';
import { colourGone, PRODUCT_GONE, sizeGone } from '../order-messages';
import type { CatalogSize } from '../order-stock-repo';
import { mergeLines, resolveLines } from './validate-lines';

const P = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const Q = '16fd2706-8baf-433b-82eb-8c7fada847da';
const line = (itemId: string, colorName: string, size: string, quantity: number) => ({
  itemId,
  colorName,
  size,
  quantity,
});
const catalogSize = (productId: string, colorName: string, size: string): CatalogSize => ({
  productId,
  name: 'Rainbow Dress',
  nameAr: 'فستان قوس قزح',
  productImages: ['/p.png'],
  priceFils: 5000,
  discount: 0,
  flashDiscount: 0,
  flashsale: false,
  colorName,
  colorNameAr: '',
  colourImages: [],
  sizeId: `${productId}-${colorName}-${size}`,
  size,
  subSku: `SKU-${colorName}-${size}`,
});

describe('mergeLines', () => {
  it('adds up lines of one product, colour and size, keeping the order they first appear in', () => {
    expect(
      mergeLines([
        line(P, 'Red', '110', 1),
        line(Q, 'Red', '110', 2),
        line(P, 'Red', '110', 3),
        line(P, 'Blue', '110', 1),
      ]),
    ).toEqual([line(P, 'Red', '110', 4), line(Q, 'Red', '110', 2), line(P, 'Blue', '110', 1)]);
  });
});

describe('resolveLines', () => {
  const catalog = [catalogSize(P, 'Red', '110'), catalogSize(P, 'Red', '120'), catalogSize(Q, 'Blue', '30')];

  it('matches each line to its size', () => {
    const resolved = resolveLines([line(Q, 'Blue', '30', 2), line(P, 'Red', '120', 1)], catalog);
    expect(resolved.map((r) => [r.size.sizeId, r.quantity])).toEqual([
      [`${Q}-Blue-30`, 2],
      [`${P}-Red-120`, 1],
    ]);
  });

  it.each([
    [
      'a product it does not have',
      line('00000000-0000-4000-8000-000000000000', 'Red', '110', 1),
      PRODUCT_GONE,
    ],
    ['a colour the product lacks', line(P, 'Green', '110', 1), colourGone('Rainbow Dress', 'Green')],
    ['a size the colour lacks', line(P, 'Red', '130', 1), sizeGone('Rainbow Dress', 'Red', '130')],
  ])('refuses %s in words', (_label, request, message) => {
    expect(() => resolveLines([request], catalog)).toThrow(message);
  });

  it('words shoe sizes as the shop shows them', () => {
    expect(sizeGone('Canvas Shoes', 'Navy', '30')).toBe(
      'Canvas Shoes in Navy is no longer available in size EU 30.',
    );
  });
});

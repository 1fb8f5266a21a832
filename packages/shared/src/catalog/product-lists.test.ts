import { describe, expect, it } from 'vitest';
import {
  bestOfKids,
  bestSellers,
  filterProducts,
  flashSaleProducts,
  newArrivals,
  parseSortOrder,
  relatedProducts,
  sortProducts,
} from './product-lists';

const item = (n: number, extra: Partial<Item> = {}): Item => ({
  _id: `id-${n}`,
  name: `Item ${n}`,
  nameAr: '',
  category: 'Boys',
  price: 100,
  discount: 0,
  flashDiscount: 0,
  flashsale: false,
  bestseller: false,
  bestofkids: false,
  createdAt: new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString(),
  ...extra,
});
interface Item {
  _id: string;
  name: string;
  nameAr: string;
  category: 'Boys' | 'Girls' | 'Unisex';
  price: number;
  discount: number;
  flashDiscount: number;
  flashsale: boolean;
  bestseller: boolean;
  bestofkids: boolean;
  createdAt: string;
}
const thirty = Array.from({ length: 30 }, (_, i) => item(i + 1));

describe('which products each section shows', () => {
  it('new arrivals are the 20 newest', () => {
    const shown = newArrivals(thirty);
    expect(shown).toHaveLength(20);
    expect(shown[0]?._id).toBe('id-30');
    expect(shown[19]?._id).toBe('id-11');
  });

  it('related products are items 5 to 24, without the product itself', () => {
    expect(relatedProducts(thirty, 'none').map((p) => p._id)).toEqual(thirty.slice(4, 24).map((p) => p._id));
    const without = relatedProducts(thirty, 'id-7');
    expect(without).toHaveLength(19);
    expect(without.some((p) => p._id === 'id-7')).toBe(false);
    expect(relatedProducts(thirty.slice(0, 3), 'id-1')).toEqual([]);
  });

  it('the flash strip repeats a single flash product 10 times', () => {
    const one = [item(1), item(2, { flashsale: true })];
    expect(flashSaleProducts(one)).toHaveLength(10);
    expect(new Set(flashSaleProducts(one).map((p) => p._id))).toEqual(new Set(['id-2']));
    const two = [item(1, { flashsale: true }), item(2, { flashsale: true }), item(3)];
    expect(flashSaleProducts(two).map((p) => p._id)).toEqual(['id-1', 'id-2']);
    expect(flashSaleProducts([item(1)])).toEqual([]);
  });

  it('the two home carousels read their flags', () => {
    const list = [item(1, { bestofkids: true }), item(2, { bestseller: true }), item(3)];
    expect(bestOfKids(list).map((p) => p._id)).toEqual(['id-1']);
    expect(bestSellers(list).map((p) => p._id)).toEqual(['id-2']);
  });
});

describe('sorting by the displayed price', () => {
  // Shown prices: a 90 (100 −10 %), b 60 (flash 40 % beats discount 5 %), c 75, d 75.
  const list = [
    item(1, { _id: 'a', price: 100, discount: 10 }),
    item(2, { _id: 'b', price: 100, discount: 5, flashDiscount: 40 }),
    item(3, { _id: 'c', price: 75 }),
    item(4, { _id: 'd', price: 150, discount: 50 }),
  ];

  it('Low to High and High to Low use max(discount, flashDiscount), ties keep their order', () => {
    expect(sortProducts(list, 'low-high').map((p) => p._id)).toEqual(['b', 'c', 'd', 'a']);
    expect(sortProducts(list, 'high-low').map((p) => p._id)).toEqual(['a', 'c', 'd', 'b']);
    expect(sortProducts(list, 'relevant').map((p) => p._id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('reads unknown sort values as Relevant', () => {
    expect(parseSortOrder('low-high')).toBe('low-high');
    expect(parseSortOrder('price')).toBe('relevant');
    expect(parseSortOrder(null)).toBe('relevant');
  });
});

describe('filtering the listing', () => {
  const list = [
    item(1, { name: 'Rainbow Dress', nameAr: 'فستان قوس قزح', category: 'Girls' }),
    item(2, { name: 'Denim Shorts', category: 'Boys' }),
    item(3, { name: 'Dress-up Bear', category: 'Unisex' }),
  ];

  it('matches names case-insensitively and ignores surrounding spaces', () => {
    expect(filterProducts(list, { categories: [], search: '  DRESS ' }).map((p) => p._id)).toEqual([
      'id-1',
      'id-3',
    ]);
  });

  it('finds a product by its Arabic name too', () => {
    expect(filterProducts(list, { categories: [], search: ' فستان ' }).map((p) => p._id)).toEqual(['id-1']);
  });

  it('shows every group when no box is ticked, else only the ticked ones', () => {
    expect(filterProducts(list, { categories: [], search: '' })).toHaveLength(3);
    expect(filterProducts(list, { categories: ['Girls', 'Boys'], search: '' }).map((p) => p._id)).toEqual([
      'id-1',
      'id-2',
    ]);
    expect(filterProducts(list, { categories: ['Girls'], search: 'shorts' })).toEqual([]);
  });
});

import { addToCartData } from '@souq/shared/cart/cart-lines';
import type { Product } from '@souq/shared/schemas/product';
import { describe, expect, it } from 'vitest';
import { cartView } from './cart-view';

const product = (id: string, stock: number, over: Partial<Product> = {}): Product => ({
  _id: id,
  name: `Product ${id}`,
  nameAr: '',
  sku: `SKU-${id}`,
  description: '',
  descriptionAr: '',
  category: 'Girls',
  subCategory: 'Tops',
  image: [`/img/${id}.svg`],
  price: 100,
  discount: 10,
  flashsale: false,
  flashDiscount: 0,
  bestseller: false,
  bestofkids: false,
  variants: [
    {
      colorName: 'Red',
      colorNameAr: '',
      images: [`/img/${id}-red.svg`],
      sizes: [{ size: '110', stocks: stock, subSKU: 'x' }],
    },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('cartView', () => {
  it('joins lines to products, shows the colour’s image and prices them', () => {
    const cart = addToCartData({}, { productId: 'a', colorName: 'Red', size: '110', quantity: 2 });
    const view = cartView(cart, [product('a', 5)]);
    expect(view.lines).toHaveLength(1);
    expect(view.lines[0]).toMatchObject({ image: '/img/a-red.svg', quantityChoices: [1, 2, 3, 4, 5] });
    expect(view.totals.discountedFils).toBe(18_000);
    expect(view.totals.totalFils).toBe(18_000);
  });

  it('offers at most 10, but never less than the line already holds', () => {
    const ten = cartView(addToCartData({}, { productId: 'a', colorName: 'Red', size: '110', quantity: 1 }), [
      product('a', 40),
    ]);
    expect(ten.lines[0]?.quantityChoices).toHaveLength(10);
    const over = cartView(addToCartData({}, { productId: 'a', colorName: 'Red', size: '110', quantity: 4 }), [
      product('a', 2),
    ]);
    expect(over.lines[0]?.quantityChoices).toEqual([1, 2, 3, 4]);
  });

  it('leaves out lines whose product is gone', () => {
    const cart = addToCartData({}, { productId: 'gone', colorName: 'Red', size: '110', quantity: 1 });
    expect(cartView(cart, [product('a', 5)]).lines).toEqual([]);
    expect(cartView(cart, []).totals.totalFils).toBe(0);
  });
});

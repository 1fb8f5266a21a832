import {
  type AdminProduct,
  productInputSchema,
  SKU_TAKEN,
  subSkuTaken,
  UNKNOWN_COLOUR,
} from '@souq/shared/schemas/admin-products';
import { describe, expect, it } from 'vitest';
import { newProductValues, productFormValues, refusalField, savedStock } from './product-form-values';

const saved: AdminProduct = {
  id: '6f1c2a9e-0000-4000-8000-000000000001',
  name: 'Striped Tee',
  nameAr: 'تيشيرت مقلم',
  sku: 'LS-TEE-1',
  description: 'Soft cotton.',
  descriptionAr: 'قطن ناعم.',
  category: 'Boys',
  subCategory: 'Tops',
  price: 49.5,
  discount: 10,
  flashsale: false,
  flashDiscount: 0,
  bestseller: true,
  bestofkids: false,
  images: ['/uploads/products/0123456789abcdef-640.webp'],
  colors: [
    {
      id: '6f1c2a9e-0000-4000-8000-0000000000c1',
      colorName: 'Navy',
      colorNameAr: 'كحلي',
      images: ['/art/tee-navy.webp'],
      sizes: [
        { id: 's1', size: '80', stock: 4, subSku: 'LS-TEE-1-NAVY-80' },
        { id: 's2', size: '90', stock: 0, subSku: 'LS-TEE-1-NAVY-90' },
      ],
    },
  ],
  archivedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  storePath: '/product/striped-tee',
};

describe('the editor’s values', () => {
  it('edits a saved product as the api would take it back, colours keeping their ids', () => {
    const values = productFormValues(saved);
    const input = productInputSchema.parse(values);
    expect(input.colors[0]).toEqual({
      id: saved.colors[0]?.id,
      colorName: 'Navy',
      colorNameAr: 'كحلي',
      images: ['/art/tee-navy.webp'],
      sizes: [
        { size: '80', stock: 4, subSku: 'LS-TEE-1-NAVY-80' },
        { size: '90', stock: 0, subSku: 'LS-TEE-1-NAVY-90' },
      ],
    });
    expect(input).toMatchObject({
      name: 'Striped Tee',
      nameAr: 'تيشيرت مقلم',
      descriptionAr: 'قطن ناعم.',
      price: 49.5,
      discount: 10,
      bestseller: true,
    });
  });

  it('starts a new product with one empty colour, and the schema asks for what is missing', () => {
    const result = productInputSchema.safeParse(newProductValues());
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['name', 'sku', 'category', 'subCategory', 'price', 'colors.0.colorName']),
    );
    expect(paths).toContain('colors.0.sizes');
  });
});

describe('a saved size’s stock', () => {
  const colourId = saved.colors[0]?.id;

  it('is read from the saved product by colour and size', () => {
    expect(savedStock(saved, colourId, '80')).toBe(4);
    expect(savedStock(saved, colourId, '90')).toBe(0);
  });

  it('is null for a new size, a new colour or a new product', () => {
    expect(savedStock(saved, colourId, '100')).toBeNull();
    expect(savedStock(saved, undefined, '80')).toBeNull();
    expect(savedStock(null, colourId, '80')).toBeNull();
  });
});

describe('a refusal under its field', () => {
  const values = productFormValues(saved);
  values.colors.push({
    colorName: 'Red',
    images: [],
    sizes: [{ size: '100', stock: 3, subSku: 'ls-tee-1-red-100' }],
  });

  it('puts a taken SKU under the SKU', () => {
    expect(refusalField(SKU_TAKEN, values)).toBe('sku');
  });

  it('puts a taken sub-SKU under that size, whatever its case', () => {
    expect(refusalField(subSkuTaken('LS-TEE-1-RED-100'), values)).toBe('colors.1.sizes.0.subSku');
    expect(refusalField(subSkuTaken('LS-TEE-1-NAVY-90'), values)).toBe('colors.0.sizes.1.subSku');
  });

  it('puts an unknown colour under the colours', () => {
    expect(refusalField(UNKNOWN_COLOUR, values)).toBe('colors');
  });

  it('leaves any other refusal to the form’s alert', () => {
    expect(refusalField(subSkuTaken('LS-OTHER-1'), values)).toBeNull();
    expect(refusalField('Product not found.', values)).toBeNull();
  });
});

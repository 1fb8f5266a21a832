import type { ProductInput } from '@souq/shared/schemas/admin-products';

let made = 0;

/**
 * A valid product for the back office's product routes, with two colours in two sizes each and a SKU no
 * other call makes (sub-SKUs follow it).
 */
export function newProductInput(overrides: Partial<ProductInput> = {}): ProductInput {
  made += 1;
  const sku = `T-${made}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  return {
    name: `Linen summer dress ${made}`,
    sku,
    description: 'Soft linen for hot days.',
    category: 'Girls',
    subCategory: 'Dresses',
    price: 129.5,
    discount: 10,
    flashsale: false,
    flashDiscount: 0,
    bestseller: true,
    bestofkids: false,
    images: ['/uploads/catalog/placeholder-front.webp'],
    colors: [
      {
        colorName: 'Coral',
        images: ['/uploads/catalog/coral.webp'],
        sizes: [
          { size: '100', stock: 4, subSku: `${sku}-COR-100` },
          { size: '110', stock: 0, subSku: `${sku}-COR-110` },
        ],
      },
      {
        colorName: 'Sky',
        images: [],
        sizes: [
          { size: '100', stock: 2, subSku: `${sku}-SKY-100` },
          { size: '110', stock: 7, subSku: `${sku}-SKY-110` },
        ],
      },
    ],
    ...overrides,
  };
}

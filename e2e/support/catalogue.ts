import type { APIRequestContext } from '@playwright/test';

/** A product as GET /api/product/list answers it, with the fields the tests read. */
export interface ListedProduct {
  _id: string;
  name: string;
  sku: string;
  category: string;
  price: number;
  discount: number;
  flashDiscount: number;
  flashsale: boolean;
  bestseller: boolean;
  bestofkids: boolean;
  variants: { colorName: string; images: string[]; sizes: { size: string; stocks: number }[] }[];
}

/** One colour and size of a product, as a cart line or an order line holds it. */
export interface Line {
  product: ListedProduct;
  colorName: string;
  size: string;
}

export async function catalogue(request: APIRequestContext): Promise<ListedProduct[]> {
  const body = (await (await request.get('/api/product/list')).json()) as { products: ListedProduct[] };
  return body.products;
}

/**
 * Every product off flash sale with a size of at least 10 in its first colour, in list order: tests that buy
 * take different ones, so suites running side by side never run a size out.
 */
export async function stockedLines(request: APIRequestContext): Promise<Line[]> {
  return (await catalogue(request)).flatMap((product) => {
    if (product.flashsale) return [];
    const variant = product.variants[0];
    const size = variant?.sizes.find((s) => s.stocks >= 10);
    return variant && size ? [{ product, colorName: variant.colorName, size: size.size }] : [];
  });
}

/** Off flash sale, a unit costs round(price − price × discount / 100) AED. */
export const unitPrice = ({ price, discount }: Pick<ListedProduct, 'price' | 'discount'>) =>
  Math.round(price - (price * discount) / 100);

/** How a size reads on its button and on order lines: shoes 'EU n', the rest as they are. */
export const sizeLabel = (size: string) => (/^\d+$/.test(size) && Number(size) <= 42 ? `EU ${size}` : size);

export const aed = (n: number) => `AED ${n.toFixed(2)}`;

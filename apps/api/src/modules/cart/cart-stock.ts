import { MAX_LINE_QUANTITY } from '@souq/shared/schemas/cart';
import { z } from 'zod';
import {
  COLOUR_NOT_AVAILABLE,
  LINE_LIMIT,
  OUT_OF_STOCK,
  onlyLeft,
  PRODUCT_NOT_FOUND,
  SIZE_NOT_IN_COLOUR,
} from './cart-messages';

/** product id → colour → size → units in stock: the part of the catalogue a cart write looks at. */
export type CatalogStock = Map<string, Map<string, Map<string, number>>>;

export type StockLookup =
  | { found: true; stock: number }
  | { found: false; reason: string; status: 400 | 404 };

/** The product, then the colour, then the size must exist, each refused in its own words. */
export function lookUpStock(
  catalog: CatalogStock,
  productId: string,
  colorName: string,
  size: string,
): StockLookup {
  const colours = catalog.get(productId);
  if (!colours) return { found: false, reason: PRODUCT_NOT_FOUND, status: 404 };
  const sizes = colours.get(colorName);
  if (!sizes) return { found: false, reason: COLOUR_NOT_AVAILABLE, status: 400 };
  const stock = sizes.get(size);
  if (stock === undefined) return { found: false, reason: SIZE_NOT_IN_COLOUR, status: 400 };
  return { found: true, stock };
}

/**
 * Why a line may not hold `total` units of a size with `stock` in stock, or null when it may; `held` is
 * what the line held before this request.
 */
export function quantityRefusal(stock: number, total: number, held = 0): string | null {
  if (total > stock) return stock <= 0 ? OUT_OF_STOCK : onlyLeft(stock, held);
  if (total > MAX_LINE_QUANTITY) return LINE_LIMIT;
  return null;
}

/** The most a line may still take when it already holds `held`. */
export function roomLeft(stock: number, held: number): number {
  return Math.max(0, Math.min(stock, MAX_LINE_QUANTITY) - held);
}

const uuidSchema = z.uuid();

/** Product ids worth asking the database about: anything else (a guest cart's stray key) cannot exist. */
export function possibleProductIds(ids: Iterable<string>): string[] {
  return [...new Set(ids)].filter((id) => uuidSchema.safeParse(id).success);
}

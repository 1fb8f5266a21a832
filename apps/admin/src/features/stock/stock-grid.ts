import type { AdminProduct } from '@souq/shared/schemas/admin-products';
import { ALL_SIZES } from '@souq/shared/sizes/size-tables';

type Colour = AdminProduct['colors'][number];
export type GridSize = Colour['sizes'][number];

/**
 * The grid's columns: every size any colour has, in the size tables' order (clothes 80-170, shoes EU 21-42,
 * then Free-size), so a colour missing a size leaves a gap in its row rather than shifting the rest. A size
 * outside the tables (from before they were checked) comes last, in the order first met.
 */
export function gridSizes(colors: readonly Colour[]): string[] {
  const seen: string[] = [];
  for (const color of colors) for (const { size } of color.sizes) if (!seen.includes(size)) seen.push(size);
  const rank = (size: string) => {
    const at = ALL_SIZES.indexOf(size);
    return at === -1 ? ALL_SIZES.length + seen.indexOf(size) : at;
  };
  return seen.sort((a, b) => rank(a) - rank(b));
}

/** A colour's size in a column, or undefined where the colour does not come in that size. */
export function cellOf(color: Colour, size: string): GridSize | undefined {
  return color.sizes.find((s) => s.size === size);
}

export type StockLevel = 'sold_out' | 'low' | 'in_stock';

/** As the dashboard counts it (docs/product/back-office.md): low at the line or under, sold out at 0. */
export function stockLevel(stock: number, lowStockLine: number): StockLevel {
  if (stock <= 0) return 'sold_out';
  return stock <= lowStockLine ? 'low' : 'in_stock';
}

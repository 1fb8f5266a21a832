/**
 * The stock screen's cache keys, all under `['stock']`: the product as the grid reads it, its ledger (one
 * entry per filter), and the store's low-stock line.
 */
export const stockKeys = {
  all: ['stock'] as const,
  product: (productId: string) => ['stock', 'product', productId] as const,
  movements: (filter: MovementsFilter) => ['stock', 'movements', filter] as const,
  settings: ['stock', 'settings'] as const,
};

/** Which of a product's ledger rows are shown: all of them, or one colour's, one size's, or one cell's. */
export interface MovementsFilter {
  productId: string;
  colorName?: string | undefined;
  size?: string | undefined;
}

import type { OrderItemRequest } from '@souq/shared/schemas/order';
import type { Tx } from '../../../db/executor';
import { badRequest } from '../../../lib/app-error';
import { colourGone, PRODUCT_GONE, sizeGone } from '../order-messages';
import { type CatalogSize, createOrderStockRepo } from '../order-stock-repo';

/** A line of the order, matched to the size it buys. */
export interface ResolvedLine {
  quantity: number;
  size: CatalogSize;
}

const lineKey = (line: Pick<OrderItemRequest, 'itemId' | 'colorName' | 'size'>) =>
  JSON.stringify([line.itemId, line.colorName, line.size]);

/** One line per (product, colour, size), in the order each first appears, quantities added up. */
export function mergeLines(items: readonly OrderItemRequest[]): OrderItemRequest[] {
  const merged = new Map<string, OrderItemRequest>();
  for (const item of items) {
    const key = lineKey(item);
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, quantity: seen.quantity + item.quantity } : { ...item });
  }
  return [...merged.values()];
}

/** Matches each line to its catalogue size; refuses, naming it, a product, colour or size that is gone. */
export function resolveLines(
  lines: readonly OrderItemRequest[],
  catalog: readonly CatalogSize[],
): ResolvedLine[] {
  const bySize = new Map(catalog.map((size) => [lineKey({ ...size, itemId: size.productId }), size]));
  return lines.map((line) => {
    const size = bySize.get(lineKey(line));
    if (size) return { quantity: line.quantity, size };
    const product = catalog.find((s) => s.productId === line.itemId);
    if (!product) throw badRequest(PRODUCT_GONE);
    const colour = catalog.some((s) => s.productId === line.itemId && s.colorName === line.colorName);
    throw badRequest(
      colour ? sizeGone(product.name, line.colorName, line.size) : colourGone(product.name, line.colorName),
    );
  });
}

/** Step 1 (see docs/product/orders.md): the lines the order buys, as the catalogue has them now. */
export async function validateLines(tx: Tx, items: readonly OrderItemRequest[]): Promise<ResolvedLine[]> {
  const lines = mergeLines(items);
  const catalog = await createOrderStockRepo(tx).catalogSizesOf([
    ...new Set(lines.map((line) => line.itemId)),
  ]);
  return resolveLines(lines, catalog);
}

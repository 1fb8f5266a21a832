import type { MergeAdjustment } from '@souq/shared/schemas/cart';
import type { CartData } from '@souq/shared/schemas/cart-data';
import type { StoredLine } from './cart-repo';
import { type CatalogStock, lookUpStock, quantityRefusal, roomLeft } from './cart-stock';

export interface MergePlan {
  /** The lines to write, each with its quantity after the merge; each (product, colour, size) once. */
  lines: StoredLine[];
  /** Guest lines that went in only in part, or not at all, and why. */
  adjusted: MergeAdjustment[];
}

const lineId = (productId: string, colorName: string, size: string) =>
  JSON.stringify([productId, colorName, size]);

/**
 * On sign-in the guest cart joins the server cart. Each guest entry is added to the server's line
 * of the same product, colour and size (read from the entry, never the key); lines the catalogue no longer
 * has are dropped and quantities beyond stock, counting what the server already holds, are clamped.
 * Entries of 0 or less are lines the guest removed (removal sets quantity 0): skipped unreported.
 */
export function planMerge(guestCart: CartData, catalog: CatalogStock, held: StoredLine[]): MergePlan {
  const quantities = new Map(held.map((line) => [lineId(line.productId, line.colorName, line.size), line]));
  const changed = new Map<string, StoredLine>();
  const adjusted: MergeAdjustment[] = [];

  for (const [productId, entries] of Object.entries(guestCart)) {
    for (const entry of Object.values(entries)) {
      const requested = entry.quantity;
      if (requested <= 0) continue;
      const colorName = entry.colorName.trim();
      const size = entry.size.trim();
      const report = (added: number, reason: string) =>
        adjusted.push({ itemId: productId, size, colorName, requested, added, reason });

      const found = lookUpStock(catalog, productId, colorName, size);
      if (!found.found) {
        report(0, found.reason);
        continue;
      }
      const id = lineId(productId, colorName, size);
      const before = quantities.get(id)?.quantity ?? 0;
      const added = Math.min(requested, roomLeft(found.stock, before));
      if (added > 0) {
        const line = { productId, colorName, size, quantity: before + added };
        quantities.set(id, line);
        changed.set(id, line);
      }
      const refusal = quantityRefusal(found.stock, before + requested, before);
      if (refusal !== null) report(added, refusal);
    }
  }
  return { lines: [...changed.values()], adjusted };
}

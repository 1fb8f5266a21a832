import { badRequest } from '../../../lib/app-error';
import type { Tx } from '../../cart/cart-repo';
import { notEnoughStock } from '../order-messages';
import { stockNow, takeStock } from '../order-stock-repo';
import type { ResolvedLine } from './validate-lines';

/**
 * Step 5: takes each line's units from its size. Sizes are taken in one fixed order (by row id), so two
 * orders sharing sizes wait for each other instead of deadlocking. A refusal rolls back what was taken.
 */
export async function reserveStock(tx: Tx, lines: readonly ResolvedLine[]): Promise<void> {
  const inLockOrder = [...lines].sort((a, b) => (a.size.sizeId < b.size.sizeId ? -1 : 1));
  for (const { size, quantity } of inLockOrder) {
    if (await takeStock(tx, size.sizeId, quantity)) continue;
    throw badRequest(notEnoughStock(size.name, size.colorName, size.size, await stockNow(tx, size.sizeId)));
  }
}

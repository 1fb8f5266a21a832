import { badRequest } from '../../../lib/app-error';
import type { Tx } from '../../cart/cart-repo';
import { notEnoughStock } from '../order-messages';
import { stockNow, takeStock } from '../order-stock-repo';
import type { ResolvedLine } from './validate-lines';

/**
 * Step 5: takes each line's units from its size, all in one statement. A refusal names the first line, in
 * the order the shopper listed them, whose size ran short, and rolls back what the others took.
 */
export async function reserveStock(tx: Tx, lines: readonly ResolvedLine[]): Promise<void> {
  const taken = await takeStock(
    tx,
    lines.map(({ size, quantity }) => ({ sizeId: size.sizeId, quantity })),
  );
  const short = lines.find(({ size }) => !taken.has(size.sizeId));
  if (!short) return;
  const { size } = short;
  throw badRequest(notEnoughStock(size.name, size.colorName, size.size, await stockNow(tx, size.sizeId)));
}

import type { Tx } from '../../../db/executor';
import { badRequest } from '../../../lib/app-error';
import { notEnoughStock } from '../order-messages';
import { createOrderStockRepo } from '../order-stock-repo';
import type { ResolvedLine } from './validate-lines';

/**
 * Step 5: takes each line's units from its size for the order about to be written, all in one statement (the
 * stock ledger's rows name the order), and answers each size's stock left. A
 * refusal names the first line, in the order the shopper listed them, whose size ran short, and rolls back
 * what the others took.
 */
export async function reserveStock(
  tx: Tx,
  orderId: string,
  lines: readonly ResolvedLine[],
): Promise<Map<string, number>> {
  const stock = createOrderStockRepo(tx);
  const taken = await stock.takeStock(
    orderId,
    lines.map(({ size, quantity }) => ({ sizeId: size.sizeId, quantity })),
  );
  const short = lines.find(({ size }) => !taken.has(size.sizeId));
  if (!short) return taken;
  const { size } = short;
  throw badRequest(notEnoughStock(size.name, size.colorName, size.size, await stock.stockNow(size.sizeId)));
}

import type { Tx } from '../../../db/executor';
import { createDiscountsRepo, type DiscountCode } from '../../discounts/discounts-repo';
import { usableCode } from '../../discounts/usable-code';

/**
 * Step 2: the code the order uses, or none. Runs under the shopper's lock, so two of that shopper's orders
 * cannot both pass it; the orders table's unique index on (shopper, code) is the last word.
 */
export async function checkCode(tx: Tx, userId: string, code: string | null): Promise<DiscountCode | null> {
  return code === null ? null : usableCode(createDiscountsRepo(tx), userId, code);
}

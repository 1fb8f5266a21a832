import type { Tx } from '../../../db/executor';
import { createDiscountsRepo, type DiscountCode } from '../../discounts/discounts-repo';
import { usableCode } from '../../discounts/usable-code';

/**
 * Step 2: the code the order uses, or none, checked against every rule of the code with the items' amount
 * (after their own discounts) for its minimum order. Runs under the shopper's lock, so two of that shopper's
 * orders cannot both pass it (the orders table's unique index on (shopper, code) is the last word), and takes
 * the code's own row lock, so shoppers racing for the last use of a limited code are counted one at a time.
 */
export async function checkCode(
  tx: Tx,
  userId: string,
  code: string | null,
  itemsFils: number,
): Promise<DiscountCode | null> {
  return code === null ? null : usableCode(createDiscountsRepo(tx), { userId, code, itemsFils, lock: true });
}

import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { discountCodes, orders } from '../../db/schema';
import type { Tx } from '../cart/cart-repo';

/** The validate call reads outside a transaction; order placement reads inside its own. */
export type Executor = Db | Tx;

export interface DiscountCode {
  code: string;
  /** Whole percent, e.g. 10. */
  percent: number;
}

/** The active code of that (already upper-cased) name, or null. */
export async function findActiveCode(executor: Executor, code: string): Promise<DiscountCode | null> {
  const [row] = await executor
    .select({ code: discountCodes.code, percent: discountCodes.percent })
    .from(discountCodes)
    .where(and(eq(discountCodes.code, code), eq(discountCodes.active, true)));
  return row ?? null;
}

/** spec §9: each code once per shopper. A cancelled order frees its code (the orders table's index agrees). */
export async function isCodeUsedBy(executor: Executor, userId: string, code: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.discountCode, code), ne(orders.status, 'Cancelled')))
    .limit(1);
  return row !== undefined;
}

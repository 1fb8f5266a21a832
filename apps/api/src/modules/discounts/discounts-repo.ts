import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { discountCodes, orders } from '../../db/schema';

export interface DiscountCode {
  code: string;
  /** Whole percent, e.g. 10. */
  percent: number;
}

/** The validate call reads outside a transaction; order placement reads inside its own. */
export function createDiscountsRepo(executor: Executor) {
  return {
    /** The active code of that (already upper-cased) name, or null. */
    async findActiveCode(code: string): Promise<DiscountCode | null> {
      const [row] = await executor
        .select({ code: discountCodes.code, percent: discountCodes.percent })
        .from(discountCodes)
        .where(and(eq(discountCodes.code, code), eq(discountCodes.active, true)));
      return row ?? null;
    },

    /** Each code once per shopper. A cancelled order frees its code (the orders table's index agrees). */
    async isCodeUsedBy(userId: string, code: string): Promise<boolean> {
      const [row] = await executor
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.discountCode, code), ne(orders.status, 'Cancelled')))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type DiscountsRepo = ReturnType<typeof createDiscountsRepo>;

import { and, count, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { discountCodes, orders } from '../../db/schema';

/** A code as stored, with every rule staff set on it. */
export type StoredCode = typeof discountCodes.$inferSelect;

/** What an order takes of the code it uses. */
export interface DiscountCode {
  code: string;
  /** Whole percent, e.g. 10. */
  percent: number;
  /** The order joins the orders table's one-per-shopper index only when the code says so. */
  oncePerShopper: boolean;
}

/** The validate call reads outside a transaction; order placement reads inside its own. */
export function createDiscountsRepo(executor: Executor) {
  return {
    /** The code of that (already upper-cased) name, active or paused, or null. */
    async findCode(code: string): Promise<StoredCode | null> {
      const [row] = await executor.select().from(discountCodes).where(eq(discountCodes.code, code));
      return row ?? null;
    },

    /**
     * The code, its row locked until the transaction ends: two orders using it then count its uses one after
     * the other, so a usage limit holds however many shoppers race for the last use.
     */
    async lockCode(code: string): Promise<StoredCode | null> {
      const [row] = await executor
        .select()
        .from(discountCodes)
        .where(eq(discountCodes.code, code))
        .for('update');
      return row ?? null;
    },

    /** The orders using the code that are not cancelled (a cancelled order frees its use). */
    async usesOf(code: string): Promise<number> {
      const [row] = await executor
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.discountCode, code), ne(orders.status, 'Cancelled')));
      return row?.n ?? 0;
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

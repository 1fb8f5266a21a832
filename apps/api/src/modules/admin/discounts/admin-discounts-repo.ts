import { count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { discountCodes, orders, users } from '../../../db/schema';
import type { StoredCode } from '../../discounts/discounts-repo';

/** A code and the orders using it now (not cancelled): its uses. */
export interface CodeWithUses {
  code: StoredCode;
  uses: number;
}

/** A code's rules as stored: everything but its name and when it was made. */
export type CodeRules = Omit<StoredCode, 'code' | 'createdAt'>;

/** Counted with orders_discount_code_idx; a cancelled order frees its use, as at the checkout. */
const usesColumn = sql<number>`(select count(*) from ${orders}
  where ${orders.discountCode} = ${discountCodes.code} and ${orders.status} <> 'Cancelled')`.mapWith(Number);

/** The only code that writes discount codes: the back office's list, pages, creating and editing. */
export function createAdminDiscountsRepo(executor: Executor) {
  return {
    /** Every code, newest first, with its uses. */
    list(): Promise<CodeWithUses[]> {
      return executor
        .select({ code: discountCodes, uses: usesColumn })
        .from(discountCodes)
        .orderBy(desc(discountCodes.createdAt), discountCodes.code);
    },

    async find(code: string): Promise<CodeWithUses | null> {
      const [row] = await executor
        .select({ code: discountCodes, uses: usesColumn })
        .from(discountCodes)
        .where(eq(discountCodes.code, code));
      return row ?? null;
    },

    /** The code, locked until the transaction ends, so two owners' edits apply one after the other. */
    async lock(code: string): Promise<StoredCode | null> {
      const [row] = await executor
        .select()
        .from(discountCodes)
        .where(eq(discountCodes.code, code))
        .for('update');
      return row ?? null;
    },

    /** The new code, or null when a code of that name exists already (the name is the table's key). */
    async insert(code: string, rules: CodeRules): Promise<StoredCode | null> {
      const [row] = await executor
        .insert(discountCodes)
        .values({ code, ...rules })
        .onConflictDoNothing({ target: discountCodes.code })
        .returning();
      return row ?? null;
    },

    async update(code: string, rules: CodeRules): Promise<void> {
      await executor.update(discountCodes).set(rules).where(eq(discountCodes.code, code));
    },

    /** A page of the orders that used the code (cancelled ones too), newest first, and how many in all. */
    async ordersOf(code: string, page: number, limit: number) {
      const rows = await executor
        .select({
          id: orders.id,
          number: orders.number,
          createdAt: orders.createdAt,
          amountFils: orders.amountFils,
          status: orders.status,
          customerName: users.name,
          customerEmail: users.email,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.discountCode, code))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const [total] = await executor.select({ n: count() }).from(orders).where(eq(orders.discountCode, code));
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type AdminDiscountsRepo = ReturnType<typeof createAdminDiscountsRepo>;
export type CodeOrderRow = Awaited<ReturnType<AdminDiscountsRepo['ordersOf']>>['rows'][number];

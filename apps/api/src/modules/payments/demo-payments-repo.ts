import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { demoPayments, demoRefunds } from '../../db/schema';

export type DemoPaymentRow = typeof demoPayments.$inferSelect;
export type DemoPaymentKind = 'intent' | 'session';
export type NewDemoPayment = Omit<typeof demoPayments.$inferInsert, 'refunded' | 'createdAt'>;

/** The demo gateway's own records (see docs/architecture.md); every status change is a conditional update. */
export function createDemoPaymentsRepo(db: Db) {
  return {
    /** The order's payment of this kind, created by `fresh` unless one exists (a retry reuses it). */
    async openOnce(fresh: NewDemoPayment): Promise<DemoPaymentRow> {
      await db.insert(demoPayments).values(fresh).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(demoPayments)
        .where(and(eq(demoPayments.orderId, fresh.orderId), eq(demoPayments.kind, fresh.kind)));
      if (!row) throw new Error('the demo payment was not written');
      return row;
    },

    async byId(id: string): Promise<DemoPaymentRow | null> {
      const [row] = await db.select().from(demoPayments).where(eq(demoPayments.id, id));
      return row ?? null;
    },

    async byClientSecret(kind: DemoPaymentKind, secret: string): Promise<DemoPaymentRow | null> {
      const [row] = await db
        .select()
        .from(demoPayments)
        .where(and(eq(demoPayments.clientSecret, secret), eq(demoPayments.kind, kind)));
      return row ?? null;
    },

    /** Moves the payment to `to` only from one of `from`; false when it was elsewhere (a race lost). */
    async move(id: string, from: readonly string[], to: string): Promise<boolean> {
      const rows = await db
        .update(demoPayments)
        .set({ status: to })
        .where(and(eq(demoPayments.id, id), inArray(demoPayments.status, [...from])))
        .returning({ id: demoPayments.id });
      return rows.length > 0;
    },

    async markRefunded(id: string): Promise<void> {
      await db.update(demoPayments).set({ refunded: true }).where(eq(demoPayments.id, id));
    },

    /**
     * A part refund, once per key. As a card network would, it refuses to give back more than was paid, or
     * anything of a payment already refunded whole.
     */
    async refundPart(payment: DemoPaymentRow, amountFils: number, key: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(demoPayments)
          .where(eq(demoPayments.id, payment.id))
          .for('update');
        const [done] = await tx.select().from(demoRefunds).where(eq(demoRefunds.key, key));
        if (done) return;
        const [given] = await tx
          .select({ fils: sql<number>`coalesce(sum(${demoRefunds.amountFils}), 0)::int` })
          .from(demoRefunds)
          .where(eq(demoRefunds.paymentId, payment.id));
        if (!locked || locked.refunded || (given?.fils ?? 0) + amountFils > locked.amountFils)
          throw new Error('the demo gateway refuses to refund more than was paid');
        await tx.insert(demoRefunds).values({ key, paymentId: payment.id, amountFils });
      });
    },
  };
}

export type DemoPaymentsRepo = ReturnType<typeof createDemoPaymentsRepo>;

import { z } from 'zod';
import { ORDER_STATUSES } from './order';

export const DASHBOARD_PERIODS = ['7', '30', '90'] as const;

/** GET /api/admin/dashboard?days=7|30|90 (7 when absent). */
export const dashboardQuerySchema = z.object({
  days: z.enum(DASHBOARD_PERIODS, { error: 'days must be 7, 30 or 90.' }).default('7').transform(Number),
});

/**
 * The dashboard, amounts in AED, days in the store's time zone (Asia/Dubai). It counts the orders placed in the
 * period that are neither cancelled nor awaiting a card payment; their sales are the paid card orders' amounts
 * and the cash collected on cash-on-delivery ones. `waiting` counts the orders in each status now, whatever
 * the period. Every figure is defined in docs/product/back-office.md ("The dashboard").
 */
export const dashboardResponseSchema = z.object({
  success: z.literal(true),
  days: z.number().int(),
  sales: z.object({ total: z.number(), paid: z.number(), codCollected: z.number() }),
  orders: z.object({ count: z.number().int(), averageValue: z.number() }),
  waiting: z.partialRecord(z.enum(ORDER_STATUSES), z.number().int()),
  topProducts: z.array(
    z.object({ productId: z.string(), name: z.string(), units: z.number().int(), sales: z.number() }),
  ),
  lowStock: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      colorName: z.string(),
      size: z.string(),
      stocks: z.number().int(),
    }),
  ),
  /** The store's low-stock line: `lowStock` lists the sizes at this many units or fewer. */
  lowStockThreshold: z.number().int(),
  perDay: z.array(z.object({ date: z.string(), orders: z.number().int(), sales: z.number() })),
  cash: z.object({ expected: z.number(), collected: z.number() }),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

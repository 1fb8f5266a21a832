import { STORE_TIME_ZONE } from '@souq/shared/config/store';
import { filsToAed } from '@souq/shared/pricing/money';
import type { DashboardResponse } from '@souq/shared/schemas/admin-dashboard';
import type { OrderStatus } from '@souq/shared/schemas/order';
import type { Db } from '../../../db/client';
import { lowStockThreshold } from '../stock/low-stock-threshold';
import { type CountedOrders, createDashboardRepo, type DayTotals } from './dashboard-repo';

/** Orders that are not sales: called off, or a card payment that never came (docs/product/orders.md). */
const NOT_COUNTED: readonly OrderStatus[] = ['Cancelled', 'Payment Pending'];
/** The statuses staff still have work in (or a payment to wait for), always all present in the answer. */
const WAITING: readonly OrderStatus[] = [
  'Payment Pending',
  'Order Placed',
  'Packing',
  'Shipped',
  'Out for delivery',
];
const TOP_PRODUCTS = 10;
const LOW_STOCK_LIMIT = 50;

/**
 * The back office's dashboard (docs/product/back-office.md, "The dashboard"). Days are calendar days in the store's
 * zone (Asia/Dubai); amounts are summed in fils and turned into AED once.
 *
 * - Period: the last `days` days including today, from 00:00 of (today − days + 1) to `now`.
 * - A counted order was placed (created_at) in the period and is neither Cancelled nor Payment Pending.
 * - orders.count: the counted orders; orders.averageValue: their amount_fils summed / count, rounded to fils
 *   (0 when none).
 * - sales.paid: the amount of counted card orders (stripe) that are paid; sales.codCollected: the cash
 *   collected on counted cash-on-delivery orders; sales.total: the two together.
 * - perDay: every day of the period, oldest first, zeros included: the counted orders placed that day and
 *   that day's part of sales.total (by the day the order was placed), so the days add up to the totals.
 * - waiting: the orders of any date in each of Payment Pending, Order Placed, Packing, Shipped and Out for
 *   delivery now (every one present, 0 when none).
 * - topProducts: the counted orders' items per product: units (quantity) and sales (line amounts); the
 *   product's current name, or the name on its latest item once the product is gone; the 10 with the most
 *   units, then sales, then by name.
 * - lowStock: every (product, colour, size) of a product on sale with the store's low-stock line (3 unless an
 *   owner set another) or fewer units, 0 included: fewest first, then product
 *   name, colour name, the size's place; at most 50.
 * - cash.expected: the amount of counted cash-on-delivery orders; cash.collected: the cash collected on them.
 *
 * Five statements in one read-only, repeatable-read transaction, so every figure is from one moment.
 */
export function createDashboardService(db: Db) {
  return {
    async dashboard(days: 7 | 30 | 90 | number, now: Date = new Date()): Promise<DashboardResponse> {
      if (!Number.isInteger(days) || days < 1)
        throw new RangeError(`days must be a whole number from 1: ${days}`);
      const scope: CountedOrders = { now, days, timeZone: STORE_TIME_ZONE, excludedStatuses: NOT_COUNTED };
      const read = await db.transaction(
        async (tx) => {
          const repo = createDashboardRepo(tx);
          // One connection runs a transaction, so the statements go one after another.
          const perDay = await repo.dailyTotals(scope);
          const waiting = await repo.statusCounts(WAITING);
          const topProducts = await repo.topProducts(scope, TOP_PRODUCTS);
          const threshold = await lowStockThreshold(tx);
          const lowStock = await repo.lowStock(threshold, LOW_STOCK_LIMIT);
          return { perDay, waiting, topProducts, lowStock, threshold };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      const totals = sumDays(read.perDay);
      return {
        success: true,
        days,
        sales: {
          total: filsToAed(totals.cardPaidFils + totals.codCollectedFils),
          paid: filsToAed(totals.cardPaidFils),
          codCollected: filsToAed(totals.codCollectedFils),
        },
        orders: {
          count: totals.orders,
          averageValue: totals.orders === 0 ? 0 : filsToAed(Math.round(totals.amountFils / totals.orders)),
        },
        waiting: Object.fromEntries(WAITING.map((status) => [status, read.waiting.get(status) ?? 0])),
        topProducts: read.topProducts.map(({ salesFils, ...product }) => ({
          ...product,
          sales: filsToAed(salesFils),
        })),
        lowStock: read.lowStock,
        lowStockThreshold: read.threshold,
        perDay: read.perDay.map((day) => ({
          date: day.date,
          orders: day.orders,
          sales: filsToAed(day.cardPaidFils + day.codCollectedFils),
        })),
        cash: { expected: filsToAed(totals.codExpectedFils), collected: filsToAed(totals.codCollectedFils) },
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;

/** The period's totals are its days' totals, so the two always agree. */
function sumDays(days: readonly DayTotals[]): Omit<DayTotals, 'date'> {
  const totals = { orders: 0, amountFils: 0, cardPaidFils: 0, codExpectedFils: 0, codCollectedFils: 0 };
  for (const day of days) {
    totals.orders += day.orders;
    totals.amountFils += day.amountFils;
    totals.cardPaidFils += day.cardPaidFils;
    totals.codExpectedFils += day.codExpectedFils;
    totals.codCollectedFils += day.codCollectedFils;
  }
  return totals;
}

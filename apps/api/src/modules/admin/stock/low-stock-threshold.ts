import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { appSettings } from '../../../db/schema';

const KEY = 'low_stock_threshold';
/** A size is low on stock at this many units or fewer until an owner chooses another line. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;

/** The store's low-stock line, kept in app_settings so every instance reads the same one. */
export async function lowStockThreshold(executor: Executor): Promise<number> {
  const [row] = await executor
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, KEY));
  const value = Number(row?.value);
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_LOW_STOCK_THRESHOLD;
}

export async function setLowStockThreshold(executor: Executor, threshold: number): Promise<void> {
  await executor
    .insert(appSettings)
    .values({ key: KEY, value: String(threshold) })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: String(threshold) } });
}

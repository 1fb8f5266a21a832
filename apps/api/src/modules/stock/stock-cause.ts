import type { StockReason } from '@souq/shared/schemas/admin-stock';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';

/** Why stock is about to move in this transaction, and for whom: what the stock ledger's trigger records. */
export interface StockCause {
  reason: StockReason;
  orderId?: string | null;
  /** Left out: whoever the transaction already named (an order's staff mover, see order-event-context). */
  staff?: { id: string; name: string } | null;
  note?: string | null;
}

/**
 * The settings the ledger's trigger (migration 0012) reads, as select-list items, for a statement that moves
 * stock to carry in its own round trip. They last until the transaction ends.
 */
export function stockCauseSettings(cause: StockCause): SQL {
  const staff =
    cause.staff === undefined
      ? sql``
      : sql`, set_config('souq.staff_id', ${cause.staff?.id ?? ''}, true),
    set_config('souq.staff_name', ${cause.staff?.name ?? ''}, true)`;
  return sql`set_config('souq.stock_reason', ${cause.reason}, true),
    set_config('souq.stock_order', ${cause.orderId ?? ''}, true),
    set_config('souq.stock_note', ${cause.note ?? ''}, true)${staff}`;
}

/** Names the cause for every stock change that follows in this transaction. */
export async function setStockCause(executor: Executor, cause: StockCause): Promise<void> {
  await executor.execute(sql`select ${stockCauseSettings(cause)}`);
}

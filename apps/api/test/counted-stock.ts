import type { Db } from '../src/db/client';
import type { Tx } from '../src/db/executor';
import { setStockCause } from '../src/modules/stock/stock-cause';

/**
 * Runs a test's own stock writes in a transaction that names them a stocktake, as the stock ledger's trigger
 * asks of every change to stock.
 */
export function asCounted<T>(db: Db, write: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await setStockCause(tx, { reason: 'counted' });
    return write(tx);
  });
}

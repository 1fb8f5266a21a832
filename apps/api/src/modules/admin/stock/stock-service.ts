import { ADMIN_PRODUCT_NOT_FOUND } from '@souq/shared/schemas/admin-products';
import {
  SIZE_NOT_FOUND,
  type StockAdjustment,
  type StockAdjustmentResponse,
  type StockSettings,
  stockWouldGoNegative,
} from '@souq/shared/schemas/admin-stock';
import type { Db } from '../../../db/client';
import { conflict, notFound } from '../../../lib/app-error';
import { setStockCause } from '../../stock/stock-cause';
import { type Actor, recordAudit } from '../audit/audit-writer';
import { createAdminProductsRepo } from '../products/admin-products-repo';
import { lowStockThreshold, setLowStockThreshold } from './low-stock-threshold';
import { createStockRepo, type MovementFilter } from './stock-repo';

function staffOf(actor: Actor): { id: string; name: string } {
  if (actor.staffId === null || actor.staffName === null) throw new Error('a stock change needs staff');
  return { id: actor.staffId, name: actor.staffName };
}

/**
 * Stock changed by hand: each change locks its size, is refused if it would leave the size below zero, and
 * writes its ledger row (by the trigger, from the reason) and its audit row in one transaction.
 */
export function createStockService(db: Db) {
  return {
    adjust(request: StockAdjustment, actor: Actor): Promise<StockAdjustmentResponse> {
      return db.transaction(async (tx) => {
        const repo = createStockRepo(tx);
        const size = await repo.lockSize(request.productId, request.colorName, request.size);
        if (!size) {
          const product = await createAdminProductsRepo(tx).find(request.productId);
          throw notFound(product ? SIZE_NOT_FOUND : ADMIN_PRODUCT_NOT_FOUND);
        }
        const next = request.set ?? size.stock + (request.delta ?? 0);
        if (next < 0) throw conflict(stockWouldGoNegative(size.stock));
        if (next === size.stock) return { success: true as const, stock: size.stock, movement: null };
        await setStockCause(tx, {
          reason: request.reason,
          staff: staffOf(actor),
          note: request.note?.trim() || null,
        });
        await repo.setStock(size.id, next);
        const movement = await repo.latestMovement(size.id);
        await recordAudit(tx, actor, {
          action: 'stock.adjust',
          entity: 'product',
          entityId: request.productId,
          before: { colorName: request.colorName, size: request.size, stock: size.stock },
          after: { colorName: request.colorName, size: request.size, stock: next, reason: request.reason },
        });
        return { success: true as const, stock: next, movement };
      });
    },

    async movements(filter: MovementFilter) {
      const movements = await createStockRepo(db).movements(filter);
      const last = movements.at(-1);
      return {
        success: true as const,
        movements,
        nextBefore: movements.length === filter.limit && last ? last.id : null,
      };
    },

    async settings(): Promise<StockSettings> {
      return { lowStockThreshold: await lowStockThreshold(db) };
    },

    updateSettings(next: StockSettings, actor: Actor): Promise<StockSettings> {
      return db.transaction(async (tx) => {
        const before = { lowStockThreshold: await lowStockThreshold(tx) };
        await setLowStockThreshold(tx, next.lowStockThreshold);
        await recordAudit(tx, actor, { action: 'settings.change', entity: 'settings', before, after: next });
        return next;
      });
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;

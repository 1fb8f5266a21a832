import {
  ADMIN_PRODUCT_NOT_FOUND,
  type AdminProductsFilters,
  type ProductInput,
} from '@souq/shared/schemas/admin-products';
import type { Db } from '../../../db/client';
import type { Tx } from '../../../db/executor';
import { notFound } from '../../../lib/app-error';
import { type Actor, recordAudit, staffNamed } from '../audit/audit-writer';
import { lowStockThreshold } from '../stock/low-stock-threshold';
import { toAdminProduct, toAdminProductRow } from './admin-product-json';
import { createAdminProductsRepo, type FoundProduct } from './admin-products-repo';
import { createProduct, updateProduct } from './product-writer';

async function foundOrNotFound(tx: Tx | Db, productId: string): Promise<FoundProduct> {
  const found = await createAdminProductsRepo(tx).find(productId);
  if (!found) throw notFound(ADMIN_PRODUCT_NOT_FOUND);
  return found;
}

/**
 * The catalogue as staff run it. Every change is one transaction with its audit row; the database announces
 * it to every instance's storefront catalogue when it commits (docs/decisions/011-catalogue-patched-in-place.md).
 */
export function createAdminProductsService(db: Db) {
  return {
    async list(query: AdminProductsFilters) {
      const repo = createAdminProductsRepo(db);
      const threshold = await lowStockThreshold(db);
      const rows = await repo.list(query, threshold);
      const total = rows[0]?.total ?? (query.page > 1 ? await repo.count(query, threshold) : 0);
      return {
        success: true as const,
        products: rows.map(toAdminProductRow),
        total,
        page: query.page,
        limit: query.limit,
        lowStockThreshold: threshold,
      };
    },

    async detail(productId: string) {
      return { success: true as const, product: toAdminProduct(await foundOrNotFound(db, productId)) };
    },

    create(input: ProductInput, actor: Actor) {
      return db.transaction(async (tx) => {
        const id = await createProduct(tx, input, { reason: 'initial', staff: staffNamed(actor) });
        const product = toAdminProduct(await foundOrNotFound(tx, id));
        await recordAudit(tx, actor, {
          action: 'product.create',
          entity: 'product',
          entityId: id,
          after: input,
        });
        return { success: true as const, product };
      });
    },

    update(productId: string, input: ProductInput, actor: Actor) {
      return db.transaction(async (tx) => {
        if (!(await createAdminProductsRepo(tx).lock(productId))) throw notFound(ADMIN_PRODUCT_NOT_FOUND);
        const current = await foundOrNotFound(tx, productId);
        await updateProduct(tx, current, input, { reason: 'initial', staff: staffNamed(actor) });
        const product = toAdminProduct(await foundOrNotFound(tx, productId));
        await recordAudit(tx, actor, {
          action: 'product.update',
          entity: 'product',
          entityId: productId,
          before: toAdminProduct(current),
          after: product,
        });
        return { success: true as const, product };
      });
    },

    /** Archived leaves the storefront at once; its orders keep their snapshot. Unarchiving puts it back. */
    setArchived(productId: string, archived: boolean, actor: Actor) {
      return db.transaction(async (tx) => {
        const repo = createAdminProductsRepo(tx);
        const row = await repo.lock(productId);
        if (!row) throw notFound(ADMIN_PRODUCT_NOT_FOUND);
        if ((row.archivedAt !== null) !== archived) {
          await repo.setArchived(productId, archived);
          await recordAudit(tx, actor, {
            action: archived ? 'product.archive' : 'product.unarchive',
            entity: 'product',
            entityId: productId,
          });
        }
        return { success: true as const, product: toAdminProduct(await foundOrNotFound(tx, productId)) };
      });
    },
  };
}

export type AdminProductsService = ReturnType<typeof createAdminProductsService>;
